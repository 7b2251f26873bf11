'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { toastOutcome, toastCallbacks } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api/client';
import { useTogglePayrollMutation, useUpdateManyMutation } from '@/lib/queries/employees';
import { FormDialog } from '@/components/forms/form-dialog';
import { useZodForm } from '@/components/forms/use-zod-form';
import { SeparateDialog, SuspendDialog } from './lifecycle-dialogs';
import { useEmployeeOptions } from './use-employee-options';

type Props = { ids: string[]; onDone: () => void };

/** The bar over the table while rows are selected: lifecycle changes, moves and payroll inclusion for all of them. */
export function EmployeeBulkActions({ ids, onDone }: Props) {
  const t = useTranslations('employees.bulkActions');
  const toggle = useTogglePayrollMutation();
  const subject = t('subject', { count: ids.length });
  const setPayroll = (enabled: boolean) =>
    toastOutcome(toggle.mutateAsync({ enabled, employeeIds: ids }), onDone);
  const small = (label: string, danger = false) => (
    <Button size="sm" variant="secondary" className={danger ? 'text-danger' : undefined}>
      {label}
    </Button>
  );

  return (
    <div
      role="region"
      aria-label={t('label')}
      className="flex flex-wrap items-center gap-2 rounded-card border border-brand-200 bg-brand-50 px-4 py-3"
    >
      <p className="mr-auto text-sm font-medium text-ink" aria-live="polite">
        {t('selected', { count: ids.length })}
      </p>
      <MoveDialog ids={ids} field="departmentId" onDone={onDone} />
      <MoveDialog ids={ids} field="payrollGroupId" onDone={onDone} />
      <ConfirmDialog
        trigger={small(t('include'))}
        title={t('includeTitle', { count: ids.length })}
        description={t('includeDescription')}
        confirmLabel={t('include')}
        cancelLabel={t('cancel')}
        onConfirm={() => setPayroll(true)}
      />
      <ConfirmDialog
        variant="danger"
        trigger={small(t('exclude'))}
        title={t('excludeTitle', { count: ids.length })}
        description={t('excludeDescription')}
        confirmLabel={t('exclude')}
        cancelLabel={t('cancel')}
        onConfirm={() => setPayroll(false)}
      />
      <SuspendDialog
        employeeIds={ids}
        subject={subject}
        trigger={small(t('suspend'), true)}
        onDone={onDone}
      />
      <SeparateDialog
        employeeIds={ids}
        subject={subject}
        trigger={small(t('separate'), true)}
        onDone={onDone}
      />
      <Button size="sm" variant="ghost" onClick={onDone}>
        {t('clearSelection')}
      </Button>
    </div>
  );
}

// One department or group chosen (its id).
const moveSchema = z.object({ value: z.string().min(1) });

/** Moves the selected employees into one department or payroll group (PUT employees/updates/update-many). */
function MoveDialog({ ids, field, onDone }: Props & { field: 'departmentId' | 'payrollGroupId' }) {
  const t = useTranslations('employees.bulkActions');
  const options = useEmployeeOptions();
  const list = field === 'departmentId' ? options.departments : options.groups;
  const kind = field === 'departmentId' ? 'department' : 'group';
  const [open, setOpen] = useState(false);
  const form = useZodForm(moveSchema, { defaultValues: { value: '' } });
  const error = form.formState.errors.value;
  const mutation = useUpdateManyMutation();
  const submit = form.handleSubmit(({ value }) =>
    mutation.mutate(
      { employeeIds: ids, changes: { [field]: value } },
      toastCallbacks({
        onDone: () => {
          setOpen(false);
          onDone();
        },
        // the refusal, whatever its field, is said under the one choice
        onError: (e) => form.setError('value', { type: 'server', message: errorMessage(e) }),
      }),
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.reset();
      }}
      trigger={
        <Button size="sm" variant="secondary">
          {t(`move.${kind}`)}
        </Button>
      }
      title={t(`move.${kind}Title`, { count: ids.length })}
      submitLabel={t('move.submit')}
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <FormField
        label={t(`move.${kind}Label`)}
        error={error ? (error.type === 'server' ? error.message : t('pickOne')) : undefined}
        required
      >
        <Select placeholder={t('move.placeholder')} {...form.register('value')}>
          {list.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      </FormField>
    </FormDialog>
  );
}
