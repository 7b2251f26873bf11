import 'server-only';
import type { PayrollContribution, PayrollInputSource } from '@/server/modules/payroll/payroll-inputs';
import * as repo from './benefits.repo';

/** The payslip line's code as payroll stores it: `deduction.` + source name + `.` + item code. */
export const EWA_LINE_CODE = 'deduction.benefits.ewa';

/**
 * Earned wage access recoveries as an after-tax deduction "Earned wage access": each employee's advances
 * still outstanding (amount + the fee when the employee pays it), drawn in the run's month or before. The
 * item is `upToNet`: payroll takes what net pay covers and the rest stays outstanding for the next run.
 * Nothing is recorded here (a run may be computed many times); the approval hook records what the approved
 * run took (benefits.approval-hook.ts). Regular runs only.
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
    for (const [employeeId, amount] of owed) {
      if (amount > 0)
        out.set(employeeId, {
          deductions: [{ code: 'ewa', label: 'Earned wage access', amount, upToNet: true }],
        });
    }
    return out;
  },
};
