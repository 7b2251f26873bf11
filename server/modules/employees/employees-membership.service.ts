import 'server-only';
import type { EmployeeStatus } from '@/lib/contracts/employees';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import * as repo from './employees-membership.repo';

/**
 * What other modules do to employees: departments, job roles and payroll groups record membership in the
 * employees table, which only this module writes (ARCHITECTURE §2).
 */

export type { Membership } from './employees-membership.repo';

export type EmployeeRef = {
  id: string;
  firstName: string;
  lastName: string;
  status: EmployeeStatus;
  departmentId: string | null;
  jobRoleId: string | null;
  payrollGroupId: string | null;
};

/** Head count per department, role or group id (ids without anyone are absent: read them as 0). */
export async function countMembers(
  db: DbOrTx,
  organizationId: string,
  column: repo.Membership,
  ids?: string[],
) {
  if (ids && ids.length === 0) return new Map<string, number>();
  const rows = await repo.countByMembership(db, organizationId, column, ids);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/** The organisation's employees among `ids`, in no particular order; foreign or unknown ids are absent. */
export async function findEmployeeRefs(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  lock = false,
): Promise<EmployeeRef[]> {
  if (ids.length === 0) return [];
  const rows = await repo.findMemberRefs(db, organizationId, [...new Set(ids)], lock);
  return rows.map((r) => ({ ...r, status: r.status as EmployeeStatus }));
}

/** Like findEmployeeRefs, but 404 (nothing changes) unless every id is the organisation's. Locks the rows. */
export async function requireEmployeeRefs(db: DbOrTx, organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await findEmployeeRefs(db, organizationId, unique, true);
  if (rows.length !== unique.length) throw notFound('errors.employeesNotFound');
  return rows;
}

/** Moves employees into a department, role or group (null: out of any). */
export function setMembership(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  column: repo.Membership,
  value: string | null,
  now = new Date(),
) {
  return repo.setMembership(db, organizationId, [...new Set(ids)], column, value, now);
}

/** Everyone in the department, role or group leaves it (before it is deleted); answers how many. */
export function clearMembership(
  db: DbOrTx,
  organizationId: string,
  column: repo.Membership,
  value: string,
  now = new Date(),
) {
  return repo.clearMembership(db, organizationId, column, value, now);
}
