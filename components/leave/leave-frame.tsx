'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/tabs';
import { tabsFor } from '@/lib/navigation/tabs';

type SearchParams = Record<string, string | string[] | undefined>;

const PATH = '/app/leave';
const TABS = tabsFor(PATH) ?? ['calendar', 'leave-requests', 'employees-on-leave', 'settings'];

const CalendarIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
  >
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

/** /app/leave: calendar, requests, who is away and leave settings, one tab each. */
export function LeaveFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('leave');
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
          icon={<CalendarIcon />}
          title={t(`empty.${current}.title`)}
          description={t(`empty.${current}.description`)}
        />
      </Card>
    </div>
  );
}
