'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useZodForm, formOutcome } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { leaveTypeInputSchema, type LeaveType } from '@/lib/contracts/leave';
import { useCreateLeaveTypeMutation, useLeaveFilters, useUpdateLeaveTypeMutation } from '@/lib/queries/leave';
import { isMessageKey } from './use-leave-params';
import { useLeaveTypeName } from './use-leave-type-name';

type Props = { type?: LeaveType | null; open: boolean; onOpenChange: (open: boolean) => void };
const blank = {
  name: '',
  paid: true,
  daysPerYear: 0,
  accrual: 'upfront' as const,
  carryOverDays: 0,
  carryOverExpiry: null,
  countsWeekends: false,
  countsHolidays: false,
  allowNegative: false,
  gender: null,
  minServiceMonths: 0,
  departmentIds: [],
  payrollGroupIds: [],
};

/** Create or edit a leave type: entitlement, accrual, carry-over, which days count and who may take it. */
export function LeaveTypeDialog({ type, open, onOpenChange }: Props) {
  const t = useTranslations('leave.typeForm');
  const typeName = useLeaveTypeName();
  const tAll = useTranslations();
  const text = (m?: string) => (isMessageKey(m) ? tAll(m!) : m);
  const form = useZodForm(leaveTypeInputSchema, { defaultValues: blank });
  const { errors } = form.formState;
  const filters = useLeaveFilters();
  const create = useCreateLeaveTypeMutation();
  const update = useUpdateLeaveTypeMutation();
  useEffect(() => {
    if (!open) return;
    form.reset(type ? { ...blank, ...type, archived: undefined } : blank);
  }, [open, type, form]);

  const submit = form.handleSubmit((values) => {
    const write: Promise<{ message: string }> = type
      ? update.mutateAsync({ id: type.id, ...values })
      : create.mutateAsync(values);
    return formOutcome(form, write, () => onOpenChange(false));
  });
  const num = { setValueAs: (v: unknown) => (v === '' ? Number.NaN : Number(v)) };
  const check = (name: 'paid' | 'countsWeekends' | 'countsHolidays' | 'allowNegative') => (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" className="size-4 accent-brand-600" {...form.register(name)} />
      {t(name)}
    </label>
  );

  // Empty means everyone; the hint says so.
  const picker = (
    name: 'departmentIds' | 'payrollGroupIds',
    options: { id: string; name: string }[] = [],
  ) => {
    const label = name === 'departmentIds' ? 'departments' : 'payrollGroups';
    return (
      <FormField label={t(label)} description={t(`${label}Hint`)} error={text(errors[name]?.message)}>
        <select
          multiple
          className="h-24 w-full rounded-md border border-line bg-surface p-1 text-sm"
          {...form.register(name)}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={type ? t('editTitle', { name: typeName(type.name) }) : t('createTitle')}
      description={t('intro')}
      submitLabel={type ? t('save') : t('create')}
      cancelLabel={t('cancel')}
      closeLabel={t('cancel')}
      pending={form.formState.isSubmitting}
      className="max-h-[90vh] overflow-y-auto"
      formClassName="space-y-4"
      onSubmit={submit}
    >
      <FormField label={t('name')} error={text(errors.name?.message)} required>
        <Input autoComplete="off" maxLength={80} {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('daysPerYear')} error={text(errors.daysPerYear?.message)} required>
          <Input
            type="number"
            inputMode="decimal"
            step="0.5"
            min={0}
            {...form.register('daysPerYear', num)}
          />
        </FormField>
        <FormField label={t('accrual')} error={text(errors.accrual?.message)}>
          <Select {...form.register('accrual')}>
            <option value="upfront">{t('accruals.upfront')}</option>
            <option value="monthly">{t('accruals.monthly')}</option>
          </Select>
        </FormField>
        <FormField label={t('carryOverDays')} error={text(errors.carryOverDays?.message)}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.5"
            min={0}
            {...form.register('carryOverDays', num)}
          />
        </FormField>
        <FormField
          label={t('carryOverExpiry')}
          description={t('carryOverExpiryHint')}
          error={text(errors.carryOverExpiry?.message)}
        >
          <Input
            placeholder="03-31"
            maxLength={5}
            {...form.register('carryOverExpiry', { setValueAs: (v: string) => (v ? v : null) })}
          />
        </FormField>
        <FormField label={t('gender')} error={text(errors.gender?.message)}>
          <Select {...form.register('gender', { setValueAs: (v: string) => (v ? v : null) })}>
            <option value="">{t('genders.any')}</option>
            <option value="female">{t('genders.female')}</option>
            <option value="male">{t('genders.male')}</option>
          </Select>
        </FormField>
        <FormField label={t('minServiceMonths')} error={text(errors.minServiceMonths?.message)}>
          <Input type="number" inputMode="numeric" min={0} {...form.register('minServiceMonths', num)} />
        </FormField>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {check('paid')}
        {check('allowNegative')}
        {check('countsWeekends')}
        {check('countsHolidays')}
      </div>
      {picker('departmentIds', filters.data?.departments)}
      {picker('payrollGroupIds', filters.data?.payrollGroups)}
    </FormDialog>
  );
}
