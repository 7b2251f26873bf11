import 'server-only';
import type { z } from 'zod';
import type {
  Careers,
  Job,
  JobStatus,
  jobListQuerySchema,
  JobValues,
  PublicJob,
  Stage,
  StageCounts,
} from '@/lib/contracts/hiring';
import { jobRuleErrors, STAGES } from '@/lib/contracts/hiring';
import { type Paged, pageOf, pageWindow } from '@/lib/contracts/pagination';
import type { DbOrTx } from '@/server/db/client';
import { isForeignKeyViolation } from '@/server/db/sql-rules';
import { AppError, conflict, fieldError, notFound } from '@/server/errors';
import { findDepartmentRefs, findJobRoleRefs } from '@/server/modules/departments/departments.queries';
import {
  findOrganization,
  findOrganizationByName,
  slugify,
} from '@/server/modules/organization/organization.queries';
import * as repo from './hiring.repo';

/** YYYY-MM-DD of `now` in UTC: a closing date is the last day a job takes applications. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

export const isOpen = (row: repo.JobRow, now: Date) =>
  row.status === 'active' && (!row.closingDate || row.closingDate >= isoDay(now));

const emptyCounts = (): StageCounts => Object.fromEntries(STAGES.map((s) => [s, 0])) as StageCounts;

/** Rows with department and role names, stage counts and the careers path (a fixed number of queries). */
async function present(db: DbOrTx, organizationId: string, rows: repo.JobRow[], now: Date): Promise<Job[]> {
  if (rows.length === 0) return [];
  const deptIds = [...new Set(rows.flatMap((r) => (r.departmentId ? [r.departmentId] : [])))];
  const roleIds = [...new Set(rows.flatMap((r) => (r.jobRoleId ? [r.jobRoleId] : [])))];
  const [departments, roles, counts, organization] = await Promise.all([
    findDepartmentRefs(db, organizationId, deptIds),
    findJobRoleRefs(db, organizationId, roleIds),
    repo.countStages(
      db,
      organizationId,
      rows.map((r) => r.id),
    ),
    findOrganization(db, organizationId),
  ]);
  const dept = new Map(departments.map((d) => [d.id, d]));
  const role = new Map(roles.map((r) => [r.id, r]));
  const stages = new Map<string, StageCounts>();
  for (const c of counts) {
    const entry = stages.get(c.jobId) ?? emptyCounts();
    entry[c.stage as Stage] = c.n;
    stages.set(c.jobId, entry);
  }
  const careersPath = `/careers/${slugify(organization?.name ?? '')}`;
  return rows.map((r) => {
    const stageCounts = stages.get(r.id) ?? emptyCounts();
    return {
      id: r.id,
      title: r.title,
      department: (r.departmentId && dept.get(r.departmentId)) || null,
      jobRole: (r.jobRoleId && role.get(r.jobRoleId)) || null,
      employmentType: r.employmentType as Job['employmentType'],
      location: r.location,
      remote: r.remote,
      description: r.description,
      requirements: r.requirements,
      salaryMin: r.salaryMin,
      salaryMax: r.salaryMax,
      currency: r.currency,
      showSalary: r.showSalary,
      openings: r.openings,
      closingDate: r.closingDate,
      questions: r.questions,
      status: r.status as JobStatus,
      open: isOpen(r, now),
      stageCounts,
      applicationCount: Object.values(stageCounts).reduce((a, b) => a + b, 0),
      careersPath,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** GET jobs: one page of the tab's jobs (active or in-active), newest first; search by title or location. */
export async function listJobs(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof jobListQuerySchema>,
  now: Date,
): Promise<Paged<Job>> {
  const f = { status: q.tab, search: q.search };
  const [rows, total] = await Promise.all([
    repo.listJobs(db, organizationId, { ...f, ...pageWindow(q) }),
    repo.countJobs(db, organizationId, f),
  ]);
  return pageOf(await present(db, organizationId, rows, now), total, q);
}

export async function requireJob(db: DbOrTx, organizationId: string, id: string) {
  const row = await repo.findJob(db, organizationId, id);
  if (!row) throw notFound('hiring.errors.jobNotFound');
  return row;
}

export async function getJob(db: DbOrTx, organizationId: string, id: string, now: Date): Promise<Job> {
  const [job] = await present(db, organizationId, [await requireJob(db, organizationId, id)], now);
  return job!;
}

/** The department and role must be the organisation's own (422 on the field otherwise). */
async function checkRefs(db: DbOrTx, organizationId: string, v: JobValues) {
  const rules = jobRuleErrors(v);
  if (rules.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      'errors.validationFailed',
      undefined,
      Object.fromEntries(rules.map(([f, key]) => [f, [{ key }]])),
    );
  }
  if (v.departmentId && (await findDepartmentRefs(db, organizationId, [v.departmentId])).length === 0) {
    throw fieldError('departmentId', 'validation.notFoundInOrg');
  }
  if (v.jobRoleId && (await findJobRoleRefs(db, organizationId, [v.jobRoleId])).length === 0) {
    throw fieldError('jobRoleId', 'validation.notFoundInOrg');
  }
}

const toColumns = (v: JobValues) => ({
  title: v.title,
  departmentId: v.departmentId ?? null,
  jobRoleId: v.jobRoleId ?? null,
  employmentType: v.employmentType,
  location: v.location ?? null,
  remote: v.remote,
  description: v.description,
  requirements: v.requirements ?? null,
  salaryMin: v.salaryMin ?? null,
  salaryMax: v.salaryMax ?? null,
  currency: v.currency,
  showSalary: v.showSalary,
  openings: v.openings,
  closingDate: v.closingDate ?? null,
  questions: v.questions,
});

export async function createJob(db: DbOrTx, organizationId: string, v: JobValues, now: Date) {
  await checkRefs(db, organizationId, v);
  const row = await repo.insertJob(db, { organizationId, ...toColumns(v), status: 'active' });
  return getJob(db, organizationId, row.id, now);
}

export async function updateJob(db: DbOrTx, organizationId: string, id: string, v: JobValues, now: Date) {
  const before = await getJob(db, organizationId, id, now);
  await checkRefs(db, organizationId, v);
  await repo.updateJob(db, organizationId, id, toColumns(v));
  return { before, data: await getJob(db, organizationId, id, now) };
}

/** PUT jobs/{id}/toggle-status: active ↔ in-active. */
export async function toggleJobStatus(db: DbOrTx, organizationId: string, id: string, now: Date) {
  const before = await getJob(db, organizationId, id, now);
  await repo.updateJob(db, organizationId, id, {
    status: before.status === 'active' ? 'in-active' : 'active',
  });
  return { before, data: await getJob(db, organizationId, id, now) };
}

const hasApplications = (count: number) => conflict('hiring.errors.jobHasApplications', { count });

/** Refused (409) while the job has applications: deactivate it instead. */
export async function deleteJob(db: DbOrTx, organizationId: string, id: string, now: Date) {
  const before = await getJob(db, organizationId, id, now);
  if (before.applicationCount > 0) throw hasApplications(before.applicationCount);
  // An application arriving after the check: the foreign key (restrict) refuses inside a savepoint.
  await db
    .transaction((sp) => repo.deleteJob(sp, organizationId, id))
    .catch((e: unknown) => {
      throw isForeignKeyViolation(e) ? hasApplications(1) : e;
    });
  return { before };
}

// ——— Careers (public) ———

const toPublicJob = (j: Job): PublicJob => ({
  id: j.id,
  title: j.title,
  department: j.department?.name ?? null,
  jobRole: j.jobRole?.name ?? null,
  employmentType: j.employmentType,
  location: j.location,
  remote: j.remote,
  description: j.description,
  requirements: j.requirements,
  salary: j.showSalary ? { min: j.salaryMin, max: j.salaryMax, currency: j.currency } : null,
  openings: j.openings,
  closingDate: j.closingDate,
  questions: j.questions,
  postedAt: j.createdAt,
});

const same = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * GET jobs/{organization_name}/careers: the organisation's active, unexpired jobs, optionally by department
 * name and location (`remote` matches remote jobs). Nothing internal: no counts, no hidden salaries.
 */
export async function getCareers(
  db: DbOrTx,
  organizationName: string,
  f: { department?: string; location?: string },
  now: Date,
): Promise<Careers> {
  const organization = await findOrganizationByName(db, organizationName);
  if (!organization) throw notFound('errors.organizationNotFound');
  const all = (
    await present(db, organization.id, await repo.listOpenJobs(db, organization.id, isoDay(now)), now)
  ).map(toPublicJob);
  const departments = [...new Set(all.flatMap((j) => (j.department ? [j.department] : [])))].sort();
  const locations = [...new Set(all.flatMap((j) => (j.location ? [j.location] : [])))].sort();
  const jobs = all.filter(
    (j) =>
      (!f.department || same(j.department, f.department)) &&
      (!f.location || same(j.location, f.location) || (same('remote', f.location) && j.remote)),
  );
  return {
    organizationName: organization.name,
    slug: slugify(organization.name),
    departments,
    locations,
    jobs,
  };
}
