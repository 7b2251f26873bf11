'use client';

import { useTranslations } from 'next-intl';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';

const PATH = '/app/shifts';
const TABS = tabsFor(PATH) ?? ['active-schedule', 'shift-reports', 'locations'];

const ClockIcon = () => (
  <FrameIcon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </FrameIcon>
);

/** /app/shifts: the active schedule, shift reports and work locations, one tab each. */
export function ShiftsFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('shifts');
  const { current, items } = tabLinks(PATH, TABS, searchParams, (tab) => t(`tabs.${tab}`));
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
