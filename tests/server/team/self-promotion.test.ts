import { describe, expect, it } from 'vitest';
import { api, uniqueEmail } from '../helpers/app';
import { employerSession, teamAdminSession } from '../helpers/accounts';

const permissionsOf = async (token: string, userId: string) =>
  (await api('/organizations/admins', { token })).body.data.members.find(
    (m: { userId: string }) => m.userId === userId,
  )?.permissions;

describe('[TEAM] self-promotion', () => {
  it('a team admin cannot change their own permissions', async () => {
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['settings']);
    const res = await api(`/organizations/admins/${admin.user.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { permissions: ['settings', 'wallet', 'employees', 'payroll.approve'] },
    });
    expect(res.status).toBe(403);
    expect(await permissionsOf(s.token, admin.user.id)).toEqual(['settings']);
    // Any change to one's own set goes through someone else.
    expect(
      (
        await api(`/organizations/admins/${admin.user.id}`, {
          method: 'PATCH',
          token: admin.token,
          body: { permissions: ['leave'] },
        })
      ).status,
    ).toBe(403);
  });

  it('a team admin cannot grant another admin a permission they do not hold', async () => {
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['settings', 'leave']);
    const other = await teamAdminSession(s.organization.id, ['wallet']);
    const grant = (permissions: string[]) =>
      api(`/organizations/admins/${other.user.id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { permissions },
      });

    const res = await grant(['wallet', 'payroll.approve']);
    expect(res.status).toBe(403);
    expect(await permissionsOf(s.token, other.user.id)).toEqual(['wallet']);
    // What they hold themselves they may grant; what the other admin already had may stay.
    expect((await grant(['wallet', 'leave'])).status).toBe(200);
    expect(await permissionsOf(s.token, other.user.id)).toEqual(['wallet', 'leave']);
    // The employer may grant anything.
    expect(
      (
        await api(`/organizations/admins/${other.user.id}`, {
          method: 'PATCH',
          token: s.token,
          body: { permissions: ['payroll.approve'] },
        })
      ).status,
    ).toBe(200);
  });

  it('a team admin cannot invite someone with permissions they do not hold', async () => {
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['settings']);
    const email = uniqueEmail('invitee');
    const res = await api('/organizations/admins', {
      method: 'POST',
      token: admin.token,
      body: { email, permissions: ['wallet'] },
    });
    expect(res.status).toBe(403);
    expect(
      (await api('/organizations/admins', { token: s.token })).body.data.invitations.some(
        (i: { email: string }) => i.email === email,
      ),
    ).toBe(false);
    expect(
      (
        await api('/organizations/admins', {
          method: 'POST',
          token: admin.token,
          body: { email, permissions: ['settings'] },
        })
      ).status,
    ).toBe(201);
  });
});
