import 'server-only';
import { blindIndex, decryptField } from '@/server/crypto/field-cipher';
import type { PayoutRow } from '@/server/deps';
import { notFound, unauthenticated } from '@/server/errors';
import { logger } from '@/server/logger';
import { findPayoutByReference } from '@/server/modules/payouts/payouts.service';
import { findRecipientCode } from '@/server/modules/payments/payments.queries';
import { providerOf, type WebhookDeps, type WebhookRail } from './webhooks.service';

/**
 * Paystack's transfer approval URL (its alternative to the owner's OTP): before sending a transfer, Paystack
 * POSTs it here, signed like a webhook, and sends it only on a 200. Paygrid approves only what it asked for: a
 * reference of one of its payouts, still in flight, for the same amount, to the same recipient. Nothing is
 * stored. The body's exact shape is not published (docs/paystack-contract.md, "Transfer approval"), so the
 * reader takes the transfer object itself, `{ data: transfer }`, or `{ transfers: [...] }` (all must pass),
 * and the recipient as a code (`recipient: "RCP_…"` or `recipient.recipient_code`) or as an account
 * (`recipient.details.account_number` / `account_number`); a transfer whose recipient it cannot check is refused.
 */

const IN_FLIGHT: readonly PayoutRow['status'][] = ['pending', 'processing', 'needs_otp'];

type Claimed = {
  reference: string | null;
  amount: unknown;
  currency: string | null;
  recipientCode: string | null;
  accountNumber: string | null;
  bankCode: string | null;
};

export type Refusal =
  | 'unreadable'
  | 'unknown_reference'
  | 'not_in_flight'
  | 'amount_differs'
  | 'currency_differs'
  | 'recipient_differs'
  | 'recipient_unknown';

const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function claimOf(item: Record<string, unknown>): Claimed {
  const recipient = obj(item.recipient);
  const details = obj(recipient?.details);
  return {
    reference: str(item.reference),
    amount: item.amount,
    currency: str(item.currency),
    recipientCode: str(item.recipient) ?? str(recipient?.recipient_code),
    accountNumber: str(details?.account_number) ?? str(item.account_number),
    bankCode: str(details?.bank_code) ?? str(item.bank_code),
  };
}

/** The transfers the body asks about; null when it holds none we can read. */
function claimsIn(rawBody: string): Claimed[] | null {
  let body: Record<string, unknown> | null;
  try {
    body = obj(JSON.parse(rawBody));
  } catch {
    return null;
  }
  if (!body) return null;
  const items = Array.isArray(body.transfers) ? body.transfers : [obj(body.data) ?? body];
  const claims = items.map(obj);
  if (claims.length === 0 || claims.some((c) => c === null)) return null;
  return (claims as Record<string, unknown>[]).map(claimOf);
}

/** Is the claimed recipient the one Paygrid holds for this payout's account (its code, else the account)? */
async function sameRecipient(deps: WebhookDeps, provider: string, payout: PayoutRow, claim: Claimed) {
  if (!payout.bankCode || !payout.accountNumberEnc) return false;
  const accountNumber = decryptField(payout.accountNumberEnc);
  if (claim.recipientCode) {
    const ours = await findRecipientCode(deps.db, {
      organizationId: payout.organizationId,
      provider,
      currency: payout.currency,
      bankCode: payout.bankCode,
      accountHash: blindIndex('payment-recipient', accountNumber),
    });
    return ours !== null && ours === claim.recipientCode;
  }
  return (
    claim.accountNumber === accountNumber && (claim.bankCode === null || claim.bankCode === payout.bankCode)
  );
}

async function refusalOf(deps: WebhookDeps, provider: string, claim: Claimed): Promise<Refusal | null> {
  const payout = claim.reference ? await findPayoutByReference(deps.db, claim.reference) : undefined;
  if (!payout) return 'unknown_reference';
  if (payout.provider && payout.provider !== provider) return 'unknown_reference';
  if (!IN_FLIGHT.includes(payout.status)) return 'not_in_flight';
  if (claim.amount !== payout.amount) return 'amount_differs';
  if (claim.currency !== null && claim.currency !== payout.currency) return 'currency_differs';
  if (!claim.recipientCode && !claim.accountNumber) return 'recipient_unknown';
  if (!(await sameRecipient(deps, provider, payout, claim))) return 'recipient_differs';
  return null;
}

/**
 * Checks the signature (401 when wrong, 404 when `rail` is not the process's provider), then each transfer:
 * null to approve, else why it is refused (logged with the reference only: no account or name).
 */
export async function reviewTransferApproval(
  deps: WebhookDeps,
  rail: WebhookRail,
  rawBody: string,
  headers: Headers,
): Promise<Refusal | null> {
  const provider = providerOf(deps);
  // the signature alone: the approval body is a transfer, not an `{ event, data }` webhook
  if (provider.name !== rail || !provider.verifyWebhookSignature) throw notFound('errors.webhookNotFound');
  if (!provider.verifyWebhookSignature(rawBody, headers))
    throw unauthenticated('errors.invalidWebhookSignature');
  const claims = claimsIn(rawBody);
  if (!claims) return 'unreadable';
  for (const claim of claims) {
    const refusal = await refusalOf(deps, provider.name, claim);
    if (refusal) {
      logger.warn({ reference: claim.reference, refusal }, 'transfer approval refused');
      return refusal;
    }
  }
  return null;
}
