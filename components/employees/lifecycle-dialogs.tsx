'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
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

/** Suspend one or many employees from a date, optionally until a date, with a reason. */
export function SuspendDialog({ employeeIds, subject, trigger, onDone }: LifecycleProps) {
  const t = useTranslations('employees.suspend');
  const fieldError = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const mutation = useSuspendMutation();
  const form = useZodForm(suspendSchema, {
    defaultValues: {
      employeeIds,
      startDate: toIsoDate(new Date()),
      endDate: null,
      reason: '',
      withPay: false,
    },
  });
  const { errors } = form.formState;
  const change = (next: boolean) => {
    setOpen(next);
    if (next)
      form.reset({
        employeeIds,
        startDate: toIsoDate(new Date()),
        endDate: null,
        reason: '',
        withPay: false,
      });
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={change}
      trigger={trigger}
      title={t('title')}
      description={t('description', { subject })}
      submitLabel={t('submit')}
      pending={mutation.isPending}
      danger
      onSubmit={form.handleSubmit((v) =>
        mutation.mutate(v, {
          onSuccess: ({ message }) => {
            toast.success(message);
            setOpen(false);
            onDone?.();
          },
          onError: (e) => reportFormError(form, e),
        }),
      )}
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
  const [open, setOpen] = useState(false);
  const mutation = useSeparateMutation();
  const form = useZodForm(separateSchema, {
    defaultValues: { employeeIds, date: toIsoDate(new Date()), reason: '' },
  });
  const { errors } = form.formState;
  const change = (next: boolean) => {
    setOpen(next);
    if (next) form.reset({ employeeIds, date: toIsoDate(new Date()), reason: '' });
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={change}
      trigger={trigger}
      title={t('title')}
      description={t('description', { subject })}
      submitLabel={t('submit')}
      pending={mutation.isPending}
      danger
      onSubmit={form.handleSubmit((v) =>
        mutation.mutate(v, {
          onSuccess: ({ message }) => {
            toast.success(message);
            setOpen(false);
            onDone?.();
          },
          onError: (e) => reportFormError(form, e),
        }),
      )}
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
