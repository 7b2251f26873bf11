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
import { AppError, conflict, fieldError, notFound } from '@/server/errors';
import type { CoreDeps } from '@/server/deps';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { organizationRail, paymentsRail } from '@/server/modules/payments/payments-rails.service';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { recordAudit } from '@/server/modules/audit/audit.service';
import type { PaymentsProvider, VirtualAccount } from '@/server/payments-provider';
import {
  listTransactions,
  lockWallet,
  sumAccount,
  sumWalletAccounts,
  walletAccount,
  type LedgerTransactionRow,
} from './ledger.repo';
import { describeLedgerTransaction } from './ledger-text';
import {
  findWallet,
  findWalletByCreationKey,
  findWalletByProviderReference,
  findWalletByCurrency,
  insertWallet,
  listWallets,
  lockWalletByProviderReference,
  lockWalletOpening,
  updateFundingAccount,
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
  fundingStatus: row.fundingStatus,
  provider: row.provider,
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
    const payments = await organizationRail(tx, paymentsOf(deps), organization.id);
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
      // a real rail may answer before its bank has assigned the account: the screen then offers a retry
      fundingStatus: account.status ?? 'active',
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

// ——— The funding account (a real rail's dedicated virtual account) ———

/**
 * What the provider's answer changes on the wallet: an assigned account brings its number, name and bank and
 * makes the wallet `active`; an answer still `pending` changes nothing (its columns are empty strings).
 */
async function applyAssignedAccount(db: DbOrTx, wallet: WalletRow, account: VirtualAccount) {
  if ((account.status ?? 'active') === 'pending') return wallet;
  return (await updateFundingAccount(db, wallet.id, {
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    bankName: account.bankName,
    fundingStatus: 'active',
  }))!;
}

/** The provider's assignment call, refused (409) when it cannot ask again: an active wallet, or another rail. */
function assignerFor(provider: PaymentsProvider, wallet: WalletRow) {
  if (wallet.fundingStatus === 'active') throw conflict('errors.fundingAccountActive');
  const assign = provider.assignVirtualAccount?.bind(provider);
  if (!assign || provider.name !== wallet.provider) throw conflict('errors.fundingAccountNotRetryable');
  return assign;
}

/**
 * POST wallets/{walletId}/funding-account: asks the provider again for a wallet whose funding account is still
 * pending (another organisation's wallet 404, an active one 409) and keeps what it answers. Runs inside the
 * route's transaction, the wallet row locked, so two retries at once ask the provider once; the answer may
 * still be `pending`. The route audits it (`before` = the wallet as it stood).
 */
export async function retryFundingAccount(
  deps: WalletDeps,
  organizationId: string,
  walletId: string,
): Promise<{ before: Wallet; wallet: Wallet }> {
  return deps.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, organizationId, walletId);
    if (!wallet) throw notFound('errors.walletNotFound');
    const assign = assignerFor(paymentsRail(paymentsOf(deps), wallet.provider), wallet);
    const balance = await balanceOf(tx, wallet);
    const account = await assign({ reference: wallet.providerReference, currency: wallet.currency });
    const after = await applyAssignedAccount(tx, wallet, account);
    return { before: toWallet(wallet, balance), wallet: toWallet(after, balance) };
  });
}

/** A funding-account change a provider's webhook brought (no session): which wallet, and whether it changed. */
export type FundingAccountChange = { organizationId: string; walletId: string; changed: boolean };

const fundingView = (w: WalletRow) => ({
  currency: w.currency,
  fundingStatus: w.fundingStatus,
  accountNumber: w.accountNumber,
  accountName: w.accountName,
  bankName: w.bankName,
});

/** The audit row of a webhook's change to the funding account: actor null, entity `wallet`, in its transaction. */
const auditAssignment = (tx: DbOrTx, before: WalletRow, after: WalletRow) =>
  recordAudit(tx, {
    organizationId: after.organizationId,
    actorUserId: null,
    action: 'webhook assignment',
    entity: 'wallet',
    entityId: after.id,
    before: fundingView(before),
    after: fundingView(after),
  });

/**
 * The provider could not assign the funding account (Paystack `dedicatedaccount.assign.failed`): the wallet of
 * that virtual account shows "funding account pending" with a retry. Only the display state changes; null when
 * no wallet has the reference.
 */
export async function markFundingAccountPending(
  db: DbOrTx,
  provider: string,
  reference: string,
): Promise<FundingAccountChange | null> {
  return db.transaction(async (tx) => {
    const wallet = await lockWalletByProviderReference(tx, provider, reference);
    if (!wallet) return null;
    const change = { organizationId: wallet.organizationId, walletId: wallet.id };
    if (wallet.fundingStatus === 'pending') return { ...change, changed: false };
    const after = (await updateFundingAccount(tx, wallet.id, { fundingStatus: 'pending' }))!;
    await auditAssignment(tx, wallet, after);
    return { ...change, changed: true };
  });
}

/**
 * The provider says it assigned the funding account (Paystack `dedicatedaccount.assign.success`): taken as a
 * hint only — the provider is asked (`assignVirtualAccount`) and its answer, not the webhook's body, fills the
 * account in. Outside any transaction while the provider answers; an active wallet is left alone (no call).
 */
export async function refreshFundingAccount(
  db: DbOrTx,
  provider: PaymentsProvider,
  reference: string,
): Promise<FundingAccountChange | null> {
  const found = await findWalletByProviderReference(db, provider.name, reference);
  if (!found) return null;
  const change = { organizationId: found.organizationId, walletId: found.id };
  if (found.fundingStatus === 'active') return { ...change, changed: false };
  const account = await assignerFor(provider, found)({ reference, currency: found.currency });
  return db.transaction(async (tx) => {
    const wallet = (await lockWalletByProviderReference(tx, provider.name, reference))!;
    if (wallet.fundingStatus === 'active') return { ...change, changed: false };
    const after = await applyAssignedAccount(tx, wallet, account);
    if (after.fundingStatus !== 'active') return { ...change, changed: false };
    await auditAssignment(tx, wallet, after);
    return { ...change, changed: true };
  });
}
