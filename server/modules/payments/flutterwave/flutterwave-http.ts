import 'server-only';
import type { z } from 'zod';
import { railRequest, type RailDialect, type RailRequest, type RailTransport } from '../rail-http';
import type { FlutterwaveRejectionCode, FlutterwaveResult } from './flutterwave-types';

/**
 * One request to Flutterwave's v3 API, as a FlutterwaveResult: nothing here throws for anything Flutterwave or
 * the network does. Flutterwave's envelope is `{ status: "success" | "error", message, data }`; its errors carry
 * no code, only words, recognised below. A 503 is what it answers when a transfer call took too long (about
 * 28 s): the transfer may or may not exist, so it is `unknown` like a timeout.
 */
export type FlutterwaveRequest<T> = RailRequest<T> & { data: z.ZodType<T> };

const MESSAGE_CODES: [RegExp, FlutterwaveRejectionCode][] = [
  [/insufficient/i, 'insufficient_balance'],
  [/invalid (secret )?key|authorization|unauthori[sz]ed/i, 'invalid_key'],
  [/account (number )?(is )?(invalid|not found)|could not resolve|invalid account/i, 'invalid_account'],
];

const FLUTTERWAVE: RailDialect = {
  name: 'Flutterwave',
  succeeded: (status) => status === 'success',
  rejectionCode: (status, message) =>
    status === 401
      ? 'invalid_key'
      : (MESSAGE_CODES.find(([pattern]) => pattern.test(message))?.[1] ?? 'other'),
  duplicateReference: /duplicate|already exists/i,
};

export function flutterwaveRequest<T>(
  transport: RailTransport,
  request: FlutterwaveRequest<T>,
): Promise<FlutterwaveResult<T>> {
  return railRequest(transport, FLUTTERWAVE, request);
}
