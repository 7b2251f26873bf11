import 'server-only';
import { and, asc, eq, gte, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { departments, employees, employeeSuspensions, payrollGroups } from '@/server/db/schema';
import { monthlyGrossSql } from '@/server/modules/employees/employees.queries';

/*
 * Read-only aggregates over the employees tables. The dashboard reads them directly instead of going
 * through the employees module's service because that module is being written in parallel (issue 5);
 * nothing here writes, and every query is a handful of GROUP BYs filtered by organisation.
 */

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const countWhere = (cond: SQL) => n(sql`count(*) filter (where ${cond})`);
const sumWhere = (value: SQL, cond: SQL) => n(sql`coalesce(sum(${value}) filter (where ${cond}), 0)`);
const gross = monthlyGrossSql;

/** On staff at `day` (YYYY-MM-DD): started by then and not yet separated; without a separation date the status decides. */
const onStaffAt = (day: string) =>
  sql`(${employees.startDate} <= ${day}::date and coalesce(${employees.separatedAt} > ${day}::date, ${employees.status} <> 'separated'))`;
const notSeparated = ne(employees.status, 'separated');
const inOrg = (organizationId: string) => eq(employees.organizationId, organizationId);

export async function countEmployeesByStatus(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      active: countWhere(sql`${employees.status} = 'active'`),
      suspended: countWhere(sql`${employees.status} = 'suspended'`),
      separated: countWhere(sql`${employees.status} = 'separated'`),
      total: n(sql`count(*)`),
    })
    .from(employees)
    .where(inOrg(organizationId));
  return row!;
}

export async function countStructure(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      departments: n(
        sql`(select count(*) from ${departments} where ${departments.organizationId} = ${organizationId})`,
      ),
      payrollGroups: n(
        sql`(select count(*) from ${payrollGroups} where ${payrollGroups.organizationId} = ${organizationId})`,
      ),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** Headcount today and at `previousDay`, and start dates in this and last calendar month: one scan. */
export async function headcountTrends(
  db: DbOrTx,
  organizationId: string,
  d: {
    today: string;
    previousDay: string;
    monthStart: string;
    nextMonthStart: string;
    lastMonthStart: string;
  },
) {
  const startedIn = (from: string, to: string) =>
    sql`${employees.startDate} >= ${from}::date and ${employees.startDate} < ${to}::date`;
  const [row] = await db
    .select({
      headcount: countWhere(onStaffAt(d.today)),
      previousHeadcount: countWhere(onStaffAt(d.previousDay)),
      newHires: countWhere(startedIn(d.monthStart, d.nextMonthStart)),
      previousNewHires: countWhere(startedIn(d.lastMonthStart, d.monthStart)),
    })
    .from(employees)
    .where(inOrg(organizationId));
  return row!;
}

/**
 * Monthly gross per pay currency: active, payroll-enabled employees now, and those on staff at
 * `previousDay` (today's salaries: there is no salary history yet, so the trend follows headcount).
 */
export function monthlyGrossByCurrency(db: DbOrTx, organizationId: string, previousDay: string) {
  return db
    .select({
      currency: employees.payCurrency,
      value: sumWhere(gross, sql`${employees.status} = 'active'`),
      previous: sumWhere(gross, sql`${onStaffAt(previousDay)} and ${employees.status} <> 'suspended'`),
    })
    .from(employees)
    .where(and(inOrg(organizationId), eq(employees.payrollEnabled, true)))
    .groupBy(employees.payCurrency)
    .orderBy(asc(employees.payCurrency));
}

const payable = (organizationId: string) =>
  and(inOrg(organizationId), eq(employees.status, 'active'), eq(employees.payrollEnabled, true));

/** Pay currencies of the employees a payroll would pay. */
export async function listPayCurrencies(db: DbOrTx, organizationId: string) {
  const rows = await db
    .selectDistinct({ currency: employees.payCurrency })
    .from(employees)
    .where(payable(organizationId));
  return rows.map((r) => r.currency).sort();
}

/** Active, payroll-enabled employees paid in `currency`, per department, with each salary component summed. */
export function payrollByDepartment(db: DbOrTx, organizationId: string, currency: string) {
  const sum = (col: SQL | typeof employees.basic) => n(sql`coalesce(sum(${col}), 0)`);
  return db
    .select({
      departmentId: employees.departmentId,
      name: departments.name,
      headcount: n(sql`count(*)`),
      basic: sum(employees.basic),
      housing: sum(employees.housing),
      transport: sum(employees.transport),
      other: sum(employees.other),
    })
    .from(employees)
    .leftJoin(
      departments,
      and(eq(departments.id, employees.departmentId), eq(departments.organizationId, organizationId)),
    )
    .where(and(payable(organizationId), eq(employees.payCurrency, currency)))
    .groupBy(employees.departmentId, departments.name)
    .orderBy(sql`sum(${gross}) desc`, asc(departments.name));
}

/** Employees on staff whose bank account is missing, or present but never confirmed by name enquiry. */
export async function countBankAccountGaps(db: DbOrTx, organizationId: string) {
  const hasAccount = sql`${employees.accountNumberEnc} is not null and ${employees.bankCode} is not null`;
  const [row] = await db
    .select({
      missing: countWhere(sql`not (${hasAccount})`),
      unverified: countWhere(sql`${hasAccount} and ${employees.bankVerifiedAt} is null`),
    })
    .from(employees)
    .where(and(inOrg(organizationId), notSeparated));
  return row!;
}

/** Suspended employees whose live suspension ends between `from` and `to` (inclusive), and the earliest end. */
export async function suspensionsEnding(db: DbOrTx, organizationId: string, from: string, to: string) {
  const [row] = await db
    .select({
      count: n(sql`count(distinct ${employeeSuspensions.employeeId})`),
      earliest: sql<string | null>`min(${employeeSuspensions.endDate})::text`,
    })
    .from(employeeSuspensions)
    .innerJoin(employees, and(eq(employees.id, employeeSuspensions.employeeId), inOrg(organizationId)))
    .where(
      and(
        eq(employeeSuspensions.organizationId, organizationId),
        isNull(employeeSuspensions.revokedAt),
        isNotNull(employeeSuspensions.endDate),
        gte(employeeSuspensions.endDate, from),
        lte(employeeSuspensions.endDate, to),
        eq(employees.status, 'suspended'),
      ),
    );
  return { count: row?.count ?? 0, earliest: row?.earliest ?? null };
}

/** Employees on staff grouped by one column; null values become `unspecified`. */
export function countOnStaffBy(db: DbOrTx, organizationId: string, by: 'gender' | 'employmentType') {
  const key = sql<string>`coalesce(${employees[by]}, 'unspecified')`;
  return db
    .select({ key, count: n(sql`count(*)`) })
    .from(employees)
    .where(and(inOrg(organizationId), notSeparated))
    .groupBy(key)
    .orderBy(sql`count(*) desc`, key);
}

/** Every department with its headcount on staff (zero included), then the employees with no department. */
export async function headcountByDepartment(db: DbOrTx, organizationId: string) {
  const [rows, [unassigned]] = await Promise.all([
    db
      .select({ departmentId: departments.id, name: departments.name, count: n(sql`count(${employees.id})`) })
      .from(departments)
      .leftJoin(
        employees,
        and(eq(employees.departmentId, departments.id), inOrg(organizationId), notSeparated),
      )
      .where(eq(departments.organizationId, organizationId))
      .groupBy(departments.id, departments.name)
      .orderBy(sql`count(${employees.id}) desc`, asc(departments.name)),
    db
      .select({ count: n(sql`count(*)`) })
      .from(employees)
      .where(and(inOrg(organizationId), notSeparated, isNull(employees.departmentId))),
  ]);
  const count = unassigned?.count ?? 0;
  return count > 0 ? [...rows, { departmentId: null, name: null, count }] : rows;
}

/** Joiners (start_date) and leavers (separated_at) per YYYY-MM from `from` up to, not including, `to`. */
export async function joinersAndLeavers(db: DbOrTx, organizationId: string, from: string, to: string) {
  const perMonth = (column: typeof employees.startDate | typeof employees.separatedAt) => {
    const month = sql<string>`to_char(${column}, 'YYYY-MM')`;
    return db
      .select({ month, count: n(sql`count(*)`) })
      .from(employees)
      .where(and(inOrg(organizationId), sql`${column} >= ${from}::date and ${column} < ${to}::date`))
      .groupBy(month);
  };
  const [joiners, leavers] = await Promise.all([
    perMonth(employees.startDate),
    perMonth(employees.separatedAt),
  ]);
  return { joiners, leavers };
}
