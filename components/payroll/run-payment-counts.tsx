'use client';

import { useTranslations } from 'next-intl';
import { PAYOUT_STATUSES, type PayrollDetail } from '@/lib/contracts/payroll';
import { useDisbursement } from '@/lib/queries/payroll-disbursement';

const PAYING = new Set(['disbursing', 'paid', 'partially_paid']);

/**
 * Under a currency's totals, once the run pays: how many of its people are paid, failed, queued or on their
 * way ("56 paid · 1 failed"), from the run's payouts — never "57 employees paid" when one payment failed.
 * Shares the progress panel's query (same key), so it costs no extra request.
 */
export function RunPaymentCounts({ detail, currency }: { detail: PayrollDetail; currency: string }) {
  const t = useTranslations('payouts.disbursement.runCounts');
  const paying = PAYING.has(detail.status);
  const q = useDisbursement(detail.id, { enabled: paying, live: detail.status === 'disbursing' });
  if (!paying || !q.data) return null;
  const parts = PAYOUT_STATUSES.map((status) => ({
    status,
    count: q.data.progress.find((p) => p.status === status && p.currency === currency)?.count ?? 0,
  })).filter((p) => p.count > 0);
  if (parts.length === 0) return null;
  return (
    <span className="block" data-testid={`payment-counts-${currency}`}>
      {parts.map((p) => t(p.status, { count: p.count })).join(' · ')}
    </span>
  );
}
