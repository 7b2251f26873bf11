import 'server-only';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { APPROVED_PAYROLL_STATUSES } from '@/lib/contracts/payroll';
import type { DbOrTx } from '@/server/db/client';
import {
  payrollApprovals,
  payrollGroups,
  payrollRunEmployees,
  payrollRuns,
  payrollSettings,
  users,
} from '@/server/db/schema';

// SQL on payroll's runs, approvals and settings; a run's employee rows are in payroll-run-employees.repo.ts.

export type RunRow = typeof payrollRuns.$inferSelect;
export type ApprovalRow = typeof payrollApprovals.$inferSelect;
export const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

export async function insertRun(db: DbOrTx, values: typeof payrollRuns.$inferInsert) {
  const [row] = await db.insert(payrollRuns).values(values).returning();
  return row!;
}

export async function findRun(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateRun(db: DbOrTx, id: string, values: Partial<typeof payrollRuns.$inferInsert>) {
  const [row] = await db.update(payrollRuns).set(values).where(eq(payrollRuns.id, id)).returning();
  return row!;
}

/** A run (not rejected) holding the regular slot (organisation, group or everyone, period). */
export async function findSlotHolder(
  db: DbOrTx,
  organizationId: string,
  payrollGroupId: string | null,
  period: string,
) {
  const [row] = await db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        eq(payrollRuns.period, period),
        eq(payrollRuns.runType, 'regular'),
        ne(payrollRuns.status, 'rejected'),
        sql`coalesce(${payrollRuns.payrollGroupId}, ${ZERO_UUID}::uuid) = ${payrollGroupId ?? ZERO_UUID}::uuid`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The last approved run before `period` (any period when null) of the group (or everyone). */
export async function findLastApproved(
  db: DbOrTx,
  organizationId: string,
  payrollGroupId: string | null,
  beforePeriod: string | null,
  exceptId?: string,
) {
  const [row] = await db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        inArray(payrollRuns.status, [...APPROVED_PAYROLL_STATUSES]),
        eq(payrollRuns.runType, 'regular'),
        sql`coalesce(${payrollRuns.payrollGroupId}, ${ZERO_UUID}::uuid) = ${payrollGroupId ?? ZERO_UUID}::uuid`,
        beforePeriod ? lt(payrollRuns.period, beforePeriod) : undefined,
        exceptId ? ne(payrollRuns.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(payrollRuns.period), desc(payrollRuns.approvedAt))
    .limit(1);
  return row ?? null;
}

// a run as presented: without its (possibly 100,000-long) chosen employee list and off-cycle amounts
const { employeeIds: _chosen, amounts: _amounts, ...presentedColumns } = getTableColumns(payrollRuns);
const runWithNames = {
  run: presentedColumns,
  groupName: payrollGroups.name,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};
export type RunWithNames = {
  run: Omit<RunRow, 'employeeIds' | 'amounts'>;
  groupName: string | null;
  creatorFirst: string | null;
  creatorLast: string | null;
};

/** An off-cycle run's amounts (null for regular runs). */
export async function findRunAmounts(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select({ amounts: payrollRuns.amounts })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, id)));
  return row?.amounts ?? null;
}

export async function findRunWithNames(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<RunWithNames | null> {
  const [row] = await db
    .select(runWithNames)
    .from(payrollRuns)
    .leftJoin(payrollGroups, eq(payrollGroups.id, payrollRuns.payrollGroupId))
    .leftJoin(users, eq(users.id, payrollRuns.createdBy))
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, id)));
  return row ?? null;
}

export async function listRuns(
  db: DbOrTx,
  organizationId: string,
  f: { status?: string; year?: number; limit: number; offset: number },
) {
  const where = and(
    eq(payrollRuns.organizationId, organizationId),
    f.status ? eq(payrollRuns.status, f.status) : undefined,
    f.year
      ? and(gte(payrollRuns.period, `${f.year}-01`), lt(payrollRuns.period, `${f.year + 1}-01`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(runWithNames)
      .from(payrollRuns)
      .leftJoin(payrollGroups, eq(payrollGroups.id, payrollRuns.payrollGroupId))
      .leftJoin(users, eq(users.id, payrollRuns.createdBy))
      .where(where)
      .orderBy(desc(payrollRuns.period), desc(payrollRuns.createdAt), desc(payrollRuns.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(payrollRuns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Regular runs that were computed (pending or approved), newest period first: the stats card's last and
 * previous. Off-cycle runs pay one-off amounts to a few people and are not compared with them.
 */
export function latestComputedRuns(db: DbOrTx, organizationId: string, limit = 2) {
  return db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        eq(payrollRuns.runType, 'regular'),
        inArray(payrollRuns.status, ['pending_approval', ...APPROVED_PAYROLL_STATUSES]),
      ),
    )
    .orderBy(desc(payrollRuns.period), desc(payrollRuns.computedAt))
    .limit(limit);
}

export async function countByStatus(db: DbOrTx, organizationId: string, status: string) {
  const [row] = await db
    .select({ n: count() })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.status, status)));
  return row?.n ?? 0;
}

export async function nextPayDate(db: DbOrTx, organizationId: string, today: string) {
  const [row] = await db
    .select({ payDate: payrollRuns.payDate })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        ne(payrollRuns.status, 'rejected'),
        gte(payrollRuns.payDate, today),
      ),
    )
    .orderBy(asc(payrollRuns.payDate))
    .limit(1);
  return row?.payDate ?? null;
}

export async function hasApprovedRun(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        inArray(payrollRuns.status, [...APPROVED_PAYROLL_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ——— An employee's runs ———

export async function employeeHistory(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(payrollRunEmployees.organizationId, organizationId),
    eq(payrollRunEmployees.employeeId, employeeId),
    inArray(payrollRuns.status, ['pending_approval', ...APPROVED_PAYROLL_STATUSES]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: payrollRunEmployees, run: payrollRuns })
      .from(payrollRunEmployees)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunEmployees.runId))
      .where(where)
      .orderBy(desc(payrollRuns.period), desc(payrollRuns.payDate), desc(payrollRunEmployees.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(payrollRunEmployees)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunEmployees.runId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ——— Approvals ———

export async function insertApproval(db: DbOrTx, values: typeof payrollApprovals.$inferInsert) {
  const [row] = await db.insert(payrollApprovals).values(values).returning();
  return row!;
}

export function liveApprovals(db: DbOrTx, runId: string, version: number) {
  return db
    .select()
    .from(payrollApprovals)
    .where(
      and(
        eq(payrollApprovals.runId, runId),
        eq(payrollApprovals.version, version),
        isNull(payrollApprovals.voidedAt),
      ),
    )
    .orderBy(asc(payrollApprovals.level));
}

export function voidApprovals(db: DbOrTx, runId: string, now: Date) {
  return db
    .update(payrollApprovals)
    .set({ voidedAt: now })
    .where(and(eq(payrollApprovals.runId, runId), isNull(payrollApprovals.voidedAt)));
}

export function approvalTimeline(db: DbOrTx, organizationId: string, runId: string) {
  return db
    .select({ approval: payrollApprovals, firstName: users.firstName, lastName: users.lastName })
    .from(payrollApprovals)
    .leftJoin(users, eq(users.id, payrollApprovals.userId))
    .where(and(eq(payrollApprovals.organizationId, organizationId), eq(payrollApprovals.runId, runId)))
    .orderBy(asc(payrollApprovals.createdAt), asc(payrollApprovals.level));
}

// ——— Settings ———

export async function findPayrollSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.organizationId, organizationId));
  return row ?? null;
}

export async function upsertPayrollSettings(
  db: DbOrTx,
  organizationId: string,
  values: { nhfBase?: string; prorationBasis?: string; documentLanguage?: string; disbursement?: string },
  now: Date,
) {
  const [row] = await db
    .insert(payrollSettings)
    .values({ organizationId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: payrollSettings.organizationId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}
