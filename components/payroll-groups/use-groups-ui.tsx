'use client';

import { useLocale } from 'next-intl';
import { FrameIcon } from '@/components/layout/frame-icon';
import { formatMoney } from '@/lib/money';

export const GROUPS_PATH = '/app/employees/groups';

export const GroupIcon = () => (
  <FrameIcon>
    <circle cx="12" cy="7.5" r="3" />
    <circle cx="5.5" cy="10" r="2.3" />
    <circle cx="18.5" cy="10" r="2.3" />
    <path d="M7 20a5 5 0 0 1 10 0M1.5 19a4 4 0 0 1 5-3.8M22.5 19a4 4 0 0 0-5-3.8" />
  </FrameIcon>
);

/** A group's monthly gross, one line per pay currency (a dash when nobody is paid). */
export function GrossAmounts({ gross }: { gross: Record<string, number> }) {
  const locale = useLocale();
  const entries = Object.entries(gross).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <span className="text-muted">—</span>;
  return (
    <span className="flex flex-col tabular-nums">
      {entries.map(([currency, amount]) => (
        <span key={currency}>{formatMoney(amount, currency, locale)}</span>
      ))}
    </span>
  );
}
