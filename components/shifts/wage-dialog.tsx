'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/client';
import { dateField, type RosterEmployee } from '@/lib/contracts/shifts';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';
import { useUpdateWageMutation } from '@/lib/queries/shifts';
import { describeError, useShiftFormat } from './shift-format';

const formSchema = z.object({
  rate: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, { message: 'shifts.validation.rateFormat' }),
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
    defaultValues: { rate: '', overtimeMultiplier: 1.5, effectiveFrom: today },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!employee) return;
    const wage = employee.wage;
    form.reset({
      rate: wage ? fromMinorUnits(wage.hourlyRate, wage.currency) : '',
      overtimeMultiplier: wage?.overtimeMultiplier ?? 1.5,
      effectiveFrom: wage ? today : employee.startDate > today ? employee.startDate : today,
    });
  }, [employee, today, form]);

  const submit = form.handleSubmit(async (v) => {
    if (!employee) return;
    try {
      const hourlyRate = toMinorUnits(v.rate, employee.payCurrency);
      const { message } = await save.mutateAsync({
        employeeId: employee.id,
        hourlyRate,
        overtimeMultiplier: v.overtimeMultiplier,
        effectiveFrom: v.effectiveFrom,
      });
      toast.success(message);
      onClose();
    } catch (error) {
      const e = error instanceof ApiError ? error.errors : undefined;
      if (e?.hourlyRate) form.setError('rate', { type: 'server', message: e.hourlyRate[0] });
      else if (e?.effectiveFrom)
        form.setError('effectiveFrom', { type: 'server', message: e.effectiveFrom[0] });
      else if (e?.overtimeMultiplier)
        form.setError('overtimeMultiplier', { type: 'server', message: e.overtimeMultiplier[0] });
      else toast.error(describeError(error));
    }
  });

  return (
    <Dialog open={Boolean(employee)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>
            {t('title', { name: employee ? `${employee.firstName} ${employee.lastName}` : '' })}
          </DialogTitle>
          <DialogDescription>{t('intro')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <FormField
            label={t('rate', { currency: employee?.payCurrency ?? '' })}
            error={f.fieldError(errors.rate?.message)}
            required
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('rate')} />
          </FormField>
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
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {tc('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
