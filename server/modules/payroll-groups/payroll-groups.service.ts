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
import { listEmployees, requireOwnEmployees } from '@/server/modules/employees/employees.service';
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

/** Unassigns every member (they fall back to the organisation's settings), then deletes the group: all or nothing. */
export async function deleteGroup(db: DbOrTx, organizationId: string, id: string) {
  return db.transaction(async (tx) => {
    await requireGroupRow(tx, organizationId, id, true);
    const before = await getGroup(tx, organizationId, id);
    const unassignedEmployees = await repo.unassignEmployees(tx, organizationId, id);
    await repo.deleteGroup(tx, organizationId, id);
    return { before, data: { id, unassignedEmployees } };
  });
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

/** Moves the employees into the group, from none or another group. Any id not of this organisation → 404, nothing moves. */
export async function addMembers(
  db: DbOrTx,
  organizationId: string,
  id: string,
  employeeIds: string[],
): Promise<PayrollGroupMembersChange> {
  return db.transaction(async (tx) => {
    await requireGroupRow(tx, organizationId, id, true);
    const ids = (await requireOwnEmployees(tx, organizationId, employeeIds, true)).map((e) => e.id);
    const changed = await repo.assignEmployees(tx, organizationId, ids, id);
    return { group: await getGroup(tx, organizationId, id), changed };
  });
}

/** Takes the employees out of the group. Any id not of this organisation → 404, nothing changes; non-members are skipped. */
export async function removeMembers(
  db: DbOrTx,
  organizationId: string,
  id: string,
  employeeIds: string[],
): Promise<PayrollGroupMembersChange> {
  return db.transaction(async (tx) => {
    await requireGroupRow(tx, organizationId, id, true);
    const ids = (await requireOwnEmployees(tx, organizationId, employeeIds, true)).map((e) => e.id);
    const changed = await repo.unassignEmployees(tx, organizationId, id, ids);
    return { group: await getGroup(tx, organizationId, id), changed };
  });
}
