import { describe, expect, it } from 'vitest';
import { createUser } from '@/server/seed/factories';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { api, getHarness, uniqueEmail } from './helpers/app';
import { employerSession, signIn } from './helpers/accounts';

/** A team admin of the employer's organisation holding only `permissions`. */
async function teamAdmin(organizationId: string, permissions: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('admin') });
  await insertUserRole(deps.db, { userId: user.id, name: 'team_admin', organizationId, permissions });
  return signIn(user.email, password);
}

describe('[PERMISSIONS] the API enforces team-admin permissions', () => {
  it('wallet routes need `wallet`; KYC and the audit log need `settings`', async () => {
    const owner = await employerSession();
    const limited = await teamAdmin(owner.organization.id, ['employees']);
    expect((await api('/organizations/wallets', { token: limited.token })).status).toBe(403);
    expect(
      (await api('/organizations/create-wallet', { method: 'POST', token: limited.token, body: {} })).status,
    ).toBe(403);
    expect((await api('/organizations/kyc', { token: limited.token })).status).toBe(403);
    expect((await api('/audits', { token: limited.token })).status).toBe(403);
    // Nothing was created by the refused call.
    expect((await api('/organizations/wallets', { token: owner.token })).body.data).toEqual([]);

    const treasurer = await teamAdmin(owner.organization.id, ['wallet']);
    expect((await api('/organizations/wallets', { token: treasurer.token })).status).toBe(200);
    expect((await api('/organizations/kyc', { token: treasurer.token })).status).toBe(403);
    expect((await api('/organizations/kyc', { token: owner.token })).status).toBe(200);
  });
});

describe('[PERMISSIONS] shared tools need one of the modules that use them', () => {
  it('uploads need `settings` or `employees`; name enquiry needs `employees`, `wallet` or `settings`', async () => {
    const owner = await employerSession();
    const hr = await teamAdmin(owner.organization.id, ['leave', 'hiring']);
    const clerk = await teamAdmin(owner.organization.id, ['employees']);
    const { app } = await getHarness();
    const upload = (token: string) => {
      const form = new FormData();
      form.set('file', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'rent.pdf', { type: 'application/pdf' }));
      return app.request('/api/v1/file', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    expect((await upload(hr.token)).status).toBe(403);
    expect((await upload(clerk.token)).status).toBe(201);

    const enquiry = { bankCode: '058', accountNumber: '0123456789' };
    expect(
      (await api('/payments/name-enquiry', { method: 'POST', token: hr.token, body: enquiry })).status,
    ).toBe(403);
    expect(
      (await api('/payments/name-enquiry', { method: 'POST', token: clerk.token, body: enquiry })).status,
    ).not.toBe(403);
    // Bank lists stay open to every member: they hold no personal data.
    expect((await api('/payments/banks', { token: hr.token })).status).toBe(200);
  });
});
