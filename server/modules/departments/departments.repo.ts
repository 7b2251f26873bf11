import 'server-only';
import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { departments } from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';

export type DepartmentRow = typeof departments.$inferSelect;

function listConditions(organizationId: string, search?: string): SQL | undefined {
  return and(
    eq(departments.organizationId, organizationId),
    search ? ilike(departments.name, containsPattern(search)) : undefined,
  );
}

/** The organisation's departments by name; `limit` undefined returns every match (`result=all`). */
export function listDepartments(
  db: DbOrTx,
  organizationId: string,
  f: { search?: string; limit?: number; offset?: number; ids?: string[] },
) {
  const query = db
    .select()
    .from(departments)
    .where(and(listConditions(organizationId, f.search), f.ids ? inArray(departments.id, f.ids) : undefined))
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id))
    .$dynamic();
  if (f.limit !== undefined) query.limit(f.limit).offset(f.offset ?? 0);
  return query;
}

export async function countDepartments(db: DbOrTx, organizationId: string, search?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(departments)
    .where(listConditions(organizationId, search));
  return row?.n ?? 0;
}

export async function findDepartment(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
  return row;
}

/** Another department of the organisation with this name, ignoring case (the unique index's rule). */
export async function findDepartmentByName(
  db: DbOrTx,
  organizationId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.organizationId, organizationId),
        sql`lower(${departments.name}) = lower(${name})`,
        exceptId ? ne(departments.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertDepartment(db: DbOrTx, values: typeof departments.$inferInsert) {
  const [row] = await db.insert(departments).values(values).returning();
  return row!;
}

export function updateDepartment(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof departments.$inferInsert>,
) {
  return db
    .update(departments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
}

export function deleteDepartment(db: DbOrTx, organizationId: string, id: string) {
  return db
    .delete(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
}

/**
 * Other departments led by any of `employeeIds` lose their lead: a lead belongs to the department they lead,
 * so moving a lead elsewhere leaves the old department without one.
 */
export function clearLeadsElsewhere(
  db: DbOrTx,
  organizationId: string,
  employeeIds: string[],
  departmentId: string,
) {
  return db
    .update(departments)
    .set({ leadEmployeeId: null, updatedAt: new Date() })
    .where(
      and(
        eq(departments.organizationId, organizationId),
        inArray(departments.leadEmployeeId, employeeIds),
        ne(departments.id, departmentId),
      ),
    );
}

export function listDepartmentNames(db: DbOrTx, organizationId: string, ids?: string[]) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(eq(departments.organizationId, organizationId), ids ? inArray(departments.id, ids) : undefined),
    )
    .orderBy(asc(sql`lower(${departments.name})`));
}
