import 'server-only';
import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '@/lib/contracts/employees';
import type { DbOrTx } from '@/server/db/client';
import { containsPattern } from '@/server/db/sql-rules';
import { departments, employees, jobRoles, payrollGroups } from '@/server/db/schema';

export type EmployeeRow = typeof employees.$inferSelect;
type EmployeeInsert = typeof employees.$inferInsert;

/** What a list may be narrowed by; every field but the organisation is optional. */
export type EmployeeFilter = {
  organizationId: string;
  statuses?: readonly EmployeeStatus[];
  departmentId?: string;
  payrollGroupId?: string;
  withoutDepartment?: boolean;
  search?: string;
  /** Only employees with this statutory flag switched off (GET employees/statutory-disabled/{type}). */
  disabledFlag?: 'pensionEnabled' | 'nhfEnabled' | 'payeEnabled' | 'nsitfEnabled' | 'itfEnabled';
};

/**
 * Exactly the expression of `employees_search_trgm_idx` (migration 0004): PostgreSQL uses an expression index
 * only when the query repeats the expression, so search must go through this and nothing else.
 */
const searchExpression = sql`lower(${employees.firstName} || ' ' || ${employees.lastName} || ' ' || ${employees.email} || ' ' || ${employees.staffId})`;

/**
 * The search condition, exported so a test can EXPLAIN it against the trigram index. The term is matched as
 * text (`50%` means "50%"), lower-cased like the indexed expression.
 */
export const searchCondition = (term: string) => sql`${searchExpression} like ${containsPattern(term, true)}`;

function whereOf(f: EmployeeFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(employees.organizationId, f.organizationId)];
  if (f.statuses?.length)
    parts.push(
      f.statuses.length === 1
        ? eq(employees.status, f.statuses[0]!)
        : inArray(employees.status, [...f.statuses]),
    );
  if (f.departmentId) parts.push(eq(employees.departmentId, f.departmentId));
  if (f.payrollGroupId) parts.push(eq(employees.payrollGroupId, f.payrollGroupId));
  if (f.withoutDepartment) parts.push(isNull(employees.departmentId));
  if (f.search) parts.push(searchCondition(f.search));
  if (f.disabledFlag) parts.push(eq(employees[f.disabledFlag], false));
  return and(...parts)!;
}

/** The employee columns a list row needs (no secrets, no ciphertext). */
const rowColumns = {
  id: employees.id,
  staffId: employees.staffId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  phone: employees.phone,
  status: employees.status,
  payCurrency: employees.payCurrency,
  basic: employees.basic,
  housing: employees.housing,
  transport: employees.transport,
  other: employees.other,
  bankName: employees.bankName,
  accountNumberLast4: employees.accountNumberLast4,
  payrollEnabled: employees.payrollEnabled,
  startDate: employees.startDate,
  departmentId: employees.departmentId,
  jobRoleId: employees.jobRoleId,
  payrollGroupId: employees.payrollGroupId,
};
const byName = (t: { lastName: SQLWrapper; firstName: SQLWrapper; id: SQLWrapper }) => [
  asc(t.lastName),
  asc(t.firstName),
  asc(t.id),
];

/**
 * One page of employees in name order, in one query that stays fast at 100,000 employees.
 *
 * `employees_org_status_name_idx` is (organization, status, last name, first name, id): within ONE status
 * it already holds the rows in page order, but `status IN (active, suspended)` (the active tab) or no
 * status at all would make PostgreSQL read and sort every matching row. So each status gets its own
 * branch, an index range scan stopped at offset + limit rows, and the branches are merged with UNION ALL;
 * the page is cut from at most (offset + limit) × statuses rows. Names of department, role and group are
 * joined for those rows only.
 *
 * A search is the exception: the trigram index finds its few matches directly and sorting them is cheap,
 * whereas walking the name index until 20 matches turn up reads most of it when they sort late ("Peters").
 */
export async function listEmployeeRows(db: DbOrTx, f: EmployeeFilter, limit: number, offset: number) {
  const statuses = f.statuses?.length ? f.statuses : EMPLOYEE_STATUSES;
  const branch = (where: SQL) =>
    db
      .select(rowColumns)
      .from(employees)
      .where(where)
      .orderBy(...byName(employees))
      .limit(offset + limit);
  const [first, second, ...rest] = f.search
    ? [branch(whereOf(f))]
    : statuses.map((status) => branch(whereOf({ ...f, statuses: [status] })));
  const page = (second ? unionAll(first!, second, ...rest) : first!).as('page');
  return db
    .select({
      ...page._.selectedFields,
      departmentName: departments.name,
      jobRoleTitle: jobRoles.title,
      payrollGroupName: payrollGroups.name,
    })
    .from(page)
    .leftJoin(departments, eq(departments.id, page.departmentId))
    .leftJoin(jobRoles, eq(jobRoles.id, page.jobRoleId))
    .leftJoin(payrollGroups, eq(payrollGroups.id, page.payrollGroupId))
    .orderBy(...byName(page))
    .limit(limit)
    .offset(offset);
}

export type SummaryRow = Awaited<ReturnType<typeof listEmployeeRows>>[number];

export async function countEmployeeRows(db: DbOrTx, f: EmployeeFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employees).where(whereOf(f));
  return row?.n ?? 0;
}

/** The employee with the names of its department, role and group; undefined for another tenant's id. */
export async function findEmployee(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select({
      employee: employees,
      departmentName: departments.name,
      jobRoleTitle: jobRoles.title,
      payrollGroupName: payrollGroups.name,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(jobRoles, eq(jobRoles.id, employees.jobRoleId))
    .leftJoin(payrollGroups, eq(payrollGroups.id, employees.payrollGroupId))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, id)));
  return row;
}
export type EmployeeWithNames = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** Id, name and status of each of `ids` that belongs to the organisation (locked when inside a transaction). */
export function findEmployeesByIds(db: DbOrTx, organizationId: string, ids: string[], lock = false) {
  const query = db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      status: employees.status,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, ids)));
  return lock ? query.for('update') : query;
}

/** Employees of the organisation already holding this staff id or email (case-insensitive), other than `exceptId`. */
export function findIdentityClashes(
  db: DbOrTx,
  organizationId: string,
  staffId: string | undefined,
  email: string | undefined,
  exceptId?: string,
) {
  const matches = [
    staffId ? sql`lower(${employees.staffId}) = ${staffId.toLowerCase()}` : undefined,
    email ? sql`lower(${employees.email}) = ${email.toLowerCase()}` : undefined,
  ].filter(Boolean) as SQL[];
  if (!matches.length) return Promise.resolve([]);
  return db
    .select({ staffId: employees.staffId, email: employees.email })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        or(...matches),
        exceptId ? ne(employees.id, exceptId) : undefined,
      ),
    );
}

/** Which of the given department, role and group ids exist in the organisation. */
export async function findOwnedReferences(
  db: DbOrTx,
  organizationId: string,
  ids: { departmentId?: string; jobRoleId?: string; payrollGroupId?: string },
) {
  const [department, jobRole, payrollGroup] = await Promise.all([
    ids.departmentId
      ? db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.organizationId, organizationId), eq(departments.id, ids.departmentId)))
      : [],
    ids.jobRoleId
      ? db
          .select({ id: jobRoles.id })
          .from(jobRoles)
          .where(and(eq(jobRoles.organizationId, organizationId), eq(jobRoles.id, ids.jobRoleId)))
      : [],
    ids.payrollGroupId
      ? db
          .select({ id: payrollGroups.id })
          .from(payrollGroups)
          .where(
            and(eq(payrollGroups.organizationId, organizationId), eq(payrollGroups.id, ids.payrollGroupId)),
          )
      : [],
  ]);
  return {
    departmentId: department.length > 0,
    jobRoleId: jobRole.length > 0,
    payrollGroupId: payrollGroup.length > 0,
  };
}

export async function insertEmployee(db: DbOrTx, values: EmployeeInsert) {
  const [row] = await db.insert(employees).values(values).returning({ id: employees.id });
  return row!;
}

export function updateEmployee(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<EmployeeInsert>,
) {
  return db
    .update(employees)
    .set(values)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, id)));
}

/** Accepts the bank's name of a mismatched account (only while it is one: a concurrent change wins); true if it did. */
export async function acceptBankName(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<EmployeeInsert>,
) {
  const rows = await db
    .update(employees)
    .set(values)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, id),
        eq(employees.bankNameStatus, 'mismatch'),
      ),
    )
    .returning({ id: employees.id });
  return rows.length > 0;
}

/** Which of the organisation's employees a bulk change covers: the given ids, or every one not separated. */
export type BulkScope = string[] | 'not-separated';

const scopeOf = (organizationId: string, ids: BulkScope) =>
  and(
    eq(employees.organizationId, organizationId),
    ids === 'not-separated' ? ne(employees.status, 'separated') : inArray(employees.id, ids),
  );

/** The columns a bulk change may overwrite (PUT update-many, PATCH payroll/toggle-all). */
export type BulkColumn =
  | 'departmentId'
  | 'jobRoleId'
  | 'payrollGroupId'
  | 'pensionEnabled'
  | 'nhfEnabled'
  | 'payeEnabled'
  | 'ewaEligible'
  | 'payrollEnabled';

/**
 * Id and the given columns of every employee in scope, locked for the rest of the transaction: what a bulk
 * change is about to overwrite, read in the change's own transaction so the audit row's `before` is exact.
 */
export function findBulkValues(
  db: DbOrTx,
  organizationId: string,
  ids: BulkScope,
  columns: readonly BulkColumn[],
): Promise<({ id: string } & Record<string, unknown>)[]> {
  const fields = Object.fromEntries(columns.map((k) => [k, employees[k]]));
  return db
    .select({ ...fields, id: employees.id })
    .from(employees)
    .where(scopeOf(organizationId, ids))
    .orderBy(asc(employees.id))
    .for('update');
}

/** The same change for many of the organisation's employees; answers how many rows changed. */
export async function updateEmployees(
  db: DbOrTx,
  organizationId: string,
  ids: BulkScope,
  values: Partial<EmployeeInsert>,
) {
  const rows = await db
    .update(employees)
    .set(values)
    .where(scopeOf(organizationId, ids))
    .returning({ id: employees.id });
  return rows.length;
}

/** Head count per status, in one grouped scan of the organisation's index range. */
export function countByStatus(db: DbOrTx, organizationId: string) {
  return db
    .select({ status: employees.status, n: count() })
    .from(employees)
    .where(eq(employees.organizationId, organizationId))
    .groupBy(employees.status);
}
