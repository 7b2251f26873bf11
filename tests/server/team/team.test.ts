import { describe, expect, it } from 'vitest';
import { createEmployer, createUser } from '@/server/seed/factories';
import { api, clock, getHarness, latestMail, uniqueEmail } from '../helpers/app';
import { employerSession, signIn } from '../helpers/accounts';

const DAY = 86_400_000;
const tokenFrom = (text: string) => /\/invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function invite(token: string, email: string, permissions: string[]) {
  const res = await api('/organizations/admins', { method: 'POST', token, body: { email, permissions } });
  expect(res.status).toBe(201);
  const mail = await latestMail(email);
  const link = tokenFrom(mail!.text);
  expect(link).toBeDefined();
  return { res, link: link! };
}

describe('[TEAM] invite → mail → complete', () => {
  it('creates the team admin, signs them in with the permissions and notifies the inviter', async () => {
    const s = await employerSession();
    const email = uniqueEmail('invitee');
    const { res, link } = await invite(s.token, email, ['employees', 'leave']);
    expect(res.body.data).toMatchObject({ email, permissions: ['employees', 'leave'], status: 'pending' });
    const mail = await latestMail(email);
    expect(mail!.text).toContain(`http://localhost:3000/invite/${link}`);
    expect(mail!.subject).toContain(s.organization.name);

    const info = await api(`/organizations/admins/invite/${link}`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      organizationName: s.organization.name,
      email,
      hasAccount: false,
      permissions: ['employees', 'leave'],
    });

    const missing = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { password: 'Str0ng-passw0rd' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.firstName).toBeDefined();
    const weak = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { firstName: 'Ngozi', lastName: 'Eze', password: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toBeDefined();

    const done = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { firstName: 'Ngozi', lastName: 'Eze', password: 'Str0ng-passw0rd' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.token).toBeTruthy();
    const me = await api('/account/me', { token: done.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ email, emailVerified: true });
    expect(me.body.data.user.currentUserRole).toMatchObject({
      name: 'team_admin',
      permissions: ['employees', 'leave'],
      organization: { id: s.organization.id },
    });

    // The invitee can sign in normally afterwards.
    expect((await signIn(email, 'Str0ng-passw0rd')).user.currentUserRole?.name).toBe('team_admin');

    const reuse = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { firstName: 'X', lastName: 'Y', password: 'Str0ng-passw0rd' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toMatch(/invalid, has expired or was already used/);
    expect((await api(`/organizations/admins/invite/${link}`)).status).toBe(400);

    const bell = await api('/notifications/user', { token: s.token });
    expect(bell.body.data[0]).toMatchObject({ type: 'team', title: 'Invitation accepted' });
    expect(bell.body.data[0].body).toContain('Ngozi Eze');

    const list = await api('/organizations/admins', { token: s.token });
    expect(list.body.data.invitations).toEqual([]);
    expect(list.body.data.members).toMatchObject([
      { userId: s.user.id, role: 'employer', isOwner: true, status: 'active' },
      { email, role: 'team_admin', permissions: ['employees', 'leave'], isOwner: false, status: 'active' },
    ]);
  });

  it('lets an existing account join by proving its password', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const other = await createEmployer(deps.db, { email: uniqueEmail('existing') });
    const { link } = await invite(s.token, other.user.email, ['wallet']);
    expect((await api(`/organizations/admins/invite/${link}`)).body.data.hasAccount).toBe(true);
    const wrong = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { password: 'wrong-password' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['The password is not correct.']);
    const ok = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { password: other.password },
    });
    expect(ok.status).toBe(200);
    const roles = ok.body.data.user.userRoles.map((r: { name: string; organization: { id: string } }) => [
      r.name,
      r.organization.id,
    ]);
    expect(roles).toContainEqual(['team_admin', s.organization.id]);
  });

  it('refuses expired and unknown tokens with 400', async () => {
    const s = await employerSession();
    const email = uniqueEmail('late');
    const { link } = await invite(s.token, email, ['employees']);
    clock.advance(7 * DAY + 1000);
    try {
      const res = await api(`/organizations/admins/complete/${link}`, {
        method: 'POST',
        body: { firstName: 'A', lastName: 'B', password: 'Str0ng-passw0rd' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect((await api(`/organizations/admins/invite/${link}`)).status).toBe(400);
    } finally {
      clock.reset();
    }
    const unknown = await api('/organizations/admins/invite/this-token-does-not-exist-anywhere', {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('邀请');
  });

  it('validates the invitation and refuses existing members', async () => {
    const s = await employerSession();
    const bad = await api('/organizations/admins', {
      method: 'POST',
      token: s.token,
      body: { email: 'nope', permissions: ['root'] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'permissions.0']);
    const none = await api('/organizations/admins', {
      method: 'POST',
      token: s.token,
      body: { email: uniqueEmail(), permissions: [] },
    });
    expect(none.status).toBe(422);
    const self = await api('/organizations/admins', {
      method: 'POST',
      token: s.token,
      body: { email: s.user.email, permissions: ['employees'] },
    });
    expect(self.status).toBe(422);
    expect(self.body.errors.email).toEqual(['This person is already a member of the organisation.']);
  });

  it('a new invitation for the same email replaces the old link', async () => {
    const s = await employerSession();
    const email = uniqueEmail('twice');
    const first = await invite(s.token, email, ['employees']);
    const second = await invite(s.token, email, ['employees', 'wallet']);
    expect((await api(`/organizations/admins/invite/${first.link}`)).status).toBe(400);
    expect((await api(`/organizations/admins/invite/${second.link}`)).status).toBe(200);
    expect((await api('/organizations/admins', { token: s.token })).body.data.invitations).toHaveLength(1);
  });
});

describe('[TEAM] edit and remove', () => {
  async function withAdmin(permissions: string[]) {
    const s = await employerSession();
    const email = uniqueEmail('member');
    const { link } = await invite(s.token, email, permissions);
    const done = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { firstName: 'Tunde', lastName: 'Bello', password: 'Str0ng-passw0rd' },
    });
    return { s, admin: done.body.data as { token: string; user: { id: string } } };
  }

  it('changes permissions, which take effect at once', async () => {
    const { s, admin } = await withAdmin(['employees']);
    expect(
      (
        await api('/organizations/admins', {
          method: 'POST',
          token: admin.token,
          body: { email: uniqueEmail(), permissions: ['employees'] },
        })
      ).status,
    ).toBe(403);
    const res = await api(`/organizations/admins/${admin.user.id}`, {
      method: 'PATCH',
      token: s.token,
      body: { permissions: ['employees', 'settings'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: admin.user.id, permissions: ['employees', 'settings'] });
    expect(
      (await api('/account/me', { token: admin.token })).body.data.user.currentUserRole.permissions,
    ).toEqual(['employees', 'settings']);
    expect(
      (
        await api('/organizations/admins', {
          method: 'POST',
          token: admin.token,
          body: { email: uniqueEmail(), permissions: ['employees'] },
        })
      ).status,
    ).toBe(201);
    const bad = await api(`/organizations/admins/${admin.user.id}`, {
      method: 'PATCH',
      token: s.token,
      body: { permissions: ['everything'] },
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await api('/organizations/admins/not-a-uuid', {
          method: 'PATCH',
          token: s.token,
          body: { permissions: ['employees'] },
        })
      ).status,
    ).toBe(422);
  });

  it('removes a team admin, who then loses the organisation', async () => {
    const { s, admin } = await withAdmin(['employees']);
    const res = await api(`/organizations/admins/${admin.user.id}`, { method: 'DELETE', token: s.token });
    expect(res.status).toBe(200);
    expect((await api('/organizations/settings', { token: admin.token })).status).toBe(403);
    expect(
      (await api(`/organizations/admins/${admin.user.id}`, { method: 'DELETE', token: s.token })).status,
    ).toBe(404);
  });

  it('never removes or edits the owner (409) and answers 404 for another organisation’s admin', async () => {
    const { s, admin } = await withAdmin(['settings']);
    const owner = await api(`/organizations/admins/${s.user.id}`, { method: 'DELETE', token: admin.token });
    expect(owner.status).toBe(409);
    expect(owner.body.code).toBe('CONFLICT');
    expect(
      (
        await api(`/organizations/admins/${s.user.id}`, {
          method: 'PATCH',
          token: admin.token,
          body: { permissions: ['employees'] },
        })
      ).status,
    ).toBe(409);

    const other = await withAdmin(['employees']);
    expect(
      (await api(`/organizations/admins/${other.admin.user.id}`, { method: 'DELETE', token: s.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await api(`/organizations/admins/${other.admin.user.id}`, {
          method: 'PATCH',
          token: s.token,
          body: { permissions: ['employees'] },
        })
      ).status,
    ).toBe(404);
    const { deps } = await getHarness();
    const loner = await createUser(deps.db, { email: uniqueEmail('loner') });
    expect(
      (await api(`/organizations/admins/${loner.user.id}`, { method: 'DELETE', token: s.token })).status,
    ).toBe(404);
  });

  it('lets members without `settings` read the team but not change it; no session is 401', async () => {
    const { s, admin } = await withAdmin(['employees']);
    expect((await api('/organizations/admins', { token: admin.token })).status).toBe(200);
    expect(
      (
        await api(`/organizations/admins/${admin.user.id}`, {
          method: 'PATCH',
          token: admin.token,
          body: { permissions: ['settings'] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(`/organizations/admins/${admin.user.id}`, { method: 'DELETE', token: admin.token })).status,
    ).toBe(403);
    expect((await api('/organizations/admins')).status).toBe(401);
    expect(
      (
        await api('/organizations/admins', {
          method: 'POST',
          body: { email: uniqueEmail(), permissions: ['employees'] },
        })
      ).status,
    ).toBe(401);
    expect((await api(`/organizations/admins/${s.user.id}`, { method: 'DELETE' })).status).toBe(401);
  });
});
