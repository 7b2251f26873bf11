'use client';

import { toastOutcome } from '@/lib/toast';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmployeeNameCell } from '@/components/employees/employee-name-cell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { PagedFooter, QueryTable, SearchBox } from '@/components/ui/list-parts';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import type { EmployeeSummary } from '@/lib/contracts/employees';
import { formatMoney } from '@/lib/money';
import {
  usePayrollGroupEmployees,
  useRemovePayrollGroupEmployeesMutation,
} from '@/lib/queries/payroll-groups';
import { AddGroupEmployeesDialog } from './add-group-employees-dialog';

const PER_PAGE = 20;

type Props = { id: string; groupName: string; canManage: boolean };

/** A group's members, paged and searchable; with `employees` permission: add, and remove the selected ones. */
export function GroupMembers({ id, groupName, canManage }: Props) {
  const t = useTranslations('payroll-groups.members');
  const locale = useLocale();
  const { page, search, term, setTerm, setPage } = useUrlPaging();
  const query = usePayrollGroupEmployees(id, { page, perPage: PER_PAGE, search: search || undefined });
  const remove = useRemovePayrollGroupEmployeesMutation(id);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const labels = usePaginationLabels('payroll-groups.pagination');
  useErrorToast(query.error, 'payroll-groups');

  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  const columns: DataTableColumn<EmployeeSummary>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('columns.name'),
      cell: (e) => <EmployeeNameCell employee={e} />,
    },
    { id: 'staffId', header: t('columns.staffId'), cell: (e) => e.staffId },
    {
      id: 'department',
      header: t('columns.department'),
      cell: (e) => e.department?.name ?? <span className="text-muted">—</span>,
    },
    {
      id: 'gross',
      card: 'figure',
      header: t('columns.gross'),
      cell: (e) => <span className="tabular-nums">{formatMoney(e.monthlyGross, e.payCurrency, locale)}</span>,
    },
    {
      id: 'status',
      card: 'status',
      header: t('columns.status'),
      cell: (e) => (
        <Badge
          variant={e.status === 'active' ? 'success' : e.status === 'suspended' ? 'warning' : 'secondary'}
        >
          {t(`status.${e.status}`)}
        </Badge>
      ),
    },
  ];

  const removeSelected = () => toastOutcome(remove.mutateAsync(selected), () => setSelected([]));

  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={term}
          onChange={setTerm}
          placeholder={t('searchPlaceholder')}
          label={t('searchLabel')}
        />
        {canManage ? (
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            {selected.length > 0 ? (
              <ConfirmDialog
                variant="danger"
                title={t('remove.title', { count: selected.length, name: groupName })}
                description={t('remove.description')}
                confirmLabel={t('remove.confirm')}
                cancelLabel={t('cancel')}
                trigger={<Button variant="secondary">{t('remove.open', { count: selected.length })}</Button>}
                onConfirm={removeSelected}
              />
            ) : null}
            <Button onClick={() => setAdding(true)}>
              <PlusIcon />
              {t('add')}
            </Button>
          </div>
        ) : null}
      </div>
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('caption', { name: groupName })}
        columns={columns}
        rows={rows}
        getRowId={(e) => e.id}
        {...(canManage && {
          selected,
          onSelectedChange: setSelected,
          selectAllLabel: t('selectAll'),
          getSelectRowLabel: (e: EmployeeSummary) => t('selectRow', { name: `${e.firstName} ${e.lastName}` }),
        })}
        emptyState={
          search ? (
            <EmptyState
              className="py-6"
              title={t('noMatch.title')}
              description={t('noMatch.description', { search })}
            />
          ) : (
            <EmptyState
              className="py-6"
              title={t('empty.title')}
              description={t('empty.description')}
              action={canManage ? <Button onClick={() => setAdding(true)}>{t('add')}</Button> : null}
            />
          )
        }
      />
      <PagedFooter meta={meta} onPageChange={setPage} labels={labels} />
      {canManage ? (
        <AddGroupEmployeesDialog id={id} groupName={groupName} open={adding} onOpenChange={setAdding} />
      ) : null}
    </Card>
  );
}
