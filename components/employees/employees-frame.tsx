'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';
import { useBulkEmployeesStore } from '@/lib/stores/bulk-employees';

export const LIST_TABS = tabsFor('/app/employees') ?? ['active', 'in-active'];
const detailTabs = (id: string) =>
  tabsFor(`/app/employees/${id}`) ?? ['details', 'bonuses-deductions', 'payroll-history', 'queries'];

function useTabs(path: string, tabs: readonly string[], params: SearchParams) {
  const t = useTranslations('employees.tabs');
  return tabLinks(path, tabs, params, (tab) => t(tab));
}

const PeopleIcon = () => (
  <FrameIcon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </FrameIcon>
);

function AddEmployeeAction({ label, hint }: { label: string; hint: string }) {
  const hintId = useId();
  return (
    <>
      <Button disabled aria-describedby={hintId}>
        {label}
      </Button>
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        {hint}
      </p>
    </>
  );
}

/** /app/employees: active and inactive employees. */
export function EmployeesFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('employees');
  const { current, items } = useTabs('/app/employees', LIST_TABS, searchParams);
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <Card className="mt-4">
        <EmptyState
          icon={<PeopleIcon />}
          title={t(`empty.${current}.title`)}
          description={t(`empty.${current}.description`)}
          action={<AddEmployeeAction label={t('action')} hint={t('actionHint')} />}
        />
      </Card>
    </div>
  );
}

/** /app/employees/{id}: one employee's record, shown inside the nested layout. */
export function EmployeeFrame({ id, searchParams }: { id: string; searchParams: SearchParams }) {
  const t = useTranslations('employees.detail');
  const { current, items } = useTabs(
    `/app/employees/${encodeURIComponent(id)}`,
    detailTabs(id),
    searchParams,
  );
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description', { id })} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <Card className="mt-4">
        <EmptyState
          icon={<PeopleIcon />}
          title={t(`empty.${current}.title`)}
          description={t(`empty.${current}.description`)}
        />
      </Card>
    </div>
  );
}

/** /app/employees/bulk: reviews the list picked on the employees screen; without one there is nothing to do here. */
export function BulkEmployeesFrame() {
  const t = useTranslations('employees.bulk');
  const router = useRouter();
  const count = useBulkEmployeesStore((s) => s.rows.length);
  useEffect(() => {
    if (count === 0) router.replace('/app/employees');
  }, [count, router]);
  if (count === 0) return null;
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description', { count })} />
      <Card>
        <EmptyState
          icon={<PeopleIcon />}
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={<AddEmployeeAction label={t('action')} hint={t('actionHint')} />}
        />
      </Card>
    </div>
  );
}
