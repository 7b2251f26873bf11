import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { LeaveStatus } from '@/lib/contracts/leave';
import type { DbOrTx } from '@/server/db/client';
import { inIds } from '@/server/db/sql-ids';
import { leaveRequests, leaveSettings, leaveTypes } from '@/server/db/schema';

// The types and requests; the balance ledger is in leave-ledger.repo.ts, the organisation's holidays in
// leave-holidays.repo.ts.

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;
export type LeaveRequestRow = typeof leaveRequests.$inferSelect;

// ——— Types ———
export function listTypes(
  db: DbOrTx,
  organizationId: string,
  f: { archived?: boolean; ids?: string[] } = {},
) {
  return db
    .select()
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.organizationId, organizationId),
        f.archived === undefined
          ? undefined
          : f.archived
            ? isNotNull(leaveTypes.archivedAt)
            : isNull(leaveTypes.archivedAt),
        f.ids ? inArray(leaveTypes.id, f.ids) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${leaveTypes.name})`), asc(leaveTypes.id));
}

export async function findType(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.id, id)));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function findTypeByName(db: DbOrTx, organizationId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.organizationId, organizationId),
        sql`lower(${leaveTypes.name}) = lower(${name})`,
        exceptId ? ne(leaveTypes.id, exceptId) : undefined,
      ),
    );
  return row;
}

export const insertTypes = (db: DbOrTx, values: (typeof leaveTypes.$inferInsert)[]) =>
  db.insert(leaveTypes).values(values).returning();

export const updateType = (
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof leaveTypes.$inferInsert>,
) =>
  db
    .update(leaveTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.id, id)));

export const deleteType = (db: DbOrTx, organizationId: string, id: string) =>
  db.delete(leaveTypes).where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.id, id)));

export async function countRequestsByType(db: DbOrTx, organizationId: string, typeIds: string[]) {
  if (typeIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: leaveRequests.leaveTypeId, n: count() })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.organizationId, organizationId), inArray(leaveRequests.leaveTypeId, typeIds)))
    .groupBy(leaveRequests.leaveTypeId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** True the first time only: whoever inserts the settings row seeds the default types. */
export async function claimDefaults(db: DbOrTx, organizationId: string) {
  // Requests written before the row existed (imports, seeds) still count towards the longest span.
  const maxSpanDays = sql<number>`(select coalesce(max(${leaveRequests.endDate} - ${leaveRequests.startDate}), 0) from ${leaveRequests} where ${leaveRequests.organizationId} = ${organizationId})`;
  const rows = await db
    .insert(leaveSettings)
    .values({ organizationId, maxSpanDays })
    .onConflictDoNothing()
    .returning();
  return rows.length === 1;
}

/** The longest span recorded (null before the organisation's leave was first opened: no bound then). */
export async function findMaxSpan(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ span: leaveSettings.maxSpanDays })
    .from(leaveSettings)
    .where(eq(leaveSettings.organizationId, organizationId));
  return row?.span ?? null;
}

/** Raises the recorded longest span to cover a request of `span` days (atomic: concurrent raises keep the max). */
export const raiseMaxSpan = (db: DbOrTx, organizationId: string, span: number) =>
  db
    .update(leaveSettings)
    .set({ maxSpanDays: sql`greatest(${leaveSettings.maxSpanDays}, ${span})` })
    .where(eq(leaveSettings.organizationId, organizationId));

/** Organisations with leave types: the ones the roll-over visits. */
export async function listOrganizationsWithTypes(db: DbOrTx) {
  const rows = await db.selectDistinct({ id: leaveTypes.organizationId }).from(leaveTypes);
  return rows.map((r) => r.id);
}

// ——— Requests ———
export type RequestFilter = {
  organizationId: string;
  status?: LeaveStatus;
  statuses?: LeaveStatus[];
  leaveTypeId?: string;
  employeeId?: string;
  departmentId?: string;
  /** Requests overlapping [from, to]. */
  from?: string;
  to?: string;
  /** No request is longer than this many days (leave_settings.max_span_days): bounds the overlap scan. */
  maxSpanDays?: number | null;
};

function requestConditions(f: RequestFilter): SQL | undefined {
  return and(
    eq(leaveRequests.organizationId, f.organizationId),
    f.status ? eq(leaveRequests.status, f.status) : undefined,
    f.statuses ? inArray(leaveRequests.status, f.statuses) : undefined,
    f.leaveTypeId ? eq(leaveRequests.leaveTypeId, f.leaveTypeId) : undefined,
    f.employeeId ? eq(leaveRequests.employeeId, f.employeeId) : undefined,
    f.departmentId ? eq(leaveRequests.departmentId, f.departmentId) : undefined,
    f.to ? lte(leaveRequests.startDate, f.to) : undefined,
    f.from ? gte(leaveRequests.endDate, f.from) : undefined,
    // A request overlapping [from, …] started at most `maxSpanDays` before `from`: lets the start index bound the scan.
    f.from && f.maxSpanDays != null
      ? gte(leaveRequests.startDate, sql`(${f.from}::date - ${f.maxSpanDays}::int)`)
      : undefined,
  );
}

/** The calendar's columns only (no reasons or review notes), for a month of bars. */
export function listCalendarRows(db: DbOrTx, f: RequestFilter) {
  return db
    .select({
      id: leaveRequests.id,
      employeeId: leaveRequests.employeeId,
      leaveTypeId: leaveRequests.leaveTypeId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      halfDay: leaveRequests.halfDay,
      status: leaveRequests.status,
    })
    .from(leaveRequests)
    .where(requestConditions(f))
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
}

export function listRequests(db: DbOrTx, f: RequestFilter, page?: { limit: number; offset: number }) {
  const q = db
    .select()
    .from(leaveRequests)
    .where(requestConditions(f))
    .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.id))
    .$dynamic();
  if (page) q.limit(page.limit).offset(page.offset);
  return q;
}

export async function countRequests(db: DbOrTx, f: RequestFilter) {
  const [row] = await db.select({ n: count() }).from(leaveRequests).where(requestConditions(f));
  return row?.n ?? 0;
}

export async function findRequest(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.organizationId, organizationId), eq(leaveRequests.id, id)));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function insertRequest(db: DbOrTx, values: typeof leaveRequests.$inferInsert) {
  const [row] = await db.insert(leaveRequests).values(values).returning();
  return row!;
}

export const updateRequest = (
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof leaveRequests.$inferInsert>,
) =>
  db
    .update(leaveRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leaveRequests.organizationId, organizationId), eq(leaveRequests.id, id)));

/** Live requests (pending, approved, ended) of the employee that share a day with [start, end]. */
export function findOverlapping(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  start: string,
  end: string,
  exceptId?: string,
) {
  return db
    .select({ id: leaveRequests.id, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.organizationId, organizationId),
        eq(leaveRequests.employeeId, employeeId),
        inArray(leaveRequests.status, ['pending', 'approved', 'ended']),
        lte(leaveRequests.startDate, end),
        gte(leaveRequests.endDate, start),
        exceptId ? ne(leaveRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
}

/** Days of the employee's pending requests, per type (they hold the balance until reviewed). */
export async function pendingDaysByType(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  exceptId?: string,
) {
  const rows = await db
    .select({ id: leaveRequests.leaveTypeId, days: sum(leaveRequests.days).mapWith(Number) })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.organizationId, organizationId),
        eq(leaveRequests.employeeId, employeeId),
        eq(leaveRequests.status, 'pending'),
        exceptId ? ne(leaveRequests.id, exceptId) : undefined,
      ),
    )
    .groupBy(leaveRequests.leaveTypeId);
  return new Map(rows.map((r) => [r.id, r.days ?? 0]));
}

/** Approved (or ended) leave of these employees that overlaps [from, to]. */
const approvedOverlapping = (
  organizationId: string,
  employeeIds: readonly string[],
  from: string,
  to: string,
) =>
  and(
    eq(leaveRequests.organizationId, organizationId),
    inIds(leaveRequests.employeeId, employeeIds),
    inArray(leaveRequests.status, ['approved', 'ended']),
    lte(leaveRequests.startDate, to),
    gte(leaveRequests.endDate, from),
  );

/** Approved unpaid leave of these employees overlapping [from, to], with the type's day rules (payroll seam). */
export function listUnpaidApproved(
  db: DbOrTx,
  organizationId: string,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  return db
    .select({
      employeeId: leaveRequests.employeeId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      halfDay: leaveRequests.halfDay,
      countsWeekends: leaveTypes.countsWeekends,
      countsHolidays: leaveTypes.countsHolidays,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(and(approvedOverlapping(organizationId, employeeIds, from, to), eq(leaveTypes.paid, false)));
}

/** Approved leave (any type) of these employees touching [from, to]: what shifts may not be placed on. */
export function listApprovedLeave(
  db: DbOrTx,
  organizationId: string,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  return db
    .select({
      employeeId: leaveRequests.employeeId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      typeName: leaveTypes.name,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(approvedOverlapping(organizationId, employeeIds, from, to));
}
