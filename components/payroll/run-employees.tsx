'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable, SearchBox } from '@/components/ui/list-parts';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import type { useUrlPaging } from '@/components/ui/use-url-paging';
import type { PayrollDetail, PayrollEmployeeRow } from '@/lib/contracts/payroll';
import type { usePayrollRun } from '@/lib/queries/payroll';
import { PayoutStatusCell } from './payout-status';
import { Money } from './payroll-parts';
import { PayslipDialog } from './payslip-dialog';
import { PayslipDownloadButton } from './payslip-download-button';

/** The run's employees, a page at a time (search and page in the URL), each opening their payslip. */
export function RunEmployees({
  detail,
  run,
  paging,
}: {
  detail: PayrollDetail;
  /** The run's query: its page of employees is part of the run. */
  run: ReturnType<typeof usePayrollRun>;
  paging: Pick<ReturnType<typeof useUrlPaging>, 'term' | 'setTerm' | 'search' | 'setPage'>;
}) {
  const t = useTranslations('payroll.run');
  const pagination = usePaginationLabels('payroll.pagination');
  const [open, setOpen] = useState<PayrollEmployeeRow | null>(null);
  const columns: DataTableColumn<PayrollEmployeeRow>[] = [
    {
      id: 'name',
      header: t('employees.name'),
      card: 'title',
      cell: (r) => (
        <div className="min-w-0">
          <button
            type="button"
            className="text-left font-medium text-brand-600 hover:underline"
            onClick={() => setOpen(r)}
          >
            {r.name}
          </button>
          <p className="text-xs text-muted">
            {r.staffId}
            {r.department ? ` · ${r.department}` : ''}
          </p>
          {r.flagged ? <p className="text-xs text-danger">{t('employees.flagged')}</p> : null}
          <PayslipDownloadButton row={r} period={detail.period} compact />
        </div>
      ),
    },
    {
      id: 'gross',
      header: t('totals.gross'),
      className: 'text-right',
      cell: (r) => <Money minor={r.gross} currency={r.currency} />,
    },
    {
      id: 'paye',
      header: t('totals.paye'),
      className: 'text-right',
      cell: (r) => <Money minor={r.paye} currency={r.currency} />,
    },
    {
      id: 'deductions',
      header: t('totals.deductions'),
      className: 'text-right',
      cell: (r) => <Money minor={r.deductions} currency={r.currency} />,
    },
    {
      id: 'net',
      header: t('totals.net'),
      card: 'figure',
      className: 'text-right font-medium',
      cell: (r) => <Money minor={r.net} currency={r.currency} />,
    },
    // once the run is approved: each person's payment, with why it failed or was reversed and its references
    ...(detail.employees.some((r) => r.payoutStatus)
      ? [
          {
            id: 'payment',
            header: t('employees.payment'),
            cell: (r: PayrollEmployeeRow) =>
              r.payoutStatus ? (
                <PayoutStatusCell
                  status={r.payoutStatus}
                  reason={r.payoutFailureReason}
                  providerReference={r.payoutProviderReference}
                  bankReference={r.payoutBankReference}
                />
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('employees.title', { count: detail.employeeCount })}</CardTitle>
        <CardDescription>{t('employees.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SearchBox
          value={paging.term}
          onChange={paging.setTerm}
          placeholder={t('employees.search')}
          label={t('employees.search')}
        />
        <div className="overflow-x-auto" aria-busy={run.isFetching}>
          <QueryTable
            query={run}
            failedTitle={t('loadFailed')}
            retryLabel={t('retry')}
            caption={t('employees.title', { count: detail.employeeCount })}
            columns={columns}
            rows={detail.employees}
            getRowId={(r) => r.id}
            emptyState={
              <EmptyState
                title={t('emptyTitle')}
                description={paging.search ? t('employees.noMatch') : t('emptyDescription')}
              />
            }
          />
        </div>
        <PagedFooter meta={run.data?.meta} onPageChange={paging.setPage} labels={pagination} />
      </CardContent>
      <PayslipDialog row={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
