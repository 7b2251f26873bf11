'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { useFieldErrorText, useZodForm, formOutcome } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { PayrollBonus } from '@/lib/contracts/settings';
import { BONUS_TYPES } from '@/lib/contracts/settings-values';

// `amount` is percent (two decimals) or major currency units; the API takes basis points or minor units.
const formSchema = z.object({
  enabled: z.boolean(),
  type: z.enum(BONUS_TYPES),
  amount: z.number({ message: 'validation.required' }).min(0),
  month: z.number().int().min(1).max(12),
});
type FormValues = z.infer<typeof formSchema>;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export type PayrollBonusFormProps = {
  value: PayrollBonus;
  canEdit: boolean;
  /** Saves (the organisation's or a payroll group's rule); its success message is shown, field errors land on fields. */
  onSave: (value: PayrollBonus) => Promise<{ message: string }>;
};

export function PayrollBonusForm({ value, canEdit, onSave }: PayrollBonusFormProps) {
  const t = useTranslations('settings.payroll.bonus');
  const fieldError = useFieldErrorText();
  const form = useZodForm(formSchema, {
    defaultValues: {
      enabled: value.enabled,
      type: value.type,
      amount: value.value / 100,
      month: value.month,
    },
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const submit = (v: FormValues) =>
    formOutcome(
      form,
      onSave({ enabled: v.enabled, type: v.type, value: Math.round(v.amount * 100), month: v.month }),
    );
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(undefined, { month: 'long' }).format(new Date(2026, m - 1, 1));

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          disabled={!canEdit}
          {...form.register('enabled')}
        />
        {t('enabled')}
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('type')}>
          <Select disabled={!canEdit} {...form.register('type')}>
            {BONUS_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`types.${b}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={type === 'percentage' ? t('percent') : t('amount')}
          error={fieldError(errors.amount?.message)}
        >
          <Input
            type="number"
            step="0.01"
            min={0}
            disabled={!canEdit}
            {...form.register('amount', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={t('month')}>
          <Select disabled={!canEdit} {...form.register('month', { valueAsNumber: true })}>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
