import 'server-only';
import type { PayrollApprovalHook } from '@/server/modules/payroll/payroll-approval';
import { runLineAmounts } from '@/server/modules/payroll/payroll-lines.queries';
import { EWA_LINE_CODE } from './benefits.payroll-source';
import * as repo from './benefits.repo';

/**
 * When a run is finally approved, record what its "Earned wage access" lines took: per employee, the amount
 * on the approved payslip is allocated to their outstanding advances oldest first, one ewa_recoveries row
 * per (advance, run) — unique, and skipped entirely when the run already has rows — so recomputing or a
 * retried approval never counts a recovery twice. An advance fully recovered becomes `recovered`, one
 * recovered in part `partially_recovered` (the rest is gathered again by the next run). Flagged payslips
 * are not paid, so they recover nothing.
 */
export const benefitsApprovalHook: PayrollApprovalHook = {
  name: 'benefits',
  async onFinalApproval({ db, organizationId, runId }) {
    const { period, runType, amounts } = await runLineAmounts(db, organizationId, runId, EWA_LINE_CODE);
    if (!period || runType !== 'regular' || amounts.length === 0) return;
    if (await repo.runHasRecoveries(db, organizationId, runId)) return;
    const taken = new Map(amounts.filter((a) => !a.flagged).map((a) => [a.employeeId, a.amount]));
    if (taken.size === 0) return;
    const advances = await repo.outstandingFor(db, organizationId, [...taken.keys()], period, true);
    const rows: { organizationId: string; advanceId: string; payrollRunId: string; amount: number }[] = [];
    for (const a of advances) {
      const left = taken.get(a.employeeId) ?? 0;
      const part = Math.min(left, a.recoverable - a.recovered);
      if (part <= 0) continue;
      taken.set(a.employeeId, left - part);
      rows.push({ organizationId, advanceId: a.id, payrollRunId: runId, amount: part });
      const recovered = a.recovered + part;
      await repo.updateAdvance(db, organizationId, a.id, {
        recovered,
        status: recovered === a.recoverable ? 'recovered' : 'partially_recovered',
      });
    }
    await repo.insertRecoveries(db, rows);
  },
};
