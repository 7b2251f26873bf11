import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { authTokens } from '@/server/db/schema';

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

/** Marks a code or link used; false when someone else spent it first (single use under races). */
export async function consumeAuthToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ consumedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.consumedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}
