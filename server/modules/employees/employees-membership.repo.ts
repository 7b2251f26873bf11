import 'server-only';
import { and, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { employees } from '@/server/db/schema';

/** The column an employee's membership of another module's record lives in. */
export type Membership = 'departmentId' | 'jobRoleId' | 'payrollGroupId';

/** Head count per department, role or group (every status), for the given ids or all of them. */
export function countByMembership(db: DbOrTx, organizationId: string, column: Membership, ids?: string[]) {
  const col = employees[column];
  const scope: SQL | undefined = ids ? inArray(col, ids) : isNotNull(col);
  return db
    .select({ id: col, n: count() })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), scope))
    .groupBy(col);
}

/** Sets the membership of `ids` (null: none); answers the ids that changed. */
export async function setMembership(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  column: Membership,
  value: string | null,
  now: Date,
) {
  const rows = await db
    .update(employees)
    .set({ [column]: value, updatedAt: now })
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, ids)))
    .returning({ id: employees.id });
  return rows.map((r) => r.id);
}

/** Clears a department, role or group from everyone in it; answers how many changed. */
export async function clearMembership(
  db: DbOrTx,
  organizationId: string,
  column: Membership,
  value: string,
  now: Date,
) {
  const rows = await db
    .update(employees)
    .set({ [column]: null, updatedAt: now })
    .where(and(eq(employees.organizationId, organizationId), eq(employees[column], value)))
    .returning({ id: employees.id });
  return rows.length;
}

/** Id, names, status and memberships of each of `ids` that belongs to the organisation. */
export function findMemberRefs(db: DbOrTx, organizationId: string, ids: string[], lock = false) {
  const query = db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      status: employees.status,
      departmentId: employees.departmentId,
      jobRoleId: employees.jobRoleId,
      payrollGroupId: employees.payrollGroupId,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, ids)));
  return lock ? query.for('update') : query;
}
