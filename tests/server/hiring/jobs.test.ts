import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobPostings } from '@/server/db/schema';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession, signIn } from '../helpers/accounts';
import { createDepartment, teamAdmin } from '../departments/fixtures';
import { applied, createJob, jobInput, warmUp } from './fixtures';

// Opening and migrating the shared database takes a while on a busy machine: not a test's time.
beforeAll(() => warmUp(), 120_000);

const DAY = 86_400_000;

describe('[HIRING] jobs', () => {
  it('posts, reads, lists by tab with search, edits and toggles a job', async () => {
    const s = await employerSession();
    const dept = await createDepartment(s.token, 'Sales');
    const res = await api('/jobs', {
      method: 'POST',
      token: s.token,
      body: jobInput({ title: 'Van Sales Rep', departmentId: dept.id }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Job posted.');
    const job = res.body.data;
    expect(job).toMatchObject({
      title: 'Van Sales Rep',
      department: { id: dept.id, name: 'Sales' },
      status: 'active',
      open: true,
      applicationCount: 0,
      stageCounts: { applied: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
    });
    expect(job.careersPath).toMatch(/^\/careers\/[a-z0-9-]+$/);

    await createJob(s.token, { title: 'Accountant', location: 'Abuja' });
    const list = await api('/jobs', { token: s.token });
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ page: 1, perPage: 20, total: 2 });
    expect(
      (await api('/jobs?search=abuja', { token: s.token })).body.data.map((j: { title: string }) => j.title),
    ).toEqual(['Accountant']);

    const put = await api(`/jobs/${job.id}`, {
      method: 'PUT',
      token: s.token,
      body: jobInput({ title: 'Senior Van Sales Rep', remote: true, location: null }),
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      title: 'Senior Van Sales Rep',
      remote: true,
      location: null,
      department: null,
    });

    const toggled = await api(`/jobs/${job.id}/toggle-status`, { method: 'PUT', token: s.token });
    expect(toggled.body.data).toMatchObject({ status: 'in-active', open: false });
    expect(
      (await api('/jobs?tab=in-active', { token: s.token })).body.data.map((j: { id: string }) => j.id),
    ).toEqual([job.id]);
    expect((await api('/jobs?tab=active', { token: s.token })).body.meta.total).toBe(1);
    expect(
      (await api(`/jobs/${job.id}/toggle-status`, { method: 'PUT', token: s.token })).body.data.status,
    ).toBe('active');
  });

  it('answers 422 with field errors and saves nothing on bad input', async () => {
    const s = await employerSession();
    const bad = await api('/jobs', {
      method: 'POST',
      token: s.token,
      body: {
        ...jobInput(),
        title: ' ',
        salaryMin: 50,
        salaryMax: 10,
        employmentType: 'slave',
        location: null,
        remote: false,
        currency: 'naira',
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      expect.arrayContaining(['title', 'employmentType', 'currency']),
    );
    const range = await api('/jobs', {
      method: 'POST',
      token: s.token,
      body: jobInput({ salaryMin: 50, salaryMax: 10 }),
    });
    expect(range.body.errors.salaryMax).toEqual(['The maximum must not be below the minimum.']);
    const where = await api('/jobs', {
      method: 'POST',
      token: s.token,
      body: jobInput({ location: null, remote: false }),
    });
    expect(where.body.errors.location).toBeDefined();
    const dupQ = await api('/jobs', {
      method: 'POST',
      token: s.token,
      body: jobInput({
        questions: [
          { id: 'a', label: 'x', kind: 'text', required: false },
          { id: 'a', label: 'y', kind: 'yes_no', required: false },
        ],
      }),
    });
    expect(dupQ.body.errors.questions).toBeDefined();
    const other = await employerSession();
    const otherDept = await createDepartment(other.token, 'Theirs');
    const foreign = await api('/jobs', {
      method: 'POST',
      token: s.token,
      body: jobInput({ departmentId: otherDept.id }),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.departmentId).toBeDefined();
    const { deps } = await getHarness();
    expect(
      await deps.db.select().from(jobPostings).where(eq(jobPostings.organizationId, s.organization.id)),
    ).toHaveLength(0);
  });

  it('refuses to delete a job with applications (409) and deletes one without', async () => {
    const s = await employerSession();
    const empty = await createJob(s.token);
    expect((await api(`/jobs/${empty.id}`, { method: 'DELETE', token: s.token })).status).toBe(200);
    expect((await api(`/jobs/${empty.id}`, { token: s.token })).status).toBe(404);

    const job = await createJob(s.token);
    await applied(job.id);
    const del = await api(`/jobs/${job.id}`, { method: 'DELETE', token: s.token });
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('CONFLICT');
    const read = await api(`/jobs/${job.id}`, { token: s.token });
    expect(read.body.data).toMatchObject({ applicationCount: 1, stageCounts: { applied: 1 } });
  });

  it("answers 404 for another organisation's job on every job call", async () => {
    const a = await employerSession();
    const b = await employerSession();
    const job = await createJob(a.token);
    expect((await api(`/jobs/${job.id}`, { token: b.token })).status).toBe(404);
    expect((await api(`/jobs/${job.id}`, { method: 'PUT', token: b.token, body: jobInput() })).status).toBe(
      404,
    );
    expect((await api(`/jobs/${job.id}/toggle-status`, { method: 'PUT', token: b.token })).status).toBe(404);
    expect((await api(`/jobs/${job.id}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    expect((await api(`/jobs/${job.id}/applications`, { token: b.token })).status).toBe(404);
    expect((await api('/jobs', { token: b.token })).body.data).toEqual([]);
    expect((await api(`/jobs/${job.id}`, { token: a.token })).status).toBe(200);
  });

  it('needs the hiring permission (403) and a session (401)', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const clerk = await teamAdmin(s.organization.id, ['employees']);
    expect((await api('/jobs', { token: clerk.token })).status).toBe(403);
    expect((await api('/jobs', { method: 'POST', token: clerk.token, body: jobInput() })).status).toBe(403);
    expect((await api(`/jobs/${job.id}/applications`, { token: clerk.token })).status).toBe(403);
    const recruiter = await teamAdmin(s.organization.id, ['hiring']);
    expect((await api('/jobs', { token: recruiter.token })).status).toBe(200);
    expect((await api('/jobs', { method: 'POST', token: recruiter.token, body: jobInput() })).status).toBe(
      201,
    );
    expect((await api('/jobs')).status).toBe(401);
  });

  it('answers 402 on writes once the subscription has expired; reads and the careers page stay up', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const app = await applied(job.id);
    clock.advance(14 * DAY + 1000);
    try {
      const { token } = await signIn(s.user.email, s.password);
      const write = await api('/jobs', { method: 'POST', token, body: jobInput() });
      expect(write.status).toBe(402);
      expect(write.body.code).toBe('SUBSCRIPTION_EXPIRED');
      expect((await api(`/jobs/${job.id}/toggle-status`, { method: 'PUT', token })).status).toBe(402);
      const move = await api(`/jobs/applications/${app.id}/update-stage`, {
        method: 'PUT',
        token,
        body: { stage: 'screening' },
      });
      expect(move.status).toBe(402);
      expect((await api(`/jobs/${job.id}/applications`, { token })).body.data[0].stage).toBe('applied');
      expect((await api(`/jobs/${job.id}`, { token })).status).toBe(200);
      const careers = await api(`/jobs${job.careersPath.replace('/careers', '')}/careers`);
      expect(careers.status).toBe(200);
      expect(careers.body.data.jobs.map((j: { id: string }) => j.id)).toContain(job.id);
    } finally {
      clock.reset();
    }
  });
});
