import 'server-only';
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import {
  statutoryAdmins,
  statutoryLiabilities,
  statutoryLiabilityItems,
  statutoryReceipts,
  statutoryRegistrations,
} from '@/server/db/schema';

export type LiabilityRow = typeof statutoryLiabilities.$inferSelect;
const L = statutoryLiabilities;

/** A liability's status on `today`: remitted once paid in full, overdue past its due date, else by what was paid. */
export const statusSql = (today: string) =>
  sql<string>`case when ${L.remitted} >= ${L.amount} then 'remitted' when ${L.dueDate} < ${today} then 'overdue' when ${L.remitted} > 0 then 'part_remitted' else 'outstanding' end`;

export async function insertLiabilities(
  db: DbOrTx,
  rows: (typeof statutoryLiabilities.$inferInsert & {
    items: Omit<typeof statutoryLiabilityItems.$inferInsert, 'liabilityId' | 'organizationId'>[];
  })[],
) {
  for (const { items, ...row } of rows) {
    const [saved] = await db.insert(L).values(row).returning({ id: L.id });
    for (let i = 0; i < items.length; i += 1000) {
      await db
        .insert(statutoryLiabilityItems)
        .values(
          items
            .slice(i, i + 1000)
            .map((it) => ({ ...it, liabilityId: saved!.id, organizationId: row.organizationId })),
        );
    }
  }
}

export const hasLiabilities = async (db: DbOrTx, organizationId: string, runId: string) =>
  (
    await db
      .select({ id: L.id })
      .from(L)
      .where(and(eq(L.organizationId, organizationId), eq(L.runId, runId)))
      .limit(1)
  ).length > 0;

type LiabilityFilter = { type?: string; runId?: string; status?: string; payee?: string };
function liabilityWhere(organizationId: string, f: LiabilityFilter, today: string) {
  const where: SQL[] = [eq(L.organizationId, organizationId)];
  if (f.type) where.push(eq(L.type, f.type));
  if (f.runId) where.push(eq(L.runId, f.runId));
  if (f.payee) where.push(eq(L.payee, f.payee));
  if (f.status) where.push(sql`${statusSql(today)} = ${f.status}`);
  return and(...where)!;
}

export async function listLiabilities(
  db: DbOrTx,
  organizationId: string,
  f: LiabilityFilter,
  today: string,
  page: { limit: number; offset: number },
) {
  const where = liabilityWhere(organizationId, f, today);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: L, status: statusSql(today) })
      .from(L)
      .where(where)
      .orderBy(desc(L.payDate), desc(L.runId), asc(L.payee))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(L).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Per type: outstanding, overdue (outstanding past due) and remitted totals. */
export function summarizeByType(db: DbOrTx, organizationId: string, today: string) {
  return db
    .select({
      type: L.type,
      currency: sql<string>`min(${L.currency})`,
      outstanding: sql<number>`coalesce(sum(${L.amount} - ${L.remitted}), 0)::bigint`.mapWith(Number),
      overdue:
        sql<number>`coalesce(sum(case when ${L.dueDate} < ${today} then ${L.amount} - ${L.remitted} else 0 end), 0)::bigint`.mapWith(
          Number,
        ),
      remitted: sql<number>`coalesce(sum(${L.remitted}), 0)::bigint`.mapWith(Number),
      liabilities: count(),
      nextDueDate: sql<
        string | null
      >`min(case when ${L.remitted} < ${L.amount} and ${L.dueDate} >= ${today} then ${L.dueDate} end)`,
    })
    .from(L)
    .where(eq(L.organizationId, organizationId))
    .groupBy(L.type);
}

/** Liabilities past due and not fully remitted: how many, and the oldest due date (the dashboard's task). */
export async function countOverdue(db: DbOrTx, organizationId: string, today: string) {
  const [row] = await db
    .select({ count: count(), earliest: sql<string | null>`min(${L.dueDate})` })
    .from(L)
    .where(and(eq(L.organizationId, organizationId), lt(L.dueDate, today), sql`${L.remitted} < ${L.amount}`));
  return { count: row?.count ?? 0, earliest: row?.earliest ?? null };
}

/** The liability of (type, run, payee); with `lock`, held for update. */
export async function findLiability(
  db: DbOrTx,
  organizationId: string,
  f: { type: string; runId: string; payee: string },
  lock = false,
) {
  const q = db
    .select()
    .from(L)
    .where(
      and(
        eq(L.organizationId, organizationId),
        eq(L.type, f.type),
        eq(L.runId, f.runId),
        eq(L.payee, f.payee),
      ),
    );
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** Whether `fileId` is the file of a receipt of one of `types` (what a statutory admin may open). */
export async function receiptFileOfTypes(
  db: DbOrTx,
  organizationId: string,
  fileId: string,
  types: readonly string[],
) {
  const [row] = await db
    .select({ id: statutoryReceipts.id })
    .from(statutoryReceipts)
    .innerJoin(L, eq(L.id, statutoryReceipts.liabilityId))
    .where(
      and(
        eq(statutoryReceipts.organizationId, organizationId),
        eq(statutoryReceipts.fileId, fileId),
        inArray(L.type, [...types]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the liability has a receipt recorded by `source` (the auto-remit job's "already done"). */
export async function hasReceiptFrom(db: DbOrTx, liabilityId: string, source: 'manual' | 'sheet' | 'auto') {
  const [row] = await db
    .select({ id: statutoryReceipts.id })
    .from(statutoryReceipts)
    .where(and(eq(statutoryReceipts.liabilityId, liabilityId), eq(statutoryReceipts.source, source)))
    .limit(1);
  return Boolean(row);
}

/** The liability a receipt settles, locked: concurrent receipts for it queue here and see each other's amounts. */
export const lockLiability = (
  db: DbOrTx,
  organizationId: string,
  f: { type: string; runId: string; payee: string },
) => findLiability(db, organizationId, f, true);

export async function addRemitted(db: DbOrTx, id: string, amount: number, now: Date) {
  const [row] = await db
    .update(L)
    .set({ remitted: sql`${L.remitted} + ${amount}`, updatedAt: now })
    .where(eq(L.id, id))
    .returning();
  return row!;
}

export async function insertReceipt(db: DbOrTx, values: typeof statutoryReceipts.$inferInsert) {
  const [row] = await db.insert(statutoryReceipts).values(values).returning();
  return row!;
}

const R = statutoryReceipts;
export async function listReceipts(
  db: DbOrTx,
  organizationId: string,
  f: { type?: string; runId?: string; payee?: string; period?: string },
  page: { limit: number; offset: number },
) {
  const where: SQL[] = [eq(R.organizationId, organizationId)];
  if (f.type) where.push(eq(L.type, f.type));
  if (f.runId) where.push(eq(L.runId, f.runId));
  if (f.payee) where.push(eq(L.payee, f.payee));
  if (f.period) where.push(eq(L.period, f.period));
  const w = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ receipt: R, liability: L })
      .from(R)
      .innerJoin(L, eq(L.id, R.liabilityId))
      .where(w)
      .orderBy(desc(R.paidOn), desc(R.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(R).innerJoin(L, eq(L.id, R.liabilityId)).where(w),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A run's liabilities with their employees, for the schedules. */
export async function runLiabilitiesWithItems(db: DbOrTx, organizationId: string, runId: string) {
  const liabilities = await db
    .select()
    .from(L)
    .where(and(eq(L.organizationId, organizationId), eq(L.runId, runId)))
    .orderBy(asc(L.type), asc(L.payee));
  const items = liabilities.length
    ? await db
        .select()
        .from(statutoryLiabilityItems)
        .where(
          and(
            eq(statutoryLiabilityItems.organizationId, organizationId),
            sql`${statutoryLiabilityItems.liabilityId} in (select id from statutory_liabilities where run_id = ${runId})`,
          ),
        )
        .orderBy(asc(statutoryLiabilityItems.name))
    : [];
  return liabilities.map((l) => ({ liability: l, items: items.filter((i) => i.liabilityId === l.id) }));
}

// ——— Registrations ———
export async function findRegistration(db: DbOrTx, organizationId: string, type: string) {
  const [row] = await db
    .select()
    .from(statutoryRegistrations)
    .where(
      and(eq(statutoryRegistrations.organizationId, organizationId), eq(statutoryRegistrations.type, type)),
    );
  return row ?? null;
}

export async function upsertRegistration(
  db: DbOrTx,
  organizationId: string,
  type: string,
  values: { employerNumber: string; payeeNumbers: Record<string, string> },
  now: Date,
) {
  const [row] = await db
    .insert(statutoryRegistrations)
    .values({ organizationId, type, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [statutoryRegistrations.organizationId, statutoryRegistrations.type],
      set: { ...values, updatedAt: now },
    })
    .returning();
  return row!;
}

// ——— Statutory admins ———
const A = statutoryAdmins;
export async function insertAdmin(db: DbOrTx, values: typeof statutoryAdmins.$inferInsert) {
  const [row] = await db.insert(A).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
export const listAdmins = (db: DbOrTx, organizationId: string, type: string) =>
  db
    .select()
    .from(A)
    .where(and(eq(A.organizationId, organizationId), eq(A.type, type)))
    .orderBy(asc(A.createdAt));
export async function findAdmin(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(A)
    .where(and(eq(A.organizationId, organizationId), eq(A.id, id)));
  return row ?? null;
}
export const deleteAdmin = (db: DbOrTx, id: string) => db.delete(A).where(eq(A.id, id));
/** The types `email` is a statutory admin for in the organisation. */
export async function adminTypesOf(db: DbOrTx, organizationId: string, email: string) {
  const rows = await db
    .select({ type: A.type })
    .from(A)
    .where(and(eq(A.organizationId, organizationId), sql`lower(${A.email}) = lower(${email})`));
  return rows.map((r) => r.type);
}
