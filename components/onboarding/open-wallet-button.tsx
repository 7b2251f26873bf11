'use client';

import { toastCallbacks } from '@/lib/toast';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useCreateWalletMutation } from '@/lib/queries/wallet';

/** "Open wallet": POST organizations/create-wallet (default currency), then refreshes the checklist. */
export function OpenWalletButton({ disabled }: { disabled?: boolean }) {
  const t = useTranslations('onboarding');
  const mutation = useCreateWalletMutation();
  return (
    <Button
      size="sm"
      disabled={disabled}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(undefined, toastCallbacks())}
    >
      {t('openWallet')}
    </Button>
  );
}
