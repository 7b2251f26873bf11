'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { EmployeeDetail } from '@/lib/contracts/employees';
import { FormSection } from './form-section';
import { MoneyField } from '@/components/forms/money-field';
import { RentEvidenceField } from './rent-evidence-field';
import { nullIfEmpty, type EmployeeFormApi } from './employee-form-values';

const SWITCHES = ['pensionEnabled', 'payeEnabled', 'nhfEnabled', 'nsitfEnabled', 'itfEnabled'] as const;

/** Statutory deductions and tax: which apply, the pension and tax identifiers, BVN/NIN and declared rent. */
export function StatutorySection({
  form,
  employee,
  orgCurrency,
}: {
  form: EmployeeFormApi;
  employee?: EmployeeDetail;
  orgCurrency: string;
}) {
  const t = useTranslations('employees.form');
  const fieldError = useFieldErrorText();
  const { errors } = form.formState;
  const optional = { setValueAs: nullIfEmpty };
  const currency = useWatch({ control: form.control, name: 'payCurrency' }) || orgCurrency;
  const keep = (masked: string | null | undefined) => (masked ? t('secretKeepHint', { masked }) : undefined);
  return (
    <FormSection title={t('sections.statutory')}>
      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-3">
        {SWITCHES.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-brand-600" {...form.register(name)} />
            {t(name)}
          </label>
        ))}
      </div>
      <FormField label={t('pfa')} error={fieldError(errors.pfa?.message)}>
        <Input autoComplete="off" {...form.register('pfa', optional)} />
      </FormField>
      <FormField label={t('rsaPin')} error={fieldError(errors.rsaPin?.message)}>
        <Input autoComplete="off" placeholder="PEN123456789012" {...form.register('rsaPin', optional)} />
      </FormField>
      <FormField label={t('stateOfResidence')} error={fieldError(errors.stateOfResidence?.message)}>
        <Input autoComplete="off" {...form.register('stateOfResidence', optional)} />
      </FormField>
      <FormField label={t('taxId')} error={fieldError(errors.taxId?.message)}>
        <Input autoComplete="off" {...form.register('taxId', optional)} />
      </FormField>
      <FormField label={t('nhfNumber')} error={fieldError(errors.nhfNumber?.message)}>
        <Input autoComplete="off" {...form.register('nhfNumber', optional)} />
      </FormField>
      <FormField
        label={t('bvn')}
        error={fieldError(errors.bvn?.message)}
        description={keep(employee?.bvnMasked)}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={11} {...form.register('bvn', optional)} />
      </FormField>
      <FormField
        label={t('nin')}
        error={fieldError(errors.nin?.message)}
        description={keep(employee?.ninMasked)}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={11} {...form.register('nin', optional)} />
      </FormField>
      <MoneyField
        control={form.control}
        name="annualRent"
        label={t('annualRent')}
        currency={currency}
        description={t('annualRentHint')}
        error={fieldError(errors.annualRent?.message)}
      />
      <RentEvidenceField form={form} />
    </FormSection>
  );
}
