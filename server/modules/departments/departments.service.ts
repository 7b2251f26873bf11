import 'server-only';
import type { z } from 'zod';
import type {
  addDepartmentEmployeesSchema,
  Department,
  DepartmentDetail,
  departmentEmployeesQuerySchema,
  departmentInputSchema,
  departmentListQuerySchema,
  PublicDepartments,
  updateDepartmentLeadSchema,
} from '@/lib/contracts/departments';
import { type Paged, pageOf, pageWindow } from '@/lib/contracts/pagination';
import type { DbOrTx } from '@/server/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '@/server/db/sql-rules';
import { conflict, fieldError, notFound } from '@/server/errors';
import {
  countMembers,
  findEmployeeRefs,
  requireEmployeeRefs,
  setMembership,
} from '@/server/modules/employees/employees-membership.service';
import { listEmployees } from '@/server/modules/employees/employees.service';
import { findOrganizationByName } from '@/server/modules/organization/organization.queries';
import * as repo from './departments.repo';

const nameTaken = () => fieldError('name', 'validation.departmentNameTaken');

/** Rows with their headcount and lead, from the employees module (two queries whatever the page size). */
async function present(
  db: DbOrTx,
  organizationId: string,
  rows: repo.DepartmentRow[],
): Promise<Department[]> {
  const leadIds = rows.flatMap((r) => (r.leadEmployeeId ? [r.leadEmployeeId] : []));
  const [counts, leads] = await Promise.all([
    countMembers(
      db,
      organizationId,
      'departmentId',
      rows.map((r) => r.id),
    ),
    findEmployeeRefs(db, organizationId, leadIds),
  ]);
  const leadById = new Map(
    leads.map((l) => [l.id, { id: l.id, firstName: l.firstName, lastName: l.lastName }]),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    employeeCount: counts.get(r.id) ?? 0,
    lead: (r.leadEmployeeId && leadById.get(r.leadEmployeeId)) || null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET departments: one page (or all with `result=all`), each with its headcount and lead. */
export async function listDepartments(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof departmentListQuerySchema>,
): Promise<Paged<Department>> {
  if (q.result === 'all') {
    const rows = await repo.listDepartments(db, organizationId, { search: q.search });
    return pageOf(await present(db, organizationId, rows), rows.length, {
      page: 1,
      perPage: Math.max(1, rows.length),
    });
  }
  const [rows, total] = await Promise.all([
    repo.listDepartments(db, organizationId, { search: q.search, ...pageWindow(q) }),
    repo.countDepartments(db, organizationId, q.search),
  ]);
  return pageOf(await present(db, organizationId, rows), total, q);
}

export async function getDepartment(db: DbOrTx, organizationId: string, id: string): Promise<Department> {
  const row = await repo.findDepartment(db, organizationId, id);
  if (!row) throw notFound('errors.departmentNotFound');
  const [department] = await present(db, organizationId, [row]);
  return department!;
}

/** GET departments/{id}: the department with one page of its employees (every status); `meta` pages the employees. */
export async function getDepartmentDetail(
  db: DbOrTx,
  organizationId: string,
  id: string,
  q: z.output<typeof departmentEmployeesQuerySchema>,
): Promise<{ data: DepartmentDetail; meta: Paged<unknown>['meta'] }> {
  const department = await getDepartment(db, organizationId, id);
  const members = await listEmployees(db, organizationId, {
    page: q.page,
    perPage: q.perPage,
    departmentId: id,
    search: q.search,
  });
  const employees = members.data.map((e) => ({
    id: e.id,
    staffId: e.staffId,
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email,
    status: e.status,
    jobRole: e.jobRole?.name ?? null,
  }));
  return { data: { ...department, employees }, meta: members.meta };
}

export async function createDepartment(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof departmentInputSchema>,
) {
  if (await repo.findDepartmentByName(db, organizationId, input.name)) throw nameTaken();
  // Two requests with the same name at once: the unique index decides, with the same answer.
  const row = await repo
    .insertDepartment(db, { organizationId, name: input.name, description: input.description ?? null })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? nameTaken() : e;
    });
  return getDepartment(db, organizationId, row.id);
}

/** Returns the department before and after, for the audit trail. */
export async function updateDepartment(
  db: DbOrTx,
  organizationId: string,
  id: string,
  input: z.output<typeof departmentInputSchema>,
) {
  const before = await getDepartment(db, organizationId, id);
  if (await repo.findDepartmentByName(db, organizationId, input.name, id)) throw nameTaken();
  await repo
    .updateDepartment(db, organizationId, id, { name: input.name, description: input.description ?? null })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? nameTaken() : e;
    });
  return { before, data: await getDepartment(db, organizationId, id) };
}

const hasEmployees = (name: string, count: number) =>
  conflict(count === 1 ? 'errors.departmentHasEmployee' : 'errors.departmentHasEmployees', { name, count });

/**
 * Refused (409, naming the count) while any employee, of whatever status, is still in the department: the
 * employees must be moved first, so nobody silently loses their department. Its job roles stay, unlinked.
 */
export async function deleteDepartment(db: DbOrTx, organizationId: string, id: string) {
  const before = await getDepartment(db, organizationId, id);
  if (before.employeeCount > 0) throw hasEmployees(before.name, before.employeeCount);
  // In a savepoint: if someone moved an employee in after the check, the foreign key (on delete restrict)
  // refuses and the request's own transaction stays usable for the answer.
  await db
    .transaction((sp) => repo.deleteDepartment(sp, organizationId, id))
    .catch(async (e: unknown) => {
      throw isForeignKeyViolation(e)
        ? hasEmployees(before.name, (await getDepartment(db, organizationId, id)).employeeCount)
        : e;
    });
  return { before };
}

/** Moves the employees into the department in one transaction; any id not of this organisation → 404, nothing moves. */
export async function addEmployees(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof addDepartmentEmployeesSchema>,
) {
  return db.transaction(async (tx) => {
    const before = await getDepartment(tx, organizationId, input.departmentId);
    const ids = (await requireEmployeeRefs(tx, organizationId, input.employeeIds)).map((e) => e.id);
    await setMembership(tx, organizationId, ids, 'departmentId', input.departmentId);
    await repo.clearLeadsElsewhere(tx, organizationId, ids, input.departmentId);
    return { before, data: await getDepartment(tx, organizationId, input.departmentId) };
  });
}

/**
 * Sets or clears the lead. A lead from another department (or none) is moved into this one, and stops
 * leading their old department. A separated employee cannot lead.
 */
export async function updateLead(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof updateDepartmentLeadSchema>,
) {
  return db.transaction(async (tx) => {
    const before = await getDepartment(tx, organizationId, input.departmentId);
    if (input.employeeId) {
      const [employee] = await findEmployeeRefs(tx, organizationId, [input.employeeId]);
      if (!employee) throw notFound('errors.employeeNotFound');
      if (employee.status === 'separated') throw fieldError('employeeId', 'validation.leadSeparated');
      if (employee.departmentId !== input.departmentId) {
        await setMembership(tx, organizationId, [employee.id], 'departmentId', input.departmentId);
        await repo.clearLeadsElsewhere(tx, organizationId, [employee.id], input.departmentId);
      }
    }
    await repo.updateDepartment(tx, organizationId, input.departmentId, { leadEmployeeId: input.employeeId });
    return { before, data: await getDepartment(tx, organizationId, input.departmentId) };
  });
}

/** Public: the department names of the organisation named (case-insensitively) or slugged in the URL. */
export async function listPublicDepartments(
  db: DbOrTx,
  organizationName: string,
): Promise<PublicDepartments> {
  const organization = await findOrganizationByName(db, organizationName);
  if (!organization) throw notFound('errors.organizationNotFound');
  return {
    organizationName: organization.name,
    departments: await repo.listDepartmentNames(db, organization.id),
  };
}
