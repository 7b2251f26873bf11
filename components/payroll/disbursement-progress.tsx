'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api/client';
import { PAYOUT_STATUSES, type PayrollDetail } from '@/lib/contracts/payroll';
import type { PayrollDisbursement } from '@/lib/contracts/payroll-disbursement';
import { useCurrentOrgId } from '@/lib/queries/org';
import { payrollKeys } from '@/lib/queries/payroll';
import { useDisbursement, useRetryFailed } from '@/lib/queries/payroll-disbursement';
import { usePermissions } from '@/lib/queries/permissions';
import { Money } from './payroll-parts';
import { PAYOUT_VARIANT, PayoutStatusCell } from './payout-status';

const PAID_STATES = new Set(['disbursing', 'paid', 'partially_paid']);
/** the sandbox's statuses, always listed; a real rail's own (OTP, held, reversed) only when some payout has one */
const ALWAYS_SHOWN = new Set<string>(['pending', 'processing', 'paid', 'failed']);

/**
 * Where an approved run's money is (issue 13): counts and amounts by payout status and currency, refreshed
 * every 2 s while the run is disbursing; the failed rows with the bank's reason and, for approvers, a retry.
 * When the last payout settles, the run itself is refetched so its status (paid / partly paid) follows.
 */
export function DisbursementProgress({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payouts.disbursement');
  // a run paid through the employer's bank (issue 36) has no payouts: its own panel says how it was paid
  const shown = PAID_STATES.has(detail.status) && !detail.bankPayment;
  const live = detail.status === 'disbursing';
  const q = useDisbursement(detail.id, { enabled: shown, live });
  useRefreshRunWhenSettled(detail.id, q.data, q.dataUpdatedAt, live);
  if (!shown) return null;
  return (
    <Card data-testid="disbursement">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>
          {live ? t('live') : detail.status === 'paid' ? t('allPaid') : t('someFailed')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {q.data ? (
          <ProgressTable data={q.data} />
        ) : (
          <p className="text-sm text-muted">{q.isError ? errorMessage(q.error) : t('loading')}</p>
        )}
        {q.data?.stuck ? (
          <p className="text-sm text-warning" role="status" data-testid="payouts-stuck">
            {t('stuck', { count: q.data.stuck })}
          </p>
        ) : null}
        {q.data && q.data.failed.length > 0 ? <FailedRows detail={detail} data={q.data} /> : null}
      </CardContent>
    </Card>
  );
}

/**
 * The run row says `disbursing` until its last payout settles: while it does, every progress poll that finds
 * nothing in flight refetches the run. Keyed on the poll's time, not a once-only flag: right after a retry the
 * cached progress is the old, settled one, and a once-only refetch spent on it would leave the run `disbursing`.
 */
function useRefreshRunWhenSettled(
  runId: string,
  data: PayrollDisbursement | undefined,
  updatedAt: number,
  live: boolean,
) {
  const qc = useQueryClient();
  const orgId = useCurrentOrgId();
  const settled =
    Boolean(data) &&
    !data!.progress.some(
      (p) => p.status === 'pending' || p.status === 'processing' || p.status === 'needs_otp',
    );
  useEffect(() => {
    if (!live || !settled) return;
    // the run's own keys only: invalidating `all` would refetch this progress too and poll in a tight loop
    for (const queryKey of [
      payrollKeys.run(orgId, runId),
      payrollKeys.stats(orgId),
      payrollKeys.lists(orgId),
    ])
      void qc.invalidateQueries({ queryKey });
  }, [live, settled, updatedAt, runId, qc, orgId]);
}

function ProgressTable({ data }: { data: PayrollDisbursement }) {
  const t = useTranslations('payouts.disbursement');
  const currencies = [...new Set(data.progress.map((p) => p.currency))];
  if (currencies.length === 0) return <p className="text-sm text-muted">{t('nothing')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="disbursement-progress">
        <thead>
          <tr className="text-left text-muted">
            <th className="py-1 pr-4 font-medium">{t('status')}</th>
            {currencies.map((c) => (
              <th key={c} className="py-1 pr-4 text-right font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAYOUT_STATUSES.filter(
            (status) => ALWAYS_SHOWN.has(status) || data.progress.some((p) => p.status === status),
          ).map((status) => (
            <tr key={status} className="border-t border-line" data-testid={`payout-${status}`}>
              <td className="py-2 pr-4">
                <Badge variant={PAYOUT_VARIANT[status]}>{t(`statuses.${status}`)}</Badge>
              </td>
              {currencies.map((c) => {
                const e = data.progress.find((p) => p.status === status && p.currency === c);
                return (
                  <td key={c} className="py-2 pr-4 text-right">
                    <span className="text-muted">{t('count', { count: e?.count ?? 0 })}</span> ·{' '}
                    <Money minor={e?.amount ?? 0} currency={c} />
                  </td>
                );
              })}
            </tr>
          ))}
          {data.fees?.length ? (
            <tr className="border-t border-line" data-testid="payout-fees">
              <td className="py-2 pr-4 text-muted">{t('fees')}</td>
              {currencies.map((c) => (
                <td key={c} className="py-2 pr-4 text-right">
                  <Money minor={data.fees!.find((f) => f.currency === c)?.amount ?? 0} currency={c} />
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function FailedRows({ detail, data }: { detail: PayrollDetail; data: PayrollDisbursement }) {
  const t = useTranslations('payouts.disbursement');
  const { can } = usePermissions();
  const retry = useRetryFailed(detail.id);
  // The same key until a retry succeeds: confirming again after a lost answer replays, never resends.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const onRetry = () => toastOutcome(retry.mutateAsync(key), () => setKey(crypto.randomUUID()));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{t('failedTitle', { count: data.failed.length })}</h3>
        {can('payroll.approve') && detail.status !== 'disbursing' ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('retry')}</Button>}
            title={t('retryTitle')}
            description={t('retryBody', { count: data.failed.length })}
            confirmLabel={t('retry')}
            cancelLabel={t('cancel')}
            onConfirm={onRetry}
          />
        ) : null}
      </div>
      <ul className="divide-y divide-line rounded-md border border-line" data-testid="failed-payouts">
        {data.failed.map((f) => (
          <li
            key={f.payrollEmployeeId}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
          >
            <span>
              <span className="font-medium text-ink">{f.name}</span>{' '}
              <span className="text-muted">{f.staffId}</span>
              {f.accountNumberLast4 ? (
                <span className="text-muted"> · ••••{f.accountNumberLast4}</span>
              ) : null}
            </span>
            <span className="flex items-center gap-3">
              <PayoutStatusCell
                status={f.status}
                reason={f.reason}
                providerReference={f.providerReference}
                bankReference={f.bankReference}
              />
              <Money minor={f.amount} currency={f.currency} />
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{t('fixHint')}</p>
    </div>
  );
}
