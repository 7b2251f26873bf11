'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { PayrollStatus } from '@/lib/contracts/payroll';
import { formatMoney } from '@/lib/money';
import { dateTimeFormat } from '@/lib/intl-formats';

const STATUS_VARIANT: Record<PayrollStatus, 'secondary' | 'warning' | 'success' | 'danger'> = {
  draft: 'secondary',
  pending_approval: 'warning',
  approved: 'success',
  rejected: 'danger',
  disbursing: 'warning',
  paid: 'success',
  partially_paid: 'danger',
  awaiting_bank_payment: 'warning',
};

/** A run's status as a coloured badge, in words. */
export function PayrollStatusBadge({ status }: { status: PayrollStatus }) {
  const t = useTranslations('payroll.status');
  return <Badge variant={STATUS_VARIANT[status]}>{t(status)}</Badge>;
}

/** Integer minor units in the page's language. */
export function Money({ minor, currency }: { minor: number; currency: string }) {
  const locale = useLocale();
  return <span className="tabular-nums">{formatMoney(minor, currency, locale)}</span>;
}

/** "2026-11" → "November 2026" in the page's language. */
export function usePeriodLabel() {
  const locale = useLocale();
  return (period: string) => {
    const [y, m] = period.split('-').map(Number);
    if (!y || !m) return period;
    return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, 1)),
    );
  };
}

/** Currencies of a totals record, the organisation's first (largest headcount first). */
export function currenciesOf(totals: Record<string, { employees?: number; headcount?: number }>): string[] {
  return Object.entries(totals)
    .sort(([, a], [, b]) => (b.employees ?? b.headcount ?? 0) - (a.employees ?? a.headcount ?? 0))
    .map(([c]) => c);
}
