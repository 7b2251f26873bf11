import 'server-only';
import type { PayrollContribution, PayrollInputSource, PayrollItem } from '@/server/deps';
import * as repo from './benefits.repo';

/** The payslip lines' codes as payroll stores them: `deduction.` + source name + `.` + item code. */
export const EWA_LINE_CODE = 'deduction.benefits.ewa';
export const EWA_REFUND_LINE_CODE = 'deduction.benefits.ewa-refund';

/**
 * Earned wage access recoveries as an after-tax deduction "Earned wage access": each employee's advances
 * still outstanding (amount + the fee when the employee pays it), drawn in the run's month or before. The
 * item is `upToNet`: payroll takes what net pay covers and the rest stays outstanding for the next run.
 * Nothing is recorded here (a run may be computed many times); the approval hook records what the approved
 * run took (benefits.approval-hook.ts). Regular runs only.
 *
 * An advance whose transfer failed after payroll had recovered it was never received: what was recovered
 * comes back as a negative after-tax deduction "Earned wage access refund" (added to net pay, not taxed).
 */
export const benefitsPayrollSource: PayrollInputSource = {
  name: 'benefits',
  async gather(ctx) {
    const out = new Map<string, PayrollContribution>();
    if (ctx.employeeIds.length === 0) return out;
    const owed = new Map<string, number>();
    for (const a of await repo.outstandingFor(
      ctx.db,
      ctx.organizationId,
      ctx.employeeIds,
      ctx.period.month,
    )) {
      owed.set(a.employeeId, (owed.get(a.employeeId) ?? 0) + a.recoverable - a.recovered);
    }
    const refunds = new Map<string, number>();
    for (const a of await repo.refundableFor(ctx.db, ctx.organizationId, ctx.employeeIds))
      refunds.set(a.employeeId, (refunds.get(a.employeeId) ?? 0) + a.recovered - a.refunded);
    for (const employeeId of new Set([...owed.keys(), ...refunds.keys()])) {
      const amount = owed.get(employeeId) ?? 0;
      const refund = refunds.get(employeeId) ?? 0;
      const deductions: PayrollItem[] = [];
      if (amount > 0) deductions.push({ code: 'ewa', label: 'Earned wage access', amount, upToNet: true });
      if (refund > 0)
        deductions.push({ code: 'ewa-refund', label: 'Earned wage access refund', amount: -refund });
      if (deductions.length > 0) out.set(employeeId, { deductions });
    }
    return out;
  },
};
