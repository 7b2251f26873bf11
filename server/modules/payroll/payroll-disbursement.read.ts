import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PayrollEmployeeRow } from '@/lib/contracts/payroll';
import type { DbOrTx } from '@/server/db/client';
import { inIds } from '@/server/db/sql-ids';
import { payrollRunEmployees } from '@/server/db/schema';
import { latestPayouts, payoutProgress, stuckPayouts } from '@/server/modules/payouts/payouts.service';

/** Payroll's payouts are keyed (source 'payroll', batch = run id, subject = the payroll_run_employees row). */
export const PAYROLL_SOURCE = 'payroll';

/** Rows with their latest payout attempt's status and reason (null: nothing sent for this row). */
export async function withPayouts(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  rows: PayrollEmployeeRow[],
): Promise<PayrollEmployeeRow[]> {
  const latest = await latestPayouts(
    db,
    organizationId,
    PAYROLL_SOURCE,
    runId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const p = latest.get(r.id);
    return {
      ...r,
      payoutStatus: p?.status ?? null,
      payoutFailureReason: p?.failureReason ?? null,
      payoutProviderReference: p?.providerReference ?? null,
      payoutBankReference: p?.bankReference ?? null,
    };
  });
}

const FAILED_SHOWN = 200;

/** GET payroll/{id}/disbursement: counts and amounts by status and currency, and the failed rows with reasons. */
export async function getDisbursement(db: DbOrTx, organizationId: string, runId: string, now = new Date()) {
  const [progress, latest, stuck] = await Promise.all([
    payoutProgress(db, organizationId, PAYROLL_SOURCE, runId),
    latestPayouts(db, organizationId, PAYROLL_SOURCE, runId),
    stuckPayouts(db, organizationId, PAYROLL_SOURCE, runId, now),
  ]);
  const failed = [...latest.values()]
    .filter((p) => p.status === 'failed' || p.status === 'held' || p.status === 'reversed')
    .slice(0, FAILED_SHOWN);
  const rows = failed.length
    ? await db
        .select({
          id: payrollRunEmployees.id,
          employeeId: payrollRunEmployees.employeeId,
          name: payrollRunEmployees.name,
          staffId: payrollRunEmployees.staffId,
        })
        .from(payrollRunEmployees)
        .where(
          and(
            eq(payrollRunEmployees.organizationId, organizationId),
            inIds(
              payrollRunEmployees.id,
              failed.map((f) => f.subjectId),
            ),
          ),
        )
    : [];
  const who = new Map(rows.map((r) => [r.id, r]));
  const fees = new Map<string, number>();
  for (const p of latest.values())
    if (p.fee && (p.status === 'paid' || p.status === 'reversed'))
      fees.set(p.currency, (fees.get(p.currency) ?? 0) + p.fee);
  return {
    progress,
    fees: [...fees].map(([currency, amount]) => ({ currency, amount })),
    stuck,
    failed: failed
      .map((f) => ({
        payrollEmployeeId: f.subjectId,
        employeeId: who.get(f.subjectId)?.employeeId ?? null,
        name: who.get(f.subjectId)?.name ?? '',
        staffId: who.get(f.subjectId)?.staffId ?? '',
        currency: f.currency,
        amount: f.amount,
        accountNumberLast4: f.accountNumberLast4,
        attempt: f.attempt,
        status: f.status,
        reason: f.failureReason,
        providerReference: f.providerReference,
        bankReference: f.bankReference,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
