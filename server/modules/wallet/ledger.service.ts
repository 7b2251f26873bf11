import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import type { LEDGER_DIRECTIONS, LEDGER_TRANSACTION_TYPES } from '@/server/db/schema';
import { AppError, fieldError, notFound } from '@/server/errors';
import { countLedgerPosting } from '@/server/telemetry/hooks';
import {
  clockTimestamp,
  findTransactionByKey,
  insertEntries,
  insertTransactionOnce,
  lockWallet,
  sumAccount,
  walletAccount,
  type LedgerTransactionRow,
} from './ledger.repo';
import { findWalletByCurrency, findWalletById } from './wallet.repo';

export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];
export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];

/**
 * The description of a ledger transaction as a message (`wallet.api.ledger.<key>`) and its parameters, stored
 * as such and worded in the reader's language when read: the API answers `description` in the request's
 * language. Parameters are data (a sender's name, a run's name, a count) or codes worded on reading:
 * `reason` (a payout failure, lib/payout-failures.ts), `type` (a statutory type), `plan` and `cycle` (billing),
 * `date`, `from` and `to` (YYYY-MM-DD). A message with `count` has a `<key>One` for a count of one.
 */
export const LEDGER_TEXT_KEYS = [
  'transferFrom',
  'walletFunding',
  'mobileMoney',
  'accountFee',
  'payrollRun',
  'payrollRetry',
  'payrollScheduled',
  'payrollReleaseReturn',
  'payrollScheduleCancelled',
  'payoutFailed',
  'payoutFee',
  'payoutReversed',
  'ewaAdvance',
  'ewaFee',
  'ewaFeeReturned',
  'statutoryRemittance',
  'statutoryFailed',
  'statutoryNotNeeded',
  'subscription',
] as const;
export type LedgerTextKey = (typeof LEDGER_TEXT_KEYS)[number];
export type LedgerText = { key: LedgerTextKey; params?: Record<string, string | number> };

export const ledgerText = (key: LedgerTextKey, params?: LedgerText['params']): LedgerText =>
  params ? { key, params } : { key };

export type Posting = {
  organizationId: string;
  walletId: string;
  type: LedgerTransactionType;
  direction: LedgerDirection;
  /** Positive integer, minor units. */
  amount: number;
  currency: string;
  /** Unique per organisation: a second posting with the same key moves nothing and returns the first. */
  idempotencyKey: string;
  /** A message and its parameters (ledgerText), worded in the reader's language when read (ledger-text.ts). */
  description?: LedgerText;
  metadata?: Record<string, unknown>;
  /**
   * The account on the other side, instead of the type's external account: a clearing account such as
   * `payroll:<runId>`, where money waits between the wallet and the transfers that pay it out.
   */
  counterAccount?: string;
};

export type PostingResult = { transaction: LedgerTransactionRow; replayed: boolean };

/** The system account on the other side of a wallet posting, per transaction type. */
const COUNTER_ACCOUNT: Record<LedgerTransactionType, string> = {
  funding: 'external:funding',
  payout: 'external:payouts',
  fee: 'external:fees',
  reversal: 'external:reversals',
  adjustment: 'external:adjustments',
};

/** The balance of a wallet in minor units: the sum of its ledger entries, never a stored figure. */
export async function getBalance(db: DbOrTx, walletId: string) {
  const wallet = await findWalletById(db, walletId);
  return wallet ? sumAccount(db, wallet.organizationId, walletAccount(walletId)) : 0;
}

/**
 * Locks the wallet row until the transaction ends and returns its balance: a check of funds made under this
 * lock still holds when the posting that follows it is applied (postings take the same lock).
 */
export async function lockBalance(tx: DbOrTx, organizationId: string, walletId: string) {
  const wallet = await lockWallet(tx, organizationId, walletId);
  if (!wallet) throw notFound('errors.walletNotFound');
  return sumAccount(tx, organizationId, walletAccount(walletId));
}

/** The organisation's wallet of a currency, if it has one. */
export const findWalletForCurrency = (db: DbOrTx, organizationId: string, currency: string) =>
  findWalletByCurrency(db, organizationId, currency);

/** The balance of any ledger account of the organisation (e.g. a clearing account). */
export const getAccountBalance = (db: DbOrTx, organizationId: string, account: string) =>
  sumAccount(db, organizationId, account);

/**
 * Posts one movement on a wallet as two entries summing to zero, in one database transaction:
 * the wallet row is locked first (postings to a wallet are serial), a known idempotency key returns
 * the existing transaction unchanged, and a debit beyond the balance is refused with 409.
 */
export async function postTransaction(db: DbOrTx, p: Posting): Promise<PostingResult> {
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0)
    throw fieldError('amount', 'validation.tooSmall', { min: 1 });
  if (!p.idempotencyKey) throw fieldError('idempotencyKey', 'validation.required');
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, p.organizationId, p.walletId);
    if (!wallet) throw notFound('errors.walletNotFound');

    const existing = await findTransactionByKey(tx, p.organizationId, p.idempotencyKey);
    if (existing) return { transaction: existing, replayed: true };

    if (p.currency !== wallet.currency)
      throw fieldError('currency', 'validation.walletCurrencyMismatch', { currency: wallet.currency });

    const account = walletAccount(wallet.id);
    if (p.direction === 'debit') {
      const balance = await sumAccount(tx, p.organizationId, account);
      if (balance < p.amount) throw new AppError('CONFLICT', 'errors.insufficientFunds');
    }

    // Stamped after the wallet lock is held, so timestamps follow the order postings were applied in
    // (now() would be the transaction's start, which can precede a posting it waited behind).
    const postedAt = await clockTimestamp(tx);
    const transaction = await insertTransactionOnce(tx, {
      organizationId: p.organizationId,
      walletId: wallet.id,
      type: p.type,
      direction: p.direction,
      amount: p.amount,
      currency: wallet.currency,
      idempotencyKey: p.idempotencyKey,
      descriptionKey: p.description?.key ?? null,
      descriptionParams: p.description?.params ?? (p.description ? {} : null),
      metadata: p.metadata ?? {},
      createdAt: postedAt,
    });
    if (!transaction) {
      // The same key committed concurrently (e.g. for another wallet): return that one, move nothing.
      return {
        transaction: (await findTransactionByKey(tx, p.organizationId, p.idempotencyKey))!,
        replayed: true,
      };
    }

    const signed = p.direction === 'credit' ? p.amount : -p.amount;
    await insertEntries(tx, [
      {
        organizationId: p.organizationId,
        transactionId: transaction.id,
        account,
        amount: signed,
        currency: wallet.currency,
        createdAt: postedAt,
      },
      {
        organizationId: p.organizationId,
        transactionId: transaction.id,
        account: p.counterAccount ?? COUNTER_ACCOUNT[p.type],
        amount: -signed,
        currency: wallet.currency,
        createdAt: postedAt,
      },
    ]);
    // the operators' counter (OpenTelemetry, when on): written postings, not replays
    countLedgerPosting({ type: p.type, direction: p.direction, currency: wallet.currency });
    return { transaction, replayed: false };
  });
}
