import 'server-only';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { authFailures, authTokens } from '@/server/db/schema';

export async function insertAuthToken(db: DbOrTx, values: typeof authTokens.$inferInsert) {
  // A new code or link replaces any earlier one of the same purpose.
  await db
    .update(authTokens)
    .set({ consumedAt: values.createdAt ?? new Date() })
    .where(
      and(
        eq(authTokens.userId, values.userId),
        eq(authTokens.purpose, values.purpose),
        isNull(authTokens.consumedAt),
      ),
    );
  await db.insert(authTokens).values(values);
}

export async function findOpenAuthToken(db: DbOrTx, userId: string, purpose: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.consumedAt)))
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return row;
}

export async function findAuthTokenByHash(db: DbOrTx, tokenHash: string, purpose: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)));
  return row;
}

export function updateAuthToken(db: DbOrTx, id: string, values: Partial<typeof authTokens.$inferInsert>) {
  return db.update(authTokens).set(values).where(eq(authTokens.id, id));
}

export async function countFailures(db: DbOrTx, scope: string, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.createdAt, since)));
  return row?.n ?? 0;
}

export function insertFailures(db: DbOrTx, scope: string, keys: string[], now: Date) {
  return db.insert(authFailures).values(keys.map((key) => ({ scope, key, createdAt: now })));
}

export function clearFailures(db: DbOrTx, scope: string, key: string) {
  return db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)));
}

/** Marks a code or link used; false when someone else spent it first (single use under races). */
export async function consumeAuthToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ consumedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.consumedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}
