import 'server-only';
import { and, asc, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { commsSuggestionBoxes, commsSuggestions } from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';

export type SuggestionRow = typeof commsSuggestions.$inferSelect;
type Filter = { status?: string; category?: string; search?: string };

function conditions(organizationId: string, f: Filter): SQL | undefined {
  return and(
    eq(commsSuggestions.organizationId, organizationId),
    f.status ? eq(commsSuggestions.status, f.status) : undefined,
    f.category ? sql`lower(${commsSuggestions.category}) = lower(${f.category})` : undefined,
    f.search ? ilike(commsSuggestions.message, containsPattern(f.search)) : undefined,
  );
}

export function listSuggestions(
  db: DbOrTx,
  organizationId: string,
  f: Filter & { limit: number; offset: number },
) {
  return db
    .select()
    .from(commsSuggestions)
    .where(conditions(organizationId, f))
    .orderBy(desc(commsSuggestions.createdAt), desc(commsSuggestions.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countSuggestions(db: DbOrTx, organizationId: string, f: Filter) {
  const [row] = await db.select({ n: count() }).from(commsSuggestions).where(conditions(organizationId, f));
  return row?.n ?? 0;
}

export async function findSuggestion(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(commsSuggestions)
    .where(and(eq(commsSuggestions.organizationId, organizationId), eq(commsSuggestions.id, id)));
  return row;
}

export async function insertSuggestion(db: DbOrTx, values: typeof commsSuggestions.$inferInsert) {
  const [row] = await db.insert(commsSuggestions).values(values).returning();
  return row!;
}

export async function setStatus(db: DbOrTx, organizationId: string, id: string, status: string) {
  const [row] = await db
    .update(commsSuggestions)
    .set({ status })
    .where(and(eq(commsSuggestions.organizationId, organizationId), eq(commsSuggestions.id, id)))
    .returning();
  return row;
}

export function deleteSuggestion(db: DbOrTx, organizationId: string, id: string) {
  return db
    .delete(commsSuggestions)
    .where(and(eq(commsSuggestions.organizationId, organizationId), eq(commsSuggestions.id, id)));
}

export async function listCategories(db: DbOrTx, organizationId: string) {
  const rows = await db
    .selectDistinct({ category: commsSuggestions.category })
    .from(commsSuggestions)
    .where(and(eq(commsSuggestions.organizationId, organizationId), isNotNull(commsSuggestions.category)))
    .orderBy(asc(commsSuggestions.category));
  return rows.map((r) => r.category!);
}

export async function findBox(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(commsSuggestionBoxes)
    .where(eq(commsSuggestionBoxes.organizationId, organizationId));
  return row;
}

export async function findBoxByToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(commsSuggestionBoxes).where(eq(commsSuggestionBoxes.token, token));
  return row;
}

/** Creates the box, or (rotate) replaces its token; answers the row. */
export async function upsertBox(
  db: DbOrTx,
  organizationId: string,
  token: string,
  rotate: boolean,
  now: Date,
) {
  const insert = db.insert(commsSuggestionBoxes).values({ organizationId, token, rotatedAt: now });
  const [row] = await (
    rotate
      ? insert.onConflictDoUpdate({
          target: commsSuggestionBoxes.organizationId,
          set: { token, rotatedAt: now },
        })
      : insert.onConflictDoNothing()
  ).returning();
  return row ?? (await findBox(db, organizationId))!;
}
