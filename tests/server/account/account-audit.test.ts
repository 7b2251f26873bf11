import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, authFailures, users } from '@/server/db/schema';
import { createUser } from '@/server/seed/factories';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { api, getHarness, latestMail, uniqueEmail, uniqueIp } from '../helpers/app';
import { consultantSession, employerSession, signIn } from '../helpers/accounts';

/**
 * Issue 10, "audit inside the change": changes to a person's own account leave one `account` row in each
 * organisation they belong to, written in the change's own transaction, with nothing secret in them.
 */

const accountRows = async (userId: string, action?: string) => {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity, 'account'),
        eq(auditLogs.actorUserId, userId),
        action ? eq(auditLogs.action, action) : undefined,
      ),
    )
    .orderBy(desc(auditLogs.createdAt));
};

const login = (email: string, password: string) =>
  api('/account/employer/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-forwarded-for': uniqueIp(), 'x-request-id': `req-${crypto.randomUUID()}` },
  });

/** An employer who is also a team admin of a second organisation, and the second organisation's owner. */
async function userInTwoOrganisations() {
  const { deps } = await getHarness();
  const s = await employerSession();
  const second = await employerSession();
  await insertUserRole(deps.db, {
    userId: s.user.id,
    name: 'team_admin',
    organizationId: second.organization.id,
    permissions: ['settings'],
  });
  return { s, second };
}

// Opening the worker's database is paid here, not inside the first test's time limit.
beforeAll(() => getHarness().then(() => undefined), 120_000);

describe('[ACCOUNT] audit of changes to a person’s own account', () => {
  it('PUT account/details leaves one row per organisation of the user, seen in their logs and no other', async () => {
    const { s, second } = await userInTwoOrganisations();
    const stranger = await employerSession();
    const res = await api('/account/details', {
      method: 'PUT',
      token: s.token,
      body: { firstName: 'Chidinma', lastName: 'Okafor', phone: '+234 803 111 2222' },
      headers: { 'x-request-id': 'req-details-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Chidinma', lastName: 'Okafor' });

    const rows = await accountRows(s.user.id, 'PUT /account/details');
    expect(rows.map((r) => r.organizationId).sort()).toEqual(
      [s.organization.id, second.organization.id].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        entity: 'account',
        entityId: s.user.id,
        actorUserId: s.user.id,
        requestId: 'req-details-1',
        before: { firstName: s.user.firstName, lastName: s.user.lastName, phone: s.user.phone },
        after: { firstName: 'Chidinma', lastName: 'Okafor', phone: '+234 803 111 2222' },
      });
      expect(row.ip).toBeTruthy();
    }

    // Through GET audits: the user's own organisation, the second organisation's owner, not a stranger.
    for (const token of [s.token, second.token]) {
      const log = await api(`/audits?entity=account&action=${encodeURIComponent('/account/details')}`, {
        token,
      });
      expect(log.status).toBe(200);
      expect(log.body.data).toHaveLength(1);
      expect(log.body.data[0]).toMatchObject({
        action: 'PUT /account/details',
        entity: 'account',
        actor: { id: s.user.id, email: s.user.email },
        before: { firstName: s.user.firstName, lastName: s.user.lastName },
        after: { firstName: 'Chidinma', lastName: 'Okafor' },
      });
    }
    const theirs = await api(`/audits?actorUserId=${s.user.id}`, { token: stranger.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
  });

  it('a details change whose audit row cannot be written does not happen', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    // The database refuses this one audit row, as a full disk or a broken constraint would.
    await deps.db.execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_account_audit() RETURNS trigger AS $$
      BEGIN
        IF NEW.entity = 'account' AND NEW.after ->> 'firstName' = 'Unauditable' THEN
          RAISE EXCEPTION 'audit refused by the test';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await deps.db.execute(sql`
      CREATE TRIGGER test_refuse_account_audit BEFORE INSERT ON audit_logs
      FOR EACH ROW EXECUTE FUNCTION test_refuse_account_audit()`);
    try {
      const res = await api('/account/details', {
        method: 'PUT',
        token: s.token,
        body: { firstName: 'Unauditable', lastName: 'Change' },
      });
      expect(res.status).toBe(500);
    } finally {
      await deps.db.execute(sql`DROP TRIGGER test_refuse_account_audit ON audit_logs`);
      await deps.db.execute(sql`DROP FUNCTION test_refuse_account_audit()`);
    }
    const [user] = await deps.db.select().from(users).where(eq(users.id, s.user.id));
    expect(user).toMatchObject({ firstName: s.user.firstName, lastName: s.user.lastName });
    expect(await accountRows(s.user.id, 'PUT /account/details')).toEqual([]);
  });

  it('audits sign-in, failed sign-in, password change and logout without a secret', async () => {
    const { deps } = await getHarness();
    const { s, second } = await userInTwoOrganisations();
    const organisations = [s.organization.id, second.organization.id].sort();
    const orgsOf = (rows: { organizationId: string }[]) => rows.map((r) => r.organizationId).sort();

    // A wrong password: one row per organisation, written with the failure count (which stays).
    const failuresBefore = await deps.db.select().from(authFailures);
    expect((await login(s.user.email, 'wrong-password-9')).status).toBe(401);
    const failed = (await accountRows(s.user.id, 'POST /account/employer/login')).filter(
      (r) => (r.after as { signedIn: boolean }).signedIn === false,
    );
    expect(orgsOf(failed)).toEqual(organisations);
    expect((await deps.db.select().from(authFailures)).length).toBe(failuresBefore.length + 3);

    // An unknown email belongs to no organisation: nothing is written about it.
    const ghost = uniqueEmail('ghost');
    expect((await login(ghost, 'wrong-password-9')).status).toBe(401);
    expect(JSON.stringify(await deps.db.select().from(auditLogs))).not.toContain(ghost);

    // A sign-in: the session's id, never its token.
    const signedIn = await login(s.user.email, s.password);
    expect(signedIn.status).toBe(200);
    const [latest] = await accountRows(s.user.id, 'POST /account/employer/login');
    expect(latest!.after).toMatchObject({ signedIn: true, sessionId: expect.any(String) });
    const signIns = (await accountRows(s.user.id, 'POST /account/employer/login')).filter(
      (r) => (r.after as { signedIn: boolean }).signedIn,
    );
    // employerSession's sign-in came before the second organisation (one row), this one after it (two).
    expect(signIns).toHaveLength(3);

    const changed = await api('/account/change-password', {
      method: 'PATCH',
      token: signedIn.body.data.token,
      body: {
        currentPassword: s.password,
        newPassword: 'fresh-password-42',
        confirmPassword: 'fresh-password-42',
      },
    });
    expect(changed.status).toBe(200);
    const change = await accountRows(s.user.id, 'PATCH /account/change-password');
    expect(orgsOf(change)).toEqual(organisations);
    // The other session (employerSession's) was signed out.
    expect(change[0]!.after).toEqual({ passwordChanged: true, otherSessionsRevoked: 1 });

    const out = await api('/account/logout', { method: 'POST', token: signedIn.body.data.token });
    expect(out.status).toBe(200);
    const logout = await accountRows(s.user.id, 'POST /account/logout');
    expect(orgsOf(logout)).toEqual(organisations);
    expect(logout[0]!.after).toMatchObject({ signedIn: false });

    const [user] = await deps.db.select().from(users).where(eq(users.id, s.user.id));
    const text = JSON.stringify(await accountRows(s.user.id));
    for (const secret of [
      s.password,
      'wrong-password-9',
      'fresh-password-42',
      user!.passwordHash,
      s.token,
      signedIn.body.data.token,
    ])
      expect(text).not.toContain(secret);
  });

  it('audits a password reset and an email verification, without the link or the code', async () => {
    const s = await employerSession();
    await api('/account/forgot-password', {
      method: 'POST',
      body: { email: s.user.email },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    const hash = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await latestMail(s.user.email))!.text)![1]!;
    const reset = await api('/account/reset-password', {
      method: 'PATCH',
      body: { hash, password: 'reset-password-77', confirmPassword: 'reset-password-77' },
    });
    expect(reset.status).toBe(200);
    const [row] = await accountRows(s.user.id, 'PATCH /account/reset-password');
    expect(row).toMatchObject({
      organizationId: s.organization.id,
      after: { passwordReset: true, sessionsRevoked: 1 },
    });
    const text = JSON.stringify(row);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('reset-password-77');

    // Sign-up, then the mailed code: the verification (and its session) is audited in the new organisation.
    const email = uniqueEmail('verify');
    const signup = await api('/account/employer/signup', {
      method: 'POST',
      headers: { 'x-forwarded-for': uniqueIp() },
      body: {
        firstName: 'Tobi',
        lastName: 'Bello',
        email,
        password: 'signup-password-1',
        organizationName: `Verify Ltd ${crypto.randomUUID().slice(0, 6)}`,
        country: 'NG',
      },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const otp = /\b(\d{6})\b/.exec((await latestMail(email))!.text)![1]!;
    const verified = await api('/account/verify-email', {
      method: 'PATCH',
      body: { email, otp },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expect(verified.status).toBe(200);
    const userId = verified.body.data.user.id as string;
    const [verification] = await accountRows(userId, 'PATCH /account/verify-email');
    expect(verification).toMatchObject({
      organizationId: verified.body.data.user.currentUserRole.organization.id,
      before: { emailVerified: false },
      after: { emailVerified: true, signedIn: true },
    });
    expect(JSON.stringify(verification)).not.toContain(otp);
  });

  it('audits switch-org and add-organization in every organisation the consultant reaches', async () => {
    const c = await consultantSession(2);
    const target = c.organizations[1]!;
    const switched = await api('/account/switch-org', {
      method: 'POST',
      token: c.token,
      body: { orgId: target.id },
    });
    expect(switched.status).toBe(200);
    const switches = await accountRows(c.user.id, 'POST /account/switch-org');
    expect(switches.map((r) => r.organizationId).sort()).toEqual(c.organizations.map((o) => o.id).sort());
    expect(switches[0]).toMatchObject({
      before: { organizationId: null },
      after: { organizationId: target.id },
    });

    const added = await api('/account/consultant/add-organization', {
      method: 'POST',
      token: c.token,
      body: { name: `Audited Client ${crypto.randomUUID().slice(0, 6)}`, country: 'NG' },
    });
    expect(added.status).toBe(201);
    const adds = await accountRows(c.user.id, 'POST /account/consultant/add-organization');
    // The new client is reached at once, so its log starts with the row that created it.
    expect(adds.map((r) => r.organizationId).sort()).toEqual(
      [...c.organizations.map((o) => o.id), added.body.data.id].sort(),
    );
    expect(adds[0]!.after).toMatchObject({ id: added.body.data.id, name: added.body.data.name });

    // A refused switch changes nothing and writes nothing.
    const stranger = await employerSession();
    const refused = await api('/account/switch-org', {
      method: 'POST',
      token: c.token,
      body: { orgId: stranger.organization.id },
    });
    expect(refused.status).toBe(404);
    expect(await accountRows(c.user.id, 'POST /account/switch-org')).toHaveLength(2);
  });

  it('writes no row for a user in no organisation, and still signs them in', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('loner') });
    expect((await signIn(user.email, password)).token).toBeTruthy();
    expect(await accountRows(user.id)).toEqual([]);
  });
});
