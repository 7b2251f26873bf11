'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { IntentLink } from '@/components/ui/intent-link';
import { ApiError, errorMessage } from '@/lib/api/client';

/** The refusal's message and, when the wallet is short (422 INSUFFICIENT_FUNDS), a way to fund it. */
function FundWalletToast({ message }: { message: string }) {
  const t = useTranslations('payouts.disbursement');
  return (
    <div className="space-y-1" data-testid="insufficient-funds">
      <p>{message}</p>
      <IntentLink href="/app/wallet" className="font-medium underline">
        {t('fundWallet')}
      </IntentLink>
    </div>
  );
}

/** Toasts an approval error; INSUFFICIENT_FUNDS gets the "Fund wallet" link. */
export function toastApprovalError(e: unknown) {
  if (e instanceof ApiError && e.code === 'INSUFFICIENT_FUNDS')
    toast.error(<FundWalletToast message={e.message} />, { autoClose: false });
  else toast.error(errorMessage(e));
}
