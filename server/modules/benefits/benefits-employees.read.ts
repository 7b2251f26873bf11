import 'server-only';
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { EwaNoAccessReason } from '@/lib/contracts/benefits';
import type { DbOrTx } from '@/server/db/client';
import { employees } from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';
import { monthlyGrossSql } from '@/server/modules/employees/employees.queries';

/**
 * Read-only: the employee facts wage access decides on (status, eligibility, payroll, bank verification).
 * The employees module owns the table and has no queries for this; like payroll-employees.read.ts, this is
 * the one place benefits reads it, and it never writes it.
 */

/**
 * Why an employee may not draw, in SQL, first reason that applies (null: may draw). Order = the reason shown.
 * The employer's own choice ("Eligible for earned wage access" unticked, ewa_eligible) is `not_eligible` too,
 * checked last so an employee who also lacks a verified account is told what to fix first.
 */
const reasonSql = (today: string) => sql<EwaNoAccessReason | null>`case
  when ${employees.status} = 'separated' then 'separated'
  when ${employees.status} = 'suspended' then 'suspended'
  when not ${employees.payrollEnabled} or ${employees.startDate} > ${today}::date
    or ${monthlyGrossSql} <= 0 then 'not_eligible'
  when ${employees.bankVerifiedAt} is null or ${employees.bankCode} is null or ${employees.accountNumberEnc} is null then 'no_verified_bank_account'
  when not ${employees.ewaEligible} then 'not_eligible'
  else null end`;

export async function findEmployeeAccess(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  today: string,
) {
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      payCurrency: employees.payCurrency,
      bankName: employees.bankName,
      accountNumberLast4: employees.accountNumberLast4,
      reason: reasonSql(today),
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row;
}

/** GET …/no-access: a page of the employees who cannot draw, with the reason, by name. */
export async function listNoAccess(
  db: DbOrTx,
  organizationId: string,
  today: string,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const like = search ? containsPattern(search) : undefined;
  const where: SQL | undefined = and(
    eq(employees.organizationId, organizationId),
    sql`(${reasonSql(today)}) is not null`,
    like
      ? or(
          sql`${employees.firstName} || ' ' || ${employees.lastName} ilike ${like}`,
          sql`coalesce(${employees.staffId}, '') ilike ${like}`,
        )
      : undefined,
  );
  const rows = await db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      staffId: employees.staffId,
      reason: reasonSql(today),
    })
    .from(employees)
    .where(where)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
    .limit(limit)
    .offset(offset);
  const [t] = await db.select({ n: count() }).from(employees).where(where);
  return { rows, total: t?.n ?? 0 };
}

/** Where an advance is paid: the employee's verified account (the number stays encrypted). */
export async function findPayee(db: DbOrTx, organizationId: string, employeeId: string) {
  const [row] = await db
    .select({
      bankCode: employees.bankCode,
      accountNumberEnc: employees.accountNumberEnc,
      accountNumberLast4: employees.accountNumberLast4,
      accountName: employees.accountName,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row;
}
