'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { PayoutStatus } from '@/lib/contracts/payroll';
import { payoutFailureText } from '@/lib/payout-failures';

export const PAYOUT_VARIANT: Record<PayoutStatus, 'secondary' | 'warning' | 'success' | 'danger'> = {
  pending: 'secondary',
  processing: 'warning',
  needs_otp: 'warning',
  held: 'warning',
  paid: 'success',
  failed: 'danger',
  reversed: 'danger',
};

/** Statuses whose row says why (the bank's or provider's words). */
const EXPLAINED: readonly PayoutStatus[] = ['failed', 'reversed', 'held'];

/**
 * One person's payment: its status, why it failed, was reversed or is held (in the reader's language), what
 * to do about an OTP the provider waits for, and the provider's and bank's references once known (what a
 * bank or the provider's support asks for when someone says "I was not paid").
 */
export function PayoutStatusCell({
  status,
  reason,
  providerReference,
  bankReference,
}: {
  status: PayoutStatus;
  reason: string | null;
  providerReference?: string | null;
  bankReference?: string | null;
}) {
  const t = useTranslations('payouts.disbursement');
  return (
    <span className="flex flex-col items-start gap-1" data-testid={`payout-status-${status}`}>
      <Badge variant={PAYOUT_VARIANT[status]}>{t(`statuses.${status}`)}</Badge>
      {EXPLAINED.includes(status) && reason ? (
        <span className="text-xs text-danger">{payoutFailureText(reason, t)}</span>
      ) : null}
      {status === 'needs_otp' ? <span className="text-xs text-muted">{t('needsOtpHint')}</span> : null}
      {providerReference ? (
        <span className="text-xs break-all text-muted">
          {t('providerReference', { reference: providerReference })}
        </span>
      ) : null}
      {bankReference ? (
        <span className="text-xs break-all text-muted">
          {t('bankReference', { reference: bankReference })}
        </span>
      ) : null}
    </span>
  );
}
