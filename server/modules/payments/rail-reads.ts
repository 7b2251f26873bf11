import 'server-only';
import { AppError } from '@/server/errors';
import {
  TransferUnknownError,
  type NameEnquiryResult,
  type TransferRejected,
} from '@/server/payments-provider';
import type { RailResult } from './rail-http';

/**
 * A real rail could not be reached or did not answer in time (a timeout, a 5xx, a 429, an unreadable answer)
 * for a read that moves no money (banks, name enquiry, a collection): asking again later is safe. The API
 * answers 503 with a message people can act on; `detail` (the rail's words) is for the log.
 */
export class RailUnavailableError extends AppError {
  constructor(
    readonly detail: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super('PROVIDER_UNAVAILABLE', 'errors.paymentsProviderUnavailable');
    this.name = 'RailUnavailableError';
  }
}

type NotOk = Exclude<RailResult<unknown>, { outcome: 'ok' }>;

/**
 * Throws for a read that did not succeed: an outage as the rail's unavailable error, a refusal (a wrong key, a
 * malformed request) as a plain Error — that is our configuration or our bug, not something to wait out.
 */
export function failRailRead(
  rail: string,
  what: string,
  result: NotOk,
  unavailable: (detail: string, retryAfterMs: number | null) => Error = (d, r) =>
    new RailUnavailableError(d, r),
): never {
  if (result.outcome === 'rate_limited')
    throw unavailable(`${rail} ${what}: ${result.message}`, result.retryAfterMs);
  if (result.outcome === 'unknown') throw unavailable(`${rail} ${what}: ${result.message}`, null);
  throw new Error(`${rail} refused ${what}: ${result.message}`);
}

export const BANK_LIST_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A value per key read at most once a day per process (a rail's bank list per country). The promise is kept
 * so that concurrent callers share one request; a failed read is forgotten at once so the next caller asks
 * again. At most `maxKeys` are kept (the oldest goes first), so an unexpected key cannot turn it into a leak.
 */
export function createDailyCache<K, V>(load: (key: K) => Promise<V>, now: () => number, maxKeys: number) {
  const cache = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const hit = cache.get(key);
      if (hit && now() - hit.at < BANK_LIST_TTL_MS) return hit.value;
      cache.delete(key);
      if (cache.size >= maxKeys) cache.delete(cache.keys().next().value!);
      const value = load(key);
      cache.set(key, { at: now(), value });
      value.catch(() => {
        if (cache.get(key)?.value === value) cache.delete(key);
      });
      return value;
    },
  };
}

// payouts.failure_reason is varchar(300)
const REASON_MAX = 300;
/** A rail's words cut to what a payout's failure reason holds. */
export const clipReason = (text: string) =>
  text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;

/** The rail refused a transfer and created nothing (safe to send the same reference later). */
export function transferRejected(reference: string, code: string, message: string): TransferRejected {
  return { reference, status: 'rejected', code, message: clipReason(message) };
}

/** A transfer call whose outcome is not known: the caller must verify before sending again. */
export function railTransferUnknown(
  rail: string,
  result: Extract<RailResult<unknown>, { outcome: 'unknown' | 'rate_limited' | 'not_found' }>,
): TransferUnknownError {
  return new TransferUnknownError(
    `${rail}: ${result.message}`,
    result.outcome === 'rate_limited' ? result.retryAfterMs : null,
  );
}

/**
 * A rail's name enquiry answer in the seam's words: the holder's name; a refusal means the bank does not know
 * the account (400 errors.accountNotFound) — except a wrong key, which is our configuration, not the
 * employee's account, and goes to `fail` with outages.
 */
export function nameEnquiryAnswer(
  resolved: RailResult<{ account_number: string; account_name: string }>,
  bankCode: string,
  fail: (what: string, result: NotOk) => never,
): NameEnquiryResult {
  if (resolved.outcome === 'ok')
    return { accountNumber: resolved.data.account_number, accountName: resolved.data.account_name, bankCode };
  if (resolved.outcome === 'rejected' && resolved.code !== 'invalid_key')
    throw new AppError('BAD_REQUEST', 'errors.accountNotFound');
  return fail('resolving an account', resolved);
}
