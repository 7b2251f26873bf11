'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api/client';
import { createWallet } from '@/lib/api/wallet';
import { orgKey } from '@/lib/queries/keys';

/** "Open wallet": POST organizations/create-wallet (default currency), then refreshes the checklist. */
export function OpenWalletButton({ orgId, disabled }: { orgId: string | undefined; disabled?: boolean }) {
  const t = useTranslations('onboarding');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => createWallet(),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'organization', 'checklist') }),
        queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'wallet') }),
      ]),
  });
  return (
    <Button size="sm" disabled={disabled} loading={mutation.isPending} onClick={() => mutation.mutate()}>
      {t('openWallet')}
    </Button>
  );
}
