import 'server-only';
import type { z } from 'zod';
import {
  LEAVE_STATUSES,
  type LeaveFilters,
  type LeaveType,
  type leaveTypeInputSchema,
} from '@/lib/contracts/leave';
import type { DbOrTx } from '@/server/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '@/server/db/sql-rules';
import { AppError, conflict, fieldError, notFound } from '@/server/errors';
import { findDepartmentRefs } from '@/server/modules/departments/departments.queries';
import { findPayrollGroupRefs } from '@/server/modules/payroll-groups/payroll-groups.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { getGroup } from '@/server/modules/payroll-groups/payroll-groups.service';
import { defaultLeaveTypes } from './leave-defaults';
import * as ledger from './leave-ledger.repo';
import * as repo from './leave.repo';

type TypeInput = z.output<typeof leaveTypeInputSchema>;
const nameTaken = () => fieldError('name', 'leave.validation.typeNameTaken');

export async function organizationCountry(db: DbOrTx, organizationId: string) {
  return (await findOrganization(db, organizationId))?.country ?? 'NG';
}

/** A new organisation gets its country's common types once (the first time its leave is opened). */
export async function ensureDefaultTypes(db: DbOrTx, organizationId: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.claimDefaults(tx, organizationId))) return;
    const country = await organizationCountry(tx, organizationId);
    await repo.insertTypes(
      tx,
      defaultLeaveTypes(country).map((t) => ({ ...t, organizationId })),
    );
  });
}

export function toLeaveType(r: repo.LeaveTypeRow, requestCount = 0): LeaveType {
  return {
    id: r.id,
    name: r.name,
    paid: r.paid,
    daysPerYear: r.daysPerYear,
    accrual: r.accrual as LeaveType['accrual'],
    carryOverDays: r.carryOverDays,
    carryOverExpiry: r.carryOverExpiry,
    countsWeekends: r.countsWeekends,
    countsHolidays: r.countsHolidays,
    allowNegative: r.allowNegative,
    gender: r.gender as LeaveType['gender'],
    minServiceMonths: r.minServiceMonths,
    departmentIds: r.departmentIds,
    payrollGroupIds: r.payrollGroupIds,
    archived: r.archivedAt !== null,
    requestCount,
    createdAt: r.createdAt.toISOString(),
  };
}

async function present(db: DbOrTx, organizationId: string, rows: repo.LeaveTypeRow[]) {
  const counts = await repo.countRequestsByType(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toLeaveType(r, counts.get(r.id) ?? 0));
}

/** GET leaves/leave-types: every type (or only archived / live ones with `archived`). */
export async function listLeaveTypes(db: DbOrTx, organizationId: string, archived?: boolean) {
  await ensureDefaultTypes(db, organizationId);
  return present(db, organizationId, await repo.listTypes(db, organizationId, { archived }));
}

export async function getLeaveType(db: DbOrTx, organizationId: string, id: string): Promise<LeaveType> {
  const row = await repo.findType(db, organizationId, id);
  if (!row) throw notFound('leave.errors.typeNotFound');
  return (await present(db, organizationId, [row]))[0]!;
}

/** Departments and payroll groups named must be the organisation's: otherwise 422 on the field. */
async function checkScopes(db: DbOrTx, organizationId: string, input: TypeInput) {
  const departmentIds = [...new Set(input.departmentIds)];
  if ((await findDepartmentRefs(db, organizationId, departmentIds)).length !== departmentIds.length) {
    throw fieldError('departmentIds', 'leave.validation.unknownDepartment');
  }
  for (const id of new Set(input.payrollGroupIds)) {
    await getGroup(db, organizationId, id).catch((e: unknown) => {
      throw e instanceof AppError && e.status === 404
        ? fieldError('payrollGroupIds', 'leave.validation.unknownGroup')
        : e;
    });
  }
  return { departmentIds, payrollGroupIds: [...new Set(input.payrollGroupIds)] };
}

function columns(input: TypeInput) {
  const { archived, ...rest } = input;
  void archived;
  return { ...rest, carryOverExpiry: rest.carryOverDays > 0 ? (rest.carryOverExpiry ?? null) : null };
}

export async function createLeaveType(db: DbOrTx, organizationId: string, input: TypeInput) {
  await ensureDefaultTypes(db, organizationId);
  if (await repo.findTypeByName(db, organizationId, input.name)) throw nameTaken();
  const scopes = await checkScopes(db, organizationId, input);
  const [row] = await repo
    .insertTypes(db, [
      { ...columns(input), ...scopes, organizationId, archivedAt: input.archived ? new Date() : null },
    ])
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? nameTaken() : e;
    });
  return getLeaveType(db, organizationId, row!.id);
}

export async function updateLeaveType(db: DbOrTx, organizationId: string, id: string, input: TypeInput) {
  const before = await getLeaveType(db, organizationId, id);
  if (await repo.findTypeByName(db, organizationId, input.name, id)) throw nameTaken();
  const scopes = await checkScopes(db, organizationId, input);
  const archivedAt = input.archived === undefined ? undefined : input.archived ? new Date() : null;
  await repo
    .updateType(db, organizationId, id, {
      ...columns(input),
      ...scopes,
      ...(archivedAt !== undefined && {
        archivedAt: before.archived && input.archived ? undefined : archivedAt,
      }),
    })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? nameTaken() : e;
    });
  // entitlement, carry-over or eligibility may have changed: the stored year ends are recomputed
  await ledger.clearRollOver(db, organizationId, id);
  return { before, data: await getLeaveType(db, organizationId, id) };
}

const hasRequests = (name: string, count: number) =>
  conflict(count === 1 ? 'leave.errors.typeHasRequest' : 'leave.errors.typeHasRequests', { name, count });

/** Refused (409, naming the count) once any request uses the type: archive it instead. */
export async function deleteLeaveType(db: DbOrTx, organizationId: string, id: string) {
  const before = await getLeaveType(db, organizationId, id);
  if (before.requestCount > 0) throw hasRequests(before.name, before.requestCount);
  // A request added after the check: the foreign key (on delete restrict) refuses inside a savepoint.
  await db
    .transaction((sp) => repo.deleteType(sp, organizationId, id))
    .catch(async (e: unknown) => {
      throw isForeignKeyViolation(e)
        ? hasRequests(before.name, (await getLeaveType(db, organizationId, id)).requestCount)
        : e;
    });
  return { before };
}

/** GET leaves/leave-types/filters: what the filter dropdowns and the type form's pickers offer. */
export async function getFilters(db: DbOrTx, organizationId: string): Promise<LeaveFilters> {
  await ensureDefaultTypes(db, organizationId);
  const [types, departments, payrollGroups] = await Promise.all([
    repo.listTypes(db, organizationId),
    findDepartmentRefs(db, organizationId),
    findPayrollGroupRefs(db, organizationId),
  ]);
  return {
    types: types.map((t) => ({ id: t.id, name: t.name, archived: t.archivedAt !== null })),
    departments,
    payrollGroups,
    statuses: [...LEAVE_STATUSES],
  };
}
