'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FrameIcon } from '@/components/layout/frame-icon';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { EwaStatus } from '@/lib/contracts/benefits';
import { formatMoney } from '@/lib/money';

export const BENEFITS_PATH = '/app/employees/benefits';
export const EWA_PATH = `${BENEFITS_PATH}/earned-wage-access`;

export const GiftIcon = () => (
  <FrameIcon>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8.5h14V12M12 8v12.5M12 8c-1.5-3.5-5.5-3.5-5.5-1S10 8 12 8c1.5-3.5 5.5-3.5 5.5-1S14 8 12 8" />
  </FrameIcon>
);

/** Money in the UI's language; `money(0, 'NGN')` → ₦0.00. */
export function useMoney() {
  const locale = useLocale();
  return (minor: number, currency: string) => formatMoney(minor, currency, locale);
}

const VARIANT: Record<EwaStatus, BadgeProps['variant']> = {
  processing: 'warning',
  paid: 'default',
  failed: 'danger',
  recovered: 'success',
  partially_recovered: 'secondary',
};

export function EwaStatusBadge({ status }: { status: EwaStatus }) {
  const t = useTranslations('benefits.status');
  return <Badge variant={VARIANT[status]}>{t(status)}</Badge>;
}

/** Per-currency amounts, one line each (a dash when empty). */
export function Amounts({ values }: { values: Record<string, number> }) {
  const money = useMoney();
  const entries = Object.entries(values).filter(([, v]) => v > 0);
  if (entries.length === 0) return <span className="text-muted">—</span>;
  return (
    <span className="flex flex-col tabular-nums">
      {entries.map(([currency, amount]) => (
        <span key={currency}>{money(amount, currency)}</span>
      ))}
    </span>
  );
}
