import 'server-only';
import { z } from 'zod';
import { railFetch, retryAfterMs, type RailTransport } from '../rail-http';
import type { PaystackRejectionCode, PaystackResult } from './paystack-types';

export { retryAfterMs };

/**
 * One request to Paystack, turned into a PaystackResult: nothing here throws for anything Paystack or the
 * network does. The split that matters for money is rejected (a 4xx: nothing was created) against unknown
 * (no answer, a 5xx or an answer we cannot read: it may have been applied, so verify before resending).
 */
export type PaystackTransport = RailTransport;

export type PaystackRequest<T> = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  data: z.ZodType<T>;
  /** verify calls: a 404 means "no such reference" rather than a refusal */
  notFoundIsAnswer?: boolean;
  /** initiate calls: a duplicate reference means one already exists, so it is `unknown` (verify), not rejected */
  referenceIsIdempotencyKey?: boolean;
};

const envelope = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown() });
const errorBody = z.object({ message: z.string().optional(), code: z.string().optional() });

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
const DUPLICATE_REFERENCE = /reference already exists|unique reference|duplicate.*reference/i;

function rejectionCode(status: number, message: string, code: string | undefined) {
  if (code) return code;
  if (status === 401) return 'invalid_key';
  return MESSAGE_CODES.find(([pattern]) => pattern.test(message))?.[1] ?? 'other';
}

export async function paystackRequest<T>(
  transport: PaystackTransport,
  request: PaystackRequest<T>,
): Promise<PaystackResult<T>> {
  const answer = await railFetch(transport, request);
  if ('outcome' in answer) return answer;
  const { status, json } = answer;
  const error = errorBody.safeParse(json);
  const message = (error.success && error.data.message) || `HTTP ${status} from Paystack`;

  if (status === 429)
    return {
      outcome: 'rate_limited',
      retryAfterMs: retryAfterMs(answer.headers.get('retry-after')),
      message,
    };
  if (status >= 500) return { outcome: 'unknown', reason: 'server_error', message, httpStatus: status };
  if (status === 404 && request.notFoundIsAnswer) return { outcome: 'not_found', message };
  if (status >= 400) {
    if (request.referenceIsIdempotencyKey && DUPLICATE_REFERENCE.test(message))
      return { outcome: 'unknown', reason: 'duplicate_reference', message, httpStatus: status };
    const code = rejectionCode(status, message, error.success ? error.data.code : undefined);
    return { outcome: 'rejected', code, message, httpStatus: status };
  }

  const parsed = envelope.safeParse(json);
  const data = parsed.success && parsed.data.status ? request.data.safeParse(parsed.data.data) : null;
  if (!data?.success)
    return {
      outcome: 'unknown',
      reason: 'bad_response',
      message: `Unreadable ${status} answer from Paystack for ${request.method} ${request.path}`,
      httpStatus: status,
    };
  return { outcome: 'ok', data: data.data, message: parsed.success ? (parsed.data.message ?? '') : '' };
}
