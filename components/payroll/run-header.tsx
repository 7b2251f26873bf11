'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog';
import { formOutcome, useZodForm } from '@/components/forms/use-zod-form';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { PayrollDetail } from '@/lib/contracts/payroll';
import { formatDate, formatDateTime, type DateLocale } from '@/lib/dates';
import { useApproveRun, useComputeRun, useRejectRun } from '@/lib/queries/payroll';
import { usePermissions } from '@/lib/queries/permissions';
import { toastOutcome } from '@/lib/toast';
import { toastApprovalError } from './approval-error';
import { DownloadSheetButton } from './download-sheet-button';
import { PayrollStatusBadge, usePeriodLabel } from './payroll-parts';
import { ReleaseDialog } from './release-dialog';
import { RunWaitingNote } from './run-waiting';

/** The run's title and actions (compute, approve or release, reject) and its status line. */
export function RunHeader({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run');
  const locale = useLocale() as DateLocale;
  const period = usePeriodLabel();
  const { can, userId } = usePermissions();
  const compute = useComputeRun();
  const approve = useApproveRun(detail.id);
  const [rejecting, setRejecting] = useState(false);
  const [releasing, setReleasing] = useState(false);

  const canCompute =
    can('payroll.create') && (detail.status === 'draft' || detail.status === 'pending_approval');
  const pending = detail.status === 'pending_approval';
  const next = detail.nextApprover;
  const myTurn = pending && can('payroll.approve') && (!next?.userId || next.userId === userId);
  // the last level releases the pay: its dialog shows the money and asks when to pay (issue 29 §4)
  const lastLevel = detail.approvedLevels + 1 >= detail.approvalLevels;

  return (
    <>
      <PageHeader
        title={detail.name}
        description={t('subtitle', {
          period: period(detail.period),
          payDate: formatDate(detail.payDate, locale),
          group: detail.payrollGroupName ?? t('everyone'),
        })}
        actions={
          <>
            <DownloadSheetButton run={detail} />
            {canCompute ? (
              <Button
                variant={detail.status === 'draft' ? 'default' : 'secondary'}
                loading={compute.isPending}
                onClick={() => void toastOutcome(compute.mutateAsync(detail.id))}
              >
                {detail.status === 'draft' ? t('compute') : t('computeAgain')}
              </Button>
            ) : null}
            {pending && can('payroll.approve') ? (
              <Button variant="secondary" onClick={() => setRejecting(true)}>
                {t('reject')}
              </Button>
            ) : null}
            {pending && can('payroll.approve') && lastLevel ? (
              <Button disabled={!myTurn} onClick={() => setReleasing(true)}>
                {t('approve')}
              </Button>
            ) : null}
            {pending && can('payroll.approve') && !lastLevel ? (
              <ConfirmDialog
                trigger={<Button disabled={!myTurn}>{t('approve')}</Button>}
                title={t('approveTitle', { level: detail.approvedLevels + 1, levels: detail.approvalLevels })}
                description={t('approveBody')}
                confirmLabel={t('approve')}
                cancelLabel={t('cancel')}
                onConfirm={() =>
                  toastOutcome(approve.mutateAsync({ version: detail.version }), {
                    onError: toastApprovalError,
                  })
                }
              />
            ) : null}
          </>
        }
      />
      <ReleaseDialog
        runId={detail.id}
        open={releasing}
        onOpenChange={setReleasing}
        title={t('release.title', { level: detail.approvedLevels + 1, levels: detail.approvalLevels })}
        description={t('release.description')}
        confirmLabel={t('release.confirm')}
        pending={approve.isPending}
        onConfirm={(payOn) =>
          void toastOutcome(approve.mutateAsync({ version: detail.version, payOn }), {
            onDone: () => setReleasing(false),
            onError: toastApprovalError,
          })
        }
      />
      <Card>
        <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 pt-6 text-sm">
          <span className="flex items-center gap-2">
            {t('statusLabel')} <PayrollStatusBadge status={detail.status} />
          </span>
          <span className="text-muted">{t('version', { version: detail.version })}</span>
          <span className="text-muted" data-testid="approval-progress">
            {t('progress', { approved: detail.approvedLevels, levels: detail.approvalLevels })}
          </span>
          {pending && next ? (
            <span className="text-muted">
              {next.name
                ? t('nextApprover', { level: next.level, name: next.name })
                : t('nextAnyone', { level: next.level })}
            </span>
          ) : null}
          {detail.flaggedCount > 0 ? (
            <span className="text-danger">{t('flagged', { count: detail.flaggedCount })}</span>
          ) : null}
          {detail.computedAt ? (
            <span className="text-muted">
              {t('computedAt', { time: formatDateTime(detail.computedAt, locale) })}
            </span>
          ) : null}
        </CardContent>
        {detail.status === 'rejected' && detail.rejectionReason ? (
          <CardContent>
            <p role="status" className="rounded-md bg-danger-50 p-3 text-sm text-danger">
              {t('rejectedBecause', { reason: detail.rejectionReason })}
            </p>
          </CardContent>
        ) : null}
        <RunWaitingNote detail={detail} />
      </Card>
      <RejectRunDialog detail={detail} open={rejecting} onOpenChange={setRejecting} />
    </>
  );
}

// The reason is required; the API's own word on it (too long) lands on the field.
const rejectFormSchema = z.object({ reason: z.string().trim().min(1).max(1000) });

/** Rejecting a pending run names the version seen and a reason, sent back to whoever prepared it. */
function RejectRunDialog({
  detail,
  open,
  onOpenChange,
}: {
  detail: PayrollDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('payroll.run');
  const reject = useRejectRun(detail.id);
  const form = useZodForm(rejectFormSchema, { defaultValues: { reason: '' } });
  const error = form.formState.errors.reason;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('rejectTitle')}
      description={t('rejectBody')}
      submitLabel={t('reject')}
      cancelLabel={t('cancel')}
      closeLabel={t('cancel')}
      danger
      pending={reject.isPending}
      onSubmit={form.handleSubmit(({ reason }) =>
        formOutcome(form, reject.mutateAsync({ version: detail.version, reason }), () => close(false)),
      )}
    >
      <FormField
        label={t('reason')}
        error={error ? (error.type === 'server' ? error.message : t('reasonRequired')) : undefined}
        required
      >
        <Textarea maxLength={1000} {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
