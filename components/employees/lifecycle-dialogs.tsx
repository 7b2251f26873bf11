'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { toast } from 'react-toastify';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { separateSchema, suspendSchema } from '@/lib/contracts/employees';
import { toIsoDate } from '@/lib/dates';
import { useSeparateMutation, useSuspendMutation } from '@/lib/queries/employees';
import { ActionDialog } from './action-dialog';

type LifecycleProps = {
  employeeIds: string[];
  /** Who is affected, for the description: a name, or "3 employees". */
  subject: string;
  trigger: ReactNode;
  onDone?: () => void;
};

const nullIfEmpty = (v: unknown) => (v === '' ? null : v);

/**
 * What both dialogs share: the form reset to fresh defaults each time the dialog opens, and a submit that
 * toasts, closes and reports field errors. mutateAsync rather than mutate's callbacks, because a status
 * change swaps the record header's buttons, and with them the dialog, before per-call callbacks would run.
 */
function useLifecycleDialog<S extends Parameters<typeof useZodForm>[0]>(
  schema: S,
  defaults: () => z.input<S>,
  mutation: { mutateAsync: (v: z.output<S>) => Promise<{ message: string }>; isPending: boolean },
  onDone?: () => void,
) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(schema, { defaultValues: defaults() as never });
  return {
    form,
    dialogProps: {
      open,
      onOpenChange: (next: boolean) => {
        setOpen(next);
        if (next) form.reset(defaults() as never);
      },
      pending: mutation.isPending,
      danger: true,
      onSubmit: form.handleSubmit((v) =>
        mutation.mutateAsync(v as z.output<S>).then(
          ({ message }) => {
            toast.success(message);
            setOpen(false);
            onDone?.();
          },
          (e) => reportFormError(form, e),
        ),
      ),
    },
  };
}

/** Suspend one or many employees from a date, optionally until a date, with a reason. */
export function SuspendDialog({ employeeIds, subject, trigger, onDone }: LifecycleProps) {
  const t = useTranslations('employees.suspend');
  const fieldError = useFieldErrorText();
  const { form, dialogProps } = useLifecycleDialog(
    suspendSchema,
    () => ({ employeeIds, startDate: toIsoDate(new Date()), endDate: null, reason: '', withPay: false }),
    useSuspendMutation(),
    onDone,
  );
  const { errors } = form.formState;
  return (
    <ActionDialog
      {...dialogProps}
      trigger={trigger}
      title={t('title')}
      description={t('description', { subject })}
      submitLabel={t('submit')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('startDate')} error={fieldError(errors.startDate?.message)} required>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField
          label={t('endDate')}
          description={t('endDateHint')}
          error={fieldError(errors.endDate?.message)}
        >
          <Input type="date" {...form.register('endDate', { setValueAs: nullIfEmpty })} />
        </FormField>
      </div>
      <FormField label={t('reason')} error={fieldError(errors.reason?.message)} required>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-brand-600" {...form.register('withPay')} />
        {t('withPay')}
      </label>
    </ActionDialog>
  );
}

/** Separate (end the employment of) one or many employees on a date, with a reason. */
export function SeparateDialog({ employeeIds, subject, trigger, onDone }: LifecycleProps) {
  const t = useTranslations('employees.separate');
  const fieldError = useFieldErrorText();
  const { form, dialogProps } = useLifecycleDialog(
    separateSchema,
    () => ({ employeeIds, date: toIsoDate(new Date()), reason: '' }),
    useSeparateMutation(),
    onDone,
  );
  const { errors } = form.formState;
  return (
    <ActionDialog
      {...dialogProps}
      trigger={trigger}
      title={t('title')}
      description={t('description', { subject })}
      submitLabel={t('submit')}
    >
      <FormField label={t('date')} error={fieldError(errors.date?.message)} required>
        <Input type="date" {...form.register('date')} />
      </FormField>
      <FormField label={t('reason')} error={fieldError(errors.reason?.message)} required>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
    </ActionDialog>
  );
}
