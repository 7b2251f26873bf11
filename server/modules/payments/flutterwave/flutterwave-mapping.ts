import 'server-only';
import {
  type Collection,
  type ProviderWebhook,
  type TransferResult,
  type TransferStatus,
} from '@/server/payments-provider';
import { clipReason, railTransferUnknown, transferRejected } from '../rail-reads';
import { fromFlutterwaveAmount } from './flutterwave-amounts';
import { verifyFlutterwaveHash } from './flutterwave-security';
import type {
  FlutterwaveResult,
  FlutterwaveTransaction,
  FlutterwaveTransfer,
  FlutterwaveTransferStatus,
} from './flutterwave-types';

export const PROVIDER = 'flutterwave';

/** Flutterwave's four transfer statuses in the seam's words. */
const TRANSFER_STATUS: Record<FlutterwaveTransferStatus, TransferStatus> = {
  NEW: 'pending',
  PENDING: 'pending',
  SUCCESSFUL: 'successful',
  FAILED: 'failed',
};

const clip = clipReason;

/**
 * Flutterwave's word on a transfer as a TransferResult: `complete_message` is the reason shown for a failure
 * (never for a success, where it says "Transaction was successful"); its fee, in major units of the transfer's
 * currency, becomes minor units here.
 */
export function toTransferResult(reference: string, t: FlutterwaveTransfer): TransferResult {
  const status = TRANSFER_STATUS[t.status];
  const words = t.complete_message?.trim();
  return {
    reference,
    status,
    failureReason: status === 'failed' && words ? clip(words) : null,
    providerReference: String(t.id),
    bankReference: null,
    fee: t.fee === null || t.fee === undefined ? null : fromFlutterwaveAmount(t.fee, t.currency),
  };
}

export { transferRejected };

/** A transfer call whose outcome is not known: the caller must verify before sending again. */
export const transferUnknown = (
  result: Extract<FlutterwaveResult<unknown>, { outcome: 'unknown' | 'rate_limited' | 'not_found' }>,
) => railTransferUnknown('Flutterwave', result);

/**
 * An estimate of Flutterwave's transfer fee, in minor units, to check a wallet covers a run before it starts;
 * the fee Flutterwave reports on each transfer (`fee`) is what gets booked. Flutterwave's published pricing
 * (flutterwave.com/ng/pricing, "Transfers"): NGN ₦10.75 up to ₦5,000, ₦26.88 up to ₦50,000, ₦53.75 above (VAT
 * included); other currencies are priced per agreement, so a generous flat estimate per currency.
 */
export function estimateTransferFee(currency: string, amount: number): number {
  switch (currency.toUpperCase()) {
    case 'NGN':
      if (amount <= 500_000) return 1_075;
      if (amount <= 5_000_000) return 2_688;
      return 5_375;
    case 'UGX':
      return 2_500;
    case 'KES':
    case 'GHS':
      return 5_000;
    default:
      return 100;
  }
}

const COLLECTION_STATUS: Record<string, Collection['status']> = {
  successful: 'successful',
  failed: 'failed',
  cancelled: 'failed',
};

const metaText = (meta: FlutterwaveTransaction['meta'], key: string) => {
  const value = meta?.[key];
  return typeof value === 'string' && value ? value : null;
};

/**
 * A collection as Flutterwave answered when asked (GET /v3/transactions/{id}/verify). Money into a permanent
 * virtual account carries the account's `tx_ref` (the wallet's provider reference); a mobile-money charge we
 * started carries the wallet in its `meta`.
 */
export function toCollection(tx: FlutterwaveTransaction): Collection {
  const currency = tx.currency.toUpperCase();
  const mobileMoney = (tx.payment_type ?? '').startsWith('mobilemoney');
  return {
    reference: tx.tx_ref,
    eventId: String(tx.id),
    status: COLLECTION_STATUS[tx.status.toLowerCase()] ?? 'pending',
    channel: mobileMoney ? 'mobile_money' : 'virtual_account',
    amount: fromFlutterwaveAmount(tx.amount, currency),
    currency,
    virtualAccountReference: mobileMoney ? null : tx.tx_ref,
    organizationId: metaText(tx.meta, 'organization_id'),
    walletId: metaText(tx.meta, 'wallet_id'),
    accountNumber: null,
    senderName: tx.customer?.name?.trim() || null,
    fee: tx.app_fee === null || tx.app_fee === undefined ? null : fromFlutterwaveAmount(tx.app_fee, currency),
    paidAt: tx.created_at ?? null,
  };
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/**
 * The inbox's view of a Flutterwave webhook, or null when `verif-hash` is missing or wrong (or the body names
 * no event and no object). Keyed by event + Flutterwave's id of the object + its status; the reference
 * (`reference` of a transfer, `tx_ref` of a charge) is kept to find our payout, never believed.
 */
export function readFlutterwaveWebhook(
  secretHash: string,
  rawBody: string,
  headers: Headers,
): ProviderWebhook | null {
  if (!verifyFlutterwaveHash(headers.get('verif-hash'), secretHash)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const body = payload as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || !body.data || typeof body.data !== 'object') return null;
  // v3 names the event in `event`; older transfer notices only in `event.type` ("Transfer")
  const event = text(body.event) ?? (text(body['event.type']) === 'Transfer' ? 'transfer.completed' : null);
  const data = body.data as Record<string, unknown>;
  const id = text(data.id);
  if (!event || !id) return null;
  return {
    event,
    dataId: id,
    dataStatus: text(data.status) ?? '',
    reference: text(data.reference) ?? text(data.tx_ref),
    payload,
  };
}
