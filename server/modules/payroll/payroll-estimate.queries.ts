import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { computeEmployee } from './payroll-compute';
import { loadPayrollConfig } from './payroll-config';
import { readRunEmployees } from './payroll-employees.read';
import { daysWithin, lastWorkingDay, periodDays, periodOf } from './payroll-period';

// What payroll tells earned wage access (benefits) about a month's pay before any run exists. Apart from
// payroll.queries.ts, so the many modules reading run facts there do not load the engine and its settings.

/**
 * For earned wage access: the month of `today` (YYYY-MM-DD) as payroll pays it — its pay date (the last working
 * day), its working days (Monday–Friday) and those elapsed by `today`, today included.
 */
export function payMonthOf(today: string) {
  const month = today.slice(0, 7);
  const period = periodOf(month);
  return {
    month,
    payDate: lastWorkingDay(month),
    workingDaysInMonth: periodDays(period, 'working'),
    workingDaysElapsed: daysWithin(period, null, today, 'working'),
  };
}

/**
 * For earned wage access: the employee's monthly net pay (`month` YYYY-MM) as the engine would compute it now —
 * the same `computeEmployee` a run calls, on the employee's current pay and the organisation's (or group's)
 * settings, with no other module's inputs. 0 when payroll would not pay them this month.
 */
export async function estimateMonthlyNet(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  month: string,
) {
  const period = periodOf(month);
  const [e] = await readRunEmployees(
    db,
    organizationId,
    period,
    { payrollGroupId: null, employeeIds: [employeeId] },
    false,
  );
  if (!e) return 0;
  const config = await loadPayrollConfig(db, organizationId, [e.payrollGroupId]);
  const computed = computeEmployee(e, {}, config.effective(e.payrollGroupId), {
    country: config.country,
    localCurrency: config.localCurrency,
    period,
    runType: 'regular',
    fxRates: {},
    nhfBase: config.nhfBase,
    prorationBasis: config.prorationBasis,
  });
  return computed.flagged ? 0 : Math.max(0, computed.net);
}
