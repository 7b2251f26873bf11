import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { countFailures, insertFailures } from './account.repo';

/** 5 failures in 15 minutes, counted per account and per IP, lock the action (ISSUE 2 §5). */
export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type LimitScope = 'login' | 'otp' | 'resend' | 'forgot';
const keysFor = (account: string, ip: string) => [`account:${account.toLowerCase()}`, `ip:${ip}`];

export async function assertNotLimited(db: DbOrTx, scope: LimitScope, account: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const key of keysFor(account, ip)) {
    if ((await countFailures(db, scope, key, since)) >= FAILURE_LIMIT) {
      throw new AppError('RATE_LIMITED', 'errors.rateLimited', { minutes: FAILURE_WINDOW_MS / 60_000 });
    }
  }
}

export function recordFailure(db: DbOrTx, scope: LimitScope, account: string, ip: string, now: Date) {
  return insertFailures(db, scope, keysFor(account, ip), now);
}
