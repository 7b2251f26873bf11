import { describe, expect, it } from 'vitest';
import { createUser } from '@/server/db/seed/factories';
import { insertUserRole } from '@/server/modules/organization/organization.repo';
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
    expect((await api('/organizations/create-wallet', { method: 'POST', token: limited.token, body: {} })).status).toBe(403);
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
