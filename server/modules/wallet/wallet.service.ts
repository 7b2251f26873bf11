import 'server-only';
import type {
  AdminWalletTransaction,
  AdminWalletTransactionsQuery,
  PaymentsWebhookResult,
  MobileMoneyCollectionView,
  UgConfirmWalletFundInput,
  UgStartWalletFundInput,
  Wallet,
  WalletTransaction,
  WalletTransactionsQuery,
} from '@/lib/contracts/wallet';
import { toMeta } from '@/lib/contracts/pagination';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { AppError, fieldError, notFound, unauthenticated } from '@/server/errors';
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
import { describeLedgerTransaction, ledgerText } from './ledger-text';
import { lockBalance, postTransaction, type Posting } from './ledger.service';
import {
  auditSessionlessCredit,
  notifyWalletFunded,
  type FundingCredit,
  type SessionlessAudit,
} from './wallet-events';
import {
  findWallet,
  findWalletByCreationKey,
  findWalletByCurrency,
  findWalletByProviderReference,
  insertWallet,
  listWallets,
  lockWalletOpening,
  type WalletRow,
} from './wallet.repo';

/** The extra currency any organisation may hold beside its own. */
export const SECOND_WALLET_CURRENCY = 'USD';

/** The app's dependencies plus the payments provider (tests pass a fake one). */
export type WalletDeps = CoreDeps & { payments?: PaymentsProvider };

/** The provider in `deps` (tests) or the process-wide one from PAYMENTS_PROVIDER (`sandbox` by default). */
const paymentsOf = (deps: WalletDeps): PaymentsProvider => deps.payments ?? getPaymentsProvider();

const toWallet = (row: WalletRow, balance: number): Wallet => ({
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

type FundingPosting = Pick<Posting, 'amount' | 'currency' | 'idempotencyKey' | 'description' | 'metadata'>;
type CreditResult = { transaction: LedgerTransactionRow; replayed: boolean; before: Wallet };

/**
 * A funding credit, its audit row and its notification in ONE transaction (a savepoint inside a route's):
 * the wallet row is locked and its balance read (`before`), the ledger posts once per idempotency key (a
 * replay moves nothing, whatever the request around it), and a new credit is audited — here when the credit
 * came without a session (`audit`: the webhook), else by the route's own audit row — and notified.
 */
async function creditWallet(
  db: DbOrTx,
  wallet: WalletRow,
  posting: FundingPosting,
  channel: FundingCredit['channel'],
  details?: Record<string, unknown>,
  audit?: SessionlessAudit,
): Promise<CreditResult> {
  return db.transaction(async (tx) => {
    const before = toWallet(wallet, await lockBalance(tx, wallet.organizationId, wallet.id));
    const { transaction, replayed } = await postTransaction(tx, {
      ...posting,
      organizationId: wallet.organizationId,
      walletId: wallet.id,
      type: 'funding',
      direction: 'credit',
    });
    if (!replayed) {
      const credit: FundingCredit = {
        organizationId: wallet.organizationId,
        walletId: wallet.id,
        transactionId: transaction.id,
        amount: transaction.amount,
        currency: transaction.currency,
        channel,
        details,
      };
      if (audit) await auditSessionlessCredit(tx, credit, before, audit);
      await notifyWalletFunded(tx, credit);
    }
    return { transaction, replayed, before };
  });
}

/** Checks the signature, finds the wallet by its virtual account and credits it once per provider event. */
async function receiveFunding(
  deps: WalletDeps,
  rawBody: string,
  signature: string | undefined,
  audit?: SessionlessAudit,
): Promise<CreditResult> {
  const provider = paymentsOf(deps);
  const event = provider.parseWebhook(rawBody, signature);
  if (!event) throw unauthenticated('errors.invalidWebhookSignature');
  const wallet = await findWalletByProviderReference(deps.db, provider.name, event.virtualAccountReference);
  if (!wallet) throw notFound('errors.virtualAccountNotFound');
  const details = { provider: provider.name, eventId: event.eventId, senderName: event.senderName ?? null };
  return creditWallet(
    deps.db,
    wallet,
    {
      amount: event.amount,
      currency: event.currency,
      idempotencyKey: `webhook:${event.eventId}`,
      description: event.senderName
        ? ledgerText('transferFrom', { sender: event.senderName })
        : ledgerText('walletFunding'),
      metadata: { ...details, occurredAt: event.occurredAt },
    },
    'webhook',
    details,
    audit,
  );
}

/**
 * A provider's signed funding notification (the sessionless webhook route): credits the wallet once per
 * provider event (`webhook:<eventId>` is the ledger's idempotency key) and writes the credit's audit row
 * (actor null, entity `wallet`) in the same transaction.
 */
export async function receiveFundingWebhook(
  deps: WalletDeps,
  rawBody: string,
  signature: string | undefined,
  audit: SessionlessAudit,
): Promise<PaymentsWebhookResult> {
  const { transaction, replayed } = await receiveFunding(deps, rawBody, signature, audit);
  return { transactionId: transaction.id, replayed };
}

const SANDBOX_SENDER = 'SANDBOX SENDER';

/**
 * Sandbox only (a provider that can sign its own webhooks): a pretend transfer into the wallet's virtual
 * account, signed and received exactly like a real webhook, audited by the route (`before` = the wallet and
 * its balance before the credit). With an Idempotency-Key the event id is derived from it, so the ledger
 * credits a key once whatever happens around it; the same key with another amount or sender is another
 * request and answers 422 (the route's key check answers first; this guards direct callers).
 */
export async function simulateFunding(
  deps: WalletDeps,
  input: {
    organizationId: string;
    walletId: string;
    amount: number;
    senderName?: string;
    idempotencyKey?: string;
  },
): Promise<{ before: Wallet; data: PaymentsWebhookResult }> {
  const provider = paymentsOf(deps);
  if (!provider.signWebhook) throw new AppError('FORBIDDEN', 'errors.sandboxOnly');
  const wallet = await findWallet(deps.db, input.organizationId, input.walletId);
  if (!wallet) throw notFound('errors.walletNotFound');
  const senderName = input.senderName ?? SANDBOX_SENDER;
  const signed = provider.signWebhook({
    eventId: `sim_${wallet.id}_${input.idempotencyKey ?? crypto.randomUUID()}`,
    virtualAccountReference: wallet.providerReference,
    amount: input.amount,
    currency: wallet.currency,
    senderName,
    occurredAt: deps.now().toISOString(),
  });
  const { transaction, replayed, before } = await receiveFunding(deps, signed.body, signed.signature);
  if (
    replayed &&
    (transaction.amount !== input.amount ||
      (transaction.metadata as { senderName?: unknown } | null)?.senderName !== senderName)
  ) {
    throw new AppError('VALIDATION_FAILED', 'errors.idempotencyKeyReused');
  }
  return { before, data: { transactionId: transaction.id, replayed } };
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

/** The only country whose organisations fund wallets by mobile-money confirmation. */
export const MOBILE_MONEY_COUNTRY = 'UG';

async function ugWallet(deps: WalletDeps, organizationId: string, walletId: string) {
  const organization = await findOrganization(deps.db, organizationId);
  if (!organization) throw notFound('errors.organizationNotFound');
  if (organization.country !== MOBILE_MONEY_COUNTRY)
    throw new AppError('VALIDATION_FAILED', 'errors.mobileMoneyUgOnly');
  const wallet = await findWallet(deps.db, organizationId, walletId);
  if (!wallet) throw notFound('errors.walletNotFound');
  return wallet;
}

/**
 * Uganda mobile money, step 1: the provider sends a payment prompt to `phone` and remembers the collection.
 * Nothing is stored here, so the provider call runs inside the route's transaction, which holds only its audit
 * row; a retry with the same Idempotency-Key replays the first answer instead of prompting the phone again.
 */
export async function startUgWalletFunding(
  deps: WalletDeps,
  organizationId: string,
  input: UgStartWalletFundInput,
): Promise<MobileMoneyCollectionView> {
  const wallet = await ugWallet(deps, organizationId, input.walletId);
  const { reference, walletId, amount, currency, phone, status } = await paymentsOf(
    deps,
  ).startMobileMoneyCollection({
    organizationId,
    walletId: wallet.id,
    amount: input.amount,
    currency: wallet.currency,
    phone: input.phone,
  });
  return { reference, walletId, amount, currency, phone, status };
}

/**
 * Uganda mobile money, step 2: the `reference` is checked with the payments provider — it must be a
 * collection the provider started for this organisation's wallet, paid, for the amount claimed — and the
 * wallet is credited with the provider's amount, once (`ug-momo:<reference>` is the ledger's idempotency
 * key, so a replayed or concurrent confirmation moves nothing). Other countries answer 422. The provider is
 * asked before anything is written; the route audits the credit (`before` = the wallet before it).
 */
export async function confirmUgWalletFunding(
  deps: WalletDeps,
  organizationId: string,
  input: UgConfirmWalletFundInput,
): Promise<{ before: Wallet; data: PaymentsWebhookResult }> {
  const wallet = await ugWallet(deps, organizationId, input.walletId);
  const collection = await paymentsOf(deps).verifyMobileMoneyCollection(input.reference);
  if (!collection || collection.organizationId !== organizationId || collection.walletId !== wallet.id) {
    throw fieldError('reference', 'wallet.validation.mobileMoneyUnknown');
  }
  if (collection.status !== 'successful')
    throw fieldError('reference', 'wallet.validation.mobileMoneyNotPaid');
  if (collection.amount !== input.amount)
    throw fieldError('amount', 'wallet.validation.mobileMoneyAmountMismatch');
  if (collection.currency !== wallet.currency)
    throw fieldError('reference', 'wallet.validation.mobileMoneyUnknown');
  const { transaction, replayed, before } = await creditWallet(
    deps.db,
    wallet,
    {
      amount: collection.amount,
      currency: wallet.currency,
      idempotencyKey: `ug-momo:${collection.reference}`,
      description: ledgerText('mobileMoney'),
      metadata: { channel: 'ug-momo', reference: collection.reference, phone: collection.phone },
    },
    'ug-momo',
  );
  return { before, data: { transactionId: transaction.id, replayed } };
}
