import 'server-only';
import type { z } from 'zod';
import type { JobRole, jobRoleInputSchema } from '@/lib/contracts/departments';
import type { DbOrTx } from '@/server/db/client';
import { fieldError, notFound } from '@/server/errors';
import { findDepartment } from './departments.repo';
import * as repo from './job-roles.repo';

type Row = Awaited<ReturnType<typeof repo.listJobRoles>>[number];
type Input = z.output<typeof jobRoleInputSchema>;

const pgCode = (e: unknown) => (e as { code?: string })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
const titleTaken = () => fieldError('title', 'validation.jobRoleTitleTaken');

function toJobRole(r: Row): JobRole {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    department: r.departmentId ? { id: r.departmentId, name: r.departmentName! } : null,
    employeeCount: r.employeeCount,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listJobRoles(db: DbOrTx, organizationId: string) {
  return (await repo.listJobRoles(db, organizationId)).map(toJobRole);
}

async function getJobRole(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await repo.listJobRoles(db, organizationId, id);
  if (!row) throw notFound('errors.jobRoleNotFound');
  return toJobRole(row);
}

/** Title unique per organisation (any case); a department, if given, must be the organisation's (else 404). */
async function checkInput(db: DbOrTx, organizationId: string, input: Input, exceptId?: string) {
  if (await repo.findJobRoleByTitle(db, organizationId, input.title, exceptId)) throw titleTaken();
  if (input.departmentId && !(await findDepartment(db, organizationId, input.departmentId))) throw notFound('errors.departmentNotFound');
}

const columns = (input: Input) => ({ title: input.title, description: input.description ?? null, departmentId: input.departmentId ?? null });

export async function createJobRole(db: DbOrTx, organizationId: string, input: Input) {
  await checkInput(db, organizationId, input);
  try {
    const row = await repo.insertJobRole(db, { organizationId, ...columns(input) });
    return getJobRole(db, organizationId, row.id);
  } catch (e) {
    if (pgCode(e) === '23505') throw titleTaken();
    throw e;
  }
}

export async function updateJobRole(db: DbOrTx, organizationId: string, id: string, input: Input) {
  const before = await getJobRole(db, organizationId, id);
  await checkInput(db, organizationId, input, id);
  try {
    await repo.updateJobRole(db, organizationId, id, columns(input));
  } catch (e) {
    if (pgCode(e) === '23505') throw titleTaken();
    throw e;
  }
  return { before, data: await getJobRole(db, organizationId, id) };
}

/** Deletes the role; the employees holding it keep their jobs but no longer have a role (reported back). */
export async function deleteJobRole(db: DbOrTx, organizationId: string, id: string) {
  return db.transaction(async (tx) => {
    const before = await getJobRole(tx, organizationId, id);
    const unassignedEmployees = await repo.unassignJobRole(tx, organizationId, id);
    await repo.deleteJobRole(tx, organizationId, id);
    return { before, data: { id, unassignedEmployees } };
  });
}
