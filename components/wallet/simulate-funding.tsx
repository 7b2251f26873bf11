'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { LazyTrigger } from '@/components/ui/lazy-trigger';
import type { Wallet } from '@/lib/contracts/wallet';

/** The server refuses simulations with any other provider (403); the UI only offers them in sandbox mode. */
export const isSandboxPayments = (process.env.NEXT_PUBLIC_PAYMENTS_PROVIDER ?? 'sandbox') === 'sandbox';

const load = () => import('./simulate-funding-dialog');
const SimulateFundingDialog = lazy(() => load().then((m) => ({ default: m.SimulateFundingDialog })));

/** "Simulate a transfer" (sandbox): the button ships with the wallet, the dialog's code on first use. */
export function SimulateFunding({ wallet }: { wallet: Wallet }) {
  const t = useTranslations('wallet');
  return (
    <LazyTrigger load={load} button={<Button variant="secondary">{t('simulate')}</Button>}>
      <SimulateFundingDialog wallet={wallet} defaultOpen />
    </LazyTrigger>
  );
}
