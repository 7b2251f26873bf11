'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { toastOutcome } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLazyDialog } from '@/components/ui/use-load-on-intent';
import type { EmployeeDetail } from '@/lib/contracts/employees';
import { useRestoreMutation, useRevokeSuspensionMutation } from '@/lib/queries/employees';
import { EmployeeDataExport } from './employee-data-export';
import { fullName } from './employee-status-badge';
import { SeparateDialog, SuspendDialog } from './lifecycle-dialogs';

// The edit form (react-hook-form, zod, the pickers) loads on use, like the list's add form.
const loadForm = () => import('./employee-form').then((m) => m.EmployeeFormDialog);
const EmployeeFormDialog = dynamic(loadForm, { ssr: false });

/** Edit, and the lifecycle actions the employee's status allows, each behind a confirmation. */
export function EmployeeHeaderActions({ employee }: { employee: EmployeeDetail }) {
  const t = useTranslations('employees.actions');
  const edit = useLazyDialog(loadForm);
  const revoke = useRevokeSuspensionMutation();
  const restore = useRestoreMutation();
  const name = fullName(employee);
  const ids = [employee.id];
  const suspension = employee.activeSuspension;

  return (
    <>
      <EmployeeDataExport employee={employee} />
      <Button variant="secondary" onClick={edit.show} {...edit.intent}>
        {t('edit')}
      </Button>
      {employee.status === 'active' ? (
        <SuspendDialog
          employeeIds={ids}
          subject={name}
          trigger={<Button variant="secondary">{t('suspend')}</Button>}
        />
      ) : null}
      {employee.status === 'suspended' && suspension ? (
        <ConfirmDialog
          trigger={<Button variant="secondary">{t('revoke')}</Button>}
          title={t('revokeTitle', { name })}
          description={t('revokeDescription')}
          confirmLabel={t('revoke')}
          cancelLabel={t('cancel')}
          onConfirm={() =>
            toastOutcome(revoke.mutateAsync({ employeeId: employee.id, suspendId: suspension.id }))
          }
        />
      ) : null}
      {employee.status !== 'separated' ? (
        <SeparateDialog
          employeeIds={ids}
          subject={name}
          trigger={<Button variant="danger">{t('separate')}</Button>}
        />
      ) : (
        <ConfirmDialog
          trigger={<Button>{t('restore')}</Button>}
          title={t('restoreTitle', { name })}
          description={t('restoreDescription')}
          confirmLabel={t('restore')}
          cancelLabel={t('cancel')}
          onConfirm={() => toastOutcome(restore.mutateAsync(employee.id))}
        />
      )}
      {edit.mounted ? (
        <EmployeeFormDialog open={edit.open} onOpenChange={edit.setOpen} employee={employee} />
      ) : null}
    </>
  );
}
