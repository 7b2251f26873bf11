import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '@/server/db/schema';
import { api, getHarness, latestMail, uniqueIp } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createDepartment } from '../departments/fixtures';
import { apply, createJob, DOCX, PNG, warmUp } from './fixtures';

// Opening and migrating the shared database takes a while on a busy machine: not a test's time.
beforeAll(() => warmUp(), 120_000);

const careersOf = (path: string, query = '') => api(`/jobs/${path.split('/').pop()}/careers${query}`);

describe('[HIRING] public careers page', () => {
  it('lists only the organisation’s active, unexpired jobs, by slug or exact name, with filters', async () => {
    const s = await employerSession();
    const sales = await createDepartment(s.token, 'Sales');
    const open = await createJob(s.token, { title: 'Open Sales', departmentId: sales.id, location: 'Lagos' });
    const remote = await createJob(s.token, {
      title: 'Remote Writer',
      location: null,
      remote: true,
      showSalary: false,
    });
    const closed = await createJob(s.token, { title: 'Closed One' });
    await api(`/jobs/${closed.id}/toggle-status`, { method: 'PUT', token: s.token });
    const expired = await createJob(s.token, { title: 'Expired One', closingDate: '2020-01-01' });
    const other = await employerSession();
    const theirs = await createJob(other.token, { title: 'Other org job' });

    const res = await careersOf(open.careersPath);
    expect(res.status).toBe(200);
    expect(res.body.data.organizationName).toBe(s.organization.name);
    const ids = res.body.data.jobs.map((j: { id: string }) => j.id);
    expect(ids.sort()).toEqual([open.id, remote.id].sort());
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(theirs.id);
    const sale = res.body.data.jobs.find((j: { id: string }) => j.id === open.id);
    expect(sale).toMatchObject({
      department: 'Sales',
      salary: { min: 20_000_000, max: 35_000_000, currency: 'NGN' },
    });
    // Nothing internal leaks: no counts, no status; a hidden salary is null.
    expect(sale.stageCounts).toBeUndefined();
    expect(sale.applicationCount).toBeUndefined();
    expect(res.body.data.jobs.find((j: { id: string }) => j.id === remote.id).salary).toBeNull();
    expect(res.body.data.departments).toEqual(['Sales']);

    expect(
      (await careersOf(open.careersPath, '?department=sales')).body.data.jobs.map(
        (j: { id: string }) => j.id,
      ),
    ).toEqual([open.id]);
    expect(
      (await careersOf(open.careersPath, '?location=remote')).body.data.jobs.map((j: { id: string }) => j.id),
    ).toEqual([remote.id]);
    expect(
      (await careersOf(open.careersPath, '?location=LAGOS')).body.data.jobs.map((j: { id: string }) => j.id),
    ).toEqual([open.id]);

    const byName = await api(`/jobs/${encodeURIComponent(s.organization.name.toUpperCase())}/careers`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.jobs).toHaveLength(2);
    expect((await api('/jobs/no-such-employer-anywhere/careers')).status).toBe(404);
  });
});

describe('[HIRING] POST jobs/{job_id}/apply', () => {
  it('takes a PDF or DOCX CV with answers, mails a confirmation and lands in applied', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const res = await apply(job.id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ jobTitle: job.title, organizationName: s.organization.name });
    const mail = await latestMail(res.email);
    expect(mail?.subject).toContain(job.title);

    const docx = await apply(job.id, {
      cv: { bytes: DOCX, name: 'cv.docx', type: 'application/octet-stream' },
    });
    expect(docx.status).toBe(201);
    const list = await api(`/jobs/${job.id}/applications`, { token: s.token });
    expect(list.body.data).toHaveLength(2);
    const pdfApp = list.body.data.find((a: { id: string }) => a.id === res.body.data.id);
    expect(pdfApp).toMatchObject({
      stage: 'applied',
      cv: { contentType: 'application/pdf', fileName: 'cv.pdf' },
    });
    expect(pdfApp.answers).toEqual([
      { id: 'q1', label: 'Do you have a driving licence?', answer: 'yes' },
      { id: 'q2', label: 'Why us?', answer: 'Great food' },
    ]);
    const docxApp = list.body.data.find((a: { id: string }) => a.id === docx.body.data.id);
    expect(docxApp.cv.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const cv = await api(`/jobs/applications/${pdfApp.id}/cv`, { token: s.token });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    const other = await employerSession();
    expect((await api(`/jobs/applications/${pdfApp.id}/cv`, { token: other.token })).status).toBe(404);
  });

  it('checks the CV by its bytes, the fields and the answers (422, nothing saved)', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const { deps } = await getHarness();
    const count = async () =>
      (await deps.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).length;

    const png = await apply(job.id, { cv: { bytes: PNG, name: 'cv.pdf', type: 'application/pdf' } });
    expect(png.status).toBe(422);
    expect(png.body.errors.cv).toEqual(['Upload your CV as a PDF or Word (.docx) file.']);
    const missing = await apply(job.id, { cv: null });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.cv).toBeDefined();
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-'));
    const tooBig = await apply(job.id, { cv: { bytes: big, name: 'big.pdf', type: 'application/pdf' } });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.cv).toBeDefined();
    const fields = await apply(job.id, { email: 'not-an-email', firstName: ' ', phone: 'abc' });
    expect(fields.status).toBe(422);
    expect(Object.keys(fields.body.errors).sort()).toEqual(['email', 'firstName', 'phone']);
    const noAnswer = await apply(job.id, { answers: JSON.stringify({ q2: 'hi' }) });
    expect(noAnswer.status).toBe(422);
    expect(noAnswer.body.errors['answers.q1']).toEqual(['This field is required.']);
    const yesNo = await apply(job.id, { answers: JSON.stringify({ q1: 'maybe' }) });
    expect(yesNo.body.errors['answers.q1']).toBeDefined();
    const notJson = await apply(job.id, { answers: '{nope' });
    expect(notJson.body.errors.answers).toBeDefined();
    expect(await count()).toBe(0);
  });

  it('refuses the same email twice (409), closed or in-active jobs (422) and unknown jobs (404)', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const first = await apply(job.id);
    const again = await apply(job.id, { email: first.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied for this job with this email.');

    const expired = await createJob(s.token, { closingDate: '2020-01-01' });
    const late = await apply(expired.id);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('This job is no longer taking applications.');
    await api(`/jobs/${job.id}/toggle-status`, { method: 'PUT', token: s.token });
    expect((await apply(job.id)).status).toBe(422);
    expect((await apply(crypto.randomUUID())).status).toBe(404);
  });

  it('limits a client address to 20 applications a minute (429)', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await apply(job.id, {}, ip)).status).toBe(201);
    const over = await apply(job.id, {}, ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    expect((await apply(job.id)).status).toBe(201);
  });

  it('answers in Chinese when asked', async () => {
    const s = await employerSession();
    const job = await createJob(s.token, { closingDate: '2020-01-01' });
    const { app } = await getHarness();
    const form = new FormData();
    form.set('firstName', 'A');
    const res = await app.request(`/api/v1/jobs/${job.id}/apply`, {
      method: 'POST',
      body: form,
      headers: { 'accept-language': 'zh-CN' },
    });
    const body = await res.json();
    expect(res.status).toBe(422);
    expect(JSON.stringify(body)).toMatch(/[\u4e00-\u9fff]/);
  });
});
