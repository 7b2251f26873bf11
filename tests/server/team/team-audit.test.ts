import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '@/server/db/schema';
import { api, getHarness, latestMail, uniqueEmail } from '../helpers/app';
import { employerSession, teamAdminSession } from '../helpers/accounts';

/** The organisation's audit rows for one route (sign-ins and other modules' rows left aside). */
async function rowsFor(organizationId: string, action: string) {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, action)));
}

describe('[TEAM] audit', () => {
  it('a permission change leaves one row, entity team, with the admin before and after', async () => {
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['employees']);
    const res = await api(`/organizations/admins/${admin.user.id}`, {
      method: 'PATCH',
      token: s.token,
      body: { permissions: ['employees', 'wallet'] },
    });
    expect(res.status).toBe(200);

    const rows = await rowsFor(s.organization.id, 'PATCH /organizations/admins/{user_id}');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'team', entityId: admin.user.id, actorUserId: s.user.id });
    expect(rows[0]!.before).toMatchObject({ userId: admin.user.id, permissions: ['employees'] });
    expect(rows[0]!.after).toMatchObject({ userId: admin.user.id, permissions: ['employees', 'wallet'] });
  });

  it('a refused self-promotion changes nothing and records nothing', async () => {
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['settings']);
    const res = await api(`/organizations/admins/${admin.user.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { permissions: ['settings', 'wallet'] },
    });
    expect(res.status).toBe(403);
    expect(await rowsFor(s.organization.id, 'PATCH /organizations/admins/{user_id}')).toEqual([]);
  });

  it('removing an admin records them as they were', async () => {
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['leave']);
    expect(
      (await api(`/organizations/admins/${admin.user.id}`, { method: 'DELETE', token: s.token })).status,
    ).toBe(200);
    const rows = await rowsFor(s.organization.id, 'DELETE /organizations/admins/{user_id}');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'team', after: null });
    expect(rows[0]!.before).toMatchObject({ userId: admin.user.id, permissions: ['leave'] });
  });

  it('accepting an invitation (public) records the join, entity team, the new admin as actor', async () => {
    const s = await employerSession();
    const email = uniqueEmail('joiner');
    const invited = await api('/organizations/admins', {
      method: 'POST',
      token: s.token,
      body: { email, permissions: ['leave'] },
    });
    expect(invited.status).toBe(201);
    const invites = await rowsFor(s.organization.id, 'POST /organizations/admins');
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ entity: 'team', before: null });
    expect(invites[0]!.after).toMatchObject({ email, permissions: ['leave'] });

    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec((await latestMail(email))!.text)![1]!;
    const done = await api(`/organizations/admins/complete/${token}`, {
      method: 'POST',
      body: { firstName: 'Ife', lastName: 'Ade', password: 'Str0ng-passw0rd' },
      headers: { 'x-request-id': 'req-join-1' },
    });
    expect(done.status).toBe(200);
    const joinerId = done.body.data.user.id as string;
    const joins = await rowsFor(s.organization.id, 'POST /organizations/admins/complete/{token}');
    expect(joins).toHaveLength(1);
    expect(joins[0]).toMatchObject({
      entity: 'team',
      entityId: joinerId,
      actorUserId: joinerId,
      requestId: 'req-join-1',
      before: null,
    });
    expect(joins[0]!.after).toMatchObject({ email, role: 'team_admin', permissions: ['leave'] });
    // The link's token never reaches the log.
    expect(JSON.stringify(joins[0])).not.toContain(token);

    // A refused acceptance (the link is spent) joins nobody and records nothing more.
    const again = await api(`/organizations/admins/complete/${token}`, {
      method: 'POST',
      body: { firstName: 'X', lastName: 'Y', password: 'Str0ng-passw0rd' },
    });
    expect(again.status).toBe(400);
    expect(await rowsFor(s.organization.id, 'POST /organizations/admins/complete/{token}')).toHaveLength(1);
  });
});
