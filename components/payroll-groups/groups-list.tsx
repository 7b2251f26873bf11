'use client';

import { toastOutcome } from '@/lib/toast';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import {
  EditDeleteActions,
  LinkedNameCell,
  PagedFooter,
  QueryTable,
  SearchBox,
} from '@/components/ui/list-parts';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import type { PayrollGroup } from '@/lib/contracts/payroll-groups';
import { useDeletePayrollGroupMutation, usePayrollGroups } from '@/lib/queries/payroll-groups';
import { GroupFormDialog } from './group-form-dialog';
import { GROUPS_PATH, GroupIcon, GrossAmounts } from './use-groups-ui';

const PER_PAGE = 20;

/** The groups table: name, members, monthly gross; page and search live in the URL. */
export function GroupsList({ canManage, onCreate }: { canManage: boolean; onCreate: () => void }) {
  const t = useTranslations('payroll-groups');
  const { page, search, term, setTerm, setPage } = useUrlPaging();
  const query = usePayrollGroups({ page, perPage: PER_PAGE, search: search || undefined });
  const remove = useDeletePayrollGroupMutation();
  const [editing, setEditing] = useState<PayrollGroup | null>(null);
  const labels = usePaginationLabels('payroll-groups.pagination');
  useErrorToast(query.error, 'payroll-groups');

  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  const columns: DataTableColumn<PayrollGroup>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('columns.name'),
      cell: (g) => (
        <LinkedNameCell
          className="min-w-0 max-w-xs"
          href={`${GROUPS_PATH}/${g.id}`}
          name={g.name}
          sub={g.description}
        />
      ),
    },
    {
      id: 'employees',
      header: t('columns.employees'),
      cell: (g) => t('employeeCount', { count: g.employeeCount }),
    },
    {
      id: 'gross',
      card: 'figure',
      header: t('columns.gross'),
      cell: (g) => <GrossAmounts gross={g.monthlyGross} />,
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (g) => (
        <EditDeleteActions
          labels={{
            edit: t('edit'),
            editAria: t('editLabel', { name: g.name }),
            deleteOpen: t('delete.open'),
            deleteAria: t('delete.label', { name: g.name }),
            title: t('delete.title', { name: g.name }),
            description: t('delete.description', { count: g.employeeCount }),
            confirm: t('delete.confirm'),
            cancel: t('cancel'),
          }}
          onEdit={() => setEditing(g)}
          onDelete={() => toastOutcome(remove.mutateAsync(g.id))}
        />
      ),
    });
  }

  const empty = search ? (
    <EmptyState
      className="py-6"
      title={t('noMatch.title')}
      description={t('noMatch.description', { search })}
    />
  ) : (
    <EmptyState
      className="py-6"
      icon={<GroupIcon />}
      title={t('emptyTitle')}
      description={t('emptyDescription')}
      action={canManage ? <Button onClick={onCreate}>{t('action')}</Button> : null}
    />
  );

  return (
    <Card className="space-y-3 p-4">
      <SearchBox
        value={term}
        onChange={setTerm}
        placeholder={t('searchPlaceholder')}
        label={t('searchLabel')}
      />
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('title')}
        columns={columns}
        rows={rows}
        getRowId={(g) => g.id}
        emptyState={empty}
      />
      <PagedFooter meta={meta} onPageChange={setPage} labels={labels} />
      <GroupFormDialog
        group={editing}
        open={Boolean(editing)}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </Card>
  );
}
