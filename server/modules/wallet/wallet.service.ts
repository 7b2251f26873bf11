import 'server-only';
import type {
  AdminWalletTransaction,
  AdminWalletTransactionsQuery,
  Wallet,
  WalletTransaction,
  WalletTransactionsQuery,
} from '@/lib/contracts/wallet';
import { toMeta } from '@/lib/contracts/pagination';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { AppError, fieldError, notFound } from '@/server/errors';
import type { CoreDeps } from '@/server/deps';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import type { PaymentsProvider } from '@/server/payments-provider';
import {
  listTransactions,
  sumAccount,
  sumWalletAccounts,
  walletAccount,
  type LedgerTransactionRow,
} from './ledger.repo';
import { describeLedgerTransaction } from './ledger-text';
import {
  findWallet,
  findWalletByCreationKey,
  findWalletByCurrency,
  insertWallet,
  listWallets,
  lockWalletOpening,
  type WalletRow,
} from './wallet.repo';

/**
 * Wallets: opening one (a provider virtual account), their balances and their transactions. Money coming in
 * is wallet-funding.service.ts's.
 */

/** The extra currency any organisation may hold beside its own. */
export const SECOND_WALLET_CURRENCY = 'USD';

/** The app's dependencies plus the payments provider (tests pass a fake one). */
export type WalletDeps = CoreDeps & { payments?: PaymentsProvider };

/** The provider in `deps` (tests) or the process-wide one from PAYMENTS_PROVIDER (`sandbox` by default). */
export const paymentsOf = (deps: WalletDeps): PaymentsProvider => deps.payments ?? getPaymentsProvider();

export const toWallet = (row: WalletRow, balance: number): Wallet => ({
  id: row.id,
  currency: row.currency,
  balance,
  accountNumber: row.accountNumber,
  accountName: row.accountName,
  bankName: row.bankName,
});

const toAdminTransaction = (row: LedgerTransactionRow, locale: Locale): AdminWalletTransaction => ({
  ...toTransaction(row, locale),
  walletId: row.walletId,
});

/** `description` in the reader's language (ledger-text.ts). */
const toTransaction = (row: LedgerTransactionRow, locale: Locale): WalletTransaction => ({
  id: row.id,
  type: row.type,
  direction: row.direction,
  amount: row.amount,
  currency: row.currency,
  reference: row.idempotencyKey,
  description: describeLedgerTransaction(row, locale),
  createdAt: row.createdAt.toISOString(),
});

const balanceOf = (db: DbOrTx, row: WalletRow) => sumAccount(db, row.organizationId, walletAccount(row.id));

/**
 * Opens the organisation's wallet in `currency` (default its own) with a provider virtual account.
 * Idempotent per (organisation, currency) and per Idempotency-Key: a repeat returns the existing wallet
 * with `created: false`; a key that opened a wallet of another currency is another request (422).
 *
 * The provider is asked inside the transaction, under an advisory lock per (organisation, currency): that lock
 * is what makes concurrent calls ask it once. If the transaction then rolls back (e.g. its audit row fails),
 * the provider keeps an unused virtual account, which is harmless. Called by the route (inside its
 * transaction: this one is a savepoint) and by the demo seed (its own transaction).
 */
export async function openWallet(
  deps: WalletDeps,
  input: { organizationId: string; currency?: string; idempotencyKey?: string },
): Promise<{ wallet: Wallet; created: boolean }> {
  const organization = await findOrganization(deps.db, input.organizationId);
  if (!organization) throw notFound('errors.organizationNotFound');
  const currency = input.currency ?? organization.currency;
  if (currency !== organization.currency && currency !== SECOND_WALLET_CURRENCY) {
    throw fieldError('currency', 'validation.walletCurrencyNotAllowed', {
      currencies: `${organization.currency}, ${SECOND_WALLET_CURRENCY}`,
    });
  }
  const { row, created } = await deps.db.transaction(async (tx) => {
    await lockWalletOpening(tx, organization.id, currency);
    const byKey = input.idempotencyKey
      ? await findWalletByCreationKey(tx, organization.id, input.idempotencyKey)
      : undefined;
    if (byKey && byKey.currency !== currency)
      throw new AppError('VALIDATION_FAILED', 'errors.idempotencyKeyReused');
    const previous = byKey ?? (await findWalletByCurrency(tx, organization.id, currency));
    if (previous) return { row: previous, created: false };
    const payments = paymentsOf(deps);
    const account = await payments.createVirtualAccount({
      organizationId: organization.id,
      organizationName: organization.name,
      currency,
    });
    const inserted = await insertWallet(tx, {
      organizationId: organization.id,
      currency,
      provider: payments.name,
      providerReference: account.reference,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      bankName: account.bankName,
      creationKey: input.idempotencyKey ?? null,
    });
    if (inserted) return { row: inserted, created: true };
    return { row: (await findWalletByCurrency(tx, organization.id, currency))!, created: false };
  });
  return { wallet: toWallet(row, await balanceOf(deps.db, row)), created };
}

/**
 * Every wallet of the organisation with its balance from the ledger. One balance after another: `db` may be
 * a transaction (a renewal paid from the wallet), one connection that takes one query at a time.
 */
export async function listOrganizationWallets(db: DbOrTx, organizationId: string): Promise<Wallet[]> {
  const rows = await listWallets(db, organizationId);
  const wallets: Wallet[] = [];
  for (const row of rows) wallets.push(toWallet(row, await balanceOf(db, row)));
  return wallets;
}

/**
 * Balances of every wallet of the organisation from the ledger in one query (the dashboard); with `asOf`,
 * the balances as they stood at that moment, for a trend.
 */
export function listWalletBalances(db: DbOrTx, organizationId: string, asOf?: Date) {
  return sumWalletAccounts(db, organizationId, asOf);
}

/** For the dashboard checklist: whether the organisation has opened any wallet. */
export { organizationHasWallet } from './wallet.queries';

const DAY = 86_400_000;

/** A wallet's transactions, newest first; another organisation's wallet id answers 404. */
export async function listWalletTransactions(
  db: DbOrTx,
  organizationId: string,
  walletId: string,
  q: WalletTransactionsQuery,
  locale: Locale = DEFAULT_LOCALE,
) {
  const wallet = await findWallet(db, organizationId, walletId);
  if (!wallet) throw notFound('errors.walletNotFound');
  const { rows, total } = await listTransactions(
    db,
    {
      organizationId,
      walletId,
      type: q.type,
      from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
      to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY) : undefined,
    },
    q.page,
    q.perPage,
  );
  return { data: rows.map((r) => toTransaction(r, locale)), meta: toMeta(q.page, q.perPage, total) };
}

const dayRange = (q: { from?: string; to?: string }) => ({
  from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
  to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY) : undefined,
});

/** Every wallet's transactions in the organisation, newest first; filter by type, currency and days. */
export async function listOrganizationTransactions(
  db: DbOrTx,
  organizationId: string,
  q: AdminWalletTransactionsQuery,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { rows, total } = await listTransactions(
    db,
    { organizationId, type: q.type, currency: q.currency, ...dayRange(q) },
    q.page,
    q.perPage,
  );
  return { data: rows.map((r) => toAdminTransaction(r, locale)), meta: toMeta(q.page, q.perPage, total) };
}
