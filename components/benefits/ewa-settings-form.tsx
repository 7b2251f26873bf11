'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';
import { EWA_FEE_PAYERS, EWA_FEE_TYPES, type EwaSettings } from '@/lib/contracts/benefits';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';
import { useMe } from '@/lib/queries/account';
import { useEwaSettings, useUpdateEwaSettingsMutation } from '@/lib/queries/benefits';

const v = (key: string) => ({ message: `benefits.validation.${key}` });
const majorAmount = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, v('majorAmount'));

// Amounts are typed in major units of the organisation's currency; the API takes minor units.
const formSchema = z.object({
  enabled: z.boolean(),
  maxSharePercent: z
    .number(v('sharePercent'))
    .int(v('sharePercent'))
    .min(1, v('sharePercent'))
    .max(100, v('sharePercent')),
  minAmount: majorAmount,
  maxAmount: majorAmount,
  maxPerMonth: z
    .number(v('maxPerMonth'))
    .int(v('maxPerMonth'))
    .min(1, v('maxPerMonth'))
    .max(31, v('maxPerMonth')),
  feeType: z.enum(EWA_FEE_TYPES),
  feeValue: majorAmount,
  feePaidBy: z.enum(EWA_FEE_PAYERS),
  cutoffDays: z.number(v('cutoffDays')).int(v('cutoffDays')).min(0, v('cutoffDays')).max(28, v('cutoffDays')),
});
type FormValues = z.infer<typeof formSchema>;

/** The settings screen's form; loads the saved values (or the defaults) first. */
export function EwaSettingsForm() {
  const t = useTranslations('benefits.ewaSettings');
  const settings = useEwaSettings();
  const currency = useMe().data?.currentUserRole?.organization?.currency ?? 'NGN';
  if (settings.isError && !settings.data) {
    return (
      <Card className="p-4">
        <LoadFailed
          error={settings.error}
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => settings.refetch()}
        />
      </Card>
    );
  }
  if (!settings.data) {
    return (
      <Card className="max-w-3xl space-y-4 p-5" aria-busy>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </Card>
    );
  }
  return <Form value={settings.data} currency={currency} />;
}

function Form({ value, currency }: { value: EwaSettings; currency: string }) {
  const t = useTranslations('benefits.ewaSettings');
  const fieldError = useFieldErrorText();
  const save = useUpdateEwaSettingsMutation();
  const form = useZodForm(formSchema, {
    defaultValues: {
      enabled: value.enabled,
      maxSharePercent: value.maxSharePercent,
      minAmount: fromMinorUnits(value.minAmount, currency),
      maxAmount: fromMinorUnits(value.maxAmount, currency),
      maxPerMonth: value.maxPerMonth,
      feeType: value.fee.type,
      feeValue:
        value.fee.type === 'flat' ? fromMinorUnits(value.fee.value, currency) : String(value.fee.value),
      feePaidBy: value.fee.paidBy,
      cutoffDays: value.cutoffDays,
    },
  });
  const { errors } = form.formState;
  const feeType = form.watch('feeType');

  const submit = async (f: FormValues) => {
    try {
      const { message } = await save.mutateAsync({
        enabled: f.enabled,
        maxSharePercent: f.maxSharePercent,
        minAmount: toMinorUnits(f.minAmount, currency),
        maxAmount: toMinorUnits(f.maxAmount, currency),
        maxPerMonth: f.maxPerMonth,
        fee: {
          type: f.feeType,
          value: f.feeType === 'flat' ? toMinorUnits(f.feeValue, currency) : Number(f.feeValue),
          paidBy: f.feePaidBy,
        },
        cutoffDays: f.cutoffDays,
      });
      toast.success(message);
    } catch (error) {
      // the API names nested fields `fee.value`; the form's are flat
      const nested = error instanceof ApiError ? error.errors : undefined;
      const map: Record<string, keyof FormValues> = {
        'fee.value': 'feeValue',
        'fee.type': 'feeType',
        'fee.paidBy': 'feePaidBy',
      };
      const placed = Object.entries(nested ?? {}).filter(([k]) => map[k]);
      for (const [k, messages] of placed) form.setError(map[k]!, { type: 'server', message: messages[0] });
      if (placed.length === 0) reportFormError(form, error);
    }
  };

  return (
    <Card className="max-w-3xl p-5">
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit(submit)}>
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('enabled')} />
          {t('enabled')}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('maxSharePercent')}
            description={t('maxShareHint')}
            error={fieldError(errors.maxSharePercent?.message)}
            required
          >
            <Input
              type="number"
              min={1}
              max={100}
              step={1}
              {...form.register('maxSharePercent', { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            label={t('maxPerMonth')}
            description={t('maxPerMonthHint')}
            error={fieldError(errors.maxPerMonth?.message)}
            required
          >
            <Input
              type="number"
              min={1}
              max={31}
              step={1}
              {...form.register('maxPerMonth', { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            label={t('minAmount', { currency })}
            error={fieldError(errors.minAmount?.message)}
            required
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('minAmount')} />
          </FormField>
          <FormField
            label={t('maxAmount', { currency })}
            description={t('maxAmountHint')}
            error={fieldError(errors.maxAmount?.message)}
            required
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('maxAmount')} />
          </FormField>
          <FormField
            label={t('cutoffDays')}
            description={t('cutoffHint')}
            error={fieldError(errors.cutoffDays?.message)}
            required
          >
            <Input
              type="number"
              min={0}
              max={28}
              step={1}
              {...form.register('cutoffDays', { valueAsNumber: true })}
            />
          </FormField>
        </div>
        <fieldset className="space-y-3 rounded-lg border border-line p-4">
          <legend className="px-1 text-sm font-medium text-ink">{t('fee')}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label={t('feeType')}>
              <Select {...form.register('feeType')}>
                {EWA_FEE_TYPES.map((k) => (
                  <option key={k} value={k}>
                    {t(`feeTypes.${k}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              label={feeType === 'percentage' ? t('feePercent') : t('feeAmount', { currency })}
              error={fieldError(errors.feeValue?.message)}
              required
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register('feeValue')} />
            </FormField>
            <FormField label={t('feePaidBy')}>
              <Select {...form.register('feePaidBy')}>
                {EWA_FEE_PAYERS.map((k) => (
                  <option key={k} value={k}>
                    {t(`feePayers.${k}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <p className="text-xs text-muted">{t('feeHint')}</p>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
