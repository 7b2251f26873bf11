'use client';

import { useTranslations } from 'next-intl';
import { UnavailableAction } from '@/components/layout/empty-screen';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';

const PATH = '/app/employees/departments';
const TABS = tabsFor(PATH) ?? ['all', 'without'];

const BuildingIcon = () => (
  <FrameIcon>
    <rect x="4" y="3.5" width="16" height="17" rx="1.5" />
    <path d="M8.5 8h2M13.5 8h2M8.5 12h2M13.5 12h2M10 20.5v-4h4v4" />
  </FrameIcon>
);

/** /app/employees/departments: all departments, or the employees without one. */
export function DepartmentsFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('departments');
  const { current, items } = tabLinks(PATH, TABS, searchParams, (tab) => t(`tabs.${tab}`));
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <Card className="mt-4">
        <EmptyState
          icon={<BuildingIcon />}
          title={t(`empty.${current}.title`)}
          description={t(`empty.${current}.description`)}
          action={current === 'all' ? <UnavailableAction label={t('action')} hint={t('actionHint')} /> : null}
        />
      </Card>
    </div>
  );
}

/** /app/employees/departments/{id}: one department and its employees. */
export function DepartmentFrame({ id }: { id: string }) {
  const t = useTranslations('departments.detail');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description', { id })} />
      <Card>
        <EmptyState icon={<BuildingIcon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}
