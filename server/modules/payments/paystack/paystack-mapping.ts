import 'server-only';
import { createHash } from 'node:crypto';
import {
  type Collection,
  type ProviderWebhook,
  type TransferResult,
  type TransferStatus,
} from '@/server/payments-provider';
import { clipReason, railTransferUnknown, transferRejected } from '../rail-reads';
import { verifyPaystackSignature } from './paystack-security';
import type {
  PaystackResult,
  PaystackTransaction,
  PaystackTransfer,
  PaystackTransferStatus,
} from './paystack-types';

/** Paystack's transfer statuses in the seam's words (OAS lists all nine). */
const TRANSFER_STATUS: Record<PaystackTransferStatus, TransferStatus> = {
  pending: 'pending',
  received: 'pending',
  otp: 'needs_otp',
  success: 'successful',
  failed: 'failed',
  abandoned: 'failed',
  blocked: 'failed',
  rejected: 'failed',
  reversed: 'reversed',
};

const clip = clipReason;

/**
 * Paystack's `failures` has no published shape (OAS types it as nullable): a string, a list, or an object
 * with a message. Whatever readable words it carries, joined; null when it carries none.
 */
export function failuresText(failures: unknown): string | null {
  const words = (value: unknown): string[] => {
    if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
    if (Array.isArray(value)) return value.flatMap(words);
    if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      return words(o.message ?? o.reason ?? o.description ?? o.error ?? null);
    }
    return [];
  };
  const found = words(failures);
  return found.length ? found.join('; ') : null;
}

type TransferLike = Pick<PaystackTransfer, 'status' | 'transfer_code'> &
  Partial<Pick<PaystackTransfer, 'fee_charged' | 'gateway_response' | 'failures' | 'session'>>;

/**
 * Paystack's word on a transfer as a TransferResult. The reason is the bank's (`gateway_response`, else
 * `failures`), only for a failure or reversal — never `reason`, which is our own narration echoed back, and
 * never a success's "Approved".
 */
export function toTransferResult(reference: string, t: TransferLike): TransferResult {
  const status = TRANSFER_STATUS[t.status];
  const words = t.gateway_response?.trim() || failuresText(t.failures);
  return {
    reference,
    status,
    failureReason: (status === 'failed' || status === 'reversed') && words ? clip(words) : null,
    providerReference: t.transfer_code,
    bankReference: t.session?.id || null,
    fee: t.fee_charged ?? null,
  };
}

export { transferRejected };

/** A transfer call whose outcome is not known: the caller must verify before sending again. */
export const transferUnknown = (
  result: Extract<PaystackResult<unknown>, { outcome: 'unknown' | 'rate_limited' | 'not_found' }>,
) => railTransferUnknown('Paystack', result);

const NAIRA = 100;

/**
 * An estimate of what Paystack charges per transfer, in subunits, used to check a wallet can cover a run
 * before it starts; the fee actually charged (`fee_charged`) is what gets booked. Callers pass the total of
 * a batch as `amount` and multiply by the number of transfers, so the tier chosen from the total is the
 * highest any single transfer in it could reach: an overestimate, never short.
 *
 * Published transfer pricing (Paystack support, "Transfers pricing"): NGN ₦10 up to ₦5,000, ₦25 up to
 * ₦50,000, ₦50 above; GHS 1 to mobile money and GHS 8 to a bank account (we cannot tell which from
 * here, so GHS 8); KES M-PESA KES 20 up to 1,500, KES 40 up to 20,000, KES 60 up to 150,000 (the top band
 * above that). Any other currency: a flat 100 subunits, as the fake charges — unpublished, an estimate.
 */
export function estimateTransferFee(currency: string, amount: number): number {
  switch (currency.toUpperCase()) {
    case 'NGN':
      if (amount <= 5_000 * NAIRA) return 10 * NAIRA;
      if (amount <= 50_000 * NAIRA) return 25 * NAIRA;
      return 50 * NAIRA;
    case 'GHS':
      return 800;
    case 'KES':
      if (amount <= 1_500 * 100) return 2_000;
      if (amount <= 20_000 * 100) return 4_000;
      return 6_000;
    default:
      return 100;
  }
}

const COLLECTION_STATUS: Record<string, Collection['status']> = {
  success: 'successful',
  failed: 'failed',
  abandoned: 'failed',
  reversed: 'failed',
};

export function toCollection(tx: PaystackTransaction): Collection {
  return {
    reference: tx.reference,
    eventId: String(tx.id),
    status: COLLECTION_STATUS[tx.status] ?? 'pending',
    channel: tx.channel,
    amount: tx.amount,
    currency: tx.currency.toUpperCase(),
    virtualAccountReference: tx.customer?.customer_code ?? null,
    accountNumber: tx.authorization?.receiver_bank_account_number ?? null,
    senderName: tx.authorization?.sender_name ?? null,
    fee: tx.fees ?? null,
    paidAt: tx.paid_at ?? null,
  };
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/**
 * The inbox's view of a Paystack webhook, or null when the signature over the raw bytes is missing or
 * wrong. A correctly signed body that is not JSON `{ event, data }` is null as well: it names no event and
 * no object to re-read, so the inbox could neither key it nor process it; refused like a forged one, it
 * stores nothing, and the failed delivery shows in Paystack's own webhook log instead of vanishing here.
 */
export function readPaystackWebhook(
  secretKey: string,
  rawBody: string,
  headers: Headers,
): ProviderWebhook | null {
  if (!verifyPaystackSignature(rawBody, headers.get('x-paystack-signature'), secretKey)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const body = payload as { event?: unknown; data?: unknown } | null;
  if (!body || typeof body !== 'object' || typeof body.event !== 'string' || !body.event) return null;
  if (!body.data || typeof body.data !== 'object') return null;
  const data = body.data as Record<string, unknown>;
  const customer = data.customer as Record<string, unknown> | null | undefined;
  // dedicatedaccount.assign.* events carry no id, transfer code or reference, only the customer (SNIP DVA
  // events); a body with none of these is keyed by its own bytes so identical deliveries still collapse.
  const bodyKey = `sha256:${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
  const id = text(data.id) ?? text(data.transfer_code) ?? text(data.reference);
  const dataId = id ?? text(customer?.customer_code) ?? bodyKey;
  return {
    event: body.event,
    dataId,
    // keyed by customer alone, a second assign.failed for the same customer weeks later would be taken for a
    // repeat of the first: without a status of its own, the bytes tell one event from another
    dataStatus: text(data.status) ?? (id ? '' : bodyKey),
    reference: text(data.reference),
    payload,
  };
}
