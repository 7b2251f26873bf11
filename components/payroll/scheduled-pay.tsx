'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { PayrollDetail } from '@/lib/contracts/payroll';
import { formatDate, formatDateTime, type DateLocale } from '@/lib/dates';
import { useCancelSchedule, usePayRun } from '@/lib/queries/payroll-release';
import { usePermissions } from '@/lib/queries/permissions';
import { toastApprovalError } from './approval-error';
import { ReleaseDialog } from './release-dialog';

/**
 * An approved run whose pay has not left (issue 29 §4): "Scheduled for 30 Nov 2026" with a cancel while its
 * payouts wait for the pay date, or — after a cancel — approved and unpaid, with a way to pay it.
 */
export function ScheduledPay({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run.schedule');
  const locale = useLocale() as DateLocale;
  const { can } = usePermissions();
  const cancel = useCancelSchedule(detail.id);
  const pay = usePayRun(detail.id);
  const [paying, setPaying] = useState(false);
  // one key per decision: a resent click is answered once
  const [key, setKey] = useState(() => crypto.randomUUID());
  if (detail.status !== 'approved') return null;
  const scheduled = detail.scheduledFor;
  const date = formatDate(detail.payDate, locale);

  const onCancel = () => toastOutcome(cancel.mutateAsync(key), () => setKey(crypto.randomUUID()));

  return (
    <Card data-testid="scheduled-pay">
      <CardHeader>
        <CardTitle>{scheduled ? t('scheduledFor', { date }) : t('unpaidTitle')}</CardTitle>
        <CardDescription>
          {scheduled ? t('scheduledBody', { time: formatDateTime(scheduled, locale) }) : t('unpaidBody')}
        </CardDescription>
      </CardHeader>
      {can('payroll.approve') ? (
        <CardContent className="flex flex-wrap gap-2">
          {scheduled ? (
            <ConfirmDialog
              trigger={<Button variant="secondary">{t('cancel')}</Button>}
              title={t('cancelTitle')}
              description={t('cancelBody')}
              confirmLabel={t('cancel')}
              cancelLabel={t('keep')}
              onConfirm={onCancel}
            />
          ) : (
            <>
              <Button onClick={() => setPaying(true)}>{t('pay')}</Button>
              <ReleaseDialog
                runId={detail.id}
                open={paying}
                onOpenChange={setPaying}
                title={t('payTitle')}
                description={t('payBody')}
                confirmLabel={t('pay')}
                pending={pay.isPending}
                onConfirm={(payOn) =>
                  void toastOutcome(pay.mutateAsync({ body: { payOn }, idempotencyKey: key }), {
                    onDone: () => {
                      setKey(crypto.randomUUID());
                      setPaying(false);
                    },
                    onError: toastApprovalError,
                  })
                }
              />
            </>
          )}
        </CardContent>
      ) : null}
    </Card>
  );
}
