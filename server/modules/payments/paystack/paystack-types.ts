import 'server-only';
import { z } from 'zod';

/**
 * The parts of Paystack's answers Paygrid reads (docs/paystack-contract.md names the source of each field).
 * Amounts are integer subunits (kobo, pesewas, cents). Unknown fields are dropped; a missing required field
 * makes the answer "unparseable", which the client reports as `unknown` (verify before acting).
 */

/** Every status the reference lists for a transfer; Paygrid acts on the first six. */
export const PAYSTACK_TRANSFER_STATUSES = [
  'pending',
  'otp',
  'success',
  'failed',
  'reversed',
  'received',
  'abandoned',
  'blocked',
  'rejected',
] as const;
export type PaystackTransferStatus = (typeof PAYSTACK_TRANSFER_STATUSES)[number];

export type PaystackRecipientType = 'nuban' | 'ghipss' | 'mobile_money';
export type PaystackCountry = 'nigeria' | 'ghana' | 'kenya';

const nullableString = z.string().nullish();

export const transferSchema = z.object({
  id: z.number().int().optional(),
  transfer_code: z.string().min(1),
  reference: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYSTACK_TRANSFER_STATUSES),
  reason: nullableString,
  /** Reported by verify/fetch (not by initiate): what Paystack charged for this transfer, in subunits. */
  fee_charged: z.number().int().nullish(),
  /** The bank's words, e.g. on a failure. */
  gateway_response: nullableString,
  failures: z.unknown().optional(),
  /** The NIP session (the bank's own reference) once the bank has it. */
  session: z.object({ provider: nullableString, id: nullableString }).nullish(),
  transferred_at: nullableString,
});
export type PaystackTransfer = z.infer<typeof transferSchema>;

/** Bulk initiate answers one short row per transfer (status `received` while queued). */
export const bulkTransferItemSchema = z.object({
  reference: z.string().min(1),
  transfer_code: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYSTACK_TRANSFER_STATUSES),
});
export type PaystackBulkTransferItem = z.infer<typeof bulkTransferItemSchema>;

export const recipientSchema = z.object({
  recipient_code: z.string().min(1),
  type: z.string(),
  name: z.string(),
  currency: z.string(),
  details: z.object({
    account_number: nullableString,
    account_name: nullableString,
    bank_code: nullableString,
    bank_name: nullableString,
  }),
});
export type PaystackRecipient = z.infer<typeof recipientSchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  customer_code: z.string().min(1),
  email: z.string(),
});
export type PaystackCustomer = z.infer<typeof customerSchema>;

export const dedicatedAccountSchema = z.object({
  id: z.number().int(),
  account_name: z.string(),
  account_number: z.string(),
  currency: z.string(),
  assigned: z.boolean().optional(),
  active: z.boolean().optional(),
  bank: z.object({ name: z.string(), slug: z.string(), id: z.number().int().optional() }),
});
export type PaystackDedicatedAccount = z.infer<typeof dedicatedAccountSchema>;

export const bankSchema = z.object({
  name: z.string(),
  code: z.string(),
  slug: z.string().optional(),
  currency: z.string().optional(),
  type: z.string().optional(),
  active: z.boolean().optional(),
});
export type PaystackBank = z.infer<typeof bankSchema>;

export const resolvedAccountSchema = z.object({
  account_number: z.string(),
  account_name: z.string(),
});
export type PaystackResolvedAccount = z.infer<typeof resolvedAccountSchema>;

/** A collection (e.g. a bank transfer into a dedicated account); `channel` is `dedicated_nuban` for those. */
export const transactionSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  channel: z.string(),
  fees: z.number().int().nullish(),
  gateway_response: nullableString,
  paid_at: nullableString,
  /** whose dedicated account it came into (OAS `VerifyResponse.data.customer.customer_code`) */
  customer: z.object({ customer_code: z.string() }).nullish(),
  /** for `dedicated_nuban`: the DVA paid into and the payer (OAS `authorization`; `sender_name` per SNIP's DVA event) */
  authorization: z
    .object({
      channel: nullableString,
      receiver_bank_account_number: nullableString,
      sender_name: nullableString,
    })
    .nullish(),
});
export type PaystackTransaction = z.infer<typeof transactionSchema>;

/**
 * Why Paystack (or this client, before sending) refused. Paystack's own `code` is used when its error body
 * carries one; otherwise the message is recognised; `other` keeps the message for people to read.
 */
export type PaystackRejectionCode =
  | 'insufficient_balance'
  | 'invalid_key'
  | 'invalid_recipient'
  | 'invalid_reference'
  | 'unknown_bank'
  | 'account_not_resolved'
  | 'otp_enabled'
  | 'too_many_transfers'
  | 'other';

export type PaystackUnknownReason =
  | 'timeout'
  | 'network'
  | 'server_error'
  | 'bad_response'
  /** Paystack already holds a transfer with this reference: verify it, never send another. */
  | 'duplicate_reference';

/**
 * What became of one call. Only `ok` means Paystack said yes. `rejected`: nothing was created, the same
 * reference may be sent again later. `unknown`: Paystack may or may not have acted — verify by reference
 * before anything else. `not_found`: a verify found nothing with that reference.
 */
export type PaystackResult<T> =
  | { outcome: 'ok'; data: T; message: string }
  | {
      outcome: 'rejected';
      code: PaystackRejectionCode | (string & {});
      message: string;
      /** null when the client refused before sending anything */
      httpStatus: number | null;
    }
  | { outcome: 'rate_limited'; retryAfterMs: number; message: string }
  | { outcome: 'unknown'; reason: PaystackUnknownReason; message: string; httpStatus: number | null }
  | { outcome: 'not_found'; message: string };
