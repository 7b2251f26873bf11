import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { RunBankChange } from '@/lib/contracts/payroll-bank-changes';
import type { DbOrTx } from '@/server/db/client';
import { employeeBankChanges, payrollRunEmployees } from '@/server/db/schema';
import { notFound } from '@/server/errors';
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
