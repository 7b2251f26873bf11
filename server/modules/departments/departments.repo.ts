import 'server-only';
import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';
import { departments, employees, jobRoles, organizations } from '@/server/db/schema';

export type DepartmentRow = typeof departments.$inferSelect;

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

const lead = alias(employees, 'lead');
const member = alias(employees, 'member');

function listConditions(organizationId: string, search?: string): SQL | undefined {
  return and(eq(departments.organizationId, organizationId), search ? ilike(departments.name, `%${escapeLike(search)}%`) : undefined);
}

/**
 * Departments with their headcount and lead in one query: a join on the employees and a group by, so a page
 * costs the same whatever its size. `limit` undefined returns every match (`result=all`).
 */
export function listDepartments(db: DbOrTx, organizationId: string, f: { search?: string; limit?: number; offset?: number; ids?: string[] }) {
  const query = db
    .select({
      id: departments.id,
      name: departments.name,
      description: departments.description,
      createdAt: departments.createdAt,
      employeeCount: sql<number>`count(${member.id})::int`,
      leadId: lead.id,
      leadFirstName: lead.firstName,
      leadLastName: lead.lastName,
    })
    .from(departments)
    .leftJoin(member, and(eq(member.organizationId, departments.organizationId), eq(member.departmentId, departments.id)))
    .leftJoin(lead, and(eq(lead.organizationId, departments.organizationId), eq(lead.id, departments.leadEmployeeId)))
    .where(and(listConditions(organizationId, f.search), f.ids ? inArray(departments.id, f.ids) : undefined))
    .groupBy(departments.id, lead.id)
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id))
    .$dynamic();
  if (f.limit !== undefined) query.limit(f.limit).offset(f.offset ?? 0);
  return query;
}

export async function countDepartments(db: DbOrTx, organizationId: string, search?: string) {
  const [row] = await db.select({ n: count() }).from(departments).where(listConditions(organizationId, search));
  return row?.n ?? 0;
}

export async function findDepartment(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db.select().from(departments).where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
  return row;
}

/** Another department of the organisation with this name, ignoring case (the unique index's rule). */
export async function findDepartmentByName(db: DbOrTx, organizationId: string, name: string, exceptId?: string) {
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

export function updateDepartment(db: DbOrTx, organizationId: string, id: string, values: Partial<typeof departments.$inferInsert>) {
  return db
    .update(departments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
}

export function deleteDepartment(db: DbOrTx, organizationId: string, id: string) {
  return db.delete(departments).where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
}

// ——— Department members ———

/** Name, email or staff id contains the term: the expression the employees' trigram index covers. */
export const employeeSearch = (term: string) =>
  sql`lower(${employees.firstName} || ' ' || ${employees.lastName} || ' ' || ${employees.email} || ' ' || ${employees.staffId}) like ${`%${escapeLike(term.toLowerCase())}%`}`;

function memberConditions(organizationId: string, departmentId: string, search?: string) {
  return and(eq(employees.organizationId, organizationId), eq(employees.departmentId, departmentId), search ? employeeSearch(search) : undefined);
}

export function listDepartmentEmployees(db: DbOrTx, organizationId: string, departmentId: string, f: { search?: string; limit: number; offset: number }) {
  return db
    .select({
      id: employees.id,
      staffId: employees.staffId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      status: employees.status,
      jobRole: jobRoles.title,
    })
    .from(employees)
    .leftJoin(jobRoles, eq(jobRoles.id, employees.jobRoleId))
    .where(memberConditions(organizationId, departmentId, f.search))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countDepartmentEmployees(db: DbOrTx, organizationId: string, departmentId: string, search?: string) {
  const [row] = await db.select({ n: count() }).from(employees).where(memberConditions(organizationId, departmentId, search));
  return row?.n ?? 0;
}

/** The organisation's employees among `ids` (the caller compares lengths to spot foreign or unknown ids). */
export function findEmployees(db: DbOrTx, organizationId: string, ids: string[]) {
  return db
    .select({ id: employees.id, departmentId: employees.departmentId, status: employees.status })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, ids)));
}

export function moveEmployees(db: DbOrTx, organizationId: string, ids: string[], departmentId: string) {
  return db
    .update(employees)
    .set({ departmentId, updatedAt: new Date() })
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, ids)));
}

/**
 * Other departments led by any of `employeeIds` lose their lead: a lead belongs to the department they lead,
 * so moving a lead elsewhere leaves the old department without one.
 */
export function clearLeadsElsewhere(db: DbOrTx, organizationId: string, employeeIds: string[], departmentId: string) {
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

// ——— Public ———

/** `Demo Foods Ltd` → `demo-foods-ltd`; the SQL below computes the same slug from the stored name. */
export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The organisation whose name matches, ignoring case, or whose slug matches. Names are not unique, so the
 * oldest such organisation answers (the careers link of the first to register keeps working).
 */
export async function findOrganizationByName(db: DbOrTx, name: string) {
  const slug = slugify(name);
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      sql`lower(${organizations.name}) = lower(${name}) or (${slug} <> '' and trim(both '-' from regexp_replace(lower(${organizations.name}), '[^a-z0-9]+', '-', 'g')) = ${slug})`,
    )
    .orderBy(asc(organizations.createdAt), asc(organizations.id))
    .limit(1);
  return row;
}

export function listDepartmentNames(db: DbOrTx, organizationId: string) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(asc(sql`lower(${departments.name})`));
}
