'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useLocale, useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/ui/data-table';
import type { EmployeeSummary } from '@/lib/contracts/employees';
import { formatMoney } from '@/lib/money';
import { EmployeeStatusBadge, fullName } from './employee-status-badge';

export const employeeHref = (id: string) => `/app/employees/${encodeURIComponent(id)}`;

/**
 * Columns of the employees list. It fits a 1280 px laptop: the staff ID and e-mail sit under the name, the job
 * role under the department. On a phone each employee is a card: name, monthly gross, status; the rest behind
 * Details. The name links to the record (the row's keyboard-reachable target).
 */
export function useEmployeeColumns(): DataTableColumn<EmployeeSummary>[] {
  const t = useTranslations('employees.columns');
  const locale = useLocale();
  const dash = <span className="text-muted">—</span>;
  // Narrower padding than the kit's and capped, truncated texts keep six columns inside a 1280 px laptop's card.
  const tight = 'px-3';
  return [
    {
      id: 'name',
      header: t('name'),
      card: 'title',
      className: tight,
      cell: (e) => (
        <IntentLink
          href={employeeHref(e.id)}
          className="group block max-w-52 rounded-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <span className="block truncate font-medium text-ink group-hover:text-brand-700 group-hover:underline">
            {fullName(e)}
          </span>
          <span className="block truncate text-xs text-muted">
            {e.staffId} · {e.email}
          </span>
        </IntentLink>
      ),
    },
    {
      id: 'department',
      header: t('department'),
      className: tight,
      cell: (e) => (
        <span className="block max-w-40">
          <span className="block truncate">{e.department?.name ?? dash}</span>
          {e.jobRole ? <span className="block truncate text-xs text-muted">{e.jobRole.name}</span> : null}
        </span>
      ),
      cardCell: (e) => [e.department?.name, e.jobRole?.name].filter(Boolean).join(' · ') || dash,
    },
    {
      id: 'group',
      header: t('group'),
      className: tight,
      cell: (e) => <span className="block max-w-28 truncate">{e.payrollGroup?.name ?? dash}</span>,
    },
    {
      id: 'gross',
      header: t('monthlyGross'),
      card: 'figure',
      className: `${tight} text-right tabular-nums`,
      cell: (e) => formatMoney(e.monthlyGross, e.payCurrency, locale),
    },
    {
      id: 'status',
      header: t('status'),
      card: 'status',
      className: tight,
      cell: (e) => (
        <span className="flex flex-col items-start gap-0.5">
          <EmployeeStatusBadge status={e.status} />
          {e.payrollEnabled ? null : <span className="text-xs text-muted">{t('outOfPayroll')}</span>}
        </span>
      ),
      cardCell: (e) => (
        <span className="flex flex-col items-end gap-0.5">
          <EmployeeStatusBadge status={e.status} />
          {e.payrollEnabled ? null : <span className="text-xs text-muted">{t('outOfPayroll')}</span>}
        </span>
      ),
    },
    {
      id: 'account',
      header: t('account'),
      className: tight,
      cell: (e) =>
        e.accountNumberMasked ? (
          <span className="block max-w-32 text-xs">
            <span className="block truncate text-ink">{e.bankName ?? dash}</span>
            <span className="font-mono text-muted">{e.accountNumberMasked}</span>
          </span>
        ) : (
          dash
        ),
    },
  ];
}
