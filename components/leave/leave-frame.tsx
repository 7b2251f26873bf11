'use client';

import { useTranslations } from 'next-intl';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
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
