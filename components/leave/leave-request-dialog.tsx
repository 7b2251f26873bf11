'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { useZodForm, formOutcome } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { createLeaveRequestSchema, type LeaveRequest } from '@/lib/contracts/leave';
import {
  useCreateLeaveRequestMutation,
  useLeaveDuration,
  useLeaveTypes,
  useUpdateLeaveRequestMutation,
} from '@/lib/queries/leave';
import { isMessageKey } from './use-leave-params';
import { useLeaveTypeName } from './use-leave-type-name';

type Props = { request?: LeaveRequest | null; open: boolean; onOpenChange: (open: boolean) => void };
const blank = {
  employeeId: '',
  leaveTypeId: '',
  startDate: '',
  endDate: '',
  halfDay: false,
  reason: '',
  relieverId: null,
};

/** Record (or edit a pending) leave request; the duration and the balance it would use update as the fields change. */
export function LeaveRequestDialog({ request, open, onOpenChange }: Props) {
  const t = useTranslations('leave.form');
  const typeName = useLeaveTypeName();
  const tAll = useTranslations();
  const text = (m?: string) => (isMessageKey(m) ? tAll(m!) : m);
  const form = useZodForm(createLeaveRequestSchema, { defaultValues: blank });
  const { errors } = form.formState;
  const types = useLeaveTypes();
  const create = useCreateLeaveRequestMutation();
  const update = useUpdateLeaveRequestMutation();
  const v = form.watch();
  const duration = useLeaveDuration({
    employeeId: v.employeeId,
    leaveTypeId: v.leaveTypeId,
    startDate: v.startDate,
    endDate: v.halfDay ? v.startDate : v.endDate,
    halfDay: Boolean(v.halfDay),
    excludeId: request?.id,
  });

  useEffect(() => {
    if (!open) return;
    form.reset(
      request
        ? {
            employeeId: request.employee.id,
            leaveTypeId: request.leaveType.id,
            startDate: request.startDate,
            endDate: request.endDate,
            halfDay: request.halfDay,
            reason: request.reason ?? '',
            relieverId: request.reliever?.id ?? null,
          }
        : blank,
    );
  }, [open, request, form]);

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, relieverId: values.relieverId || null };
    const write: Promise<{ message: string }> = request
      ? update.mutateAsync({
          id: request.id,
          leaveTypeId: body.leaveTypeId,
          startDate: body.startDate,
          endDate: body.endDate,
          halfDay: body.halfDay,
          reason: body.reason,
          relieverId: body.relieverId,
        })
      : create.mutateAsync(body);
    return formOutcome(form, write, () => close(false));
  });

  const close = (next: boolean) => onOpenChange(next);
  // Picking sets the form value; once the user has tried to submit, each pick is checked again at once.
  const choose = (name: 'employeeId' | 'relieverId', id: string | null) =>
    form.setValue(name, name === 'employeeId' ? (id ?? '') : id, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const over = duration.data && !duration.data.allowNegative && duration.data.days > duration.data.available;

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={request ? t('editTitle') : t('createTitle')}
      description={t('intro')}
      submitLabel={request ? t('save') : t('create')}
      cancelLabel={t('cancel')}
      closeLabel={t('cancel')}
      pending={form.formState.isSubmitting}
      className="max-h-[90vh] overflow-y-auto"
      formClassName="space-y-4"
      onSubmit={submit}
    >
      <FormField label={t('employee')} error={text(errors.employeeId?.message)} required>
        {(control) =>
          request ? (
            <div id={control.id} className="flex h-10 items-center text-sm font-medium text-ink">
              {request.employee.firstName} {request.employee.lastName}
              <input type="hidden" {...form.register('employeeId')} />
            </div>
          ) : (
            <EmployeePicker
              {...control}
              placeholder={t('searchEmployee')}
              value={v.employeeId || null}
              onChange={(id) => {
                choose('employeeId', id);
                if (id && id === v.relieverId) choose('relieverId', null);
              }}
            />
          )
        }
      </FormField>
      <FormField label={t('type')} error={text(errors.leaveTypeId?.message)} required>
        <Select placeholder={t('chooseType')} {...form.register('leaveTypeId')}>
          {(types.data ?? [])
            .filter((ty) => !ty.archived)
            .map((ty) => (
              <option key={ty.id} value={ty.id}>
                {typeName(ty.name)}
              </option>
            ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('startDate')} error={text(errors.startDate?.message)} required>
          <Input
            type="date"
            {...form.register('startDate', {
              onChange: (e) => (v.halfDay || !v.endDate) && form.setValue('endDate', e.target.value),
            })}
          />
        </FormField>
        <FormField label={t('endDate')} error={text(errors.endDate?.message)} required>
          <Input
            type="date"
            disabled={Boolean(v.halfDay)}
            min={v.startDate || undefined}
            {...form.register('endDate')}
          />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          {...form.register('halfDay', {
            onChange: (e) => e.target.checked && form.setValue('endDate', v.startDate),
          })}
        />
        {t('halfDay')}
      </label>
      {errors.halfDay ? <p className="text-sm text-danger">{text(errors.halfDay.message)}</p> : null}
      <div role="status" aria-live="polite" className="rounded-md border border-line bg-canvas p-3 text-sm">
        {duration.data ? (
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            <span>{t('duration', { days: duration.data.days })}</span>
            <span>{t('balance', { days: duration.data.balance })}</span>
            <span className={over ? 'font-medium text-danger' : undefined}>
              {t('available', { days: duration.data.available })}
            </span>
          </div>
        ) : duration.isFetching ? (
          <span className="text-muted">{t('calculating')}</span>
        ) : (
          <span className="text-muted">{t('durationHint')}</span>
        )}
      </div>
      <FormField label={t('reliever')} error={text(errors.relieverId?.message)}>
        {(control) => (
          <EmployeePicker
            {...control}
            clearable
            placeholder={t('noReliever')}
            value={v.relieverId || null}
            onChange={(id) => choose('relieverId', id)}
            exclude={v.employeeId ? [v.employeeId] : undefined}
            known={request?.reliever ? [request.reliever] : undefined}
          />
        )}
      </FormField>
      <FormField label={t('reason')} error={text(errors.reason?.message)}>
        <Textarea rows={3} maxLength={1000} {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
