'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { SalaryBreakdown } from '@/lib/contracts/settings';
import { BREAKDOWN_PARTS, BREAKDOWN_TOTAL } from '@/lib/contracts/settings-values';

// The form works in percent (two decimals); the API in basis points. The server checks the sum again.
const percent = z.number({ message: 'validation.required' }).min(0).max(100);
const formSchema = z.object({ basic: percent, housing: percent, transport: percent, other: percent });
type FormValues = z.infer<typeof formSchema>;

const toPercent = (bps: number) => bps / 100;
const toBps = (pct: number) => Math.round(pct * 100);
export const sumBps = (v: Partial<FormValues>) =>
  BREAKDOWN_PARTS.reduce((sum, k) => sum + (Number.isFinite(v[k]) ? toBps(Number(v[k])) : 0), 0);

export type SalaryBreakdownFormProps = {
  value: SalaryBreakdown;
  canEdit: boolean;
  pending?: boolean;
  onSave: (value: SalaryBreakdown) => void;
};

/** Basic, housing, transport and other as shares of gross pay; saving needs exactly 100%. */
export function SalaryBreakdownForm({ value, canEdit, pending, onSave }: SalaryBreakdownFormProps) {
  const t = useTranslations('settings.payroll');
  const fieldError = useFieldErrorText();
  const form = useZodForm(formSchema, {
    mode: 'onChange',
    defaultValues: Object.fromEntries(BREAKDOWN_PARTS.map((k) => [k, toPercent(value[k])])) as FormValues,
  });
  const values = form.watch();
  const total = sumBps(values);
  const balanced = total === BREAKDOWN_TOTAL;
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => {
        if (sumBps(v) !== BREAKDOWN_TOTAL) return;
        onSave(Object.fromEntries(BREAKDOWN_PARTS.map((k) => [k, toBps(v[k])])) as SalaryBreakdown);
      })}
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {BREAKDOWN_PARTS.map((part) => (
          <FormField key={part} label={t(`breakdown.${part}`)} error={fieldError(errors[part]?.message)}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min={0}
              max={100}
              disabled={!canEdit}
              {...form.register(part, { valueAsNumber: true })}
            />
          </FormField>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className={cn('text-sm font-medium', balanced ? 'text-success' : 'text-danger')}>
          {t('breakdown.total', { total: (total / 100).toFixed(2).replace(/\.00$/, '') })}
          {balanced ? null : ` — ${t('breakdown.mustBe100')}`}
        </p>
        {canEdit ? (
          <Button type="submit" disabled={!balanced} loading={pending}>
            {t('breakdown.save')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
