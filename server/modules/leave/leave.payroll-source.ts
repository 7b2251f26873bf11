import 'server-only';
import type { PayrollContribution, PayrollInputSource } from '@/server/deps';
import { countLeaveDays, maxDate, minDate, roundDays } from './leave-dates';
import { holidaySet } from './leave-holidays';
import { organizationCountry } from './leave-types.service';
import * as repo from './leave.repo';

/**
 * Leave's input to a payroll run: approved (or ended-early) unpaid leave inside the period becomes
 * `unpaidDays`, counted by each type's own rules (weekends, public holidays) and clipped to the period.
 * One query for every employee of the run; regular runs only.
 */
export const leavePayrollSource: PayrollInputSource = {
  name: 'leave',
  async gather({ db, organizationId, period, employeeIds }) {
    const out = new Map<string, PayrollContribution>();
    if (employeeIds.length === 0) return out;
    const rows = await repo.listUnpaidApproved(db, organizationId, employeeIds, period.start, period.end);
    if (rows.length === 0) return out;
    const holidays = await holidaySet(
      db,
      organizationId,
      await organizationCountry(db, organizationId),
      period.start,
      period.end,
    );
    for (const r of rows) {
      const days = countLeaveDays(
        maxDate(r.startDate, period.start),
        minDate(r.endDate, period.end),
        r,
        holidays,
        r.halfDay,
      );
      if (days === 0) continue;
      out.set(r.employeeId, { unpaidDays: roundDays((out.get(r.employeeId)?.unpaidDays ?? 0) + days) });
    }
    return out;
  },
};
