import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import type { PayrollApprovalHook } from '@/server/deps';
import { runLineAmounts } from '@/server/modules/payroll/payroll-lines.queries';
import { EWA_LINE_CODE, EWA_REFUND_LINE_CODE } from './benefits.payroll-source';
import * as repo from './benefits.repo';

/**
 * When a run is finally approved, record what its "Earned wage access" lines took: per employee, the amount
 * on the approved payslip is allocated to their outstanding advances oldest first, one ewa_recoveries row
 * per (advance, run) — unique, and skipped entirely when the run already has rows — so recomputing or a
 * retried approval never counts a recovery twice. An advance fully recovered becomes `recovered`, one
 * recovered in part `partially_recovered` (the rest is gathered again by the next run). Flagged payslips
 * are not paid, so they recover nothing. The run's "Earned wage access refund" lines are recorded the same
 * way (kind `refund`), raising each failed advance's `refunded` until it equals what was recovered.
 */
export const benefitsApprovalHook: PayrollApprovalHook = {
  name: 'benefits',
  async onFinalApproval({ db, organizationId, runId }) {
    if (await repo.runHasRecoveries(db, organizationId, runId)) return;
    const rows = [
      ...(await recordRecoveries(db, organizationId, runId)),
      ...(await recordRefunds(db, organizationId, runId)),
    ];
    await repo.insertRecoveries(db, rows);
  },
};

type RecoveryRow = {
  organizationId: string;
  advanceId: string;
  payrollRunId: string;
  amount: number;
  kind: 'recovery' | 'refund';
};

/** What the approved payslips' lines of `code` amount to per employee (flagged payslips are not paid). */
async function takenBy(db: DbOrTx, organizationId: string, runId: string, code: string) {
  const { period, runType, amounts } = await runLineAmounts(db, organizationId, runId, code);
  if (!period || runType !== 'regular') return { period, taken: new Map<string, number>() };
  return {
    period,
    taken: new Map(amounts.filter((a) => !a.flagged).map((a) => [a.employeeId, Math.abs(a.amount)])),
  };
}

async function recordRecoveries(db: DbOrTx, organizationId: string, runId: string) {
  const { period, taken } = await takenBy(db, organizationId, runId, EWA_LINE_CODE);
  if (!period || taken.size === 0) return [];
  const advances = await repo.outstandingFor(db, organizationId, [...taken.keys()], period, true);
  const rows: RecoveryRow[] = [];
  for (const a of advances) {
    const left = taken.get(a.employeeId) ?? 0;
    const part = Math.min(left, a.recoverable - a.recovered);
    if (part <= 0) continue;
    taken.set(a.employeeId, left - part);
    rows.push({ organizationId, advanceId: a.id, payrollRunId: runId, amount: part, kind: 'recovery' });
    const recovered = a.recovered + part;
    await repo.updateAdvance(db, organizationId, a.id, {
      recovered,
      status: recovered === a.recoverable ? 'recovered' : 'partially_recovered',
    });
  }
  return rows;
}

/** The refunds the approved run paid: allocated to the failed advances they were owed for, oldest first. */
async function recordRefunds(db: DbOrTx, organizationId: string, runId: string) {
  const { taken } = await takenBy(db, organizationId, runId, EWA_REFUND_LINE_CODE);
  if (taken.size === 0) return [];
  const rows: RecoveryRow[] = [];
  for (const a of await repo.refundableFor(db, organizationId, [...taken.keys()], true)) {
    const left = taken.get(a.employeeId) ?? 0;
    const part = Math.min(left, a.recovered - a.refunded);
    if (part <= 0) continue;
    taken.set(a.employeeId, left - part);
    rows.push({ organizationId, advanceId: a.id, payrollRunId: runId, amount: part, kind: 'refund' });
    await repo.updateAdvance(db, organizationId, a.id, { refunded: a.refunded + part });
  }
  return rows;
}
