'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { LinkTabs } from '@/components/ui/link-tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';
import { EmployeesOnLeave } from './employees-on-leave';
import { LeaveCalendar } from './leave-calendar';
import { LeaveRequests } from './leave-requests';
import { LeaveSettings } from './leave-settings';

const PATH = '/app/leave';
const TABS = tabsFor(PATH) ?? ['calendar', 'leave-requests', 'employees-on-leave', 'settings'];

/** /app/leave: calendar, requests, who is away and leave settings, one tab each (filters live in the URL). */
export function LeaveFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('leave');
  // Switching tabs starts the other tab afresh: only `tab` carries over.
  const { items } = tabLinks(PATH, TABS, {}, (tab) => t(`tabs.${tab}`));
  const current =
    typeof searchParams.tab === 'string' && TABS.includes(searchParams.tab) ? searchParams.tab : TABS[0]!;
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <div className="mt-4">
        {current === 'calendar' ? <LeaveCalendar /> : null}
        {current === 'leave-requests' ? <LeaveRequests /> : null}
        {current === 'employees-on-leave' ? <EmployeesOnLeave /> : null}
        {current === 'settings' ? <LeaveSettings /> : null}
      </div>
    </div>
  );
}
