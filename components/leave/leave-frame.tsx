'use client';

import { useTranslations } from 'next-intl';
import { FrameIcon } from '@/components/layout/frame-icon';
import { EmptyScreen } from '@/components/layout/empty-screen';
import { LinkTabs } from '@/components/ui/tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';

const PATH = '/app/leave';
const TABS = tabsFor(PATH) ?? ['calendar', 'leave-requests', 'employees-on-leave', 'settings'];

const CalendarIcon = () => (
  <FrameIcon>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </FrameIcon>
);

/** /app/leave: calendar, requests, who is away and leave settings, one tab each. */
export function LeaveFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('leave');
  const { current, items } = tabLinks(PATH, TABS, searchParams, (tab) => t(`tabs.${tab}`));
  return (
    <EmptyScreen
      title={t('title')}
      description={t('description')}
      icon={<CalendarIcon />}
      emptyTitle={t(`empty.${current}.title`)}
      emptyDescription={t(`empty.${current}.description`)}
    >
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
    </EmptyScreen>
  );
}
