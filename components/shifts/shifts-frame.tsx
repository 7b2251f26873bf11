'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/tabs';
import { tabsFor } from '@/lib/navigation/tabs';

type SearchParams = Record<string, string | string[] | undefined>;

const PATH = '/app/shifts';
const TABS = tabsFor(PATH) ?? ['active-schedule', 'shift-reports', 'locations'];

const ClockIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
  >
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);

/** /app/shifts: the active schedule, shift reports and work locations, one tab each. */
export function ShiftsFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('shifts');
  const current =
    typeof searchParams.tab === 'string' && TABS.includes(searchParams.tab) ? searchParams.tab : TABS[0]!;
  // The tab lives in `?tab=`; other query parameters survive a tab switch.
  const items = TABS.map((tab) => {
    const query = new URLSearchParams({ tab });
    for (const [key, value] of Object.entries(searchParams)) {
      if (key !== 'tab' && value !== undefined) for (const v of [value].flat()) query.append(key, v);
    }
    return { value: tab, label: t(`tabs.${tab}`), href: `${PATH}?${query}` };
  });
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <Card className="mt-4">
        <EmptyState
          icon={<ClockIcon />}
          title={t(`empty.${current}.title`)}
          description={t(`empty.${current}.description`)}
        />
      </Card>
    </div>
  );
}
