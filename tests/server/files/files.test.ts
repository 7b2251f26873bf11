import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { consultantSession, employerSession } from '../helpers/accounts';
import { PDF, PNG, upload, useTempUploadDir } from './upload';

beforeAll(() => {
  useTempUploadDir();
});

describe('[FILES] POST file', () => {
  it('stores a PDF with its sha256 and answers 201 with the file', async () => {
    const s = await employerSession();
    const res = await upload(s.token, PDF, 'cac-certificate.pdf', 'application/pdf', 'kyc');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      fileName: 'cac-certificate.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.byteLength,
      purpose: 'kyc',
    });
    const { deps } = await getHarness();
    const [row] = await deps.db.select().from(files).where(eq(files.id, res.body.data.id));
    expect(row!.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(row!.organizationId).toBe(s.organization.id);
  });

  it('accepts a PNG and defaults the purpose to other', async () => {
    const s = await employerSession();
    const res = await upload(s.token, PNG, 'logo.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body.data.purpose).toBe('other');
  });

  it('refuses a type other than PDF, PNG or JPEG with 422 on file', async () => {
    const s = await employerSession();
    const res = await upload(s.token, new TextEncoder().encode('hello'), 'notes.txt', 'text/plain');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.file).toEqual(['Upload a PDF, PNG or JPEG file.']);
  });

  it('refuses a file over 5 MB', async () => {
    const s = await employerSession();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const res = await upload(s.token, big, 'big.pdf', 'application/pdf');
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['The file is larger than 5 MB.']);
  });

  it('refuses a far larger body while it streams in, with the same field error', async () => {
    const s = await employerSession();
    const huge = new Uint8Array(8 * 1024 * 1024);
    huge.set(PDF);
    const res = await upload(s.token, huge, 'huge.pdf', 'application/pdf');
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['The file is larger than 5 MB.']);
  });

  it('checks the bytes: a PNG declared as PDF and text declared as JPEG are refused', async () => {
    const s = await employerSession();
    const png = await upload(s.token, PNG, 'fake.pdf', 'application/pdf');
    expect(png.status).toBe(422);
    expect(png.body.errors.file[0]).toMatch(/does not match/);
    const text = await upload(s.token, new TextEncoder().encode('<html>'), 'photo.jpg', 'image/jpeg');
    expect(text.status).toBe(422);
  });

  it('rejects a missing file and an unknown purpose', async () => {
    const s = await employerSession();
    const { app } = await getHarness();
    const form = new FormData();
    form.set('purpose', 'kyc');
    const res = await app.request('/api/v1/file', {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}` },
      body: form,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file).toBeDefined();
    const bad = await upload(s.token, PDF, 'a.pdf', 'application/pdf', 'selfie');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.purpose).toBeDefined();
  });

  it('needs a session (401) and an organisation (consultant mode 403)', async () => {
    expect((await upload(undefined, PDF, 'a.pdf', 'application/pdf')).status).toBe(401);
    const c = await consultantSession(1);
    expect((await upload(c.token, PDF, 'a.pdf', 'application/pdf')).status).toBe(403);
  });
});

describe('[FILES] GET file/{file_id}', () => {
  it('streams the bytes to the owning organisation only; another tenant gets 404', async () => {
    const owner = await employerSession();
    const other = await employerSession();
    const { body } = await upload(owner.token, PDF, 'deed.pdf', 'application/pdf', 'kyc');
    const { app } = await getHarness();
    const res = await app.request(`/api/v1/file/${body.data.id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);

    const stranger = await api(`/file/${body.data.id}`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('NOT_FOUND');
    expect((await api(`/file/${crypto.randomUUID()}`, { token: owner.token })).status).toBe(404);
    expect((await api(`/file/${body.data.id}`)).status).toBe(401);
  });
});
