import 'server-only';
import type { PaymentsProvider } from '@/server/payments-provider';
import type {
  MobileMoneyCollectionView,
  PaymentsWebhookResult,
  UgConfirmWalletFundInput,
  UgStartWalletFundInput,
  Wallet,
} from '@/lib/contracts/wallet';
import type { DbOrTx } from '@/server/db/client';
import type { Collection } from '@/server/payments-provider';
import { AppError, fieldError, notFound, unauthenticated } from '@/server/errors';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { organizationRail } from '@/server/modules/payments/payments-rails.service';
import type { LedgerTransactionRow } from './ledger.repo';
import { ledgerText, lockBalance, postTransaction, type Posting } from './ledger.service';
import {
  auditSessionlessCredit,
  notifyWalletFunded,
  type FundingCredit,
  type SessionlessAudit,
} from './wallet-events';
import { findWallet, findWalletByProviderReference, type WalletRow } from './wallet.repo';
import { paymentsOf, toWallet, type WalletDeps } from './wallet.service';

/**
 * Money into a wallet: the provider's signed funding webhook, the sandbox's pretend transfer and Uganda's
 * mobile-money confirmation. Each credit posts once per provider event and is audited and notified in the
 * transaction that posts it.
 */

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

/** What crediting a verified collection did; `organizationId` once a wallet matched. */
export type CollectionCredit = {
  result: 'applied' | 'unchanged' | 'ignored' | 'unknown_reference' | 'currency_mismatch';
  organizationId: string | null;
};

/** Money into a funding account (Paystack's DVA, Flutterwave's virtual account) or a charge we started. */
const FUNDING_CHANNELS = new Set(['dedicated_nuban', 'virtual_account', 'mobile_money']);

/** The wallet a collection is for: the one it names (a charge we started), else the funding account's owner. */
async function collectionWallet(db: DbOrTx, provider: string, collection: Collection) {
  if (collection.organizationId && collection.walletId) {
    const wallet = await findWallet(db, collection.organizationId, collection.walletId);
    return wallet?.provider === provider ? wallet : undefined;
  }
  return collection.virtualAccountReference
    ? findWalletByProviderReference(db, provider, collection.virtualAccountReference)
    : undefined;
}

/**
 * A real rail's collection into a wallet's funding account, as the provider answered when asked by reference
 * (never a webhook's body): only a successful payment into a dedicated account credits; the wallet is the one
 * of the provider's customer (`virtualAccountReference`), in its own currency, with the provider's amount,
 * once per provider transaction (`<provider>:charge:<eventId>` is the ledger's key, so a redelivered event, or a
 * second event about the same payment, credits nothing more). Audited as a sessionless credit (actor null,
 * entity `wallet`) and notified like any funding, in the credit's transaction.
 */
export async function creditCollection(
  db: DbOrTx,
  provider: string,
  collection: Collection,
): Promise<CollectionCredit> {
  const credits =
    collection.status === 'successful' && FUNDING_CHANNELS.has(collection.channel) && collection.amount > 0;
  if (!credits) return { result: 'ignored', organizationId: null };
  const wallet = await collectionWallet(db, provider, collection);
  if (!wallet) return { result: 'unknown_reference', organizationId: null };
  if (collection.currency !== wallet.currency)
    return { result: 'currency_mismatch', organizationId: wallet.organizationId };
  const details = {
    provider,
    eventId: collection.eventId,
    reference: collection.reference,
    senderName: collection.senderName,
    fee: collection.fee,
  };
  const { replayed } = await creditWallet(
    db,
    wallet,
    {
      amount: collection.amount,
      currency: wallet.currency,
      idempotencyKey: `${provider}:charge:${collection.eventId}`,
      description: collection.senderName
        ? ledgerText('transferFrom', { sender: collection.senderName })
        : ledgerText('walletFunding'),
      metadata: { ...details, paidAt: collection.paidAt },
    },
    'webhook',
    details,
    {},
  );
  // what the rail kept of the transfer (Paystack's DVA fee) leaves the wallet as its own entry, so the
  // wallet holds what arrived in the provider balance; once per transaction, however often this runs
  if (collection.fee && collection.fee > 0)
    await postTransaction(db, {
      organizationId: wallet.organizationId,
      walletId: wallet.id,
      type: 'fee',
      direction: 'debit',
      amount: collection.fee,
      currency: wallet.currency,
      idempotencyKey: `${provider}:charge-fee:${collection.eventId}`,
      description: ledgerText('accountFee'),
      metadata: { provider, eventId: collection.eventId, reference: collection.reference },
    });
  return { result: replayed ? 'unchanged' : 'applied', organizationId: wallet.organizationId };
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

/** Uganda's organisations fund wallets by mobile-money confirmation on any rail. */
export const MOBILE_MONEY_COUNTRY = 'UG';

/**
 * Whether this organisation's wallet is funded by mobile money: Uganda's on any rail, and Ghana's GHS wallets
 * on Flutterwave (issue 35), whose mobile-money charge reaches Ghana's networks (Paystack's does not).
 */
const fundsByMobileMoney = (country: string, currency: string, rail: PaymentsProvider) =>
  country === MOBILE_MONEY_COUNTRY || (country === 'GH' && currency === 'GHS' && rail.name === 'flutterwave');

/** The wallet and its organisation's rail, when that wallet is funded by mobile money (else 422). */
async function mobileMoneyWallet(deps: WalletDeps, organizationId: string, walletId: string) {
  const organization = await findOrganization(deps.db, organizationId);
  if (!organization) throw notFound('errors.organizationNotFound');
  const wallet = await findWallet(deps.db, organizationId, walletId);
  if (!wallet) throw notFound('errors.walletNotFound');
  const rail = await organizationRail(deps.db, paymentsOf(deps), organizationId);
  if (!fundsByMobileMoney(organization.country, wallet.currency, rail))
    throw new AppError('VALIDATION_FAILED', 'errors.mobileMoneyUgOnly');
  return { wallet, rail };
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
  const { wallet, rail } = await mobileMoneyWallet(deps, organizationId, input.walletId);
  const { reference, walletId, amount, currency, phone, status } = await rail.startMobileMoneyCollection({
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
  const { wallet, rail } = await mobileMoneyWallet(deps, organizationId, input.walletId);
  const collection = await rail.verifyMobileMoneyCollection(input.reference);
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
      // a rail whose webhook credits the same charge names the key both use (once between them)
      idempotencyKey: collection.ledgerKey ?? `ug-momo:${collection.reference}`,
      description: ledgerText('mobileMoney'),
      metadata: { channel: 'ug-momo', reference: collection.reference, phone: collection.phone },
    },
    'ug-momo',
  );
  return { before, data: { transactionId: transaction.id, replayed } };
}
