import 'server-only';
import type { z } from 'zod';
import type { JobRole, jobRoleInputSchema } from '@/lib/contracts/departments';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { fieldError, notFound } from '@/server/errors';
import { clearMembership, countMembers } from '@/server/modules/employees/employees-membership.service';
import { findDepartment } from './departments.repo';
import * as repo from './job-roles.repo';

type Row = Awaited<ReturnType<typeof repo.listJobRoles>>[number];
type Input = z.output<typeof jobRoleInputSchema>;

const titleTaken = () => fieldError('title', 'validation.jobRoleTitleTaken');

async function withCounts(db: DbOrTx, organizationId: string, rows: Row[]): Promise<JobRole[]> {
  const counts = await countMembers(
    db,
    organizationId,
    'jobRoleId',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    department: r.departmentId ? { id: r.departmentId, name: r.departmentName! } : null,
    employeeCount: counts.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET departments/roles: every job role with its department and headcount. */
export async function listJobRoles(db: DbOrTx, organizationId: string) {
  return withCounts(db, organizationId, await repo.listJobRoles(db, organizationId));
}

async function getJobRole(db: DbOrTx, organizationId: string, id: string) {
  const [role] = await withCounts(db, organizationId, await repo.listJobRoles(db, organizationId, id));
  if (!role) throw notFound('errors.jobRoleNotFound');
  return role;
}

/** Title unique per organisation (any case); a department, if given, must be the organisation's (else 404). */
async function checkInput(db: DbOrTx, organizationId: string, input: Input, exceptId?: string) {
  if (await repo.findJobRoleByTitle(db, organizationId, input.title, exceptId)) throw titleTaken();
  if (input.departmentId && !(await findDepartment(db, organizationId, input.departmentId)))
    throw notFound('errors.departmentNotFound');
}

const columns = (input: Input) => ({
  title: input.title,
  description: input.description ?? null,
  departmentId: input.departmentId ?? null,
});

export async function createJobRole(db: DbOrTx, organizationId: string, input: Input) {
  await checkInput(db, organizationId, input);
  // Two requests with the same title at once: the unique index decides, with the same answer.
  const row = await repo.insertJobRole(db, { organizationId, ...columns(input) }).catch((e: unknown) => {
    throw isUniqueViolation(e) ? titleTaken() : e;
  });
  return getJobRole(db, organizationId, row.id);
}

/** Returns the role before and after, for the audit trail. */
export async function updateJobRole(db: DbOrTx, organizationId: string, id: string, input: Input) {
  const before = await getJobRole(db, organizationId, id);
  await checkInput(db, organizationId, input, id);
  await repo.updateJobRole(db, organizationId, id, columns(input)).catch((e: unknown) => {
    throw isUniqueViolation(e) ? titleTaken() : e;
  });
  return { before, data: await getJobRole(db, organizationId, id) };
}

/** Deletes the role; the employees holding it keep their jobs but no longer have a role (reported back). */
export async function deleteJobRole(db: DbOrTx, organizationId: string, id: string) {
  return db.transaction(async (tx) => {
    const before = await getJobRole(tx, organizationId, id);
    const unassignedEmployees = await clearMembership(tx, organizationId, 'jobRoleId', id);
    await repo.deleteJobRole(tx, organizationId, id);
    return { before, data: { id, unassignedEmployees } };
  });
}
