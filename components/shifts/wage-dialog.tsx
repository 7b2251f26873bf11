'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog';
import { MoneyField } from '@/components/forms/money-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/client';
import { dateField, type RosterEmployee } from '@/lib/contracts/shifts';
import { useUpdateWageMutation } from '@/lib/queries/shifts';
import { toast, toastOutcome } from '@/lib/toast';
import { describeError, useShiftFormat } from './shift-format';

const formSchema = z.object({
  // minor units of the employee's pay currency (MoneyField); empty or too precise is not a rate
  rate: z
    .number({ message: 'shifts.validation.rateFormat' })
    .int({ message: 'shifts.validation.rateFormat' })
    .min(0, { message: 'shifts.validation.rateFormat' }),
  overtimeMultiplier: z.coerce
    .number()
    .min(1, { message: 'shifts.validation.multiplierRange' })
    .max(5, { message: 'shifts.validation.multiplierRange' }),
  effectiveFrom: dateField,
});

type Props = { employee: RosterEmployee | null; today: string; onClose: () => void };

/** The hourly wage from a date, entered in major units of the employee's pay currency. */
export function WageDialog({ employee, today, onClose }: Props) {
  const t = useTranslations('shifts.wageForm');
  const tc = useTranslations('common');
  const f = useShiftFormat();
  const save = useUpdateWageMutation();
  const form = useZodForm(formSchema, {
    defaultValues: { rate: undefined as unknown as number, overtimeMultiplier: 1.5, effectiveFrom: today },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!employee) return;
    const wage = employee.wage;
    form.reset({
      rate: wage?.hourlyRate ?? (undefined as unknown as number),
      overtimeMultiplier: wage?.overtimeMultiplier ?? 1.5,
      effectiveFrom: wage ? today : employee.startDate > today ? employee.startDate : today,
    });
  }, [employee, today, form]);

  const submit = form.handleSubmit((v) => {
    if (!employee) return;
    const write = save.mutateAsync({
      employeeId: employee.id,
      hourlyRate: v.rate,
      overtimeMultiplier: v.overtimeMultiplier,
      effectiveFrom: v.effectiveFrom,
    });
    return toastOutcome(write, {
      onDone: onClose,
      onError: (error) => {
        const e = error instanceof ApiError ? error.errors : undefined;
        if (e?.hourlyRate) form.setError('rate', { type: 'server', message: e.hourlyRate[0] });
        else if (e?.effectiveFrom)
          form.setError('effectiveFrom', { type: 'server', message: e.effectiveFrom[0] });
        else if (e?.overtimeMultiplier)
          form.setError('overtimeMultiplier', { type: 'server', message: e.overtimeMultiplier[0] });
        else toast.error(describeError(error));
      },
    }).catch(() => undefined);
  });

  return (
    <FormDialog
      open={Boolean(employee)}
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { name: employee ? `${employee.firstName} ${employee.lastName}` : '' })}
      description={t('intro')}
      submitLabel={t('save')}
      pending={form.formState.isSubmitting}
      closeLabel={tc('cancel')}
      formClassName="space-y-4"
      onSubmit={submit}
    >
      <MoneyField
        control={form.control}
        name="rate"
        label={t('rate', { currency: employee?.payCurrency ?? '' })}
        currencyInLabel={false}
        currency={employee?.payCurrency ?? 'NGN'}
        error={f.fieldError(errors.rate?.message)}
        required
      />
      <FormField
        label={t('overtimeMultiplier')}
        description={t('overtimeHint')}
        error={f.fieldError(errors.overtimeMultiplier?.message)}
      >
        <Input type="number" min={1} max={5} step={0.25} {...form.register('overtimeMultiplier')} />
      </FormField>
      <FormField
        label={t('effectiveFrom')}
        description={t('effectiveHint')}
        error={f.fieldError(errors.effectiveFrom?.message)}
        required
      >
        <Input type="date" {...form.register('effectiveFrom')} />
      </FormField>
      {employee?.upcomingWages.length ? (
        <p className="text-xs text-muted">
          {t('upcoming', {
            list: employee.upcomingWages
              .map((w) => `${f.money(w.hourlyRate, w.currency)} (${w.effectiveFrom})`)
              .join(', '),
          })}
        </p>
      ) : null}
    </FormDialog>
  );
}
