import 'server-only';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { decryptOptional } from '@/server/crypto/field-cipher';
import type { DbOrTx } from '@/server/db/client';
import { employeeBankChanges, employeeSuspensions, employees } from '@/server/db/schema';

/**
 * An employee's monthly gross in SQL (basic + housing + transport + other, minor units): the twin of
 * `monthlyGross` in lib/payroll/gross.ts, for modules that total pay in the database.
 */
export const monthlyGrossSql = sql<number>`(${employees.basic} + ${employees.housing} + ${employees.transport} + ${employees.other})`;

/**
 * Employees' statutory details for remittances: where their pension and PAYE go (PFA, state of residence)
 * and, with `identifiers`, their RSA PIN and tax ID decrypted for the authorities' schedules.
 */
export async function statutoryDetails(
  db: DbOrTx,
  organizationId: string,
  ids: readonly string[],
  identifiers = false,
) {
  if (ids.length === 0) return new Map<string, StatutoryDetails>();
  const out = new Map<string, StatutoryDetails>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const rows = await db
      .select({
        id: employees.id,
        pfa: employees.pfa,
        stateOfResidence: employees.stateOfResidence,
        nhfNumber: employees.nhfNumber,
        rsaPinEnc: employees.rsaPinEnc,
        legacyRsaPin: employees.legacyRsaPin,
        taxIdEnc: employees.taxIdEnc,
        legacyTaxId: employees.legacyTaxId,
      })
      .from(employees)
      .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, [...chunk])));
    for (const r of rows) {
      out.set(r.id, {
        pfa: r.pfa,
        stateOfResidence: r.stateOfResidence,
        nhfNumber: identifiers ? r.nhfNumber : null,
        rsaPin: identifiers ? (decryptOptional(r.rsaPinEnc) ?? r.legacyRsaPin) : null,
        taxId: identifiers ? (decryptOptional(r.taxIdEnc) ?? r.legacyTaxId) : null,
      });
    }
  }
  return out;
}
export type StatutoryDetails = {
  pfa: string | null;
  stateOfResidence: string | null;
  nhfNumber: string | null;
  rsaPin: string | null;
  taxId: string | null;
};

/** What leave eligibility reads of every current (not separated) employee: for the yearly leave roll-over. */
export function currentEmployeesForLeave(db: DbOrTx, organizationId: string) {
  return db
    .select({
      id: employees.id,
      gender: employees.gender,
      startDate: employees.startDate,
      departmentId: employees.departmentId,
      payrollGroupId: employees.payrollGroupId,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), sql`${employees.status} <> 'separated'`));
}

// ——— Headcount and pay aggregates (the dashboard's figures) ———
// Each is one scan of the organisation's employees with GROUP BY or FILTER; nothing here writes. Other
// modules' names (departments) are joined by their callers from those modules' own queries.

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const countWhere = (cond: SQL) => n(sql`count(*) filter (where ${cond})`);
const sumWhere = (value: SQL, cond: SQL) => n(sql`coalesce(sum(${value}) filter (where ${cond}), 0)`);

/** On staff at `day` (YYYY-MM-DD): started by then and not yet separated; without a separation date the status decides. */
const onStaffAt = (day: string) =>
  sql`(${employees.startDate} <= ${day}::date and coalesce(${employees.separatedAt} > ${day}::date, ${employees.status} <> 'separated'))`;
const notSeparated = ne(employees.status, 'separated');
const inOrg = (organizationId: string) => eq(employees.organizationId, organizationId);
const payable = (organizationId: string) =>
  and(inOrg(organizationId), eq(employees.status, 'active'), eq(employees.payrollEnabled, true));

/** The organisation's employees by status, and in all. */
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
      value: sumWhere(monthlyGrossSql, sql`${employees.status} = 'active'`),
      previous: sumWhere(
        monthlyGrossSql,
        sql`${onStaffAt(previousDay)} and ${employees.status} <> 'suspended'`,
      ),
    })
    .from(employees)
    .where(and(inOrg(organizationId), eq(employees.payrollEnabled, true)))
    .groupBy(employees.payCurrency)
    .orderBy(asc(employees.payCurrency));
}

/** Pay currencies of the employees a payroll would pay. */
export async function listPayCurrencies(db: DbOrTx, organizationId: string) {
  const rows = await db
    .selectDistinct({ currency: employees.payCurrency })
    .from(employees)
    .where(payable(organizationId));
  return rows.map((r) => r.currency).sort();
}

/**
 * Active, payroll-enabled employees paid in `currency`, per department id (null: no department), with each
 * salary component summed; the largest monthly gross first.
 */
export function payByDepartment(db: DbOrTx, organizationId: string, currency: string) {
  const sum = (col: typeof employees.basic) => n(sql`coalesce(sum(${col}), 0)`);
  return db
    .select({
      departmentId: employees.departmentId,
      headcount: n(sql`count(*)`),
      basic: sum(employees.basic),
      housing: sum(employees.housing),
      transport: sum(employees.transport),
      other: sum(employees.other),
    })
    .from(employees)
    .where(and(payable(organizationId), eq(employees.payCurrency, currency)))
    .groupBy(employees.departmentId)
    .orderBy(sql`sum(${monthlyGrossSql}) desc`);
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

/** Employees on staff per department id (null: no department); departments without any are absent. */
export function countOnStaffByDepartment(db: DbOrTx, organizationId: string) {
  return db
    .select({ departmentId: employees.departmentId, count: n(sql`count(*)`) })
    .from(employees)
    .where(and(inOrg(organizationId), notSeparated))
    .groupBy(employees.departmentId);
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

/** The organisation's pending bank changes: how many, and the employee of the oldest (the dashboard's task). */
export async function pendingChangesSummary(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({ employeeId: employeeBankChanges.employeeId })
    .from(employeeBankChanges)
    .where(
      and(eq(employeeBankChanges.organizationId, organizationId), eq(employeeBankChanges.status, 'pending')),
    )
    .orderBy(employeeBankChanges.createdAt);
  return { count: rows.length, firstEmployeeId: rows[0]?.employeeId ?? null };
}
