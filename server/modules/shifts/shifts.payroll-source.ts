import 'server-only';
import type { PayrollContribution, PayrollInputSource } from '@/server/deps';
import { shiftWages } from './shifts.queries';

/**
 * Shift wages as a taxable earning on the payslip ("Shift wages"): the period's shifts of the run's
 * employees at the rates in force (regular + overtime). Regular runs only: an off-cycle run would pay them twice.
 */
export const shiftsPayrollSource: PayrollInputSource = {
  name: 'shifts',
  async gather(ctx) {
    const wages = await shiftWages(
      ctx.db,
      ctx.organizationId,
      ctx.employeeIds,
      ctx.period.start,
      ctx.period.end,
    );
    const out = new Map<string, PayrollContribution>();
    for (const [employeeId, amount] of wages)
      out.set(employeeId, { earnings: [{ code: 'shift_wages', label: 'Shift wages', amount }] });
    return out;
  },
};
