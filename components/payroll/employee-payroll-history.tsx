'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkedNameCell, PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPage } from '@/components/ui/use-url-paging';
import type { EmployeePayrollHistoryEntry } from '@/lib/contracts/payroll';
import { formatDate, type DateLocale } from '@/lib/dates';
import { useEmployeePayrollHistory } from '@/lib/queries/payroll';
import { Money, PayrollStatusBadge, usePeriodLabel } from './payroll-parts';
import { PayoutStatusCell } from './payout-status';

const PER_PAGE = 12;

/**
 * The person's own status in the run: their payment's once it was sent (paid, failed with the bank's reason,
 * or on its way), else the run's. A paid person in a partly paid run reads "Paid", never "Partly paid".
 */
function PersonStatus({ entry }: { entry: EmployeePayrollHistoryEntry }) {
  if (!entry.payoutStatus) return <PayrollStatusBadge status={entry.runStatus} />;
  return <PayoutStatusCell status={entry.payoutStatus} reason={entry.payoutFailureReason} />;
}

/** The employee profile's payroll-history tab: every run they were in, newest period first. */
export function EmployeePayrollHistory({ employeeId }: { employeeId: string }) {
  const t = useTranslations('payroll.history');
  const locale = useLocale() as DateLocale;
  const period = usePeriodLabel();
  const { page, setPage } = useUrlPage();
  const history = useEmployeePayrollHistory(employeeId, page, PER_PAGE);
  const pagination = usePaginationLabels('payroll.pagination');
  const columns: DataTableColumn<EmployeePayrollHistoryEntry>[] = [
    {
      id: 'run',
      card: 'title',
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
      card: 'figure',
      header: t('net'),
      className: 'text-right font-medium',
      cell: (r) => <Money minor={r.net} currency={r.currency} />,
    },
    { id: 'status', card: 'status', header: t('status'), cell: (r) => <PersonStatus entry={r} /> },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="overflow-x-auto">
          <QueryTable
            query={history}
            failedTitle={t('loadFailed')}
            retryLabel={t('retry')}
            caption={t('title')}
            columns={columns}
            rows={history.data?.data ?? []}
            getRowId={(r) => r.payrollEmployeeId}
            loadingRows={3}
            emptyState={
              <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />
            }
          />
        </div>
        <PagedFooter meta={history.data?.meta} onPageChange={setPage} labels={pagination} />
      </CardContent>
    </Card>
  );
}
