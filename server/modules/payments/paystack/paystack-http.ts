import 'server-only';
import type { z } from 'zod';
import {
  railRequest,
  retryAfterMs,
  type RailDialect,
  type RailRequest,
  type RailTransport,
} from '../rail-http';
import type { PaystackRejectionCode, PaystackResult } from './paystack-types';

export { retryAfterMs };

/**
 * One request to Paystack, turned into a PaystackResult: nothing here throws for anything Paystack or the
 * network does. The split that matters for money is rejected (a 4xx: nothing was created) against unknown
 * (no answer, a 5xx or an answer we cannot read: it may have been applied, so verify before resending).
 */
export type PaystackTransport = RailTransport;

export type PaystackRequest<T> = RailRequest<T> & { data: z.ZodType<T> };

/** Paystack's error bodies carry a `code` on newer endpoints; older ones only a message, recognised here. */
const MESSAGE_CODES: [RegExp, PaystackRejectionCode][] = [
  [/balance is not enough/i, 'insufficient_balance'],
  [/invalid key|authorization bearer/i, 'invalid_key'],
  [/recipient/i, 'invalid_recipient'],
  [/illegal special characters|invalid character in .*reference/i, 'invalid_reference'],
  [/bank code/i, 'unknown_bank'],
  [/could not resolve account/i, 'account_not_resolved'],
  [/disable the otp/i, 'otp_enabled'],
];

const PAYSTACK: RailDialect = {
  name: 'Paystack',
  succeeded: (status) => status === true,
  rejectionCode: (status, message, code) => {
    if (code) return code;
    if (status === 401) return 'invalid_key';
    return MESSAGE_CODES.find(([pattern]) => pattern.test(message))?.[1] ?? 'other';
  },
  duplicateReference: /reference already exists|unique reference|duplicate.*reference/i,
};

export async function paystackRequest<T>(
  transport: PaystackTransport,
  request: PaystackRequest<T>,
): Promise<PaystackResult<T>> {
  return (await railRequest(transport, PAYSTACK, request)) as PaystackResult<T>;
}
