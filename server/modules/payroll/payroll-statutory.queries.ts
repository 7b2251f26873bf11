import 'server-only';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { payrollRuns } from '@/server/db/schema';
import { readPayrollSettings } from './payroll-config';
import { runLines } from './payroll.queries';

/**
 * What the statutory returns and year-end certificates (remittances/returns) read of payroll: the rows of
 * approved runs over a span of periods, the document language, and the payslip's font and recipient (one
 * loader for every PDF with Chinese text).
 */
export { payslipFont } from './payslip.font';
export { payslipRecipient } from './payroll-employees.read';

/** Run states whose figures were approved for payment (disbursing or paid later, or awaiting a bank upload). */
export const APPROVED_RUN_STATES = [
  'approved',
  'disbursing',
  'paid',
  'partially_paid',
  'awaiting_bank_payment',
] as const;

/**
 * Every row of the organisation's approved runs with periods from `from` to `to` (YYYY-MM, inclusive), oldest
 * first, each with its engine lines as `{ code, amount }` and the run's period and FX rates.
 */
export async function approvedRunRows(db: DbOrTx, organizationId: string, from: string, to: string) {
  const runs = await db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        inArray(payrollRuns.status, [...APPROVED_RUN_STATES]),
        gte(payrollRuns.period, from),
        lte(payrollRuns.period, to),
      ),
    )
    .orderBy(asc(payrollRuns.period), asc(payrollRuns.payDate), asc(payrollRuns.createdAt));
  const out = [];
  // one after another: `db` may be a transaction (a single connection)
  for (const { id } of runs) {
    const run = await runLines(db, organizationId, id);
    if (run) out.push(...run.employees.map((e) => ({ ...e, run: run.run })));
  }
  return { runCount: runs.length, rows: out };
}

/** The organisation's document language (payroll settings), for payslips and tax certificates alike. */
export async function documentLanguageOf(db: DbOrTx, organizationId: string) {
  return (await readPayrollSettings(db, organizationId)).documentLanguage;
}
