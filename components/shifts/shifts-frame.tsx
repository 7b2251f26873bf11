'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { LinkTabs } from '@/components/ui/link-tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';
import { LocationsTab } from './locations-tab';
import { ReportsTab } from './reports-tab';
import { ScheduleTab } from './schedule-tab';

const PATH = '/app/shifts';
const TABS = tabsFor(PATH) ?? ['active-schedule', 'shift-reports', 'locations'];

/** /app/shifts: the weekly roster, shift reports and work locations, one tab each. */
export function ShiftsFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('shifts');
  const { current, items } = tabLinks(PATH, TABS, {}, (tab) => t(`tabs.${tab}`));
  const tab =
    typeof searchParams.tab === 'string' && TABS.includes(searchParams.tab) ? searchParams.tab : current;
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <LinkTabs items={items} value={tab} aria-label={t('title')} className="w-full" />
      <div className="mt-4">
        {tab === 'locations' ? <LocationsTab /> : tab === 'shift-reports' ? <ReportsTab /> : <ScheduleTab />}
      </div>
    </div>
  );
}
