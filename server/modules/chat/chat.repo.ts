import 'server-only';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { chatPins, chatTokens } from '@/server/db/schema';

export type ChatTokenRow = typeof chatTokens.$inferSelect;

export const MAX_PIN_ATTEMPTS = 5;

export async function insertToken(db: DbOrTx, values: typeof chatTokens.$inferInsert) {
  const [row] = await db.insert(chatTokens).values(values).returning();
  return row!;
}

export async function findTokenByHash(db: DbOrTx, tokenHash: string, purpose: ChatTokenRow['purpose']) {
  const [row] = await db
    .select()
    .from(chatTokens)
    .where(and(eq(chatTokens.tokenHash, tokenHash), eq(chatTokens.purpose, purpose)));
  return row;
}

/** Spends a usable token; false when another request spent it, it expired or it was locked meanwhile. */
export async function consumeToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(chatTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(chatTokens.id, id),
        isNull(chatTokens.usedAt),
        gt(chatTokens.expiresAt, now),
        lt(chatTokens.failedAttempts, MAX_PIN_ATTEMPTS),
      ),
    )
    .returning({ id: chatTokens.id });
  return rows.length === 1;
}

/** Counts one wrong PIN (atomically, so concurrent guesses cannot pass the limit); returns the new count. */
export async function addFailedAttempt(db: DbOrTx, id: string): Promise<number | null> {
  const [row] = await db
    .update(chatTokens)
    .set({ failedAttempts: sql`${chatTokens.failedAttempts} + 1` })
    .where(
      and(eq(chatTokens.id, id), isNull(chatTokens.usedAt), lt(chatTokens.failedAttempts, MAX_PIN_ATTEMPTS)),
    )
    .returning({ failedAttempts: chatTokens.failedAttempts });
  return row?.failedAttempts ?? null;
}

/** Voids the open authorise links of a run at a level (a newer link replaces them). */
export function voidOpenRunTokens(db: DbOrTx, organizationId: string, runId: string, now: Date) {
  return db
    .update(chatTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(chatTokens.purpose, 'authorise'),
        eq(chatTokens.organizationId, organizationId),
        eq(chatTokens.runId, runId),
        isNull(chatTokens.usedAt),
      ),
    );
}

export async function findPin(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(chatPins).where(eq(chatPins.userId, userId));
  return row;
}

export function upsertPin(db: DbOrTx, userId: string, pinHash: string, now: Date) {
  return db
    .insert(chatPins)
    .values({ userId, pinHash, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: chatPins.userId, set: { pinHash, updatedAt: now } });
}
