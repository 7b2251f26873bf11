import 'server-only';
import { z } from 'zod';
import { railFetch, retryAfterMs, type RailCall, type RailTransport } from '../rail-http';
import type { FlutterwaveRejectionCode, FlutterwaveResult } from './flutterwave-types';

/**
 * One request to Flutterwave's v3 API, as a FlutterwaveResult: nothing here throws for anything Flutterwave or
 * the network does. Flutterwave's envelope is `{ status: "success" | "error", message, data }`; its errors carry
 * no code, only words, recognised below. A 503 is what it answers when a transfer call took too long (about
 * 28 s): the transfer may or may not exist, so it is `unknown` like a timeout.
 */
export type FlutterwaveRequest<T> = RailCall & {
  data: z.ZodType<T>;
  /** lookups: a 404 means "no such object" rather than a refusal */
  notFoundIsAnswer?: boolean;
  /** transfer calls: a duplicate reference means one already exists, so it is `unknown` (verify), not rejected */
  referenceIsIdempotencyKey?: boolean;
};

const envelope = z.object({ status: z.string(), message: z.string().optional(), data: z.unknown() });
const errorBody = z.object({ message: z.string().optional() });

const MESSAGE_CODES: [RegExp, FlutterwaveRejectionCode][] = [
  [/insufficient/i, 'insufficient_balance'],
  [/invalid (secret )?key|authorization|unauthori[sz]ed/i, 'invalid_key'],
  [/account (number )?(is )?(invalid|not found)|could not resolve|invalid account/i, 'invalid_account'],
];
const DUPLICATE_REFERENCE = /duplicate|already exists/i;

function rejectionCode(status: number, message: string) {
  if (status === 401) return 'invalid_key';
  return MESSAGE_CODES.find(([pattern]) => pattern.test(message))?.[1] ?? 'other';
}

export async function flutterwaveRequest<T>(
  transport: RailTransport,
  request: FlutterwaveRequest<T>,
): Promise<FlutterwaveResult<T>> {
  const answer = await railFetch(transport, request);
  if ('outcome' in answer) return answer;
  const { status, json } = answer;
  const error = errorBody.safeParse(json);
  const message = (error.success && error.data.message) || `HTTP ${status} from Flutterwave`;

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
    return { outcome: 'rejected', code: rejectionCode(status, message), message, httpStatus: status };
  }

  const parsed = envelope.safeParse(json);
  const data =
    parsed.success && parsed.data.status === 'success' ? request.data.safeParse(parsed.data.data) : null;
  if (!data?.success)
    return {
      outcome: 'unknown',
      reason: 'bad_response',
      message: `Unreadable ${status} answer from Flutterwave for ${request.method} ${request.path}`,
      httpStatus: status,
    };
  return { outcome: 'ok', data: data.data, message: parsed.success ? (parsed.data.message ?? '') : '' };
}
