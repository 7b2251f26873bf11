'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast, toastOutcome } from '@/lib/toast';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryTable } from '@/components/ui/list-parts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { downloadInvoice } from '@/lib/api/billing';
import { errorMessage } from '@/lib/api/client';
import type { Subscription, SubscriptionPayment } from '@/lib/contracts/billing';
import { formatMoney } from '@/lib/money';
import {
  useCancelSubscriptionMutation,
  useSubscription,
  useSubscriptionPayments,
} from '@/lib/queries/billing';
import { usePermissions } from '@/lib/queries/permissions';
import { RenewDialog } from './renew-dialog';

export const STATUS_VARIANT = {
  active: 'success',
  'free trial': 'default',
  overdue: 'warning',
  cancelled: 'secondary',
  expired: 'danger',
} as const;
export const statusKey = (status: Subscription['status']) => `statuses.${status.replace(' ', '_')}` as const;

/** Settings → billing-info: plan, state, next date; renew, change plan or cancel; payments with invoices. */
export function BillingInfoPanel() {
  const t = useTranslations('billing');
  const tc = useTranslations('common');
  const format = useFormatter();
  const locale = useLocale();
  const { can } = usePermissions();
  const sub = useSubscription();
  const payments = useSubscriptionPayments();
  const cancel = useCancelSubscriptionMutation();
  const [reason, setReason] = useState('');
  const mayPay = can('wallet') || can('settings');

  if (sub.isError)
    return (
      <Card>
        <CardContent className="py-8 text-center">
          <p role="alert" className="text-sm text-danger">
            {errorMessage(sub.error)}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => sub.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  if (!sub.data) return <Skeleton className="h-48 w-full" aria-busy />;
  const s = sub.data;
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '—');

  const download = async (p: SubscriptionPayment) => {
    try {
      saveBlob(await downloadInvoice(p.id), `invoice-${p.reference}.pdf`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <div className="space-y-6" data-testid="billing-info">
      {s.status === 'overdue' || s.status === 'expired' ? (
        <div
          role="status"
          className={
            s.status === 'expired'
              ? 'rounded-md bg-danger-50 p-3 text-sm text-danger'
              : 'rounded-md bg-warning/10 p-3 text-sm text-warning-700'
          }
        >
          {s.status === 'expired'
            ? t('banner.expired')
            : t('banner.overdue', { date: date(s.graceEndsAt), days: s.daysLeft })}
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('panel.title')}</CardTitle>
          <CardDescription>{t('panel.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-muted">{t('panel.plan')}</dt>
              <dd className="mt-1 font-medium text-ink" data-testid="billing-plan">
                {t(`plans.${s.plan}.name`)}
                {s.cycle ? ` · ${t(`cycles.${s.cycle}`)}` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('panel.status')}</dt>
              <dd className="mt-1">
                <Badge variant={STATUS_VARIANT[s.status]} data-testid="billing-status">
                  {t(statusKey(s.status))}
                </Badge>
              </dd>
            </div>
            <div>
              <dt className="text-muted">
                {s.cancelledAt
                  ? t('panel.accessUntil')
                  : s.currentPeriodEnd
                    ? t('panel.nextPayment')
                    : t('panel.trialEnds')}
              </dt>
              <dd className="mt-1 font-medium text-ink">
                {date(
                  s.cancelledAt ? (s.currentPeriodEnd ?? s.trialEndsAt) : (s.nextPaymentAt ?? s.trialEndsAt),
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('panel.daysLeft')}</dt>
              <dd className="mt-1 font-medium text-ink">{s.daysLeft}</dd>
            </div>
          </dl>
          {mayPay ? (
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              {s.status !== 'expired' && s.status !== 'cancelled' ? (
                <ConfirmDialog
                  variant="danger"
                  title={t('cancel.title')}
                  description={
                    <span className="block space-y-3">
                      <span className="block">
                        {t('cancel.description', { date: date(s.currentPeriodEnd ?? s.trialEndsAt) })}
                      </span>
                      <span className="block text-left">
                        <Label htmlFor="cancel-reason">{t('cancel.reason')}</Label>
                        <Textarea
                          id="cancel-reason"
                          rows={3}
                          maxLength={500}
                          value={reason}
                          onChange={(e) => setReason(e.target.value)}
                        />
                      </span>
                    </span>
                  }
                  confirmLabel={t('cancel.confirm')}
                  cancelLabel={tc('cancel')}
                  trigger={
                    <Button variant="ghost" data-testid="billing-cancel">
                      {t('cancel.open')}
                    </Button>
                  }
                  onConfirm={() =>
                    toastOutcome(cancel.mutateAsync({ reason: reason.trim() || undefined }), () =>
                      setReason(''),
                    )
                  }
                />
              ) : null}
              <RenewDialog
                currentPlan={s.plan}
                trigger={
                  <Button data-testid="billing-renew">
                    {s.currentPeriodEnd ? t('panel.renewOrChange') : t('panel.choosePlan')}
                  </Button>
                }
              />
            </div>
          ) : (
            <p className="mt-6 text-sm text-muted">{t('panel.noPermission')}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('payments.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryTable
            query={payments}
            renderFailed={(error) => (
              <p role="alert" className="text-sm text-danger">
                {errorMessage(error)}
              </p>
            )}
            caption={t('payments.title')}
            rows={payments.data ?? []}
            getRowId={(p) => p.id}
            emptyState={
              <EmptyState title={t('payments.emptyTitle')} description={t('payments.emptyDescription')} />
            }
            columns={[
              { id: 'date', card: 'subtitle', header: t('payments.date'), cell: (p) => date(p.createdAt) },
              {
                id: 'plan',
                card: 'title',
                header: t('payments.plan'),
                cell: (p) => `${t(`plans.${p.plan}.name`)} · ${t(`cycles.${p.cycle}`)}`,
              },
              {
                id: 'period',
                header: t('payments.period'),
                cell: (p) => `${date(p.periodStart)} – ${date(p.periodEnd)}`,
              },
              {
                id: 'employees',
                header: t('payments.employees'),
                cell: (p) => p.employeesBilled,
                className: 'tabular-nums',
              },
              {
                id: 'amount',
                card: 'figure',
                header: t('payments.amount'),
                cell: (p) => formatMoney(p.amount, p.currency, locale),
                className: 'tabular-nums text-right',
              },
              {
                id: 'invoice',
                card: 'actions',
                header: <span className="sr-only">{t('payments.invoice')}</span>,
                cell: (p) => (
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => download(p)}
                    aria-label={t('payments.downloadFor', { reference: p.reference })}
                  >
                    {t('payments.invoice')}
                  </Button>
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
