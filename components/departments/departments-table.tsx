'use client';

import { toastOutcome } from '@/lib/toast';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import {
  EditDeleteActions,
  LinkedNameCell,
  PagedFooter,
  QueryTable,
  SearchBox,
} from '@/components/ui/list-parts';
import { useLazyDialog } from '@/components/ui/use-load-on-intent';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import type { Department } from '@/lib/contracts/departments';
import { useDeleteDepartmentMutation, useDepartments } from '@/lib/queries/departments';
import { usePermissions } from '@/lib/queries/permissions';

// The form (react-hook-form, zod) and the job roles dialog load on use: the list ships without them
// (README, "A heavy component").
const loadForm = () => import('./department-form-dialog').then((m) => m.DepartmentFormDialog);
const DepartmentFormDialog = dynamic(loadForm, { ssr: false });
const loadRoles = () => import('./job-roles-dialog').then((m) => m.JobRolesDialog);
const JobRolesDialog = dynamic(loadRoles, { ssr: false });

const PATH = '/app/employees/departments';
const PER_PAGE = 20;

/** The `all` tab: departments with headcount and lead; page and search live in the URL. */
export function DepartmentsTable() {
  const t = useTranslations('departments');
  const { can } = usePermissions();
  const canManage = can('employees');
  const { page, setPage, search, term, setTerm } = useUrlPaging();
  const query = useDepartments({ page, perPage: PER_PAGE, search: search || undefined });
  const remove = useDeleteDepartmentMutation();
  const [editing, setEditing] = useState<Department | null>(null);
  const create = useLazyDialog(loadForm);
  const edit = useLazyDialog(loadForm);
  const roles = useLazyDialog(loadRoles);
  const labels = usePaginationLabels('departments.pagination');
  useErrorToast(query.error, 'departments');

  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;

  const columns: DataTableColumn<Department>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('columns.name'),
      cell: (d) => (
        <LinkedNameCell
          className="min-w-0 max-w-xs"
          href={`${PATH}/${d.id}`}
          name={d.name}
          sub={d.description}
        />
      ),
    },
    {
      id: 'lead',
      header: t('columns.lead'),
      cell: (d) =>
        d.lead ? `${d.lead.firstName} ${d.lead.lastName}` : <span className="text-muted">{t('noLead')}</span>,
    },
    {
      id: 'employees',
      card: 'figure',
      header: t('columns.employees'),
      cell: (d) => t('employeeCount', { count: d.employeeCount }),
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (d) => (
        <EditDeleteActions
          labels={{
            edit: t('edit'),
            editAria: t('editLabel', { name: d.name }),
            deleteOpen: t('delete.open'),
            deleteAria: t('delete.label', { name: d.name }),
            title: t('delete.title', { name: d.name }),
            description:
              d.employeeCount > 0
                ? t('delete.blocked', { name: d.name, count: d.employeeCount })
                : t('delete.description'),
            confirm: t('delete.confirm'),
            cancel: t('cancel'),
          }}
          onEdit={() => {
            setEditing(d);
            edit.show();
          }}
          onDelete={() => toastOutcome(remove.mutateAsync(d.id))}
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
      title={t('empty.all.title')}
      description={t('empty.all.description')}
      action={
        canManage ? (
          <Button onClick={create.show} {...create.intent}>
            {t('create')}
          </Button>
        ) : null
      }
    />
  );

  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={term}
          onChange={setTerm}
          placeholder={t('searchPlaceholder')}
          label={t('searchLabel')}
        />
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button variant="secondary" onClick={roles.show} {...roles.intent}>
            {t('roles.open')}
          </Button>
          {canManage ? (
            <Button onClick={create.show} {...create.intent}>
              <PlusIcon />
              {t('create')}
            </Button>
          ) : null}
        </div>
      </div>
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('title')}
        columns={columns}
        rows={rows}
        getRowId={(d) => d.id}
        emptyState={empty}
      />
      <PagedFooter meta={meta} onPageChange={setPage} labels={labels} />
      {roles.mounted ? (
        <JobRolesDialog canManage={canManage} open={roles.open} onOpenChange={roles.setOpen} />
      ) : null}
      {create.mounted ? <DepartmentFormDialog open={create.open} onOpenChange={create.setOpen} /> : null}
      {edit.mounted ? (
        <DepartmentFormDialog department={editing} open={edit.open} onOpenChange={edit.setOpen} />
      ) : null}
    </Card>
  );
}
