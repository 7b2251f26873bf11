'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { EmployeeLeaveBalances } from '@/components/leave/employee-leave-balances';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LinkTabs } from '@/components/ui/link-tabs';
import { hasErrorCode } from '@/lib/api/client';
import type { EmployeeDetail } from '@/lib/contracts/employees';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';
import { useEmployee } from '@/lib/queries/employees';
import { usePermissions } from '@/lib/queries/permissions';
import { EmployeeDetailsTab } from './employee-details-tab';
import { EmployeeHeaderActions } from './employee-header-actions';
import { EmployeeStatusBadge, fullName } from './employee-status-badge';
import { EmployeesError } from './employees-error';

// The details tab comes with the page; each other tab's code (forms, zod, dialogs) loads when it is opened.
const EmployeeAddonsTab = dynamic(() => import('./employee-addons-tab').then((m) => m.EmployeeAddonsTab));
const EmployeeQueriesTab = dynamic(() => import('./employee-queries-tab').then((m) => m.EmployeeQueriesTab));
const EmployeePayrollHistory = dynamic(() =>
  import('@/components/payroll/employee-payroll-history').then((m) => m.EmployeePayrollHistory),
);

const detailTabs = (id: string) =>
  tabsFor(`/app/employees/${id}`) ?? ['details', 'bonuses-deductions', 'payroll-history', 'queries'];

const PANELS: Record<string, (e: EmployeeDetail) => ReactNode> = {
  details: (e) => <EmployeeDetailsPanel employee={e} />,
  'bonuses-deductions': (e) => <EmployeeAddonsTab employee={e} />,
  'payroll-history': (e) => <EmployeePayrollHistory employeeId={e.id} />,
  queries: (e) => <EmployeeQueriesTab employeeId={e.id} />,
};

/** The details tab, with the employee's leave balances for those who manage leave. */
function EmployeeDetailsPanel({ employee }: { employee: EmployeeDetail }) {
  const t = useTranslations('leave.balances');
  const { can } = usePermissions();
  return (
    <div className="space-y-6">
      <EmployeeDetailsTab employee={employee} />
      {can('leave') ? (
        <section aria-labelledby="leave-balances-title" className="space-y-3">
          <h2 id="leave-balances-title" className="text-base font-semibold text-ink">
            {t('title')}
          </h2>
          <EmployeeLeaveBalances employeeId={employee.id} />
        </section>
      ) : null}
    </div>
  );
}

/** /app/employees/{id}: the record's header with its actions, and four tabs (details by default). */
export function EmployeeFrame({ id, searchParams }: { id: string; searchParams: SearchParams }) {
  const t = useTranslations('employees');
  const employee = useEmployee(id);
  const { current, items } = tabLinks(
    `/app/employees/${encodeURIComponent(id)}`,
    detailTabs(id),
    searchParams,
    (tab) => t(`tabs.${tab}`),
  );
  const e = employee.data;

  let header: ReactNode;
  let body: ReactNode;
  if (employee.isPending) {
    header = (
      <div className="mb-6 space-y-2" aria-busy>
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-40" />
      </div>
    );
    body = (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy>
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  } else if (!e) {
    const missing = hasErrorCode(employee.error, 'NOT_FOUND');
    header = <PageHeader title={t('detail.title')} />;
    body = (
      <Card>
        <EmployeesError error={employee.error} onRetry={missing ? undefined : () => employee.refetch()} />
      </Card>
    );
  } else {
    header = (
      <PageHeader
        title={fullName(e)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{t('detail.staffId', { id: e.staffId })}</span>
            <EmployeeStatusBadge status={e.status} />
            {e.payrollEnabled ? null : <span className="text-xs">{t('columns.outOfPayroll')}</span>}
          </span>
        }
        actions={<EmployeeHeaderActions employee={e} />}
      />
    );
    body = PANELS[current]?.(e);
  }

  return (
    <div className="min-w-0">
      {header}
      <LinkTabs items={items} value={current} aria-label={t('detail.title')} className="mb-4 w-full" />
      {body}
    </div>
  );
}
