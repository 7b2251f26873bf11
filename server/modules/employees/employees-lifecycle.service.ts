import 'server-only';
import type { z } from 'zod';
import type { EmployeeDetail, separateSchema, suspendSchema } from '@/lib/contracts/employees';
import type { DbOrTx } from '@/server/db/client';
import { conflict, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { findSuspension, insertSuspensions, revokeSuspensions } from './employees-records.repo';
import { toBulkBefore } from './employees.presenter';
import { findEmployeesByIds, updateEmployee, updateEmployees } from './employees.repo';
import { findEmployeeDetail, requireOwnEmployees } from './employees.service';

/**
 * Suspend → revoke, separate → restore. Each call runs inside its route's transaction (write-transaction),
 * over rows locked for the rest of it, and a batch is all or nothing: one employee who cannot make the move
 * stops the whole batch with a 409 naming them, and the route's rollback undoes the rest. Each answers
 * `{ before, data }`: the previous state for the audit row, and the answer.
 *
 * A suspension's dates are kept for payroll (with or without pay, until the end date); the status flips at
 * once (or on its start date, when that is in the future) and flips back when the suspension is revoked or
 * its end date has passed: the dated flips are a scheduled job (employees-suspension-dates.ts).
 */

type Named = { firstName: string; lastName: string };
const MAX_NAMED = 5;
/** "Ada Obi, Bola Eze and 3 more": enough to find them, short enough for a toast. */
function namesOf(rows: Named[]) {
  const names = rows
    .slice(0, MAX_NAMED)
    .map((r) => `${r.firstName} ${r.lastName}`)
    .join(', ');
  return rows.length > MAX_NAMED ? `${names} (+${rows.length - MAX_NAMED})` : names;
}

/** Locks one employee's row for the rest of the transaction; 404 for another tenant's id. */
async function lockEmployee(db: DbOrTx, organizationId: string, employeeId: string) {
  const [row] = await findEmployeesByIds(db, organizationId, [employeeId], true);
  if (!row) throw notFound('errors.employeeNotFound');
  return row;
}

/** POST employees/suspend: only active employees can be suspended. */
export async function suspendEmployees(
  deps: AppDeps,
  organizationId: string,
  actorId: string,
  input: z.output<typeof suspendSchema>,
) {
  const db = deps.db;
  const rows = await requireOwnEmployees(db, organizationId, input.employeeIds, true);
  const blocked = rows.filter((r) => r.status !== 'active');
  if (blocked.length) throw conflict('errors.cannotSuspend', { names: namesOf(blocked) });
  const before = toBulkBefore(rows.map((r) => ({ id: r.id, status: r.status })));
  const now = deps.now();
  await insertSuspensions(
    db,
    rows.map((r) => ({
      organizationId,
      employeeId: r.id,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      reason: input.reason,
      withPay: input.withPay,
      createdBy: actorId,
      createdAt: now,
    })),
  );
  // a suspension starting later leaves them active until the daily job flips them on its start date
  if (input.startDate > now.toISOString().slice(0, 10)) return { before, data: { updated: rows.length } };
  const updated = await updateEmployees(
    db,
    organizationId,
    rows.map((r) => r.id),
    { status: 'suspended', updatedAt: now },
  );
  return { before, data: { updated } };
}

/** DELETE employees/{id}/revoke/{suspend_id}: ends the suspension early and the employee is active again. */
export async function revokeSuspension(
  deps: AppDeps,
  organizationId: string,
  employeeId: string,
  suspensionId: string,
) {
  const db = deps.db;
  const employee = await lockEmployee(db, organizationId, employeeId);
  const suspension = await findSuspension(db, organizationId, employeeId, suspensionId);
  if (!suspension) throw notFound('errors.suspensionNotFound');
  if (suspension.revokedAt) throw conflict('errors.suspensionEnded');
  const before = (await findEmployeeDetail(db, organizationId, employeeId))!;
  const now = deps.now();
  await revokeSuspensions(db, organizationId, [employeeId], now);
  // A separated employee keeps that status: revoking their old suspension only corrects its record.
  if (employee.status === 'suspended')
    await updateEmployee(db, organizationId, employeeId, { status: 'active', updatedAt: now });
  return { before, data: (await findEmployeeDetail(db, organizationId, employeeId))! };
}

/** POST employees/separate: the leaving date and reason; a suspension being served ends with it. */
export async function separateEmployees(
  deps: AppDeps,
  organizationId: string,
  input: z.output<typeof separateSchema>,
) {
  const db = deps.db;
  const rows = await requireOwnEmployees(db, organizationId, input.employeeIds, true);
  const blocked = rows.filter((r) => r.status === 'separated');
  if (blocked.length) throw conflict('errors.alreadySeparated', { names: namesOf(blocked) });
  const before = toBulkBefore(rows.map((r) => ({ id: r.id, status: r.status })));
  const now = deps.now();
  const ids = rows.map((r) => r.id);
  await revokeSuspensions(db, organizationId, ids, now);
  const updated = await updateEmployees(db, organizationId, ids, {
    status: 'separated',
    separatedAt: input.date,
    separationReason: input.reason,
    updatedAt: now,
  });
  return { before, data: { updated } };
}

/**
 * GET employees/{id}/restore: a separated employee is active again. The spec makes this a GET; its route is
 * declared `audit: true`, so the change and its one audit row share the route's transaction.
 */
export async function restoreEmployee(
  deps: AppDeps,
  organizationId: string,
  employeeId: string,
): Promise<{ before: EmployeeDetail; data: EmployeeDetail }> {
  const db = deps.db;
  await lockEmployee(db, organizationId, employeeId);
  const before = (await findEmployeeDetail(db, organizationId, employeeId))!;
  if (before.status !== 'separated') throw conflict('errors.notSeparated');
  await updateEmployee(db, organizationId, employeeId, {
    status: 'active',
    separatedAt: null,
    separationReason: null,
    updatedAt: deps.now(),
  });
  return { before, data: (await findEmployeeDetail(db, organizationId, employeeId))! };
}
