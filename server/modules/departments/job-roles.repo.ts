import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { departments, jobRoles } from '@/server/db/schema';

export type JobRoleRow = typeof jobRoles.$inferSelect;

/** Every job role of the organisation (or one) with its department's name. */
export function listJobRoles(db: DbOrTx, organizationId: string, id?: string) {
  return db
    .select({
      id: jobRoles.id,
      title: jobRoles.title,
      description: jobRoles.description,
      createdAt: jobRoles.createdAt,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(jobRoles)
    .leftJoin(
      departments,
      and(eq(departments.organizationId, jobRoles.organizationId), eq(departments.id, jobRoles.departmentId)),
    )
    .where(and(eq(jobRoles.organizationId, organizationId), id ? eq(jobRoles.id, id) : undefined))
    .orderBy(asc(sql`lower(${jobRoles.title})`), asc(jobRoles.id));
}

export async function findJobRoleByTitle(
  db: DbOrTx,
  organizationId: string,
  title: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: jobRoles.id })
    .from(jobRoles)
    .where(
      and(
        eq(jobRoles.organizationId, organizationId),
        sql`lower(${jobRoles.title}) = lower(${title})`,
        exceptId ? ne(jobRoles.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertJobRole(db: DbOrTx, values: typeof jobRoles.$inferInsert) {
  const [row] = await db.insert(jobRoles).values(values).returning();
  return row!;
}

export function updateJobRole(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof jobRoles.$inferInsert>,
) {
  return db
    .update(jobRoles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobRoles.organizationId, organizationId), eq(jobRoles.id, id)));
}

export function deleteJobRole(db: DbOrTx, organizationId: string, id: string) {
  return db.delete(jobRoles).where(and(eq(jobRoles.organizationId, organizationId), eq(jobRoles.id, id)));
}

export function listJobRoleNames(db: DbOrTx, organizationId: string, ids?: string[]) {
  return db
    .select({ id: jobRoles.id, name: jobRoles.title })
    .from(jobRoles)
    .where(and(eq(jobRoles.organizationId, organizationId), ids ? inArray(jobRoles.id, ids) : undefined))
    .orderBy(asc(sql`lower(${jobRoles.title})`));
}
