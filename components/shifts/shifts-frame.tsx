'use client';

import { useTranslations } from 'next-intl';
import { FrameIcon } from '@/components/layout/frame-icon';
import { EmptyScreen } from '@/components/layout/empty-screen';
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
    <EmptyScreen
      title={t('title')}
      description={t('description')}
      icon={<ClockIcon />}
      emptyTitle={t(`empty.${current}.title`)}
      emptyDescription={t(`empty.${current}.description`)}
    >
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
    </EmptyScreen>
  );
}
