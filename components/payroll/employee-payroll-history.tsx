'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkedNameCell, LoadFailed, PagedFooter } from '@/components/ui/list-parts';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPage } from '@/components/ui/use-url-paging';
import type { PayrollHistoryEntry } from '@/lib/contracts/payroll';
import { formatDate, type DateLocale } from '@/lib/dates';
import { useEmployeePayrollHistory } from '@/lib/queries/payroll';
import { Money, PayrollStatusBadge, usePeriodLabel } from './payroll-parts';

const PER_PAGE = 12;

/** The employee profile's payroll-history tab: every run they were in, newest period first. */
export function EmployeePayrollHistory({ employeeId }: { employeeId: string }) {
  const t = useTranslations('payroll.history');
  const locale = useLocale() as DateLocale;
  const period = usePeriodLabel();
  const { page, setPage } = useUrlPage();
  const history = useEmployeePayrollHistory(employeeId, page, PER_PAGE);
  const pagination = usePaginationLabels('payroll.pagination');
  const columns: DataTableColumn<PayrollHistoryEntry>[] = [
    {
      id: 'run',
      header: t('run'),
      cell: (r) => (
        <LinkedNameCell href={`/app/payroll/${r.payrollId}`} name={r.name} sub={period(r.period)} />
      ),
    },
    { id: 'payDate', header: t('payDate'), cell: (r) => formatDate(r.payDate, locale) },
    {
      id: 'gross',
      header: t('gross'),
      className: 'text-right',
      cell: (r) => <Money minor={r.gross} currency={r.currency} />,
    },
    {
      id: 'paye',
      header: t('paye'),
      className: 'text-right',
      cell: (r) => <Money minor={r.paye} currency={r.currency} />,
    },
    {
      id: 'net',
      header: t('net'),
      className: 'text-right font-medium',
      cell: (r) => <Money minor={r.net} currency={r.currency} />,
    },
    { id: 'status', header: t('status'), cell: (r) => <PayrollStatusBadge status={r.status} /> },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {history.isError ? (
          <LoadFailed
            error={history.error}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => history.refetch()}
          />
        ) : (
          <div className="overflow-x-auto">
            <DataTable
              caption={t('title')}
              columns={columns}
              rows={history.data?.data ?? []}
              getRowId={(r) => r.payrollEmployeeId}
              isLoading={history.isPending}
              loadingRows={3}
              emptyState={
                <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />
              }
            />
          </div>
        )}
        <PagedFooter meta={history.data?.meta} onPageChange={setPage} labels={pagination} />
      </CardContent>
    </Card>
  );
}
