'use client';

import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Wallet } from '@/lib/contracts/wallet';
import { formatMoney, maskAmount } from '@/lib/money';
import { useRootStore } from '@/lib/stores/root';
import { FundingAccountPending } from './funding-account-pending';

/**
 * The active wallet's balance (masked while balances are hidden) and the account to fund it, or, while the
 * provider has not assigned that account yet, a note and a retry.
 */
export function WalletBalanceCard({ wallet }: { wallet: Wallet }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const visible = useRootStore((s) => s.isBalanceVisible);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="p-5">
        <p className="text-sm text-muted">{t('balance')}</p>
        <p
          data-testid="wallet-balance"
          className="mt-2 text-3xl font-semibold tracking-tight break-all text-ink"
        >
          {visible
            ? formatMoney(wallet.balance, wallet.currency, locale)
            : `${wallet.currency} ${maskAmount()}`}
        </p>
      </Card>
      <Card className="p-5">
        <p className="font-semibold text-ink">{t('fundTitle')}</p>
        {wallet.fundingStatus === 'pending' ? (
          <FundingAccountPending wallet={wallet} />
        ) : (
          <FundingDetails wallet={wallet} />
        )}
      </Card>
    </div>
  );
}

/** The account to transfer to, once the provider has assigned it. */
function FundingDetails({ wallet }: { wallet: Wallet }) {
  const t = useTranslations('wallet');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(wallet.accountNumber);
      toast.success(t('copied'));
    } catch {
      toast.error(t('failed'));
    }
  };
  return (
    <>
      <p className="mt-1 text-sm text-muted">{t('fundHint')}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t('accountNumber')}</dt>
        <dd className="flex min-w-0 items-center gap-2 font-mono font-medium text-ink">
          <span className="truncate">{wallet.accountNumber}</span>
          <Button type="button" variant="secondary" size="sm" onClick={copy} aria-label={t('copy')}>
            <CopyIcon />
          </Button>
        </dd>
        <dt className="text-muted">{t('accountName')}</dt>
        <dd className="min-w-0 break-words text-ink">{wallet.accountName}</dd>
        <dt className="text-muted">{t('bankName')}</dt>
        <dd className="min-w-0 break-words text-ink">{wallet.bankName}</dd>
      </dl>
    </>
  );
}

const CopyIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </svg>
);
