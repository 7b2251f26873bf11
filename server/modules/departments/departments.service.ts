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
import type { EmployeeStatus } from '@/lib/contracts/employees';
import { toMeta } from '@/lib/contracts/pagination';
import type { DbOrTx } from '@/server/db/client';
import { conflict, fieldError, notFound } from '@/server/errors';
import * as repo from './departments.repo';

type Row = Awaited<ReturnType<typeof repo.listDepartments>>[number];

const pgCode = (e: unknown) => (e as { code?: string })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
const nameTaken = () => fieldError('name', 'validation.departmentNameTaken');

function toDepartment(r: Row): Department {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    employeeCount: r.employeeCount,
    lead: r.leadId ? { id: r.leadId, firstName: r.leadFirstName!, lastName: r.leadLastName! } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** GET departments: one page (or all with `result=all`), each with its headcount and lead. */
export async function listDepartments(db: DbOrTx, organizationId: string, q: z.output<typeof departmentListQuerySchema>) {
  if (q.result === 'all') {
    const rows = await repo.listDepartments(db, organizationId, { search: q.search });
    return { data: rows.map(toDepartment), meta: toMeta(1, Math.max(1, rows.length), rows.length) };
  }
  const [rows, total] = await Promise.all([
    repo.listDepartments(db, organizationId, { search: q.search, limit: q.perPage, offset: (q.page - 1) * q.perPage }),
    repo.countDepartments(db, organizationId, q.search),
  ]);
  return { data: rows.map(toDepartment), meta: toMeta(q.page, q.perPage, total) };
}

export async function getDepartment(db: DbOrTx, organizationId: string, id: string): Promise<Department> {
  const [row] = await repo.listDepartments(db, organizationId, { ids: [id] });
  if (!row) throw notFound('errors.departmentNotFound');
  return toDepartment(row);
}

/** GET departments/{id}: the department with one page of its employees; `meta` pages the employees. */
export async function getDepartmentDetail(
  db: DbOrTx,
  organizationId: string,
  id: string,
  q: z.output<typeof departmentEmployeesQuerySchema>,
): Promise<{ data: DepartmentDetail; meta: ReturnType<typeof toMeta> }> {
  const department = await getDepartment(db, organizationId, id);
  const [rows, total] = await Promise.all([
    repo.listDepartmentEmployees(db, organizationId, id, { search: q.search, limit: q.perPage, offset: (q.page - 1) * q.perPage }),
    repo.countDepartmentEmployees(db, organizationId, id, q.search),
  ]);
  const employees = rows.map((e) => ({ ...e, status: e.status as EmployeeStatus }));
  return { data: { ...department, employees }, meta: toMeta(q.page, q.perPage, total) };
}

export async function createDepartment(db: DbOrTx, organizationId: string, input: z.output<typeof departmentInputSchema>) {
  if (await repo.findDepartmentByName(db, organizationId, input.name)) throw nameTaken();
  try {
    const row = await repo.insertDepartment(db, { organizationId, name: input.name, description: input.description ?? null });
    return getDepartment(db, organizationId, row.id);
  } catch (e) {
    // Two requests with the same name at once: the unique index decides, with the same answer.
    if (pgCode(e) === '23505') throw nameTaken();
    throw e;
  }
}

/** Returns the department before and after, for the audit trail. */
export async function updateDepartment(db: DbOrTx, organizationId: string, id: string, input: z.output<typeof departmentInputSchema>) {
  const before = await getDepartment(db, organizationId, id);
  if (await repo.findDepartmentByName(db, organizationId, input.name, id)) throw nameTaken();
  try {
    await repo.updateDepartment(db, organizationId, id, { name: input.name, description: input.description ?? null });
  } catch (e) {
    if (pgCode(e) === '23505') throw nameTaken();
    throw e;
  }
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
  try {
    await repo.deleteDepartment(db, organizationId, id);
  } catch (e) {
    // Someone moved an employee in after the check: the foreign key (on delete restrict) refuses.
    if (pgCode(e) === '23503') throw hasEmployees(before.name, (await getDepartment(db, organizationId, id)).employeeCount);
    throw e;
  }
  return { before };
}

/** Moves the employees into the department in one transaction; any id not of this organisation → 404, nothing moves. */
export async function addEmployees(db: DbOrTx, organizationId: string, input: z.output<typeof addDepartmentEmployeesSchema>) {
  const ids = [...new Set(input.employeeIds)];
  return db.transaction(async (tx) => {
    await getDepartment(tx, organizationId, input.departmentId);
    const found = await repo.findEmployees(tx, organizationId, ids);
    if (found.length !== ids.length) throw notFound('errors.employeesNotFound');
    await repo.moveEmployees(tx, organizationId, ids, input.departmentId);
    await repo.clearLeadsElsewhere(tx, organizationId, ids, input.departmentId);
    return getDepartment(tx, organizationId, input.departmentId);
  });
}

/**
 * Sets or clears the lead. A lead from another department (or none) is moved into this one, and stops
 * leading their old department. A separated employee cannot lead.
 */
export async function updateLead(db: DbOrTx, organizationId: string, input: z.output<typeof updateDepartmentLeadSchema>) {
  return db.transaction(async (tx) => {
    const before = await getDepartment(tx, organizationId, input.departmentId);
    if (input.employeeId) {
      const [employee] = await repo.findEmployees(tx, organizationId, [input.employeeId]);
      if (!employee) throw notFound('errors.employeeNotFound');
      if (employee.status === 'separated') throw fieldError('employeeId', 'validation.leadSeparated');
      if (employee.departmentId !== input.departmentId) {
        await repo.moveEmployees(tx, organizationId, [employee.id], input.departmentId);
        await repo.clearLeadsElsewhere(tx, organizationId, [employee.id], input.departmentId);
      }
    }
    await repo.updateDepartment(tx, organizationId, input.departmentId, { leadEmployeeId: input.employeeId });
    return { before, data: await getDepartment(tx, organizationId, input.departmentId) };
  });
}

/** Public: the department names of the organisation named (case-insensitively) or slugged in the URL. */
export async function listPublicDepartments(db: DbOrTx, organizationName: string): Promise<PublicDepartments> {
  const organization = await repo.findOrganizationByName(db, organizationName.trim());
  if (!organization) throw notFound('errors.organizationNotFound');
  return { organizationName: organization.name, departments: await repo.listDepartmentNames(db, organization.id) };
}
