import 'server-only';
import { createHash } from 'node:crypto';
import type { DbOrTx } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { countHits, recordHits, takeSlot } from '@/server/modules/platform/rate-limit.service';

/**
 * Failed sign-ins, code checks and reset/resend requests are counted in a 15-minute window under three
 * keys (ISSUE 10 §5), in the shared limiter (platform/rate-limit.service.ts), so every server sees one count:
 * - per client address: 5 lock that address out of the action (one client cannot try many accounts);
 * - per account *and* address together: 5 lock that client out of that account;
 * - per account alone (from any address): never a lock-out — a stranger must not be able to lock a victim
 *   out — but each attempt past 5 waits longer (1 s, doubling, at most 10 s) before it is answered.
 */
export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_DELAY_BASE_MS = 1000;
export const ACCOUNT_DELAY_MAX_MS = 10_000;

export type LimitScope = 'login' | 'otp' | 'resend' | 'forgot' | 'signup' | 'signup-warning';

const accountKey = (account: string) => `account:${account.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;
// Hashed: an email (254) and an address (64) together would not fit the key column.
const pairKey = (account: string, ip: string) =>
  `account-ip:${createHash('sha256').update(`${account.toLowerCase()}|${ip}`).digest('hex')}`;

/** The delay before answering an account with `failures` recent failures: none up to the limit, then 1 s, 2 s, 4 s … 10 s. */
export const accountDelayMs = (failures: number) =>
  failures < FAILURE_LIMIT
    ? 0
    : Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_BASE_MS * 2 ** (failures - FAILURE_LIMIT));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 429 when this address, or this address on this account, has used up its failures; otherwise waits the
 * account's delay (`wait` is injectable for tests) and returns how many failures the account has.
 */
export async function assertNotLimited(
  db: DbOrTx,
  scope: LimitScope,
  account: string,
  ip: string,
  now: Date,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const key of [addressKey(ip), pairKey(account, ip)]) {
    if ((await countHits(db, scope, key, since)) >= FAILURE_LIMIT) {
      throw new AppError('RATE_LIMITED', 'errors.rateLimited', { minutes: FAILURE_WINDOW_MS / 60_000 });
    }
  }
  const failures = await countHits(db, scope, accountKey(account), since);
  const delay = accountDelayMs(failures);
  if (delay > 0) await wait(delay);
  return failures;
}

export function recordFailure(db: DbOrTx, scope: LimitScope, account: string, ip: string, now: Date) {
  return recordHits(db, scope, [accountKey(account), addressKey(ip), pairKey(account, ip)], now);
}

/** The keys to forget after a success on the account: its own count and this address's on it (the address's own count stays). */
export const successKeys = (account: string, ip: string) => [accountKey(account), pairKey(account, ip)];

export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/** Sign-ups per client address: at most `limit` an hour (SIGNUP_RATE_LIMIT); each one counts. */
export async function takeSignupSlot(db: DbOrTx, ip: string, limit: number, now: Date) {
  if (
    !(await takeSlot(db, { scope: 'signup', key: addressKey(ip), limit, windowMs: SIGNUP_WINDOW_MS, now }))
  ) {
    throw new AppError('RATE_LIMITED', 'errors.rateLimited', { minutes: SIGNUP_WINDOW_MS / 60_000 });
  }
}

export const SIGNUP_WARNING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How long each scope's rows count: older ones count for nothing (the purge chore's cut-off per scope). */
export const SCOPE_WINDOW_MS: Record<LimitScope, number> = {
  login: FAILURE_WINDOW_MS,
  otp: FAILURE_WINDOW_MS,
  resend: FAILURE_WINDOW_MS,
  forgot: FAILURE_WINDOW_MS,
  signup: SIGNUP_WINDOW_MS,
  'signup-warning': SIGNUP_WARNING_WINDOW_MS,
};

/**
 * Whether the owner of `email` may be mailed "someone tried to sign up with your address" now: once a day per
 * address, however often a stranger tries (each try would otherwise mail them). Takes the day's slot.
 */
export async function takeSignupWarningSlot(db: DbOrTx, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - SIGNUP_WARNING_WINDOW_MS);
  if ((await countHits(db, 'signup-warning', accountKey(email), since)) > 0) return false;
  await recordHits(db, 'signup-warning', [accountKey(email)], now);
  return true;
}
