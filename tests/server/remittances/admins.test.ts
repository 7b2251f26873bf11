import { beforeAll, describe, expect, it } from 'vitest';
import { api, getHarness, latestMail, uniqueEmail } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { PDF, upload, useTempUploadDir } from '../files/upload';
import { approvedRun, liabilities, teamAdmin } from './fixtures';

beforeAll(() => void useTempUploadDir());

/** GET /file/{id} as the browser does (bytes, not JSON). */
const fileBytes = async (token: string, id: string) => {
  const { app } = await getHarness();
  return app.request(`/api/v1/file/${id}`, { headers: { authorization: `Bearer ${token}` } });
};

const tokenFrom = (text: string) => /\/invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('[REMITTANCES] statutory admins and access', { timeout: 120_000 }, () => {
  it('a pension statutory admin invited by email accepts, sees and records pension only (PAYE → 403)', async () => {
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id);
    const email = uniqueEmail('pfa-admin');
    const created = await api('/statutory/pension/create-admin', {
      method: 'POST',
      token: s.token,
      body: { email },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'pension', email, status: 'pending', name: null });
    expect(
      (await api('/statutory/pension/create-admin', { method: 'POST', token: s.token, body: { email } }))
        .status,
    ).toBe(409);

    const link = tokenFrom((await latestMail(email))!.text)!;
    const done = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { firstName: 'Pat', lastName: 'Okafor', password: 'Str0ng-passw0rd' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const token = done.body.data.token as string;
    // account/me tells the client which types they manage (the sidebar shows them Remittances)
    const me = await api('/account/me', { token });
    expect(me.body.data.user.currentUserRole.statutoryTypes).toEqual(['pension']);
    expect(me.body.data.user.currentUserRole.permissions).toEqual([]);
    const employerMe = await api('/account/me', { token: s.token });
    expect(employerMe.body.data.user.currentUserRole.statutoryTypes).toBeUndefined();

    expect((await liabilities(token, 'pension', `&payrollId=${runId}`)).length).toBe(2);
    const paye = await api('/statutory/paye/liabilities', { token });
    expect(paye.status).toBe(403);
    expect(paye.body.code).toBe('FORBIDDEN');
    expect((await api('/statutory/paye/payment-receipts', { method: 'POST', token, body: {} })).status).toBe(
      403,
    );
    expect(
      (
        await api('/statutory/pension/create-admin', {
          method: 'POST',
          token,
          body: { email: uniqueEmail() },
        })
      ).status,
    ).toBe(403);
    const summary = await api('/statutory/summary', { token });
    expect(summary.body.data.map((x: { type: string }) => x.type)).toEqual(['pension']);
    expect((await api('/statutory/payment-receipts?type=paye', { token })).body.meta.total).toBe(0);
    // no other module opens to them
    expect((await api('/employees', { token })).status).toBe(403);
    // they upload the receipt through POST file, record it, and open it again
    const file = await upload(token, PDF, 'pfa-receipt.pdf', 'application/pdf');
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    expect((await upload(token, PDF, 'kyc.pdf', 'application/pdf', 'kyc')).status).toBe(403);
    const [stanbic] = (await liabilities(token, 'pension', `&payrollId=${runId}`)).filter((l) =>
      l.payee.startsWith('Stanbic'),
    );
    const recorded = await api('/statutory/pension/payment-receipts', {
      method: 'POST',
      token,
      body: {
        payrollId: runId,
        payee: stanbic!.payee,
        amount: stanbic!.amount,
        paidOn: '2026-12-03',
        reference: 'PFA-2026-11',
        fileId: file.body.data.id,
      },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect((await fileBytes(token, file.body.data.id)).status).toBe(200);

    const list = await api('/statutory/pension/admins', { token: s.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ email, status: 'active', name: 'Pat Okafor' }),
    ]);
    expect((await api('/statutory/paye/admins', { token: s.token })).body.data).toEqual([]);
    const id = list.body.data[0].id;
    expect((await api(`/statutory/admins/${id}`, { token: s.token })).body.data.email).toBe(email);

    const orgAdmins = await api('/statutory/pension/org-admins', { token: s.token });
    expect(orgAdmins.status).toBe(200);
    expect(orgAdmins.body.data.map((a: { role: string }) => a.role)).toContain('employer');
    expect(orgAdmins.body.data.map((a: { email: string }) => a.email)).not.toContain(email);

    const other = await employerSession();
    expect((await api(`/statutory/admins/${id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/statutory/admins/${id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await api(`/statutory/admins/${id}`, { method: 'DELETE', token: s.token })).status).toBe(200);
    expect((await api('/statutory/pension/liabilities', { token })).status).toBe(403);
  });

  it('team admins: with `employees` every type; without, 403 everywhere; registration numbers per type', async () => {
    const s = await employerSession();
    const hr = await teamAdmin(s.organization.id, ['employees']);
    const leave = await teamAdmin(s.organization.id, ['leave']);
    expect((await api('/statutory/paye/liabilities', { token: hr.token })).status).toBe(200);
    expect((await api('/statutory/paye/liabilities', { token: leave.token })).status).toBe(403);
    expect((await api('/statutory/summary', { token: leave.token })).status).toBe(403);
    expect((await upload(leave.token, PDF, 'receipt.pdf', 'application/pdf')).status).toBe(403);
    const orgAdmins = await api('/statutory/paye/org-admins', { token: s.token });
    expect(orgAdmins.body.data.map((a: { email: string }) => a.email)).toContain(
      hr.user?.email ?? (await api('/account/me', { token: hr.token })).body.data.email,
    );

    const put = await api('/statutory/pension/settings', {
      method: 'PUT',
      token: s.token,
      body: { employerNumber: 'PEN-EMP-0042' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await api('/statutory/pension/settings', { token: s.token })).body.data).toEqual({
      employerNumber: 'PEN-EMP-0042',
      payeeNumbers: {},
    });
    const paye = await api('/statutory/paye/settings', {
      method: 'PUT',
      token: s.token,
      body: { payeeNumbers: { Lagos: 'LIRS-123' } },
    });
    expect(paye.body.data.payeeNumbers).toEqual({ Lagos: 'LIRS-123' });
    expect(
      (await api('/statutory/pension/settings', { token: (await employerSession()).token })).body.data
        .employerNumber,
    ).toBe('');
    expect(
      (
        await api('/statutory/pension/settings', {
          method: 'PUT',
          token: s.token,
          body: { employerNumber: 'x'.repeat(61) },
        })
      ).status,
    ).toBe(422);
  });
});
