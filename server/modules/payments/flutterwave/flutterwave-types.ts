import 'server-only';
import { z } from 'zod';
import type { RailResult } from '../rail-http';

/**
 * The parts of Flutterwave's v3 answers Paygrid reads (docs/flutterwave-contract.md names the source of each
 * field). Unlike Paystack and unlike Paygrid, **amounts are major units** (UGX 250000, NGN 1500.5): they are
 * read here as the JSON numbers they are and converted to minor units at the edge (flutterwave-amounts.ts),
 * never used in arithmetic as floats. Unknown fields are dropped; a missing required field makes the answer
 * unreadable, which the client reports as `unknown` (verify before acting).
 */
export const FLUTTERWAVE_TRANSFER_STATUSES = ['NEW', 'PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export type FlutterwaveTransferStatus = (typeof FLUTTERWAVE_TRANSFER_STATUSES)[number];

const nullableString = z.string().nullish();
/** Major units as Flutterwave sends them: a JSON number (or, on some endpoints, a numeric string). */
export const majorAmount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);

export const transferSchema = z.object({
  id: z.number().int(),
  reference: z.string().min(1),
  amount: majorAmount,
  currency: z.string(),
  /** what Flutterwave charged for it, major units of the debit currency */
  fee: majorAmount.nullish(),
  status: z.enum(FLUTTERWAVE_TRANSFER_STATUSES),
  /** the processor's words, e.g. "DISBURSE FAILED: Account is dormant" or "Transaction was successful" */
  complete_message: nullableString,
  account_number: nullableString,
  bank_code: nullableString,
  narration: nullableString,
});
export type FlutterwaveTransfer = z.infer<typeof transferSchema>;

/** POST /v3/bulk-transfers answers the batch, not the transfers: each is read later by its reference. */
export const bulkTransferSchema = z.object({ id: z.number().int(), status: nullableString });

export const transactionSchema = z.object({
  id: z.number().int(),
  tx_ref: z.string().min(1),
  flw_ref: nullableString,
  amount: majorAmount,
  currency: z.string(),
  /** what Flutterwave kept of it, major units */
  app_fee: majorAmount.nullish(),
  status: z.string(),
  /** e.g. `mobilemoneyug`, `mobilemoneygh`, `bank_transfer` */
  payment_type: nullableString,
  created_at: nullableString,
  customer: z.object({ name: nullableString, phone_number: nullableString }).partial().nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
});
export type FlutterwaveTransaction = z.infer<typeof transactionSchema>;

/** POST /v3/charges?type=mobile_money_*: the charge is pending until the payer approves on the phone. */
export const chargeSchema = z.object({
  id: z.number().int().optional(),
  tx_ref: z.string().optional(),
  status: nullableString,
});

export const virtualAccountSchema = z.object({
  order_ref: z.string().min(1),
  account_number: z.string().min(1),
  bank_name: z.string(),
  flw_ref: nullableString,
  note: nullableString,
});

export const bankSchema = z.object({ id: z.number().int().optional(), code: z.string(), name: z.string() });
export const resolvedAccountSchema = z.object({ account_number: z.string(), account_name: z.string() });

export type FlutterwaveRejectionCode =
  | 'insufficient_balance'
  | 'invalid_key'
  | 'invalid_account'
  | 'invalid_reference'
  | 'too_many_transfers'
  | 'other';

export type FlutterwaveResult<T> = RailResult<T, FlutterwaveRejectionCode>;
