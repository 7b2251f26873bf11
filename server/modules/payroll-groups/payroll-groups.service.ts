import 'server-only';
import type { z } from 'zod';
import { toMeta } from '@/lib/contracts/pagination';
import type {
  PayrollGroup,
  payrollGroupEmployeesQuerySchema,
  payrollGroupInputSchema,
  payrollGroupListQuerySchema,
  PayrollGroupMembersChange,
} from '@/lib/contracts/payroll-groups';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { fieldError, notFound } from '@/server/errors';
import {
  clearMembership,
  requireEmployeeRefs,
  setMembership,
} from '@/server/modules/employees/employees-membership.service';
import { listEmployees } from '@/server/modules/employees/employees.service';
import * as repo from './payroll-groups.repo';

const nameTaken = () => fieldError('name', 'validation.payrollGroupNameTaken');

function toGroup(r: repo.GroupListRow): PayrollGroup {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    employeeCount: r.employeeCount,
    monthlyGross: Object.fromEntries(
      Object.entries(r.monthlyGross).map(([currency, amount]) => [currency, Number(amount)]),
    ),
    createdAt: r.createdAt.toISOString(),
  };
}

/** GET payroll-groups: one page (or all with `result=all`), each with head count and gross in the same query. */
export async function listGroups(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof payrollGroupListQuerySchema>,
) {
  if (q.result === 'all') {
    const rows = await repo.listGroups(db, organizationId, { search: q.search });
    return { data: rows.map(toGroup), meta: toMeta(1, Math.max(1, rows.length), rows.length) };
  }
  const [rows, total] = await Promise.all([
    repo.listGroups(db, organizationId, {
      search: q.search,
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    }),
    repo.countGroups(db, organizationId, q.search),
  ]);
  return { data: rows.map(toGroup), meta: toMeta(q.page, q.perPage, total) };
}

/** The group with its totals; another organisation's id is simply not found. */
export async function getGroup(db: DbOrTx, organizationId: string, id: string): Promise<PayrollGroup> {
  const [row] = await repo.listGroups(db, organizationId, { ids: [id] });
  if (!row) throw notFound('errors.payrollGroupNotFound');
  return toGroup(row);
}

/** The raw row (settings included), 404 when not the organisation's; `lock` inside a transaction. */
export async function requireGroupRow(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const row = await repo.findGroup(db, organizationId, id, lock);
  if (!row) throw notFound('errors.payrollGroupNotFound');
  return row;
}

async function saveName<T>(
  db: DbOrTx,
  organizationId: string,
  name: string,
  exceptId: string | undefined,
  write: () => Promise<T>,
) {
  if (await repo.findGroupByName(db, organizationId, name, exceptId)) throw nameTaken();
  try {
    return await write();
  } catch (e) {
    // Two requests with the same name at once: the unique index decides, with the same answer.
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

export async function createGroup(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof payrollGroupInputSchema>,
) {
  const row = await saveName(db, organizationId, input.name, undefined, () =>
    repo.insertGroup(db, { organizationId, name: input.name, description: input.description ?? null }),
  );
  return getGroup(db, organizationId, row.id);
}

/** Returns the group before and after, for the audit trail. */
export async function updateGroup(
  db: DbOrTx,
  organizationId: string,
  id: string,
  input: z.output<typeof payrollGroupInputSchema>,
) {
  const before = await getGroup(db, organizationId, id);
  await saveName(db, organizationId, input.name, id, () =>
    repo.updateGroup(db, organizationId, id, { name: input.name, description: input.description ?? null }),
  );
  return { before, data: await getGroup(db, organizationId, id) };
}

/**
 * Takes every member out (they fall back to the organisation's settings, through the employees module),
 * then deletes the group: all or nothing, in the route's transaction.
 */
export async function deleteGroup(db: DbOrTx, organizationId: string, id: string) {
  await requireGroupRow(db, organizationId, id, true);
  const before = await getGroup(db, organizationId, id);
  const unassignedEmployees = await clearMembership(db, organizationId, 'payrollGroupId', id);
  await repo.deleteGroup(db, organizationId, id);
  return { before, data: { id, unassignedEmployees } };
}

/** GET payroll-groups/{id}/employees: the employees list (same rows as GET employees) filtered to the group. */
export async function listMembers(
  db: DbOrTx,
  organizationId: string,
  id: string,
  q: z.output<typeof payrollGroupEmployeesQuerySchema>,
) {
  await requireGroupRow(db, organizationId, id);
  return listEmployees(db, organizationId, {
    page: q.page,
    perPage: q.perPage,
    search: q.search,
    payrollGroupId: id,
  });
}

/**
 * What the audit row keeps as `before` of a member change: the group as it was (head count included) and
 * the group each named employee was in, so the row shows exactly who moved from where.
 */
export type MembersBefore = {
  group: PayrollGroup;
  employees: { id: string; payrollGroupId: string | null }[];
};

/** Locks the group and the named employees (404, nothing changes, unless every id is the organisation's). */
async function memberChange(db: DbOrTx, organizationId: string, id: string, employeeIds: string[]) {
  await requireGroupRow(db, organizationId, id, true);
  const refs = await requireEmployeeRefs(db, organizationId, employeeIds);
  const before: MembersBefore = {
    group: await getGroup(db, organizationId, id),
    employees: refs.map((e) => ({ id: e.id, payrollGroupId: e.payrollGroupId })),
  };
  return { refs, before };
}

/** Sets the group of `ids` through the employees module (which owns the column); answers how many changed. */
async function move(db: DbOrTx, organizationId: string, ids: string[], groupId: string | null) {
  if (ids.length === 0) return 0;
  return (await setMembership(db, organizationId, ids, 'payrollGroupId', groupId)).length;
}

/**
 * Moves the employees into the group, from none or another group. Any id not of this organisation → 404,
 * nothing moves. Those already in it are left alone and not counted.
 */
export async function addMembers(
  db: DbOrTx,
  organizationId: string,
  id: string,
  employeeIds: string[],
): Promise<{ before: MembersBefore; data: PayrollGroupMembersChange }> {
  const { refs, before } = await memberChange(db, organizationId, id, employeeIds);
  const moving = refs.filter((e) => e.payrollGroupId !== id).map((e) => e.id);
  const changed = await move(db, organizationId, moving, id);
  return { before, data: { group: await getGroup(db, organizationId, id), changed } };
}

/**
 * Takes the employees out of the group. Any id not of this organisation → 404, nothing changes; those in
 * another group (or none) are left where they are.
 */
export async function removeMembers(
  db: DbOrTx,
  organizationId: string,
  id: string,
  employeeIds: string[],
): Promise<{ before: MembersBefore; data: PayrollGroupMembersChange }> {
  const { refs, before } = await memberChange(db, organizationId, id, employeeIds);
  const leaving = refs.filter((e) => e.payrollGroupId === id).map((e) => e.id);
  const changed = await move(db, organizationId, leaving, null);
  return { before, data: { group: await getGroup(db, organizationId, id), changed } };
}
