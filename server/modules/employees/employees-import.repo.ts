import 'server-only';
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';
import { departments, employeeAddons, employees, jobRoles, payrollGroups } from '@/server/db/schema';

/**
 * Set-based reads and chunked writes for the bulk import: a 10,000-row sheet costs a handful of queries,
 * never one per row.
 */

/** Rows per INSERT statement. */
export const INSERT_CHUNK = 1000;

/** The organisation's departments, job roles and payroll groups, by name (the sheet refers to them by name). */
export async function listNamedReferences(db: DbOrTx, organizationId: string) {
  const [depts, roles, groups] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, organizationId))
      .orderBy(asc(departments.name)),
    db
      .select({ id: jobRoles.id, name: jobRoles.title })
      .from(jobRoles)
      .where(eq(jobRoles.organizationId, organizationId))
      .orderBy(asc(jobRoles.title)),
    db
      .select({ id: payrollGroups.id, name: payrollGroups.name })
      .from(payrollGroups)
      .where(eq(payrollGroups.organizationId, organizationId))
      .orderBy(asc(payrollGroups.name)),
  ]);
  return { departments: depts, jobRoles: roles, payrollGroups: groups };
}

/** Which of these staff ids (lower-cased) the organisation already uses: one query, on the unique index. */
export async function findTakenStaffIds(db: DbOrTx, organizationId: string, lowered: string[]) {
  if (lowered.length === 0) return new Set<string>();
  const rows = await db
    .select({ v: sql<string>`lower(${employees.staffId})` })
    .from(employees)
    .where(
      and(eq(employees.organizationId, organizationId), inArray(sql`lower(${employees.staffId})`, lowered)),
    );
  return new Set(rows.map((r) => r.v));
}

/** Which of these emails (lower-cased) the organisation already uses: one query, on the unique index. */
export async function findTakenEmails(db: DbOrTx, organizationId: string, lowered: string[]) {
  if (lowered.length === 0) return new Set<string>();
  const rows = await db
    .select({ v: sql<string>`lower(${employees.email})` })
    .from(employees)
    .where(
      and(eq(employees.organizationId, organizationId), inArray(sql`lower(${employees.email})`, lowered)),
    );
  return new Set(rows.map((r) => r.v));
}

/**
 * Rows inserted in chunks of INSERT_CHUNK, each chunk one statement with ONE parameter: the rows as a JSON
 * array, expanded by jsonb_to_recordset into the table's column types. Drizzle's multi-row `values()` spends
 * seconds just building 10,000 rows × 45 bind parameters; this sends one string per chunk. Columns no row
 * sets are left out, so their database defaults apply.
 */
async function insertRecordset<T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((k) =>
    rows.some((r) => (r as Record<string, unknown>)[k] !== undefined),
  );
  const cols = keys.map((k) => columns[k]!);
  const names = sql.join(
    cols.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const types = sql.raw(cols.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows
      .slice(i, i + INSERT_CHUNK)
      .map((r) =>
        Object.fromEntries(keys.map((k, j) => [cols[j]!.name, (r as Record<string, unknown>)[k] ?? null])),
      );
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${types})`,
    );
  }
}

export const insertEmployeesChunked = (tx: DbOrTx, rows: (typeof employees.$inferInsert)[]) =>
  insertRecordset(tx, employees, rows);
export const insertAddonsChunked = (tx: DbOrTx, rows: (typeof employeeAddons.$inferInsert)[]) =>
  insertRecordset(tx, employeeAddons, rows);

/** The employees these staff ids (lower-cased) name, with what an add-on needs: id, pay currency, status. */
export function findEmployeesByStaffIds(db: DbOrTx, organizationId: string, lowered: string[]) {
  if (lowered.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: employees.id,
      staffId: employees.staffId,
      payCurrency: employees.payCurrency,
      status: employees.status,
    })
    .from(employees)
    .where(
      and(eq(employees.organizationId, organizationId), inArray(sql`lower(${employees.staffId})`, lowered)),
    );
}

/** Current (not separated) employees in staff-id order, to pre-fill the add-ons sheet. */
export function listCurrentStaff(db: DbOrTx, organizationId: string) {
  return db
    .select({ staffId: employees.staffId, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), ne(employees.status, 'separated')))
    .orderBy(asc(employees.staffId));
}
