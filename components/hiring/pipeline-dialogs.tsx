'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api/client';
import { INTERVIEW_MODES, type Application } from '@/lib/contracts/hiring';
import { toMinorUnits } from '@/lib/money';
import {
  useRejectApplicationMutation,
  useScheduleInterviewMutation,
  useSendOfferMutation,
} from '@/lib/queries/hiring';

type Errors = Record<string, string | undefined>;

/** A small dialog form: its own field errors from the API (already translated), a pending submit. */
function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('hiring');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          {children}
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Field errors of a failed write, or a toast when none belongs to a field. */
function handleError(e: unknown, setErrors: (e: Errors) => void) {
  if (e instanceof ApiError && e.errors)
    setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
  else toast.error(errorMessage(e));
}

type Props = { application: Application; open: boolean; onOpenChange: (open: boolean) => void };

export function RejectDialog({ application, open, onOpenChange }: Props) {
  const t = useTranslations('hiring.panel');
  const reject = useRejectApplicationMutation();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rejectTitle', { name: `${application.firstName} ${application.lastName}` })}
      description={t('rejectDescription')}
      submitLabel={t('reject')}
      pending={reject.isPending}
      onSubmit={() =>
        reject.mutate(
          { id: application.id, body: { reason, notify } },
          {
            onSuccess: (r) => (toast.success(r.message), onOpenChange(false)),
            onError: (e) => handleError(e, setErrors),
          },
        )
      }
    >
      <FormField label={t('reason')} required error={errors.reason}>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={notify}
          onChange={(e) => setNotify(e.target.checked)}
        />
        {t('notify')}
      </label>
    </FormDialog>
  );
}

export function InterviewDialog({ application, open, onOpenChange }: Props) {
  const t = useTranslations('hiring.panel');
  const th = useTranslations('hiring');
  const schedule = useScheduleInterviewMutation();
  const [v, setV] = useState({
    startsAt: '',
    durationMinutes: '45',
    mode: 'video',
    location: '',
    link: '',
    notes: '',
  });
  const [interviewers, setInterviewers] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  const submit = () => {
    const at = v.startsAt ? new Date(v.startsAt) : null;
    schedule.mutate(
      {
        id: application.id,
        body: {
          startsAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '',
          durationMinutes: Number(v.durationMinutes),
          mode: v.mode as (typeof INTERVIEW_MODES)[number],
          location: v.location || null,
          link: v.link || null,
          interviewerIds: interviewers,
          notes: v.notes || null,
        },
      },
      {
        onSuccess: (r) => (toast.success(r.message), onOpenChange(false)),
        onError: (e) => handleError(e, setErrors),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('interviewTitle')}
      description={t('interviewDescription', { name: `${application.firstName} ${application.lastName}` })}
      submitLabel={t('schedule')}
      pending={schedule.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('startsAt')} required error={errors.startsAt}>
          <Input type="datetime-local" value={v.startsAt} onChange={set('startsAt')} />
        </FormField>
        <FormField label={t('duration')} required error={errors.durationMinutes}>
          <Input inputMode="numeric" value={v.durationMinutes} onChange={set('durationMinutes')} />
        </FormField>
        <FormField label={t('mode')} required error={errors.mode}>
          <Select value={v.mode} onChange={set('mode')}>
            {INTERVIEW_MODES.map((m) => (
              <option key={m} value={m}>
                {th(`modes.${m}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {v.mode === 'video' ? (
          <FormField label={t('link')} required error={errors.link}>
            <Input type="url" value={v.link} onChange={set('link')} placeholder="https://" />
          </FormField>
        ) : (
          <FormField label={t('location')} required={v.mode === 'in_person'} error={errors.location}>
            <Input value={v.location} onChange={set('location')} />
          </FormField>
        )}
      </div>
      <FormField label={t('interviewers')} error={errors.interviewerIds}>
        {(control) => (
          <EmployeePicker {...control} multiple value={interviewers} onChange={setInterviewers} />
        )}
      </FormField>
      <FormField label={t('interviewNotes')} error={errors.notes}>
        <Textarea rows={2} value={v.notes} onChange={set('notes')} />
      </FormField>
    </FormDialog>
  );
}

export function OfferDialog({ application, open, onOpenChange, currency }: Props & { currency: string }) {
  const t = useTranslations('hiring.panel');
  const send = useSendOfferMutation();
  // A week to answer unless changed.
  const [v, setV] = useState(() => ({
    salary: '',
    currency,
    startDate: '',
    expires: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    message: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  const submit = () => {
    let salary = Number.NaN;
    try {
      salary = toMinorUnits(v.salary, /^[A-Z]{3}$/i.test(v.currency) ? v.currency.toUpperCase() : 'NGN');
    } catch {
      return setErrors({ salary: t('amountInvalid') });
    }
    // The offer stands until the end of the chosen day, in the employer's time zone.
    const expiresAt = v.expires ? new Date(`${v.expires}T23:59:59`).toISOString() : '';
    send.mutate(
      {
        id: application.id,
        body: { salary, currency: v.currency, startDate: v.startDate, expiresAt, message: v.message || null },
      },
      {
        onSuccess: (r) => (toast.success(r.message), onOpenChange(false)),
        onError: (e) => handleError(e, setErrors),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('offerTitle')}
      description={t('offerDescription', { name: `${application.firstName} ${application.lastName}` })}
      submitLabel={t('sendOffer')}
      pending={send.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('salary')} required error={errors.salary} description={t('salaryHint')}>
          <Input inputMode="decimal" value={v.salary} onChange={set('salary')} />
        </FormField>
        <FormField label={t('currency')} required error={errors.currency}>
          <Input maxLength={3} value={v.currency} onChange={set('currency')} />
        </FormField>
        <FormField label={t('startDate')} required error={errors.startDate}>
          <Input type="date" value={v.startDate} onChange={set('startDate')} />
        </FormField>
        <FormField label={t('expires')} required error={errors.expiresAt}>
          <Input type="date" value={v.expires} onChange={set('expires')} />
        </FormField>
      </div>
      <FormField label={t('message')} error={errors.message}>
        <Textarea rows={3} value={v.message} onChange={set('message')} />
      </FormField>
    </FormDialog>
  );
}
