import 'server-only';
import { formatMoney } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { AppError } from '@/server/errors';
import type { PaymentsProvider } from '@/server/payments-provider';
import {
  findWalletForCurrency,
  lockBalance,
  postTransaction,
  ledgerText,
  type LedgerText,
} from '@/server/modules/wallet/ledger.service';

export type CurrencyNeed = { currency: string; amount: number; transfers: number };

/**
 * Checks every currency's wallet under its row lock and returns the wallet per currency; the first that
 * cannot cover its amount plus the provider's fees refuses with 422 INSUFFICIENT_FUNDS naming the currency
 * and the shortfall (or that there is no such wallet). Called inside the transaction that then debits.
 */
export async function requireFunds(
  tx: DbOrTx,
  organizationId: string,
  needs: CurrencyNeed[],
  provider: PaymentsProvider,
) {
  const wallets = new Map<string, string>();
  // sorted, so two transactions needing the same wallets lock them in the same order (no deadlock)
  for (const need of [...needs].sort((a, b) => a.currency.localeCompare(b.currency))) {
    const required = need.amount + provider.transferFee(need.currency, need.amount) * need.transfers;
    const fmt = (minor: number) => formatMoney(minor, need.currency);
    const wallet = await findWalletForCurrency(tx, organizationId, need.currency);
    if (!wallet)
      throw new AppError('INSUFFICIENT_FUNDS', 'payouts.errors.noWallet', {
        currency: need.currency,
        required: fmt(required),
      });
    const balance = await lockBalance(tx, organizationId, wallet.id);
    if (balance < required) {
      throw new AppError('INSUFFICIENT_FUNDS', 'payouts.errors.insufficientFunds', {
        currency: need.currency,
        balance: fmt(balance),
        required: fmt(required),
        shortfall: fmt(required - balance),
      });
    }
    wallets.set(need.currency, wallet.id);
  }
  return wallets;
}

/**
 * ONE ledger transaction per currency: the total leaves the wallet for the clearing account, where it waits
 * for the transfers (a failed one comes back by reversal). `key` makes it idempotent: a replay moves nothing.
 */
export async function moveToClearing(
  tx: DbOrTx,
  p: {
    organizationId: string;
    walletId: string;
    currency: string;
    amount: number;
    clearingAccount: string;
    key: string;
    description: LedgerText;
    metadata?: Record<string, unknown>;
  },
) {
  return postTransaction(tx, {
    organizationId: p.organizationId,
    walletId: p.walletId,
    type: 'payout',
    direction: 'debit',
    amount: p.amount,
    currency: p.currency,
    idempotencyKey: p.key,
    description: p.description,
    metadata: { clearingAccount: p.clearingAccount, ...p.metadata },
    counterAccount: p.clearingAccount,
  });
}

/**
 * A failed (or, after it was paid, reversed) payout's amount back from clearing to its wallet, once per
 * payout reference: a payout is either failed or reversed, never both, so one key serves both.
 */
export function reverseFromClearing(
  tx: DbOrTx,
  p: {
    organizationId: string;
    walletId: string;
    currency: string;
    amount: number;
    clearingAccount: string;
    reference: string;
    reason: string | null;
    /** the bank returned a payout it had paid (a compensating entry), rather than refusing it */
    reversed?: boolean;
  },
) {
  const reason = (p.reason ?? 'transfer_failed').slice(0, 300);
  return postTransaction(tx, {
    organizationId: p.organizationId,
    walletId: p.walletId,
    type: 'reversal',
    direction: 'credit',
    amount: p.amount,
    currency: p.currency,
    idempotencyKey: `payout-reversal:${p.reference}`,
    // the provider's answer as stored; worded in the reader's language when read (lib/payout-failures.ts)
    description: ledgerText(p.reversed ? 'payoutReversed' : 'payoutFailed', { reason }),
    metadata: { clearingAccount: p.clearingAccount, reference: p.reference },
    counterAccount: p.clearingAccount,
  });
}

/**
 * What the provider charged for a paid transfer (Paystack's `fee_charged`), booked from the wallet as its
 * own entry once per payout reference. The funds check before sending counted an estimate of it; should
 * the wallet have been drained since, the fee is not booked (the payout's `fee` still says what it cost)
 * and false is answered — recording the payment itself must never fail for want of a fee.
 */
export async function bookTransferFee(
  tx: DbOrTx,
  p: { organizationId: string; walletId: string; currency: string; fee: number; reference: string },
): Promise<boolean> {
  if (p.fee <= 0) return true;
  try {
    // a savepoint: a refused debit rolls back only itself, not the caller's transaction
    await tx.transaction((sp) =>
      postTransaction(sp, {
        organizationId: p.organizationId,
        walletId: p.walletId,
        type: 'fee',
        direction: 'debit',
        amount: p.fee,
        currency: p.currency,
        idempotencyKey: `payout-fee:${p.reference}`,
        description: ledgerText('payoutFee', { reference: p.reference }),
        metadata: { reference: p.reference },
        counterAccount: 'external:fees',
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') return false;
    throw e;
  }
}
