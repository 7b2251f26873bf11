'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useLocale, useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/ui/data-table';
import type { EmployeeSummary } from '@/lib/contracts/employees';
import { formatMoney } from '@/lib/money';
import { EmployeeStatusBadge, fullName } from './employee-status-badge';

export const employeeHref = (id: string) => `/app/employees/${encodeURIComponent(id)}`;

/** Columns of the employees table; the name links to the record (the row's keyboard-reachable target). */
export function useEmployeeColumns(): DataTableColumn<EmployeeSummary>[] {
  const t = useTranslations('employees.columns');
  const locale = useLocale();
  const dash = <span className="text-muted">—</span>;
  return [
    {
      id: 'name',
      header: t('name'),
      cell: (e) => (
        <IntentLink
          href={employeeHref(e.id)}
          className="group block rounded-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <span className="font-medium text-ink group-hover:text-brand-700 group-hover:underline">
            {fullName(e)}
          </span>
          <span className="block text-xs text-muted">{e.staffId}</span>
        </IntentLink>
      ),
    },
    { id: 'email', header: t('email'), cell: (e) => e.email },
    { id: 'department', header: t('department'), cell: (e) => e.department?.name ?? dash },
    { id: 'jobRole', header: t('jobRole'), cell: (e) => e.jobRole?.name ?? dash },
    { id: 'group', header: t('group'), cell: (e) => e.payrollGroup?.name ?? dash },
    {
      id: 'gross',
      header: t('monthlyGross'),
      className: 'text-right tabular-nums',
      cell: (e) => formatMoney(e.monthlyGross, e.payCurrency, locale),
    },
    {
      id: 'status',
      header: t('status'),
      cell: (e) => (
        <span className="flex items-center gap-1.5">
          <EmployeeStatusBadge status={e.status} />
          {e.payrollEnabled ? null : <span className="text-xs text-muted">{t('outOfPayroll')}</span>}
        </span>
      ),
    },
    {
      id: 'account',
      header: t('account'),
      cell: (e) =>
        e.accountNumberMasked ? (
          <span className="text-xs">
            <span className="block text-ink">{e.bankName ?? dash}</span>
            <span className="font-mono text-muted">{e.accountNumberMasked}</span>
          </span>
        ) : (
          dash
        ),
    },
  ];
}
