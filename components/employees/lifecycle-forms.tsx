'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { z } from 'zod';
import { useFieldErrorText, useZodForm, formOutcome } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { separateSchema, suspendSchema } from '@/lib/contracts/employees';
import { toIsoDate } from '@/lib/dates';
import { useSeparateMutation, useSuspendMutation } from '@/lib/queries/employees';
import { FormDialog } from '@/components/forms/form-dialog';

export type LifecycleFormProps = {
  employeeIds: string[];
  /** Who is affected, for the description: a name, or "3 employees". */
  subject: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
};

const nullIfEmpty = (v: unknown) => (v === '' ? null : v);

/**
 * What both dialogs share (opened by their light triggers in ./lifecycle-dialogs, which load this file on
 * use): the form reset to fresh defaults each time the dialog opens, and a submit that
 * toasts, closes and reports field errors. mutateAsync rather than mutate's callbacks, because a status
 * change swaps the record header's buttons, and with them the dialog, before per-call callbacks would run.
 */
function useLifecycleDialog<S extends Parameters<typeof useZodForm>[0]>(
  schema: S,
  defaults: () => z.input<S>,
  mutation: { mutateAsync: (v: z.output<S>) => Promise<{ message: string }>; isPending: boolean },
  { open, onOpenChange: setOpen, onDone }: Pick<LifecycleFormProps, 'open' | 'onOpenChange' | 'onDone'>,
) {
  const form = useZodForm(schema, { defaultValues: defaults() as never });
  useEffect(() => {
    if (open) form.reset(defaults() as never);
    // Only an opening resets: `defaults` is a fresh function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return {
    form,
    dialogProps: {
      open,
      onOpenChange: setOpen,
      pending: mutation.isPending,
      danger: true,
      onSubmit: form.handleSubmit((v) =>
        formOutcome(form, mutation.mutateAsync(v as z.output<S>), () => {
          setOpen(false);
          onDone?.();
        }),
      ),
    },
  };
}

/** Suspend one or many employees from a date, optionally until a date, with a reason. */
export function SuspendForm({ employeeIds, subject, ...dialog }: LifecycleFormProps) {
  const t = useTranslations('employees.suspend');
  const fieldError = useFieldErrorText();
  const { form, dialogProps } = useLifecycleDialog(
    suspendSchema,
    () => ({ employeeIds, startDate: toIsoDate(new Date()), endDate: null, reason: '', withPay: false }),
    useSuspendMutation(),
    dialog,
  );
  const { errors } = form.formState;
  return (
    <FormDialog
      {...dialogProps}
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
    </FormDialog>
  );
}

/** Separate (end the employment of) one or many employees on a date, with a reason. */
export function SeparateForm({ employeeIds, subject, ...dialog }: LifecycleFormProps) {
  const t = useTranslations('employees.separate');
  const fieldError = useFieldErrorText();
  const { form, dialogProps } = useLifecycleDialog(
    separateSchema,
    () => ({ employeeIds, date: toIsoDate(new Date()), reason: '' }),
    useSeparateMutation(),
    dialog,
  );
  const { errors } = form.formState;
  return (
    <FormDialog
      {...dialogProps}
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
    </FormDialog>
  );
}
