import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { departments, employeeAddons, employees, jobRoles, payrollGroups } from '@/server/db/schema';

/**
 * Set-based reads and chunked writes for the bulk import: a 10,000-row sheet costs a handful of queries,
 * never one per row.
 */

/** Rows per multi-row INSERT: ~45 columns × 1,000 rows stays under PostgreSQL's 65,535 bind parameters. */
export const INSERT_CHUNK = 1000;

/** The organisation's departments, job roles and payroll groups, by name (the sheet refers to them by name). */
export async function listNamedReferences(db: DbOrTx, organizationId: string) {
  const [depts, roles, groups] = await Promise.all([
    db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.organizationId, organizationId)).orderBy(asc(departments.name)),
    db.select({ id: jobRoles.id, name: jobRoles.title }).from(jobRoles).where(eq(jobRoles.organizationId, organizationId)).orderBy(asc(jobRoles.title)),
    db.select({ id: payrollGroups.id, name: payrollGroups.name }).from(payrollGroups).where(eq(payrollGroups.organizationId, organizationId)).orderBy(asc(payrollGroups.name)),
  ]);
  return { departments: depts, jobRoles: roles, payrollGroups: groups };
}

/** Which of these staff ids (lower-cased) the organisation already uses: one query, on the unique index. */
export async function findTakenStaffIds(db: DbOrTx, organizationId: string, lowered: string[]) {
  if (lowered.length === 0) return new Set<string>();
  const rows = await db
    .select({ v: sql<string>`lower(${employees.staffId})` })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(sql`lower(${employees.staffId})`, lowered)));
  return new Set(rows.map((r) => r.v));
}

/** Which of these emails (lower-cased) the organisation already uses: one query, on the unique index. */
export async function findTakenEmails(db: DbOrTx, organizationId: string, lowered: string[]) {
  if (lowered.length === 0) return new Set<string>();
  const rows = await db
    .select({ v: sql<string>`lower(${employees.email})` })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(sql`lower(${employees.email})`, lowered)));
  return new Set(rows.map((r) => r.v));
}

/** Multi-row inserts in chunks (ARCHITECTURE: ~15× faster than row by row on PGlite). */
export async function insertEmployeesChunked(tx: DbOrTx, rows: (typeof employees.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(employees).values(rows.slice(i, i + INSERT_CHUNK));
}

export async function insertAddonsChunked(tx: DbOrTx, rows: (typeof employeeAddons.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(employeeAddons).values(rows.slice(i, i + INSERT_CHUNK));
}

/** The employees these staff ids (lower-cased) name, with what an add-on needs: id, pay currency, status. */
export function findEmployeesByStaffIds(db: DbOrTx, organizationId: string, lowered: string[]) {
  if (lowered.length === 0) return Promise.resolve([]);
  return db
    .select({ id: employees.id, staffId: employees.staffId, payCurrency: employees.payCurrency, status: employees.status })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(sql`lower(${employees.staffId})`, lowered)));
}

/** Current (not separated) employees in staff-id order, to pre-fill the add-ons sheet. */
export function listCurrentStaff(db: DbOrTx, organizationId: string) {
  return db
    .select({ staffId: employees.staffId, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), ne(employees.status, 'separated')))
    .orderBy(asc(employees.staffId));
}
