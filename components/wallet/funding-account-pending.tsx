'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Wallet } from '@/lib/contracts/wallet';
import { useRetryFundingAccountMutation } from '@/lib/queries/wallet';
import { toast, toastCallbacks } from '@/lib/toast';

/**
 * In place of the account details while the provider has not assigned the wallet's funding account (a real
 * rail's bank may take a while, or refuse at first): says so and offers a retry. An answer still pending is
 * an information toast rather than a success; a refusal is an error toast.
 */
export function FundingAccountPending({ wallet }: { wallet: Wallet }) {
  const t = useTranslations('wallet');
  const retry = useRetryFundingAccountMutation();
  const onRetry = () =>
    retry.mutate(
      wallet.id,
      toastCallbacks({
        success: (answer) => (answer.data.fundingStatus === 'pending' ? null : answer.message),
        onDone: (answer) => {
          if (answer.data.fundingStatus === 'pending') toast.info(answer.message);
        },
      }),
    );
  return (
    <div role="status" className="mt-4 space-y-3">
      <p className="text-sm text-ink">{t('fundingPending')}</p>
      <Button type="button" variant="secondary" size="sm" loading={retry.isPending} onClick={onRetry}>
        {t('fundingRetry')}
      </Button>
    </div>
  );
}
