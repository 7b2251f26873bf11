'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { MoneyTrend, StatsCard, Trend } from '@/lib/contracts/dashboard';
import { formatMoney, maskAmount } from '@/lib/money';
import { formatCount } from '@/lib/plain-numbers';
import { useStatsCard } from '@/lib/queries/dashboard';
import { useRootStore } from '@/lib/stores/root';
import { StatCard, type StatTrend } from './stat-card';

const countTrend = (t: Trend, comparedWith: string): StatTrend => ({
  delta: t.value - t.previous,
  label: String(Math.abs(t.value - t.previous)),
  comparedWith,
});

const moneyTrend = (t: MoneyTrend, comparedWith: string, locale: string): StatTrend => ({
  delta: t.value - t.previous,
  label: formatMoney(Math.abs(t.value - t.previous), t.currency, locale),
  comparedWith,
});

/** The four overview cards (GET dashboard/stats-card). Balances are masked while hidden in the shell. */
export function StatsCards({ canWallet }: { canWallet: boolean }) {
  const t = useTranslations('dashboard.cards');
  const query = useStatsCard();
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card className="p-5 text-sm text-muted" role="alert">
        {t('loadError')}
      </Card>
    );
  }
  return <StatsCardsView data={query.data} canWallet={canWallet} />;
}

/** `walletBalance` null means no wallet yet for those allowed to open one, and no access for the others. */
export function StatsCardsView({ data, canWallet }: { data: StatsCard; canWallet: boolean }) {
  const t = useTranslations('dashboard.cards');
  const locale = useLocale();
  const visible = useRootStore((s) => s.isBalanceVisible);
  const noAccess = <span className="text-base font-normal text-muted">{t('noAccess')}</span>;
  const vs30 = t('vs30Days');

  const payroll = data.monthlyPayroll;
  const mainPayroll = payroll
    ? (payroll.find((p) => p.currency === data.currency) ?? {
        currency: data.currency,
        value: 0,
        previous: 0,
      })
    : null;
  const otherPayroll = payroll?.filter((p) => p.currency !== data.currency) ?? [];
  const wallet = data.walletBalance;

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        testId="card-total-employees"
        label={t('totalEmployees')}
        value={formatCount(data.totalEmployees.value, locale)}
        trend={countTrend(data.totalEmployees, vs30)}
        noChangeLabel={t('noChange')}
      />
      <StatCard
        testId="card-monthly-payroll"
        label={t('monthlyPayroll')}
        value={mainPayroll ? formatMoney(mainPayroll.value, mainPayroll.currency, locale) : noAccess}
        trend={mainPayroll ? moneyTrend(mainPayroll, vs30, locale) : null}
        noChangeLabel={t('noChange')}
        footnote={
          otherPayroll.length > 0
            ? t('otherCurrencies', {
                amounts: otherPayroll.map((p) => formatMoney(p.value, p.currency, locale)).join(', '),
              })
            : null
        }
      />
      <StatCard
        testId="card-wallet-balance"
        label={t('walletBalance')}
        value={
          wallet ? (
            <span data-testid="dashboard-balance">
              {visible
                ? formatMoney(wallet.value, wallet.currency, locale)
                : `${wallet.currency} ${maskAmount()}`}
            </span>
          ) : canWallet ? (
            <span className="text-base font-normal text-muted">{t('noWallet')}</span>
          ) : (
            noAccess
          )
        }
        trend={wallet && visible ? moneyTrend(wallet, vs30, locale) : null}
        noChangeLabel={t('noChange')}
        footnote={
          wallet || !canWallet ? null : (
            <IntentLink
              href="/app/wallet"
              className="font-medium text-brand-600 underline-offset-4 hover:underline"
            >
              {t('openWallet')}
            </IntentLink>
          )
        }
      />
      <StatCard
        testId="card-new-hires"
        label={t('newHires')}
        value={formatCount(data.newHires.value, locale)}
        trend={countTrend(data.newHires, t('vsLastMonth'))}
        noChangeLabel={t('noChange')}
      />
    </div>
  );
}
