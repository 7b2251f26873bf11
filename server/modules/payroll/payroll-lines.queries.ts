import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { payrollRunEmployees, payrollRuns } from '@/server/db/schema';

/**
 * Read-only: what a computed run put on one payslip line code, per employee. Modules whose source asked for
 * an amount it may not get in full (`upToNet` deductions: wage-access recoveries) read here, at approval,
 * what the run actually took. Part of the input seam (payroll-inputs.ts); another module never reads
 * payroll's tables itself.
 */
export async function runLineAmounts(db: DbOrTx, organizationId: string, runId: string, code: string) {
  const [run] = await db
    .select({
      dictionary: payrollRuns.lineDictionary,
      period: payrollRuns.period,
      runType: payrollRuns.runType,
    })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, runId)));
  if (!run)
    return {
      period: null,
      runType: null,
      amounts: [] as { employeeId: string; amount: number; flagged: boolean }[],
    };
  const wanted = new Set(run.dictionary.flatMap((e, i) => (e[0] === code ? [i] : [])));
  const amounts: { employeeId: string; amount: number; flagged: boolean }[] = [];
  if (wanted.size > 0) {
    const rows = await db
      .select({
        employeeId: payrollRunEmployees.employeeId,
        lines: payrollRunEmployees.lines,
        flagged: payrollRunEmployees.flagged,
      })
      .from(payrollRunEmployees)
      .where(
        and(eq(payrollRunEmployees.organizationId, organizationId), eq(payrollRunEmployees.runId, runId)),
      );
    for (const r of rows) {
      const amount = r.lines.reduce((s, [i, a]) => (wanted.has(i) ? s + a : s), 0);
      if (amount !== 0) amounts.push({ employeeId: r.employeeId, amount, flagged: r.flagged });
    }
  }
  return { period: run.period, runType: run.runType, amounts };
}
