'use client';

import { toastOutcome } from '@/lib/toast';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { EditDeleteActions, QueryTable } from '@/components/ui/list-parts';
import { useErrorToast } from '@/components/ui/use-module-ui';
import type { JobRole } from '@/lib/contracts/departments';
import { useDeleteJobRoleMutation, useJobRoles } from '@/lib/queries/departments';
import { JobRoleForm } from './job-role-form';

type Props = { canManage: boolean; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * "Job roles": every role with its department and holders; create, edit and delete for `employees` holders.
 * Its button lives in the departments list, which loads this dialog on use.
 */
export function JobRolesDialog({ canManage, open, onOpenChange }: Props) {
  const t = useTranslations('departments.roles');
  const tc = useTranslations('common');
  const td = useTranslations('departments');
  const [editing, setEditing] = useState<JobRole | null>(null);
  const roles = useJobRoles();
  const remove = useDeleteJobRoleMutation();
  useErrorToast(open ? roles.error : null, 'departments');

  const columns: DataTableColumn<JobRole>[] = [
    {
      id: 'title',
      card: 'title',
      header: t('columns.title'),
      cell: (r) => (
        <div className="max-w-56 min-w-0">
          <p className="font-medium">{r.title}</p>
          {r.description ? <p className="truncate text-xs text-muted">{r.description}</p> : null}
        </div>
      ),
    },
    {
      id: 'department',
      card: 'subtitle',
      header: t('columns.department'),
      cell: (r) => r.department?.name ?? <span className="text-muted">{t('noDepartment')}</span>,
    },
    { id: 'employees', header: t('columns.employees'), cell: (r) => r.employeeCount },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (r) => (
        <EditDeleteActions
          labels={{
            edit: t('edit'),
            editAria: t('editLabel', { title: r.title }),
            deleteOpen: t('delete.open'),
            deleteAria: t('delete.label', { title: r.title }),
            title: t('delete.title', { title: r.title }),
            description: t('delete.description', { count: r.employeeCount }),
            confirm: t('delete.confirm'),
            cancel: tc('cancel'),
          }}
          onEdit={() => setEditing(r)}
          onDelete={() =>
            toastOutcome(remove.mutateAsync(r.id), () => editing?.id === r.id && setEditing(null))
          }
        />
      ),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('cancel')} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <QueryTable
          query={roles}
          failedTitle={t('loadFailed')}
          retryLabel={td('retry')}
          caption={t('title')}
          columns={columns}
          rows={roles.data ?? []}
          getRowId={(r) => r.id}
          loadingRows={3}
          emptyState={
            <EmptyState
              className="py-4"
              title={t('empty')}
              description={canManage ? t('emptyHint') : undefined}
            />
          }
        />
        {canManage ? (
          <JobRoleForm key={editing?.id ?? 'new'} role={editing} onDone={() => setEditing(null)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
