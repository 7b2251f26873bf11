import { expect } from 'vitest';
import type { JobInput } from '@/lib/contracts/hiring';
import { api, getHarness, latestMail, uniqueIp } from '../helpers/app';

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** The start of a real .docx: a zip whose first entry names word/document.xml. */
export const DOCX = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...new TextEncoder().encode('\u0014\u0000\u0000\u0000word/document.xml<w:document/>'),
]);
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export const jobInput = (o: Partial<JobInput> = {}): JobInput => ({
  title: `Sales Rep ${crypto.randomUUID().slice(0, 6)}`,
  employmentType: 'full_time',
  location: 'Lagos',
  description: 'Sell our foods.\nMeet customers.',
  requirements: '- Two years in sales',
  salaryMin: 20_000_000,
  salaryMax: 35_000_000,
  currency: 'NGN',
  showSalary: true,
  openings: 2,
  questions: [
    { id: 'q1', label: 'Do you have a driving licence?', kind: 'yes_no', required: true },
    { id: 'q2', label: 'Why us?', kind: 'text', required: false },
  ],
  ...o,
});

export async function createJob(token: string, o: Partial<JobInput> = {}) {
  const res = await api('/jobs', { method: 'POST', token, body: jobInput(o) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; title: string; careersPath: string };
}

export type ApplyFields = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  coverLetter?: string;
  answers?: string;
  cv?: { bytes: Uint8Array; name: string; type: string } | null;
};

/** POST jobs/{id}/apply as multipart, from a fresh client address unless `ip` is given. */
export async function apply(jobId: string, f: ApplyFields = {}, ip = uniqueIp()) {
  const { app } = await getHarness();
  const form = new FormData();
  const values = {
    firstName: 'Amaka',
    lastName: 'Obi',
    email: `amaka-${crypto.randomUUID().slice(0, 8)}@example.test`,
    phone: '+234 803 000 0000',
    coverLetter: 'I would love to join.',
    answers: JSON.stringify({ q1: 'yes', q2: 'Great food' }),
    ...f,
  };
  for (const [k, v] of Object.entries(values)) if (k !== 'cv' && typeof v === 'string') form.set(k, v);
  const cv = f.cv === undefined ? { bytes: PDF, name: 'cv.pdf', type: 'application/pdf' } : f.cv;
  if (cv) form.set('cv', new File([cv.bytes as Uint8Array<ArrayBuffer>], cv.name, { type: cv.type }));
  const res = await app.request(`/api/v1/jobs/${jobId}/apply`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': ip },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, email: values.email };
}

export async function applied(jobId: string, f: ApplyFields = {}) {
  const res = await apply(jobId, f);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id as string, email: res.email };
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Sends an offer and returns its id and the token from the mailed link. */
export async function sendOffer(
  token: string,
  applicationId: string,
  email: string,
  o: Record<string, unknown> = {},
) {
  const res = await api(`/jobs/applications/${applicationId}/send-offer`, {
    method: 'PUT',
    token,
    body: {
      salary: 30_000_000,
      currency: 'NGN',
      startDate: '2027-01-04',
      expiresAt: inDays(7),
      message: 'Welcome',
      ...o,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await latestMail(email);
  const offerToken = /\/offer\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(offerToken).toBeDefined();
  return { offerId: res.body.data.id as string, offerToken: offerToken!, body: res.body };
}

/** Opens the shared harness (database, app) before a file's first test. */
export const warmUp = async () => void (await getHarness());
