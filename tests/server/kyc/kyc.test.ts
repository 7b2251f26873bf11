import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, kycSubmissions, notifications } from '@/server/db/schema';
import { updateUser } from '@/server/modules/identity/identity.service';
import { api, getHarness } from '../helpers/app';
import { consultantSession, employerSession } from '../helpers/accounts';
import { PDF, upload, useTempUploadDir } from '../files/upload';

beforeAll(() => {
  useTempUploadDir();
});

type Session = Awaited<ReturnType<typeof employerSession>>;

async function kycBody(s: Session, overrides: Record<string, unknown> = {}) {
  const doc = await upload(s.token, PDF, 'cac.pdf', 'application/pdf', 'kyc');
  return {
    registeredName: 'Ada Foods Limited',
    registrationNumber: 'RC123456',
    tin: '12345678-0001',
    address: '12 Marina Road, Lagos',
    industry: 'Food processing',
    companySize: '11-50',
    directors: [{ name: 'Ada Obi', email: 'ada@example.test' }],
    documentFileIds: [doc.body.data.id],
    ...overrides,
  };
}

const submit = (s: Session, body: unknown) =>
  api('/organizations/kyc', { method: 'POST', token: s.token, body });

describe('[KYC] POST organizations/kyc', () => {
  it('approves a well-formed submission, updates the organisation and the checklist', async () => {
    const s = await employerSession();
    expect((await api('/organizations/kyc', { token: s.token })).body.data).toBeNull();
    const res = await submit(s, await kycBody(s));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('KYC approved.');
    expect(res.body.data).toMatchObject({ status: 'approved', reasons: [], registrationNumber: 'RC123456' });
    expect(res.body.data.decidedAt).toEqual(expect.any(String));

    const latest = await api('/organizations/kyc', { token: s.token });
    expect(latest.body.data).toMatchObject({ id: res.body.data.id, status: 'approved' });
    const checklist = await api('/organizations/dashboard-checklist', { token: s.token });
    expect(checklist.body.data).toMatchObject({ kycStatus: 'approved', hasWallet: false });
    expect(checklist.body.data.checklist).toContainEqual({ key: 'kyc', done: true });
  });

  it("stores directors' ID numbers encrypted and answers them masked", async () => {
    const s = await employerSession();
    const idNumber = 'A12345678';
    const res = await submit(s, await kycBody(s, { directors: [{ name: 'Ada Obi', idNumber }] }));
    expect(res.status).toBe(201);
    expect(res.body.data.directors).toEqual([{ name: 'Ada Obi', idNumber: '******5678' }]);
    const { deps } = await getHarness();
    const [stored] = await deps.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.id, res.body.data.id));
    expect(JSON.stringify(stored)).not.toContain(idNumber);
    const audits = JSON.stringify(
      await deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, s.organization.id)),
    );
    expect(audits).not.toContain(idNumber);
  });

  it('rejects malformed details with reasons, and allows a corrected re-submission', async () => {
    const s = await employerSession();
    const body = await kycBody(s, { registrationNumber: 'AB12', tin: '123', directors: [{ name: 'Ada' }] });
    const res = await submit(s, body);
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('rejected');
    expect(res.body.data.reasons).toEqual([
      'The RC/BN number must be RC followed by 4 to 8 digits, or BN followed by digits.',
      'The TIN must be 8 to 14 digits (dashes allowed).',
      'Each director needs a first and a last name.',
    ]);
    const checklist = await api('/organizations/dashboard-checklist', { token: s.token });
    expect(checklist.body.data.kycStatus).toBe('rejected');

    const again = await submit(s, {
      ...body,
      registrationNumber: 'BN 1234567',
      tin: '12345678',
      directors: [{ name: 'Ada Obi' }],
    });
    expect(again.status).toBe(201);
    expect(again.body.data.status).toBe('approved');
  });

  it('audits each decision (entity kyc) with the status and submission before it', async () => {
    const s = await employerSession();
    const body = await kycBody(s, { tin: '123' });
    const rejected = await submit(s, body);
    expect(rejected.body.data.status).toBe('rejected');
    const approved = await submit(s, { ...body, tin: '12345678' });
    expect(approved.body.data.status).toBe('approved');

    const { deps } = await getHarness();
    const rows = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.action, 'POST /organizations/kyc')),
      )
      .orderBy(auditLogs.createdAt);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.entity)).toEqual(['kyc', 'kyc']);
    const byAfter = new Map(rows.map((r) => [(r.after as { id: string }).id, r]));
    expect(byAfter.get(rejected.body.data.id)!.before).toEqual({ kycStatus: 'pending', submission: null });
    expect(byAfter.get(approved.body.data.id)!.before).toMatchObject({
      kycStatus: 'rejected',
      submission: { id: rejected.body.data.id, status: 'rejected' },
    });
  });

  it('answers 409 once approved', async () => {
    const s = await employerSession();
    const body = await kycBody(s);
    expect((await submit(s, body)).status).toBe(201);
    const res = await submit(s, body);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });

  it('refuses documents of another organisation (422 on documentFileIds) and changes nothing', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const foreign = await upload(other.token, PDF, 'theirs.pdf', 'application/pdf', 'kyc');
    const res = await submit(s, await kycBody(s, { documentFileIds: [foreign.body.data.id] }));
    expect(res.status).toBe(422);
    expect(res.body.errors.documentFileIds).toEqual([
      'One or more documents were not found in your organisation.',
    ]);
    expect((await api('/organizations/kyc', { token: s.token })).body.data).toBeNull();
  });

  it('validates the body with field errors', async () => {
    const s = await employerSession();
    const res = await submit(s, { registeredName: '', companySize: '7', directors: [], documentFileIds: [] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining([
        'registeredName',
        'registrationNumber',
        'tin',
        'companySize',
        'directors',
        'documentFileIds',
      ]),
    );
    expect(res.body.errors.documentFileIds).toEqual(['Upload at least one document.']);
  });

  it('notifies the employer in their language', async () => {
    const s = await employerSession();
    const { deps } = await getHarness();
    await updateUser(deps.db, s.user.id, { locale: 'zh-CN' });
    await submit(s, await kycBody(s, { tin: 'x' }));
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.type, 'kyc')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organizationId: s.organization.id, title: 'KYC 未通过' });
    expect(rows[0]!.body).toContain('税务识别号');
    const bell = await api('/notifications/user', { token: s.token });
    expect(bell.status).toBe(200);
    expect(JSON.stringify(bell.body.data)).toContain('KYC 未通过');
  });

  it('needs a session (401) and an organisation (consultant mode 403)', async () => {
    expect((await api('/organizations/kyc', { method: 'POST', body: {} })).status).toBe(401);
    expect((await api('/organizations/kyc')).status).toBe(401);
    const c = await consultantSession(1);
    expect((await api('/organizations/kyc', { method: 'POST', token: c.token, body: {} })).status).toBe(403);
    expect((await api('/organizations/kyc', { token: c.token })).status).toBe(403);
  });
});

describe('[KYC] dashboard checklist with a wallet', () => {
  it('shows hasWallet after create-wallet', async () => {
    const s = await employerSession();
    await submit(s, await kycBody(s));
    const wallet = await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} });
    expect(wallet.status).toBe(201);
    const res = await api('/organizations/dashboard-checklist', { token: s.token });
    expect(res.body.data).toMatchObject({ kycStatus: 'approved', hasWallet: true });
    expect(res.body.data.checklist).toContainEqual({ key: 'wallet', done: true });
  });
});
