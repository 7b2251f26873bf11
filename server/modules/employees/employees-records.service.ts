import 'server-only';
import type { z } from 'zod';
import type { Addon, addonInputSchema, EmployeeQuery, EmployeeQueryPost } from '@/lib/contracts/employees';
import type { Paged } from '@/lib/contracts/pagination';
import type { EmployeePayrollHistoryEntry } from '@/lib/contracts/payroll';
import type { DbOrTx } from '@/server/db/client';
import { conflict, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import * as records from './employees-records.repo';
import { toAddon, toQuery } from './employees.presenter';
import { findEmployee } from './employees.repo';

/** Bonuses and deductions, disciplinary queries and payroll history: the detail screen's other tabs. */

type AddonValues = z.output<typeof addonInputSchema>;

async function requireEmployee(db: DbOrTx, organizationId: string, employeeId: string) {
  const row = await findEmployee(db, organizationId, employeeId);
  if (!row) throw notFound('errors.employeeNotFound');
  return row.employee;
}

export async function listEmployeeAddons(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
): Promise<Addon[]> {
  await requireEmployee(db, organizationId, employeeId);
  return (await records.listAddons(db, organizationId, employeeId)).map(toAddon);
}

/** Add-ons are paid in the employee's pay currency, so a payroll run never converts them. */
export async function createAddon(
  deps: AppDeps,
  organizationId: string,
  actorId: string,
  employeeId: string,
  input: AddonValues,
) {
  const employee = await requireEmployee(deps.db, organizationId, employeeId);
  const row = await records.insertAddon(deps.db, {
    organizationId,
    employeeId,
    ...input,
    endPeriod: input.endPeriod ?? null,
    currency: employee.payCurrency,
    createdBy: actorId,
  });
  return toAddon(row);
}

async function requireAddon(db: DbOrTx, organizationId: string, addonId: string) {
  const row = await records.findAddon(db, organizationId, addonId);
  if (!row) throw notFound('errors.addonNotFound');
  return row;
}

/** PUT employees/add-ons/{addon_id}: replaces the add-on; the currency follows the employee's current pay currency. */
export async function updateAddon(
  deps: AppDeps,
  organizationId: string,
  addonId: string,
  input: AddonValues,
) {
  const before = await requireAddon(deps.db, organizationId, addonId);
  const employee = await requireEmployee(deps.db, organizationId, before.employeeId);
  const after = await records.updateAddon(deps.db, organizationId, addonId, {
    ...input,
    endPeriod: input.endPeriod ?? null,
    currency: employee.payCurrency,
    updatedAt: deps.now(),
  });
  if (!after) throw notFound('errors.addonNotFound');
  return { before: toAddon(before), data: toAddon(after) };
}

/** DELETE employees/add-ons/{addon_id}: answers the add-on as it was, for the audit row. */
export async function deleteAddon(deps: AppDeps, organizationId: string, addonId: string) {
  const before = await requireAddon(deps.db, organizationId, addonId);
  await records.deleteAddon(deps.db, organizationId, addonId);
  return { before: toAddon(before) };
}

export async function listEmployeeQueries(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
): Promise<EmployeeQuery[]> {
  await requireEmployee(db, organizationId, employeeId);
  return (await records.listQueries(db, organizationId, employeeId)).map((r) =>
    toQuery(r.query, r.issuerName),
  );
}

/**
 * POST employees/{id}/queries: without `queryId` issues a new query; with it, records the employee's
 * response to that query (once: a recorded response is part of the disciplinary record). An answer's
 * `before` is the query as it stood unanswered, for the audit row; an issued query has none.
 */
export async function postEmployeeQuery(
  deps: AppDeps,
  organizationId: string,
  actorId: string,
  employeeId: string,
  input: EmployeeQueryPost,
): Promise<{ issued: boolean; before: EmployeeQuery | null; data: EmployeeQuery }> {
  await requireEmployee(deps.db, organizationId, employeeId);
  const queryOf = async (id: string) =>
    (await listEmployeeQueries(deps.db, organizationId, employeeId)).find((q) => q.id === id)!;
  if ('queryId' in input) {
    const query = await records.findQuery(deps.db, organizationId, employeeId, input.queryId);
    if (!query) throw notFound('errors.queryNotFound');
    if (query.respondedAt) throw conflict('errors.queryAnswered');
    const before = await queryOf(query.id);
    if (!(await records.answerQuery(deps.db, query.id, input.response, deps.now())))
      throw conflict('errors.queryAnswered');
    return { issued: false, before, data: await queryOf(query.id) };
  }
  const { id } = await records.insertQuery(deps.db, {
    organizationId,
    employeeId,
    subject: input.subject,
    body: input.body,
    issuedBy: actorId,
  });
  return { issued: true, before: null, data: await queryOf(id) };
}

/**
 * GET employees/{id}/payroll-history: the employee's lines in computed payroll runs with their own payment
 * status. Payroll reads them (`plugins.employeePayHistory`, wired in server/wiring/plugins.ts): employees sits
 * below payroll and payouts and imports neither.
 */
export async function payrollHistory(
  deps: AppDeps,
  organizationId: string,
  employeeId: string,
  page: number,
  perPage: number,
): Promise<Paged<EmployeePayrollHistoryEntry>> {
  await requireEmployee(deps.db, organizationId, employeeId);
  return deps.plugins.employeePayHistory(deps.db, organizationId, employeeId, { page, perPage });
}
