import 'server-only';
import type { z } from 'zod';
import type { EmployeeDetail, separateSchema, suspendSchema } from '@/lib/contracts/employees';
import type { Tx } from '@/server/db/client';
import { conflict, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/http/context';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { findSuspension, insertSuspensions, revokeSuspensions } from './employees-records.repo';
import { findEmployeesByIds, updateEmployee, updateEmployees } from './employees.repo';
import { findEmployeeDetail, requireOwnEmployees } from './employees.service';

/**
 * Suspend → revoke, separate → restore. Each call is one transaction over locked rows, and a batch is all or
 * nothing: one employee who cannot make the move stops the whole batch with a 409 naming them.
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
async function lockEmployee(tx: Tx, organizationId: string, employeeId: string) {
  const [row] = await findEmployeesByIds(tx, organizationId, [employeeId], true);
  if (!row) throw notFound('errors.employeeNotFound');
  return row;
}

/** POST employees/suspend: only active employees can be suspended. */
export function suspendEmployees(
  deps: AppDeps,
  organizationId: string,
  actorId: string,
  input: z.output<typeof suspendSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const rows = await requireOwnEmployees(tx, organizationId, input.employeeIds, true);
    const blocked = rows.filter((r) => r.status !== 'active');
    if (blocked.length) throw conflict('errors.cannotSuspend', { names: namesOf(blocked) });
    const now = deps.now();
    await insertSuspensions(
      tx,
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
    if (input.startDate > now.toISOString().slice(0, 10)) return { updated: rows.length };
    return {
      updated: await updateEmployees(
        tx,
        organizationId,
        rows.map((r) => r.id),
        { status: 'suspended', updatedAt: now },
      ),
    };
  });
}

/** DELETE employees/{id}/revoke/{suspend_id}: ends the suspension early and the employee is active again. */
export function revokeSuspension(
  deps: AppDeps,
  organizationId: string,
  employeeId: string,
  suspensionId: string,
) {
  return deps.db.transaction(async (tx) => {
    const employee = await lockEmployee(tx, organizationId, employeeId);
    const suspension = await findSuspension(tx, organizationId, employeeId, suspensionId);
    if (!suspension) throw notFound('errors.suspensionNotFound');
    if (suspension.revokedAt) throw conflict('errors.suspensionEnded');
    const before = (await findEmployeeDetail(tx, organizationId, employeeId))!;
    const now = deps.now();
    await revokeSuspensions(tx, organizationId, [employeeId], now);
    // A separated employee keeps that status: revoking their old suspension only corrects its record.
    if (employee.status === 'suspended')
      await updateEmployee(tx, organizationId, employeeId, { status: 'active', updatedAt: now });
    return { before, after: (await findEmployeeDetail(tx, organizationId, employeeId))! };
  });
}

/** POST employees/separate: the leaving date and reason; a suspension being served ends with it. */
export function separateEmployees(
  deps: AppDeps,
  organizationId: string,
  input: z.output<typeof separateSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const rows = await requireOwnEmployees(tx, organizationId, input.employeeIds, true);
    const blocked = rows.filter((r) => r.status === 'separated');
    if (blocked.length) throw conflict('errors.alreadySeparated', { names: namesOf(blocked) });
    const now = deps.now();
    const ids = rows.map((r) => r.id);
    await revokeSuspensions(tx, organizationId, ids, now);
    const updated = await updateEmployees(tx, organizationId, ids, {
      status: 'separated',
      separatedAt: input.date,
      separationReason: input.reason,
      updatedAt: now,
    });
    return { updated };
  });
}

export type AuditContext = { actorUserId: string; requestId: string; ip: string };

/**
 * GET employees/{id}/restore: a separated employee is active again. The spec makes this a GET, which the
 * platform audit middleware treats as a read, so this call writes its own audit row in the same transaction.
 */
export function restoreEmployee(
  deps: AppDeps,
  organizationId: string,
  employeeId: string,
  audit: AuditContext,
): Promise<EmployeeDetail> {
  return deps.db.transaction(async (tx) => {
    await lockEmployee(tx, organizationId, employeeId);
    const before = (await findEmployeeDetail(tx, organizationId, employeeId))!;
    if (before.status !== 'separated') throw conflict('errors.notSeparated');
    await updateEmployee(tx, organizationId, employeeId, {
      status: 'active',
      separatedAt: null,
      separationReason: null,
      updatedAt: deps.now(),
    });
    const after = (await findEmployeeDetail(tx, organizationId, employeeId))!;
    await recordAudit(tx, {
      organizationId,
      actorUserId: audit.actorUserId,
      action: 'GET /employees/{employee_id}/restore',
      entity: 'employees',
      entityId: employeeId,
      before,
      after,
      requestId: audit.requestId,
      ip: audit.ip,
    });
    return after;
  });
}
