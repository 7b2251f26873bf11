import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { statutoryDetails, type StatutoryDetails } from '@/server/modules/employees/employees.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { approvedRunRows } from '@/server/modules/payroll/payroll-statutory.queries';

/**
 * One employee's figures over a span of approved runs (a month for the monthly returns, a year for the annual
 * ones), summed line by line from the run rows: every amount a return shows is a sum of engine lines
 * (lib/payroll slip-builder codes), converted to the organisation's currency per line at the run's rate.
 */
export type EmployeeFigures = {
  employeeId: string;
  name: string;
  staffId: string;
  /** engine line code → sum of its amounts over the span (local currency, minor units) */
  lines: Map<string, number>;
  gross: number;
  /** per period (YYYY-MM): the same sums, for certificates' monthly rows */
  months: Map<string, Map<string, number>>;
  ids: StatutoryDetails;
};

export type ReturnData = {
  country: string;
  currency: string;
  organizationName: string;
  from: string;
  to: string;
  employees: EmployeeFigures[];
};

/** The sum of engine lines whose code is `code` or starts with `code.` (e.g. `relief` → every relief). */
export function lineSum(lines: Map<string, number>, ...codes: string[]) {
  let total = 0;
  for (const [code, amount] of lines) {
    if (codes.some((c) => code === c || (c.endsWith('.') && code.startsWith(c)))) total += amount;
  }
  return total;
}

const add = (m: Map<string, number>, code: string, amount: number) =>
  m.set(code, (m.get(code) ?? 0) + amount);

/**
 * The approved figures of the organisation's runs with periods `from`..`to`, one entry per employee (sorted
 * by name, then staff ID, so files are stable). No approved run in the span → 422 NO_APPROVED_RUN.
 */
export async function loadReturnData(
  db: DbOrTx,
  organizationId: string,
  from: string,
  to: string,
  onlyEmployeeId?: string,
): Promise<ReturnData> {
  const org = await findOrganization(db, organizationId);
  const { runCount, rows } = await approvedRunRows(db, organizationId, from, to);
  if (!org || runCount === 0)
    throw new AppError('VALIDATION_FAILED', 'remittances.returns.errors.noApprovedRun', { from, to });
  const byEmployee = new Map<string, Omit<EmployeeFigures, 'ids'>>();
  for (const r of rows) {
    if (onlyEmployeeId && r.employeeId !== onlyEmployeeId) continue;
    // the liabilities' rule (remittances.liabilities.ts): foreign pay converted per line, rounded per line
    const rate = r.currency === org.currency ? 1 : (r.run.fxRates[r.currency] ?? 1);
    const local = (n: number) => Math.round(n * rate);
    const e = byEmployee.get(r.employeeId) ?? {
      employeeId: r.employeeId,
      name: r.name,
      staffId: r.staffId,
      lines: new Map<string, number>(),
      gross: 0,
      months: new Map<string, Map<string, number>>(),
    };
    // the latest run's name and staff ID win (a rename mid-year shows the current one)
    e.name = r.name;
    e.staffId = r.staffId;
    const month = e.months.get(r.run.period) ?? new Map<string, number>();
    for (const l of r.lines) {
      add(e.lines, l.code, local(l.amount));
      add(month, l.code, local(l.amount));
    }
    e.gross += local(r.gross);
    e.months.set(r.run.period, month);
    byEmployee.set(r.employeeId, e);
  }
  const details = await statutoryDetails(db, organizationId, [...byEmployee.keys()], true);
  const blank: StatutoryDetails = {
    pfa: null,
    stateOfResidence: null,
    nhfNumber: null,
    rsaPin: null,
    taxId: null,
  };
  const employees = [...byEmployee.values()]
    .map((e) => ({ ...e, ids: details.get(e.employeeId) ?? blank }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.staffId.localeCompare(b.staffId, 'en'));
  return {
    country: org.country,
    currency: org.currency,
    organizationName: org.name,
    from,
    to,
    employees,
  };
}
