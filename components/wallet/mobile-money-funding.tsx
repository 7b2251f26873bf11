'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { LazyTrigger } from '@/components/ui/lazy-trigger';
import type { Wallet } from '@/lib/contracts/wallet';

/**
 * Wallets funded by mobile money: Uganda's (any rail) and Ghana's GHS wallets on Flutterwave (issue 35). The
 * server decides; this only offers the button where it will say yes.
 */
export const fundsByMobileMoney = (wallet: Wallet) =>
  wallet.currency === 'UGX' || (wallet.currency === 'GHS' && wallet.provider === 'flutterwave');

const load = () => import('./mobile-money-dialog');
const MobileMoneyDialog = lazy(() => load().then((m) => ({ default: m.MobileMoneyDialog })));

/** "Fund by mobile money": the button ships with the wallet, the dialog's code (and its form rules) on first use. */
export function MobileMoneyFunding({ wallet }: { wallet: Wallet }) {
  const t = useTranslations('wallet.mobileMoney');
  return (
    <LazyTrigger load={load} button={<Button variant="secondary">{t('button')}</Button>}>
      <MobileMoneyDialog wallet={wallet} defaultOpen />
    </LazyTrigger>
  );
}
