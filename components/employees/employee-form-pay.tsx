'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { EXTRA_EMPLOYEE_CURRENCY } from '@/lib/countries';
import { formatMoney } from '@/lib/money';
import { FormSection } from './form-section';
import { MoneyField } from '@/components/forms/money-field';
import type { EmployeeFormApi } from './employee-form-values';

const COMPONENTS = ['basic', 'housing', 'transport', 'other'] as const;
const safe = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : 0);

/** Monthly pay in the pay currency (the organisation's or USD); the total shown is what the list calls gross. */
export function PaySection({ form, orgCurrency }: { form: EmployeeFormApi; orgCurrency: string }) {
  const t = useTranslations('employees.form');
  const locale = useLocale();
  const fieldError = useFieldErrorText();
  const { errors } = form.formState;
  const currency = useWatch({ control: form.control, name: 'payCurrency' }) || orgCurrency;
  const parts = useWatch({ control: form.control, name: [...COMPONENTS] });
  const gross = parts.reduce<number>((sum, v) => sum + safe(v), 0);
  const currencies = [...new Set([orgCurrency, EXTRA_EMPLOYEE_CURRENCY])];
  return (
    <FormSection title={t('sections.pay')}>
      <FormField label={t('payCurrency')} error={fieldError(errors.payCurrency?.message)} required>
        <Select {...form.register('payCurrency')}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="hidden sm:block" />
      {COMPONENTS.map((name) => (
        <MoneyField
          key={name}
          control={form.control}
          name={name}
          label={t(name)}
          currency={currency}
          required={name === 'basic'}
          error={fieldError(errors[name]?.message)}
        />
      ))}
      <p className="text-sm text-muted sm:col-span-2" aria-live="polite">
        {t('monthlyGross')}:{' '}
        <span className="font-semibold text-ink tabular-nums">{formatMoney(gross, currency, locale)}</span>
      </p>
      <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
        <input type="checkbox" className="size-4 accent-brand-600" {...form.register('ewaEligible')} />
        {t('ewaEligible')}
      </label>
    </FormSection>
  );
}
