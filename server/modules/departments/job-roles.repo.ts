import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { departments, employees, jobRoles } from '@/server/db/schema';

export type JobRoleRow = typeof jobRoles.$inferSelect;

/** Every job role of the organisation with its department and headcount, in one query. */
export function listJobRoles(db: DbOrTx, organizationId: string, id?: string) {
  return db
    .select({
      id: jobRoles.id,
      title: jobRoles.title,
      description: jobRoles.description,
      createdAt: jobRoles.createdAt,
      departmentId: departments.id,
      departmentName: departments.name,
      employeeCount: sql<number>`count(${employees.id})::int`,
    })
    .from(jobRoles)
    .leftJoin(departments, and(eq(departments.organizationId, jobRoles.organizationId), eq(departments.id, jobRoles.departmentId)))
    .leftJoin(employees, and(eq(employees.organizationId, jobRoles.organizationId), eq(employees.jobRoleId, jobRoles.id)))
    .where(and(eq(jobRoles.organizationId, organizationId), id ? eq(jobRoles.id, id) : undefined))
    .groupBy(jobRoles.id, departments.id)
    .orderBy(asc(sql`lower(${jobRoles.title})`), asc(jobRoles.id));
}

export async function findJobRole(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db.select().from(jobRoles).where(and(eq(jobRoles.organizationId, organizationId), eq(jobRoles.id, id)));
  return row;
}

export async function findJobRoleByTitle(db: DbOrTx, organizationId: string, title: string, exceptId?: string) {
  const [row] = await db
    .select({ id: jobRoles.id })
    .from(jobRoles)
    .where(and(eq(jobRoles.organizationId, organizationId), sql`lower(${jobRoles.title}) = lower(${title})`, exceptId ? ne(jobRoles.id, exceptId) : undefined));
  return row;
}

export async function insertJobRole(db: DbOrTx, values: typeof jobRoles.$inferInsert) {
  const [row] = await db.insert(jobRoles).values(values).returning();
  return row!;
}

export function updateJobRole(db: DbOrTx, organizationId: string, id: string, values: Partial<typeof jobRoles.$inferInsert>) {
  return db
    .update(jobRoles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobRoles.organizationId, organizationId), eq(jobRoles.id, id)));
}

/** Explicitly unassigns the role's holders (the foreign key would too) so the count can be reported. */
export async function unassignJobRole(db: DbOrTx, organizationId: string, id: string) {
  const rows = await db
    .update(employees)
    .set({ jobRoleId: null, updatedAt: new Date() })
    .where(and(eq(employees.organizationId, organizationId), eq(employees.jobRoleId, id)))
    .returning({ id: employees.id });
  return rows.length;
}

export function deleteJobRole(db: DbOrTx, organizationId: string, id: string) {
  return db.delete(jobRoles).where(and(eq(jobRoles.organizationId, organizationId), eq(jobRoles.id, id)));
}
