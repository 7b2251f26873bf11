import { beforeAll, describe, expect, it } from 'vitest';
import { api, latestMail, uniqueEmail } from '../helpers/app';
import { employerSession, teamAdminSession } from '../helpers/accounts';
import { PDF, PNG, upload, useTempUploadDir } from './upload';

beforeAll(() => {
  useTempUploadDir();
});

describe('[FILES] GET file/{id} only for those who may see what the file belongs to', () => {
  it('KYC documents: `settings` only; rent evidence: `employees` only; the logo: any member', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const kyc = (await upload(s.token, PDF, 'cac.pdf', 'application/pdf', 'kyc')).body.data.id;
    const rent = (await upload(s.token, PDF, 'rent.pdf', 'application/pdf', 'rent-evidence')).body.data.id;
    const logo = (await upload(s.token, PNG, 'logo.png', 'image/png', 'logo')).body.data.id;
    const clerk = await teamAdminSession(org, ['employees']);
    const office = await teamAdminSession(org, ['settings']);
    const rota = await teamAdminSession(org, ['shifts']);
    const read = async (token: string, id: string) => (await api(`/file/${id}`, { token })).status;

    expect(await read(s.token, kyc)).toBe(200);
    expect(await read(office.token, kyc)).toBe(200);
    expect(await read(clerk.token, kyc)).toBe(403);
    expect(await read(rota.token, kyc)).toBe(403);

    expect(await read(clerk.token, rent)).toBe(200);
    expect(await read(office.token, rent)).toBe(403);
    expect(await read(rota.token, rent)).toBe(403);

    expect(await read(rota.token, logo)).toBe(200);
  });

  it('other uploads: those who may upload, and the uploader', async () => {
    const s = await employerSession();
    const clerk = await teamAdminSession(s.organization.id, ['employees']);
    const rota = await teamAdminSession(s.organization.id, ['shifts']);
    const mine = (await upload(clerk.token, PDF, 'note.pdf', 'application/pdf')).body.data.id;
    expect((await api(`/file/${mine}`, { token: clerk.token })).status).toBe(200);
    expect((await api(`/file/${mine}`, { token: s.token })).status).toBe(200);
    const denied = await api(`/file/${mine}`, { token: rota.token });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
  });

  it('uploads a document only for what the uploader may see', async () => {
    const s = await employerSession();
    const clerk = await teamAdminSession(s.organization.id, ['employees']);
    expect((await upload(clerk.token, PDF, 'cac.pdf', 'application/pdf', 'kyc')).status).toBe(403);
    expect((await upload(clerk.token, PDF, 'rent.pdf', 'application/pdf', 'rent-evidence')).status).toBe(201);
  });

  it('KYC takes only KYC documents, so a file is never read under looser rules than its record', async () => {
    const s = await employerSession();
    const other = (await upload(s.token, PDF, 'cac.pdf', 'application/pdf', 'other')).body.data.id;
    const res = await api('/organizations/kyc', {
      method: 'POST',
      token: s.token,
      body: {
        registeredName: 'Ada Foods Limited',
        registrationNumber: 'RC123456',
        tin: '12345678-0001',
        address: '12 Marina Road, Lagos',
        industry: 'Food processing',
        companySize: '11-50',
        directors: [{ name: 'Ada Obi', email: 'ada@example.test' }],
        documentFileIds: [other],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.documentFileIds).toBeDefined();
  });

  it('an uploader who has since lost the permission can no longer read the file (issue 10, hole 3)', async () => {
    const s = await employerSession();
    const clerk = await teamAdminSession(s.organization.id, ['employees']);
    const rent = (await upload(clerk.token, PDF, 'rent.pdf', 'application/pdf', 'rent-evidence')).body.data
      .id;
    const note = (await upload(clerk.token, PDF, 'note.pdf', 'application/pdf')).body.data.id;
    const read = async (token: string, id: string) => (await api(`/file/${id}`, { token })).status;
    expect(await read(clerk.token, rent)).toBe(200);
    expect(await read(clerk.token, note)).toBe(200);

    const changed = await api(`/organizations/admins/${clerk.user.id}`, {
      method: 'PATCH',
      token: s.token,
      body: { permissions: ['shifts'] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const denied = await api(`/file/${rent}`, { token: clerk.token });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    expect(await read(clerk.token, note)).toBe(403);
    // The files stay readable by those who may see what they belong to.
    expect(await read(s.token, rent)).toBe(200);
    expect(await read(s.token, note)).toBe(200);
  });

  it('a statutory admin reads the receipt file they uploaded while they are one, and not after', async () => {
    const s = await employerSession();
    const email = uniqueEmail('pfa-admin');
    const invited = await api('/statutory/pension/create-admin', {
      method: 'POST',
      token: s.token,
      body: { email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const link = /\/invite\/([A-Za-z0-9_-]+)/.exec((await latestMail(email))!.text)![1];
    const done = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { firstName: 'Pat', lastName: 'Okafor', password: 'Str0ng-passw0rd' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const token = done.body.data.token as string;
    const rota = await teamAdminSession(s.organization.id, ['shifts']);

    // Not yet attached to a receipt: readable by its uploader (still a statutory admin) and `employees`.
    const receipt = (await upload(token, PDF, 'pfa-receipt.pdf', 'application/pdf')).body.data.id;
    expect((await api(`/file/${receipt}`, { token })).status).toBe(200);
    expect((await api(`/file/${receipt}`, { token: rota.token })).status).toBe(403);

    const admins = await api('/statutory/pension/admins', { token: s.token });
    const removed = await api(`/statutory/admins/${admins.body.data[0].id}`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(removed.status).toBe(200);
    expect((await api(`/file/${receipt}`, { token })).status).not.toBe(200);
  });
});
