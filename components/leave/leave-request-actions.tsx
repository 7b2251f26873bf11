'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { LeaveRequest } from '@/lib/contracts/leave';
import { useEndLeaveMutation, useReviewLeaveMutation } from '@/lib/queries/leave';
import { useLeaveDates } from './use-leave-dates';
import { useLeaveTypeName } from './use-leave-type-name';

// The API's "today" (leave.routes.ts): the UTC calendar date.
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Where approved leave stands today: not started (it can be cancelled), ongoing from its first to its last day
 * (it can be ended early), or over (nothing left to end).
 */
export function approvedLeavePhase(r: Pick<LeaveRequest, 'startDate' | 'endDate'>, on = today()) {
  if (on < r.startDate) return 'upcoming' as const;
  return on <= r.endDate ? ('ongoing' as const) : ('over' as const);
}

const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** The last day to suggest when ending early: today, or the day before the leave's own last day (the API wants an earlier one). */
const suggestedLastDay = (r: Pick<LeaveRequest, 'startDate' | 'endDate'>) => {
  const latest = dayBefore(r.endDate);
  const day = today() < latest ? today() : latest;
  return day < r.startDate ? r.startDate : day;
};

/**
 * A request's row actions: review, edit and cancel while pending; once approved, cancel before it starts or end
 * early while it is under way; none once it is over.
 */
export function LeaveRequestActions({ request: r, onEdit }: { request: LeaveRequest; onEdit: () => void }) {
  const t = useTranslations('leave.actions');
  const name = `${r.employee.firstName} ${r.employee.lastName}`;
  const end = useEndLeaveMutation();
  const dates = useLeaveDates();
  const [reviewing, setReviewing] = useState(false);
  const [endDate, setEndDate] = useState(() => suggestedLastDay(r));

  if (r.status === 'pending') {
    return (
      <div className="flex justify-end gap-1">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setReviewing(true)}
          aria-label={t('reviewLabel', { name })}
        >
          {t('review')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={t('editLabel', { name })}>
          {t('edit')}
        </Button>
        <ConfirmDialog
          variant="danger"
          title={t('cancelTitle', { name })}
          description={t('cancelDescription', { start: dates.date(r.startDate), end: dates.date(r.endDate) })}
          confirmLabel={t('cancelConfirm')}
          cancelLabel={t('keep')}
          trigger={
            <Button size="sm" variant="ghost" className="text-danger" aria-label={t('cancelLabel', { name })}>
              {t('cancel')}
            </Button>
          }
          onConfirm={() => toastOutcome(end.mutateAsync({ id: r.id }))}
        />
        <ReviewDialog request={r} open={reviewing} onOpenChange={setReviewing} />
      </div>
    );
  }
  if (r.status !== 'approved') return null;
  const phase = approvedLeavePhase(r);
  if (phase === 'over') return null;
  const notStarted = phase === 'upcoming';
  return (
    <div className="flex justify-end">
      <ConfirmDialog
        variant="danger"
        title={notStarted ? t('cancelTitle', { name }) : t('endTitle', { name })}
        description={
          notStarted ? (
            t('cancelApprovedDescription', { days: r.days })
          ) : (
            <span className="block space-y-2">
              <span className="block">{t('endDescription', { end: dates.date(r.endDate) })}</span>
              <label className="block text-sm font-medium text-ink">
                {t('lastDay')}
                <Input
                  type="date"
                  className="mt-1"
                  min={r.startDate}
                  max={dayBefore(r.endDate)}
                  value={endDate}
                  onChange={(e) => setEndDate(e.target.value)}
                />
              </label>
            </span>
          )
        }
        confirmLabel={notStarted ? t('cancelConfirm') : t('endConfirm')}
        cancelLabel={t('keep')}
        trigger={
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            aria-label={t(notStarted ? 'cancelLabel' : 'endLabel', { name })}
          >
            {notStarted ? t('cancel') : t('end')}
          </Button>
        }
        onConfirm={() =>
          toastOutcome(end.mutateAsync({ id: r.id, endDate: notStarted ? undefined : endDate }))
        }
      />
    </div>
  );
}

/** Approve or decline with an optional comment; the employee is mailed the decision. */
function ReviewDialog({
  request: r,
  open,
  onOpenChange,
}: {
  request: LeaveRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('leave.actions');
  const typeName = useLeaveTypeName();
  const review = useReviewLeaveMutation();
  const dates = useLeaveDates();
  const [comment, setComment] = useState('');
  const [pending, setPending] = useState<'approve' | 'decline' | null>(null);
  const decide = async (decision: 'approve' | 'decline') => {
    setPending(decision);
    await toastOutcome(review.mutateAsync({ id: r.id, decision, comment: comment || undefined }), () =>
      onOpenChange(false),
    ).catch(() => undefined);
    setPending(null);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent closeLabel={t('keep')}>
        <DialogHeader>
          <DialogTitle>
            {t('reviewTitle', { name: `${r.employee.firstName} ${r.employee.lastName}` })}
          </DialogTitle>
          <DialogDescription>
            {t('reviewDescription', {
              type: typeName(r.leaveType.name),
              start: dates.date(r.startDate),
              end: dates.date(r.endDate),
              days: r.days,
            })}
          </DialogDescription>
        </DialogHeader>
        {r.reason ? <p className="text-sm text-ink">{r.reason}</p> : null}
        <FormField label={t('comment')}>
          <Textarea rows={3} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
        </FormField>
        <DialogFooter>
          <Button
            variant="danger"
            loading={pending === 'decline'}
            disabled={Boolean(pending)}
            onClick={() => decide('decline')}
          >
            {t('decline')}
          </Button>
          <Button
            loading={pending === 'approve'}
            disabled={Boolean(pending)}
            onClick={() => decide('approve')}
          >
            {t('approve')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
