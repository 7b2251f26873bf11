'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast, toastOutcome } from '@/lib/toast';
import { z } from 'zod';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/client';
import { dateField, type Location, type Shift, timeField } from '@/lib/contracts/shifts';
import {
  useBulkUpdateShiftsMutation,
  useCreateShiftsMutation,
  useDeleteShiftsMutation,
} from '@/lib/queries/shifts';
import { describeError, useShiftFormat } from './shift-format';

const formSchema = z.object({
  date: dateField,
  start: timeField,
  end: timeField,
  breakMinutes: z.coerce
    .number()
    .int({ message: 'shifts.validation.wholeMinutes' })
    .min(0, { message: 'shifts.validation.breakNegative' })
    .max(720, { message: 'shifts.validation.breakTooLong' }),
  locationId: z.string().min(1, { message: 'shifts.validation.chooseLocation' }),
  note: z.string().max(500, { message: 'validation.tooLong' }).optional(),
});

export type ShiftTarget = {
  employee: { id: string; firstName: string; lastName: string };
  date: string;
  shift?: Shift;
};

type Props = { target: ShiftTarget | null; locations: Location[]; onClose: () => void };

/** Add a shift to an empty cell, or edit (times, break, location) or delete an existing one. */
export function ShiftDialog({ target, locations, onClose }: Props) {
  const t = useTranslations('shifts.shiftForm');
  const tc = useTranslations('common');
  const f = useShiftFormat();
  const create = useCreateShiftsMutation();
  const update = useBulkUpdateShiftsMutation();
  const remove = useDeleteShiftsMutation();
  const form = useZodForm(formSchema, {
    defaultValues: { date: '', start: '09:00', end: '17:00', breakMinutes: 0, locationId: '', note: '' },
  });
  const { errors } = form.formState;
  const shift = target?.shift;

  useEffect(() => {
    if (!target) return;
    form.reset({
      date: target.date,
      start: shift?.start ?? '09:00',
      end: shift?.end ?? '17:00',
      breakMinutes: shift?.breakMinutes ?? 30,
      locationId: shift?.locationId ?? locations[0]?.id ?? '',
      note: shift?.note ?? '',
    });
  }, [target, shift, locations, form]);

  const submit = form.handleSubmit(async (v) => {
    try {
      const { message } = shift
        ? await update.mutateAsync({
            ids: [shift.id],
            changes: { start: v.start, end: v.end, breakMinutes: v.breakMinutes, locationId: v.locationId },
          })
        : await create.mutateAsync([
            {
              employeeId: target!.employee.id,
              date: v.date,
              start: v.start,
              end: v.end,
              breakMinutes: v.breakMinutes,
              locationId: v.locationId,
              note: v.note || undefined,
            },
          ]);
      toast.success(message);
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
      const known = ['date', 'start', 'end', 'breakMinutes', 'locationId'] as const;
      let placed = false;
      for (const [path, messages] of fields) {
        const field = known.find((k) => path.endsWith(`.${k}`));
        if (field) {
          form.setError(field, { type: 'server', message: messages[0] });
          placed = true;
        }
      }
      if (!placed) toast.error(describeError(error));
    }
  });

  const name = target ? `${target.employee.firstName} ${target.employee.lastName}` : '';
  return (
    <FormDialog
      open={Boolean(target)}
      onOpenChange={(open) => !open && onClose()}
      title={shift ? t('editTitle', { name }) : t('createTitle', { name })}
      description={t('intro')}
      submitLabel={shift ? t('save') : t('create')}
      closeLabel={tc('cancel')}
      pending={form.formState.isSubmitting}
      formClassName="grid grid-cols-2 gap-4"
      footerClassName="col-span-2 flex-wrap"
      footerStart={
        shift && (
          <ConfirmDialog
            variant="danger"
            title={t('deleteTitle')}
            description={t('deleteDescription', {
              name,
              date: f.day(shift.date),
              start: shift.start,
              end: shift.end,
            })}
            confirmLabel={t('delete')}
            cancelLabel={tc('cancel')}
            trigger={
              <Button type="button" variant="ghost" className="mr-auto text-danger">
                {t('delete')}
              </Button>
            }
            onConfirm={() =>
              toastOutcome(remove.mutateAsync([shift.id]), {
                onDone: onClose,
                onError: (e) => toast.error(describeError(e)),
              })
            }
          />
        )
      }
      onSubmit={submit}
    >
      <FormField className="col-span-2" label={t('date')} error={f.fieldError(errors.date?.message)} required>
        <Input type="date" disabled={Boolean(shift)} {...form.register('date')} />
      </FormField>
      <FormField label={t('start')} error={f.fieldError(errors.start?.message)} required>
        <Input type="time" step={300} {...form.register('start')} />
      </FormField>
      <FormField
        label={t('end')}
        description={t('endHint')}
        error={f.fieldError(errors.end?.message)}
        required
      >
        <Input type="time" step={300} {...form.register('end')} />
      </FormField>
      <FormField label={t('breakMinutes')} error={f.fieldError(errors.breakMinutes?.message)}>
        <Input
          type="number"
          min={0}
          max={720}
          step={5}
          inputMode="numeric"
          {...form.register('breakMinutes')}
        />
      </FormField>
      <FormField label={t('location')} error={f.fieldError(errors.locationId?.message)} required>
        <Select placeholder={t('chooseLocation')} {...form.register('locationId')}>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </FormField>
      {!shift && (
        <FormField className="col-span-2" label={t('note')} error={f.fieldError(errors.note?.message)}>
          <Input maxLength={500} autoComplete="off" {...form.register('note')} />
        </FormField>
      )}
    </FormDialog>
  );
}
