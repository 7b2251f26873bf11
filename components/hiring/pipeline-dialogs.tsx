'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { FormDialog } from '@/components/forms/form-dialog';
import { MoneyField } from '@/components/forms/money-field';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api/client';
import { calendarDate } from '@/lib/contracts/fields';
import {
  INTERVIEW_MODES,
  rejectApplicationSchema,
  sendOfferSchema,
  type Application,
} from '@/lib/contracts/hiring';
import {
  useRejectApplicationMutation,
  useScheduleInterviewMutation,
  useSendOfferMutation,
} from '@/lib/queries/hiring';
import { toastCallbacks } from '@/lib/toast';

type Props = { application: Application; open: boolean; onOpenChange: (open: boolean) => void };

const fullName = (a: Application) => `${a.firstName} ${a.lastName}`;

export function RejectDialog({ application, open, onOpenChange }: Props) {
  const t = useTranslations('hiring.panel');
  const fieldError = useFieldErrorText();
  const reject = useRejectApplicationMutation();
  const form = useZodForm(rejectApplicationSchema, { defaultValues: { reason: '', notify: true } });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rejectTitle', { name: fullName(application) })}
      description={t('rejectDescription')}
      submitLabel={t('reject')}
      pending={reject.isPending}
      onSubmit={form.handleSubmit((body) =>
        reject.mutate(
          { id: application.id, body },
          toastCallbacks({ onDone: () => onOpenChange(false), onError: (e) => reportFormError(form, e) }),
        ),
      )}
    >
      <FormField label={t('reason')} required error={fieldError(errors.reason?.message)}>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register('notify')} />
        {t('notify')}
      </label>
    </FormDialog>
  );
}

// The booking as typed; the API checks it (the time is the reader's local time, sent as an instant) and its
// field errors land here.
const interviewFormSchema = z.object({
  startsAt: z.string(),
  durationMinutes: z.string(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string(),
  link: z.string(),
  interviewerIds: z.array(z.string()),
  notes: z.string(),
});

export function InterviewDialog({ application, open, onOpenChange }: Props) {
  const t = useTranslations('hiring.panel');
  const th = useTranslations('hiring');
  const fieldError = useFieldErrorText();
  const schedule = useScheduleInterviewMutation();
  const form = useZodForm(interviewFormSchema, {
    defaultValues: {
      startsAt: '',
      durationMinutes: '45',
      mode: 'video',
      location: '',
      link: '',
      interviewerIds: [],
      notes: '',
    },
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const submit = form.handleSubmit((v) => {
    const at = v.startsAt ? new Date(v.startsAt) : null;
    schedule.mutate(
      {
        id: application.id,
        body: {
          startsAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '',
          durationMinutes: Number(v.durationMinutes),
          mode: v.mode,
          location: v.location || null,
          link: v.link || null,
          interviewerIds: v.interviewerIds,
          notes: v.notes || null,
        },
      },
      toastCallbacks({ onDone: () => onOpenChange(false), onError: (e) => reportFormError(form, e) }),
    );
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('interviewTitle')}
      description={t('interviewDescription', { name: fullName(application) })}
      submitLabel={t('schedule')}
      pending={schedule.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('startsAt')} required error={fieldError(errors.startsAt?.message)}>
          <Input type="datetime-local" {...form.register('startsAt')} />
        </FormField>
        <FormField label={t('duration')} required error={fieldError(errors.durationMinutes?.message)}>
          <Input inputMode="numeric" {...form.register('durationMinutes')} />
        </FormField>
        <FormField label={t('mode')} required error={fieldError(errors.mode?.message)}>
          <Select {...form.register('mode')}>
            {INTERVIEW_MODES.map((m) => (
              <option key={m} value={m}>
                {th(`modes.${m}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {mode === 'video' ? (
          <FormField label={t('link')} required error={fieldError(errors.link?.message)}>
            <Input type="url" placeholder="https://" {...form.register('link')} />
          </FormField>
        ) : (
          <FormField
            label={t('location')}
            required={mode === 'in_person'}
            error={fieldError(errors.location?.message)}
          >
            <Input {...form.register('location')} />
          </FormField>
        )}
      </div>
      <FormField label={t('interviewers')} error={fieldError(errors.interviewerIds?.message)}>
        {(control) => (
          <EmployeePicker
            {...control}
            multiple
            value={form.watch('interviewerIds')}
            onChange={(ids) => form.setValue('interviewerIds', ids)}
          />
        )}
      </FormField>
      <FormField label={t('interviewNotes')} error={fieldError(errors.notes?.message)}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
    </FormDialog>
  );
}

// The offer's own fields, but the answer's deadline as a day (the offer stands until its end, in the
// employer's time zone) rather than an instant.
const offerFormSchema = sendOfferSchema.omit({ expiresAt: true }).extend({ expires: calendarDate() });

/** The API names the deadline `expiresAt`; the form's field is `expires`. */
const onFormFields = (e: unknown) =>
  e instanceof ApiError && e.errors?.expiresAt
    ? new ApiError(e.message, e.status, e.code, { ...e.errors, expires: e.errors.expiresAt })
    : e;

export function OfferDialog({ application, open, onOpenChange, currency }: Props & { currency: string }) {
  const t = useTranslations('hiring.panel');
  const fieldError = useFieldErrorText();
  const send = useSendOfferMutation();
  // a week to answer unless changed
  const [weekAhead] = useState(() => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  const form = useZodForm(offerFormSchema, {
    defaultValues: {
      salary: undefined as unknown as number,
      currency,
      startDate: '',
      expires: weekAhead,
      message: '',
    },
  });
  const { errors } = form.formState;
  const typed = form.watch('currency').trim().toUpperCase();
  const submit = form.handleSubmit(({ expires, ...offer }) =>
    send.mutate(
      { id: application.id, body: { ...offer, expiresAt: new Date(`${expires}T23:59:59`).toISOString() } },
      toastCallbacks({
        onDone: () => onOpenChange(false),
        onError: (e) => reportFormError(form, onFormFields(e)),
      }),
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('offerTitle')}
      description={t('offerDescription', { name: fullName(application) })}
      submitLabel={t('sendOffer')}
      pending={send.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          control={form.control}
          name="salary"
          label={t('salary')}
          description={t('salaryHint')}
          // the amount is read in the currency typed beside it (NGN until that is a currency code)
          currency={/^[A-Z]{3}$/.test(typed) ? typed : 'NGN'}
          currencyInLabel={false}
          error={fieldError(errors.salary?.message)}
          required
        />
        <FormField label={t('currency')} required error={fieldError(errors.currency?.message)}>
          <Input maxLength={3} {...form.register('currency')} />
        </FormField>
        <FormField label={t('startDate')} required error={fieldError(errors.startDate?.message)}>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField label={t('expires')} required error={fieldError(errors.expires?.message)}>
          <Input type="date" {...form.register('expires')} />
        </FormField>
      </div>
      <FormField label={t('message')} error={fieldError(errors.message?.message)}>
        <Textarea rows={3} {...form.register('message')} />
      </FormField>
    </FormDialog>
  );
}
