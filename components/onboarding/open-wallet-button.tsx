'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api/client';
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
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {t('openWallet')}
    </Button>
  );
}
