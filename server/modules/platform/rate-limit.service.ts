import 'server-only';
import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { authFailures } from '@/server/db/schema';

/**
 * The one rate limiter of every process (issue 34): sign-in failures, code tries, reset and resend requests,
 * sign-ups per address, and the public poll and suggestion answers all count rows here, in the database every
 * server shares, so N servers never grant N × a limit.
 *
 * Why our own on the existing `auth_failures` table rather than `rate-limiter-flexible`'s PostgreSQL store:
 * no new dependency, and a hit is a row written with the caller's own Drizzle handle — inside the caller's
 * transaction when it has one (a sign-up and its slot commit or roll back together), on PGlite as on
 * PostgreSQL; the library keeps its own table and pool, outside our transactions and our migrations, and
 * would not run on the embedded database. Rows are a sliding window (each hit has its time), purged by a chore
 * once older than their scope's window.
 */

/** How many hits `key` has in `scope` after `since`. */
export async function countHits(db: DbOrTx, scope: string, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.createdAt, since)));
  return row?.n ?? 0;
}

/** Records one hit at `now` under each of `keys`. */
export function recordHits(db: DbOrTx, scope: string, keys: string[], now: Date) {
  return db.insert(authFailures).values(keys.map((key) => ({ scope, key, createdAt: now })));
}

/** Forgets every hit of `key` in `scope` (a success resets the count). */
export function clearHits(db: DbOrTx, scope: string, key: string) {
  return db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)));
}

export type Slot = { scope: string; key: string; limit: number; windowMs: number; now: Date };

/**
 * Takes one of `limit` slots of `key` in the window ending `now`: true and the hit recorded, or false when the
 * window is full (nothing recorded). Concurrent takers of one key, in any process, queue on a transaction-scoped
 * advisory lock of the key, so the count and the insert are one step: never limit + 1 slots.
 */
export async function takeSlot(db: DbOrTx, { scope, key, limit, windowMs, now }: Slot): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))`);
    if ((await countHits(tx, scope, key, new Date(now.getTime() - windowMs))) >= limit) return false;
    await recordHits(tx, scope, [key], now);
    return true;
  });
}

/** Deletes each scope's hits older than its window (a scheduled chore); returns how many went. */
export async function purgeHits(db: DbOrTx, windows: Record<string, number>, now: Date): Promise<number> {
  const expired = Object.entries(windows).map(([scope, window]) =>
    and(eq(authFailures.scope, scope), lt(authFailures.createdAt, new Date(now.getTime() - window))),
  );
  const rows = await db
    .delete(authFailures)
    .where(or(...expired))
    .returning({ id: authFailures.id });
  return rows.length;
}
