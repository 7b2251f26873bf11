import 'server-only';
import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { EwaStatus } from '@/lib/contracts/benefits';
import type { DbOrTx } from '@/server/db/client';
import { inIds } from '@/server/db/sql-ids';
import { employees, ewaAdvances, ewaRecoveries, ewaSettings } from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';

export type EwaSettingsRow = typeof ewaSettings.$inferSelect;
export type EwaAdvanceRow = typeof ewaAdvances.$inferSelect;

/** Advances that count against the month's cap (a failed one was reversed). */
const LIVE: EwaStatus[] = ['processing', 'paid', 'partially_recovered', 'recovered'];
/** Advances payroll still has to recover. */
export const RECOVERABLE: EwaStatus[] = ['processing', 'paid', 'partially_recovered'];

// ——— Settings ———
export async function findSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db.select().from(ewaSettings).where(eq(ewaSettings.organizationId, organizationId));
  return row;
}

export async function upsertSettings(db: DbOrTx, values: typeof ewaSettings.$inferInsert) {
  const { organizationId: _, ...set } = values;
  const [row] = await db
    .insert(ewaSettings)
    .values(values)
    .onConflictDoUpdate({ target: ewaSettings.organizationId, set })
    .returning();
  return row!;
}

// ——— Advances ———
export async function insertAdvance(db: DbOrTx, values: typeof ewaAdvances.$inferInsert) {
  const [row] = await db.insert(ewaAdvances).values(values).returning();
  return row!;
}

export async function updateAdvance(
  db: DbOrTx,
  organizationId: string,
  id: string,
  set: Partial<typeof ewaAdvances.$inferInsert>,
) {
  const [row] = await db
    .update(ewaAdvances)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(ewaAdvances.organizationId, organizationId), eq(ewaAdvances.id, id)))
    .returning();
  return row;
}

export async function findAdvance(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(ewaAdvances)
    .where(and(eq(ewaAdvances.organizationId, organizationId), eq(ewaAdvances.id, id)));
  return row;
}

export async function findAdvanceView(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select({
      advance: ewaAdvances,
      firstName: employees.firstName,
      lastName: employees.lastName,
      staffId: employees.staffId,
    })
    .from(ewaAdvances)
    .innerJoin(employees, eq(employees.id, ewaAdvances.employeeId))
    .where(and(eq(ewaAdvances.organizationId, organizationId), eq(ewaAdvances.id, id)));
  return row;
}

/** Locks one advance (payout outcomes of it apply one after another). */
export async function lockAdvance(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(ewaAdvances)
    .where(and(eq(ewaAdvances.organizationId, organizationId), eq(ewaAdvances.id, id)))
    .for('update');
  return row;
}

/** The employee's advances of the month that count against the cap: their total and how many. */
export async function monthTaken(db: DbOrTx, organizationId: string, employeeId: string, month: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ewaAdvances.amount}), 0)`, n: count() })
    .from(ewaAdvances)
    .where(
      and(
        eq(ewaAdvances.organizationId, organizationId),
        eq(ewaAdvances.employeeId, employeeId),
        eq(ewaAdvances.month, month),
        inArray(ewaAdvances.status, LIVE),
      ),
    );
  return { total: Number(row?.total ?? 0), count: row?.n ?? 0 };
}

type ListFilter = { search?: string; status?: EwaStatus; employeeId?: string };

function listWhere(organizationId: string, f: ListFilter): SQL | undefined {
  const like = f.search ? containsPattern(f.search) : undefined;
  return and(
    eq(ewaAdvances.organizationId, organizationId),
    f.status ? eq(ewaAdvances.status, f.status) : undefined,
    f.employeeId ? eq(ewaAdvances.employeeId, f.employeeId) : undefined,
    like
      ? sql`(${employees.firstName} || ' ' || ${employees.lastName} ilike ${like} or coalesce(${employees.staffId}, '') ilike ${like})`
      : undefined,
  );
}

/** A page of advances, newest first, with the employee's name (the employees table is only read). */
export async function listAdvances(
  db: DbOrTx,
  organizationId: string,
  f: ListFilter,
  limit: number,
  offset: number,
) {
  const where = listWhere(organizationId, f);
  const rows = await db
    .select({
      advance: ewaAdvances,
      firstName: employees.firstName,
      lastName: employees.lastName,
      staffId: employees.staffId,
    })
    .from(ewaAdvances)
    .innerJoin(employees, eq(employees.id, ewaAdvances.employeeId))
    .where(where)
    .orderBy(desc(ewaAdvances.createdAt), desc(ewaAdvances.id))
    .limit(limit)
    .offset(offset);
  const [t] = await db
    .select({ n: count() })
    .from(ewaAdvances)
    .innerJoin(employees, eq(employees.id, ewaAdvances.employeeId))
    .where(where);
  return { rows, total: t?.n ?? 0 };
}

/** Outstanding advances of these employees drawn up to `month`, oldest first (recovered in that order). */
export function outstandingFor(
  db: DbOrTx,
  organizationId: string,
  employeeIds: readonly string[],
  month: string,
  lock = false,
) {
  const q = db
    .select()
    .from(ewaAdvances)
    .where(
      and(
        eq(ewaAdvances.organizationId, organizationId),
        inIds(ewaAdvances.employeeId, employeeIds),
        lte(ewaAdvances.month, month),
        inArray(ewaAdvances.status, RECOVERABLE),
        ne(ewaAdvances.recovered, ewaAdvances.recoverable),
      ),
    )
    .orderBy(asc(ewaAdvances.createdAt), asc(ewaAdvances.id));
  return lock ? q.for('update') : q;
}

/** Failed advances payroll had already recovered (in part) and not yet given back: the employee is owed it. */
export function refundableFor(
  db: DbOrTx,
  organizationId: string,
  employeeIds: readonly string[],
  lock = false,
) {
  const q = db
    .select()
    .from(ewaAdvances)
    .where(
      and(
        eq(ewaAdvances.organizationId, organizationId),
        inIds(ewaAdvances.employeeId, employeeIds),
        eq(ewaAdvances.status, 'failed'),
        ne(ewaAdvances.refunded, ewaAdvances.recovered),
      ),
    )
    .orderBy(asc(ewaAdvances.createdAt), asc(ewaAdvances.id));
  return lock ? q.for('update') : q;
}

/** Whether a run already recorded its recoveries (so a second approval hook call records nothing). */
export async function runHasRecoveries(db: DbOrTx, organizationId: string, runId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(ewaRecoveries)
    .where(and(eq(ewaRecoveries.organizationId, organizationId), eq(ewaRecoveries.payrollRunId, runId)));
  return (row?.n ?? 0) > 0;
}

export async function insertRecoveries(db: DbOrTx, values: (typeof ewaRecoveries.$inferInsert)[]) {
  if (values.length === 0) return;
  await db.insert(ewaRecoveries).values(values);
}

/** The benefits card: drawn this month and outstanding, per currency, and who drew this month. */
export async function summary(db: DbOrTx, organizationId: string, month: string) {
  const drawn = await db
    .select({
      currency: ewaAdvances.currency,
      total: sql<string>`sum(${ewaAdvances.amount})`,
      people: sql<number>`count(distinct ${ewaAdvances.employeeId})::int`,
    })
    .from(ewaAdvances)
    .where(
      and(
        eq(ewaAdvances.organizationId, organizationId),
        eq(ewaAdvances.month, month),
        inArray(ewaAdvances.status, LIVE),
      ),
    )
    .groupBy(ewaAdvances.currency);
  const outstanding = await db
    .select({
      currency: ewaAdvances.currency,
      total: sql<string>`sum(${ewaAdvances.recoverable} - ${ewaAdvances.recovered})`,
    })
    .from(ewaAdvances)
    .where(and(eq(ewaAdvances.organizationId, organizationId), inArray(ewaAdvances.status, RECOVERABLE)))
    .groupBy(ewaAdvances.currency);
  return { drawn, outstanding };
}
