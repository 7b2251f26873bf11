import { describe, expect, it } from 'vitest';
import { createUser } from '@/server/seed/factories';
import { api, clock, getHarness, latestMail, uniqueEmail, uniqueIp } from '../helpers/app';
import { consultantSession, employerSession, signIn } from '../helpers/accounts';

const login = (email: string, password: string, ip = uniqueIp()) =>
  api('/account/employer/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('[ACCOUNT] login and sessions', () => {
  it('signs in with the right password and gives the same answer for a wrong password and an unknown email', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('login') });
    const ok = await login(user.email.toUpperCase(), password);
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe(user.email);

    const wrong = await login(user.email, 'wrong-password-1');
    const unknown = await login(uniqueEmail('ghost'), 'wrong-password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('slows an account after 5 failures in 15 minutes from any address, but never locks its owner out', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('slowed') });
    clock.sleeps.length = 0;
    // Five strangers' failures, each from its own address: no delay yet.
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'nope-nope-nope')).status).toBe(401);
    expect(clock.sleeps).toEqual([]);
    // Past the limit every attempt waits longer (1 s, 2 s, 4 s …), whoever makes it …
    expect((await login(user.email, 'nope-nope-nope')).status).toBe(401);
    expect((await login(user.email, 'nope-nope-nope')).status).toBe(401);
    expect(clock.sleeps).toEqual([1000, 2000]);
    // … and the owner, from their own address, still signs in (after the delay).
    const owner = await login(user.email, password);
    expect(owner.status).toBe(200);
    expect(clock.sleeps).toEqual([1000, 2000, 4000]);
    // A success forgets the account's failures.
    clock.sleeps.length = 0;
    expect((await login(user.email, password)).status).toBe(200);
    expect(clock.sleeps).toEqual([]);
  });

  it('locks one address out of one account after 5 failures, and frees it after the window', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('locked') });
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'nope-nope-nope', ip)).status).toBe(401);
    const locked = await login(user.email, password, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect((await login(user.email, password)).status).toBe(200);
    clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await login(user.email, password, ip)).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('limits one IP to 5 failures across accounts', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) await login(uniqueEmail('spray'), 'nope-nope-nope', ip);
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('victim') });
    expect((await login(user.email, password, ip)).status).toBe(429);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED and mails a fresh code', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, {
      email: uniqueEmail('unverified'),
      verified: false,
    });
    const res = await login(user.email, password);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await latestMail(user.email))?.subject).toMatch(/verification/i);
  });

  it('rejects missing, forged and revoked tokens with 401; logout revokes the token', async () => {
    expect((await api('/account/me')).status).toBe(401);
    expect((await api('/account/me', { token: 'not-a-token' })).status).toBe(401);
    const { token } = await employerSession();
    expect((await api('/account/me', { token })).status).toBe(200);
    expect((await api('/account/logout', { method: 'POST', token })).status).toBe(200);
    const after = await api('/account/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
  });

  it('change-password checks the current password and revokes the other sessions only', async () => {
    const s = await employerSession();
    const other = await signIn(s.user.email, s.password);
    const bad = await api('/account/change-password', {
      method: 'PATCH',
      token: s.token,
      body: {
        currentPassword: 'not-my-password',
        newPassword: 'brand-new-pass-1',
        confirmPassword: 'brand-new-pass-1',
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.currentPassword).toHaveLength(1);
    const mismatch = await api('/account/change-password', {
      method: 'PATCH',
      token: s.token,
      body: {
        currentPassword: s.password,
        newPassword: 'brand-new-pass-1',
        confirmPassword: 'brand-new-pass-2',
      },
    });
    expect(mismatch.body.errors.confirmPassword).toEqual(['The passwords do not match.']);

    const res = await api('/account/change-password', {
      method: 'PATCH',
      token: s.token,
      body: {
        currentPassword: s.password,
        newPassword: 'brand-new-pass-1',
        confirmPassword: 'brand-new-pass-1',
      },
    });
    expect(res.status).toBe(200);
    expect((await api('/account/me', { token: s.token })).status).toBe(200);
    expect((await api('/account/me', { token: other.token })).status).toBe(401);
    expect((await login(s.user.email, 'brand-new-pass-1')).status).toBe(200);
  });

  it('updates details and validates them', async () => {
    const s = await employerSession();
    const res = await api('/account/details', {
      method: 'PUT',
      token: s.token,
      body: { firstName: 'Ngozi', lastName: 'Adeyemi', phone: '+234 803 000 0000' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      phone: '+234 803 000 0000',
    });
    const bad = await api('/account/details', {
      method: 'PUT',
      token: s.token,
      body: { firstName: '', lastName: 'X' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.firstName).toEqual(['This field is required.']);
  });
});

describe('[ACCOUNT] switch-org', () => {
  it('lets a consultant switch into client organisations and back to consultant mode', async () => {
    const c = await consultantSession(2);
    expect(c.user.userRoles.map((r) => r.organization)).toEqual([null]);
    const me = await api('/account/me', { token: c.token });
    expect(me.body.data.user.currentUserRole).toBeNull();
    expect(me.body.data.user.currentConsultantRole.name).toBe('consultant');

    const target = c.organizations[1]!;
    const res = await api('/account/switch-org', {
      method: 'POST',
      token: c.token,
      body: { orgId: target.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.currentUserRole.organization.id).toBe(target.id);
    const meAfter = await api('/account/me', { token: c.token });
    expect(meAfter.body.data.user.currentUserRole.organization.name).toBe(target.name);

    const back = await api('/account/switch-org', { method: 'POST', token: c.token, body: { orgId: null } });
    expect(back.body.data.currentUserRole).toBeNull();
  });

  it("answers 404 for another tenant's organisation and 422 for a malformed id", async () => {
    const employer = await employerSession();
    const stranger = await employerSession();
    const res = await api('/account/switch-org', {
      method: 'POST',
      token: employer.token,
      body: { orgId: stranger.organization.id },
    });
    expect(res.status).toBe(404);
    const me = await api('/account/me', { token: employer.token });
    expect(me.body.data.user.currentUserRole.organization.id).toBe(employer.organization.id);
    expect(
      (await api('/account/switch-org', { method: 'POST', token: employer.token, body: { orgId: 'abc' } }))
        .status,
    ).toBe(422);
    expect(
      (await api('/account/switch-org', { method: 'POST', token: employer.token, body: { orgId: null } }))
        .status,
    ).toBe(404);
  });
});

describe('[ACCOUNT] the session cookie (HttpOnly, set and cleared by the server)', () => {
  const cookieOf = (headers: Headers) => headers.get('set-cookie') ?? '';

  it('sign-in sets an HttpOnly SameSite=Lax cookie that authenticates; logout clears it', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('cookie') });
    const res = await login(user.email, password);
    const set = cookieOf(res.headers);
    expect(set).toMatch(/^token=[^;]+;/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).not.toMatch(/Secure/i); // not in production
    expect(res.body.data.token).toEqual(expect.any(String)); // API clients still get the token (spec §3)

    const cookie = set.split(';')[0]!;
    const me = await api('/account/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(user.email);

    // A change carried by the cookie from another site's page is refused; from our own origin it passes.
    const crossSite = await api('/account/details', {
      method: 'PUT',
      headers: { cookie, origin: 'https://evil.example' },
      body: { firstName: 'Eve' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('CROSS_SITE_REQUEST');

    const out = await api('/account/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(out.status).toBe(200);
    expect(cookieOf(out.headers)).toMatch(/^token=;.*Max-Age=0/i);
    expect((await api('/account/me', { headers: { cookie } })).status).toBe(401);
  });
});
