import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { payrollParamsSchema } from '@/lib/contracts/payroll';
import { runBankChangesSchema, type RunBankChange } from '@/lib/contracts/payroll-bank-changes';
import type { DbOrTx } from '@/server/db/client';
import { employeeBankChanges, payrollRunEmployees } from '@/server/db/schema';
import { notFound } from '@/server/errors';
import type { ModuleRouter } from '@/server/http/module-router';
import { notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import * as repo from './payroll.repo';

/**
 * The run's employees with a pending bank change (issue 33): their payouts are held until an admin confirms
 * the new account, so the run says who before it is approved and while it pays.
 */
export async function runBankChanges(
  db: DbOrTx,
  organizationId: string,
  runId: string,
): Promise<RunBankChange[]> {
  if (!(await repo.findRun(db, organizationId, runId))) throw notFound('payroll.errors.notFound');
  const rows = await db
    .select({
      employeeId: payrollRunEmployees.employeeId,
      staffId: payrollRunEmployees.staffId,
      name: payrollRunEmployees.name,
      changedAt: employeeBankChanges.createdAt,
    })
    .from(payrollRunEmployees)
    .innerJoin(
      employeeBankChanges,
      and(
        eq(employeeBankChanges.organizationId, organizationId),
        eq(employeeBankChanges.employeeId, payrollRunEmployees.employeeId),
        eq(employeeBankChanges.status, 'pending'),
      ),
    )
    .where(and(eq(payrollRunEmployees.organizationId, organizationId), eq(payrollRunEmployees.runId, runId)))
    .orderBy(asc(payrollRunEmployees.name));
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }));
}

export function registerRunBankChangeRoutes(m: ModuleRouter) {
  // GET /payroll/{payrollId}/bank-changes — the run's employees whose new bank account awaits confirmation
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollId}/bank-changes',
      permission: ['payroll.create', 'payroll.approve'],
      request: { params: payrollParamsSchema },
      responses: { ...okResponse(runBankChangesSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await runBankChanges(c.var.deps.db, c.var.organizationId, c.req.valid('param').payrollId),
      ),
  );
}
