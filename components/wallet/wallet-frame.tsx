'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast, toastCallbacks } from '@/lib/toast';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlPage } from '@/components/ui/use-url-paging';
import { useMe } from '@/lib/queries/account';
import { useCreateWalletMutation, useWallets } from '@/lib/queries/wallet';
import { useRootStore } from '@/lib/stores/root';
import { fundsByMobileMoney, MobileMoneyFunding } from './mobile-money-funding';
import { SimulateFunding, isSandboxPayments } from './simulate-funding';
import { WalletBalanceCard } from './wallet-balance-card';
import { WalletTransactions } from './wallet-transactions';

/** The extra wallet currency any organisation may open beside its own (server: SECOND_WALLET_CURRENCY). */
const SECOND_CURRENCY = 'USD';

const Icon = () => (
  <FrameIcon>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2M6 6l9-3 1.5 3" />
  </FrameIcon>
);

/** /app/wallet: balances per currency, the account to fund, transactions, and the sandbox transfer. */
export function WalletFrame() {
  const t = useTranslations('wallet');
  const me = useMe();
  const organization = me.data?.currentUserRole?.organization ?? null;
  const orgId = organization?.id;
  const orgCurrency = organization?.currency ?? 'NGN';
  const wallets = useWallets();
  const create = useCreateWalletMutation();
  const setWallet = useRootStore((s) => s.setWallet);
  const activeCurrency = useRootStore((s) => s.activeWalletCurrency);
  const setActiveWalletCurrency = useRootStore((s) => s.setActiveWalletCurrency);
  const { setPage } = useUrlPage();
  // Another wallet's transactions start on their first page.
  const showWallet = (currency: string) => {
    setActiveWalletCurrency(currency, orgCurrency);
    setPage(1);
  };

  // The root store keeps the id/currency list for other screens; the active currency follows what exists.
  useEffect(() => {
    if (!wallets.data) return;
    setWallet(wallets.data.map((w) => ({ id: w.id, currency: w.currency })));
    setActiveWalletCurrency(useRootStore.getState().activeWalletCurrency, orgCurrency);
  }, [wallets.data, orgCurrency, setWallet, setActiveWalletCurrency]);

  const list = wallets.data ?? [];
  const active =
    list.find((w) => w.currency === activeCurrency) ??
    list.find((w) => w.currency === orgCurrency) ??
    list[0];
  const missing = [orgCurrency, SECOND_CURRENCY].filter(
    (c, i, all) => all.indexOf(c) === i && !list.some((w) => w.currency === c),
  );

  const open = (currency: string) =>
    create.mutate(
      { currency },
      toastCallbacks({
        success: t('walletOpened'),
        onDone: ({ data: wallet }) => showWallet(wallet.currency),
        onError: () => toast.error(t('failed')),
      }),
    );
  const openLabel = (currency: string) => (currency === orgCurrency ? t('openWallet') : t('openUsdWallet'));

  let body;
  if (me.isPending || wallets.isPending) {
    body = (
      <div className="grid gap-4 md:grid-cols-2" aria-busy>
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  } else if (wallets.isError || !orgId) {
    body = (
      <Card>
        <EmptyState icon={<Icon />} title={t('loadError')} />
      </Card>
    );
  } else if (!active) {
    body = (
      <Card>
        <EmptyState
          icon={<Icon />}
          title={t('noWalletTitle')}
          description={t('noWalletDescription')}
          action={
            <Button loading={create.isPending} onClick={() => open(orgCurrency)}>
              {t('openWallet')}
            </Button>
          }
        />
      </Card>
    );
  } else {
    body = (
      <div className="space-y-6">
        {list.length > 1 ? (
          <Tabs value={active.currency} onValueChange={showWallet}>
            <TabsList aria-label={t('currencySwitch')}>
              {list.map((w) => (
                <TabsTrigger key={w.id} value={w.currency}>
                  {w.currency}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
        ) : null}
        <WalletBalanceCard wallet={active} />
        <WalletTransactions key={active.id} wallet={active} />
      </div>
    );
  }

  return (
    <div className="min-w-0">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          active && orgId ? (
            <>
              {missing.map((c) => (
                <Button key={c} variant="secondary" loading={create.isPending} onClick={() => open(c)}>
                  {openLabel(c)}
                </Button>
              ))}
              {fundsByMobileMoney(active) ? <MobileMoneyFunding wallet={active} /> : null}
              {isSandboxPayments && (active.provider ?? 'sandbox') === 'sandbox' ? (
                <SimulateFunding wallet={active} />
              ) : null}
            </>
          ) : null
        }
      />
      {body}
    </div>
  );
}
