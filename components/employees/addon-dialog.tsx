'use client';

import { toastCallbacks } from '@/lib/toast';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { addonInputSchema, type Addon, type AddonInput } from '@/lib/contracts/employees';
import { toIsoDate } from '@/lib/dates';
import { useCreateAddonMutation, useUpdateAddonMutation } from '@/lib/queries/employees';
import { FormDialog } from '@/components/forms/form-dialog';
import { nullIfEmpty } from './employee-form-values';
import { MoneyField } from '@/components/forms/money-field';

type Props = {
  employeeId: string;
  currency: string;
  /** The add-on being edited; absent to add one. */
  addon?: Addon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const thisMonth = () => toIsoDate(new Date()).slice(0, 7);

/** Add or edit a bonus or deduction: amount in major units (stored in minor), one-off or recurring over months. */
export function AddonDialog({ employeeId, currency, addon, open, onOpenChange }: Props) {
  const t = useTranslations('employees.addons');
  const fieldError = useFieldErrorText();
  const create = useCreateAddonMutation();
  const update = useUpdateAddonMutation();
  const defaults: AddonInput = addon
    ? {
        kind: addon.kind,
        name: addon.name,
        amount: addon.amount,
        frequency: addon.frequency,
        startPeriod: addon.startPeriod,
        endPeriod: addon.endPeriod,
      }
    : {
        kind: 'bonus',
        name: '',
        amount: undefined as unknown as number,
        frequency: 'one_off',
        startPeriod: thisMonth(),
        endPeriod: null,
      };
  const form = useZodForm(addonInputSchema, { defaultValues: defaults });
  const { errors } = form.formState;
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((body) => {
    const handlers = toastCallbacks({
      onDone: () => onOpenChange(false),
      onError: (e) => reportFormError(form, e),
    });
    // A one-off add-on has no end month; the contract refuses one.
    const clean = { ...body, endPeriod: body.frequency === 'recurring' ? body.endPeriod : null };
    if (addon) update.mutate({ employeeId, addonId: addon.id, body: clean }, handlers);
    else create.mutate({ employeeId, body: clean }, handlers);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) form.reset(defaults);
      }}
      title={addon ? t('editTitle') : t('addTitle')}
      submitLabel={addon ? t('save') : t('add')}
      pending={pending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('kind')} error={fieldError(errors.kind?.message)} required>
          <Select {...form.register('kind')}>
            <option value="bonus">{t('kinds.bonus')}</option>
            <option value="deduction">{t('kinds.deduction')}</option>
          </Select>
        </FormField>
        <FormField label={t('name')} error={fieldError(errors.name?.message)} required>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <MoneyField
          control={form.control}
          name="amount"
          label={t('amount')}
          currency={currency}
          required
          error={fieldError(errors.amount?.message)}
        />
        <FormField label={t('frequency')} error={fieldError(errors.frequency?.message)} required>
          <Select {...form.register('frequency')}>
            <option value="one_off">{t('frequencies.one_off')}</option>
            <option value="recurring">{t('frequencies.recurring')}</option>
          </Select>
        </FormField>
        <FormField
          label={frequency === 'recurring' ? t('startPeriod') : t('period')}
          error={fieldError(errors.startPeriod?.message)}
          required
        >
          <Input type="month" placeholder="YYYY-MM" {...form.register('startPeriod')} />
        </FormField>
        {frequency === 'recurring' ? (
          <FormField
            label={t('endPeriod')}
            description={t('endPeriodHint')}
            error={fieldError(errors.endPeriod?.message)}
          >
            <Input
              type="month"
              placeholder="YYYY-MM"
              {...form.register('endPeriod', { setValueAs: nullIfEmpty })}
            />
          </FormField>
        ) : null}
      </div>
    </FormDialog>
  );
}
