'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime, type DateLocale } from '@/lib/dates';
import { formatMoney, maskAmount } from '@/lib/money';
import { useRecentWalletTransactions } from '@/lib/queries/dashboard';
import { useRootStore } from '@/lib/stores/root';
import { CardListBody } from './card-list-body';

/** The latest wallet movements across currencies, so a funding shows on the dashboard; masked while balances are hidden. */
export function RecentTransactionsCard() {
  const t = useTranslations('dashboard.transactions');
  const tw = useTranslations('wallet');
  const locale = useLocale() as DateLocale;
  const visible = useRootStore((s) => s.isBalanceVisible);
  const query = useRecentWalletTransactions();
  const body = (
    <CardListBody query={query} namespace="dashboard.transactions">
      {(items) => (
        <ul className="divide-y divide-line" data-testid="recent-transactions">
          {items.map((tx) => (
            <li key={tx.id} className="flex items-center justify-between gap-3 py-3 text-sm">
              <span className="min-w-0">
                <span className="block truncate text-ink">{tx.description ?? tw(`types.${tx.type}`)}</span>
                <span className="block text-xs text-muted">
                  {tw(`types.${tx.type}`)} · {formatDateTime(tx.createdAt, locale)}
                </span>
              </span>
              <span
                className={cn(
                  'shrink-0 font-medium tabular-nums',
                  tx.direction === 'credit' ? 'text-success' : 'text-ink',
                )}
              >
                {visible
                  ? `${tx.direction === 'debit' ? '−' : '+'}${formatMoney(tx.amount, tx.currency, locale)}`
                  : maskAmount()}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardListBody>
  );
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('title')}</CardTitle>
        <IntentLink
          href="/app/wallet"
          className="text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
        >
          {t('viewAll')}
        </IntentLink>
      </CardHeader>
      <CardContent className="pt-2">{body}</CardContent>
    </Card>
  );
}
