import 'server-only';
import { and, count, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { inIds } from '@/server/db/sql-ids';
import { departments, employees, employeeSuspensions } from '@/server/db/schema';
import type { PayrollPeriod } from './payroll-inputs';

/**
 * Read-only: who a run pays, as of the run's period. The employees module owns these tables and has no
 * queries file for payroll yet; this is the one place payroll reads them (one set-based query per run).
 *
 * Included: payroll enabled, started by the period's end, in the group (when the run has one), and
 * - active, or
 * - suspended under a live suspension WITH pay (suspended without pay are left out, as the issue says), or
 * - separated on or after the period's first day (a leaver paid to their last day).
 */

export type PayrollEmployee = Awaited<ReturnType<typeof readRunEmployees>>[number];

type Filter = { payrollGroupId: string | null; employeeIds?: readonly string[] | null };

function eligible(organizationId: string, period: PayrollPeriod, f: Filter) {
  const liveWithPay = sql`exists (select 1 from ${employeeSuspensions} s where s.employee_id = ${employees.id} and s.revoked_at is null and s.with_pay and (s.end_date is null or s.end_date >= current_date))`;
  return and(
    eq(employees.organizationId, organizationId),
    eq(employees.payrollEnabled, true),
    lte(employees.startDate, period.end),
    or(
      eq(employees.status, 'active'),
      and(eq(employees.status, 'suspended'), liveWithPay),
      and(eq(employees.status, 'separated'), gte(employees.separatedAt, period.start)),
    ),
    f.payrollGroupId ? eq(employees.payrollGroupId, f.payrollGroupId) : undefined,
    f.employeeIds ? inIds(employees.id, f.employeeIds) : undefined,
  );
}

/** How many a run would pay, and in which currencies (create's checks, without reading every row). */
export async function summarizeRunEmployees(
  db: DbOrTx,
  organizationId: string,
  period: PayrollPeriod,
  f: Filter,
) {
  const rows = await db
    .select({ currency: employees.payCurrency, n: count() })
    .from(employees)
    .where(eligible(organizationId, period, f))
    .groupBy(employees.payCurrency);
  return { count: rows.reduce((t, r) => t + r.n, 0), currencies: rows.map((r) => r.currency) };
}

/** Everyone the run pays; `sorted` by name for previews (the compute does not need an order). */
export function readRunEmployees(
  db: DbOrTx,
  organizationId: string,
  period: PayrollPeriod,
  f: Filter,
  sorted = true,
) {
  const q = db
    .select({
      id: employees.id,
      staffId: employees.staffId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      department: departments.name,
      payrollGroupId: employees.payrollGroupId,
      status: employees.status,
      startDate: employees.startDate,
      separatedAt: employees.separatedAt,
      payCurrency: employees.payCurrency,
      basic: employees.basic,
      housing: employees.housing,
      transport: employees.transport,
      other: employees.other,
      bankName: employees.bankName,
      bankCode: employees.bankCode,
      accountNumberLast4: employees.accountNumberLast4,
      bankVerifiedAt: employees.bankVerifiedAt,
      pensionEnabled: employees.pensionEnabled,
      payeEnabled: employees.payeEnabled,
      nhfEnabled: employees.nhfEnabled,
      nsitfEnabled: employees.nsitfEnabled,
      itfEnabled: employees.itfEnabled,
      annualRent: employees.annualRent,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(eligible(organizationId, period, f));
  return sorted ? q.orderBy(employees.lastName, employees.firstName, employees.id) : q;
}

/** Where an employee's payslip is mailed: their work email and first name (null when they have none). */
export async function payslipRecipient(db: DbOrTx, organizationId: string, employeeId: string) {
  const [row] = await db
    .select({ email: employees.email, firstName: employees.firstName })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row?.email ? { email: row.email, firstName: row.firstName } : null;
}

/** The e-mail and phone of the employees a bank file pays (Interswitch's layout asks for both). */
export async function contactsOf(db: DbOrTx, organizationId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return new Map<string, { email: string; phone: string | null }>();
  const rows = await db
    .select({ id: employees.id, email: employees.email, phone: employees.phone })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inIds(employees.id, employeeIds)));
  return new Map(rows.map((r) => [r.id, { email: r.email, phone: r.phone }]));
}
