'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, Pagination, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import type { PayrollHistoryEntry } from '@/lib/api/employees';
import { formatMoney } from '@/lib/money';
import { usePayrollHistory } from '@/lib/queries/employees';
import { EmployeesError } from './employees-error';

const PER_PAGE = 12;

/** The payroll runs the employee was paid in, newest first, with gross and net pay. */
export function EmployeePayrollHistoryTab({ employeeId }: { employeeId: string }) {
  const t = useTranslations('employees.payrollHistory');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = usePayrollHistory(employeeId, page, PER_PAGE);
  const pagination = usePaginationLabels('employees.pagination');
  const meta = history.data?.meta;
  const columns: DataTableColumn<PayrollHistoryEntry>[] = [
    { id: 'period', header: t('period'), cell: (r) => r.period },
    {
      id: 'gross',
      header: t('gross'),
      className: 'text-right tabular-nums',
      cell: (r) => formatMoney(r.gross, r.currency, locale),
    },
    {
      id: 'net',
      header: t('net'),
      className: 'text-right tabular-nums',
      cell: (r) => formatMoney(r.net, r.currency, locale),
    },
    { id: 'status', header: t('status'), cell: (r) => <Badge variant="outline">{r.status}</Badge> },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isError ? (
          <EmployeesError error={history.error} onRetry={() => history.refetch()} />
        ) : (
          <DataTable
            caption={t('title')}
            columns={columns}
            rows={history.data?.data ?? []}
            getRowId={(r) => r.payrollId}
            isLoading={history.isPending}
            loadingRows={3}
            emptyState={
              <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />
            }
          />
        )}
        {meta && meta.total > PER_PAGE ? (
          <Pagination
            page={meta.page}
            perPage={meta.perPage}
            total={meta.total}
            totalPages={meta.totalPages}
            onPageChange={setPage}
            {...pagination}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
