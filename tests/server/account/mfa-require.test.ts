import { afterEach, describe, expect, it } from 'vitest';
import { addMembership } from '@/server/modules/identity/identity.service';
import { createUser } from '@/server/seed/factories';
import { api, clock, getHarness, uniqueEmail } from '../helpers/app';
import { employerSession, signIn, teamAdminSession } from '../helpers/accounts';
import { codeNow, me, nextStep, turnOff } from './mfa-steps';
import { employerWithMfa, enrol, putSecurity, security } from './mfa-org-steps';

afterEach(() => clock.reset());

describe('[ACCOUNT] the organisation requires MFA of every admin (issue 33 B1)', { timeout: 120_000 }, () => {
  it('GET/PUT settings/security need the settings permission', async () => {
    const s = await employerSession();
    expect((await security(s.token)).body.data).toEqual({ requireMfa: false });
    const hr = await teamAdminSession(s.organization.id, ['employees']);
    expect((await security(hr.token)).status).toBe(403);
    expect((await putSecurity(hr.token, false)).status).toBe(403);
  });

  it('turning it on needs the caller to have MFA on (409), then a fresh code (step-up)', async () => {
    const s = await employerSession();
    const refused = await putSecurity(s.token, true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Turn on two-factor authentication');
    expect((await security(s.token)).body.data.requireMfa).toBe(false);

    const secret = await enrol(s.token, s.password);
    const missing = await putSecurity(s.token, true);
    expect([missing.status, missing.body.code]).toEqual([403, 'MFA_REQUIRED']);
    const wrong = await putSecurity(s.token, true, '000000');
    expect([wrong.status, wrong.body.code]).toEqual([403, 'MFA_INVALID']);
    expect((await security(s.token)).body.data.requireMfa).toBe(false);

    const code = codeNow(secret);
    const saved = await putSecurity(s.token, true, code);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ requireMfa: true });
    // the same code cannot approve a second change
    const replayed = await putSecurity(s.token, false, code);
    expect([replayed.status, replayed.body.code]).toEqual([403, 'MFA_INVALID']);
    expect((await security(s.token)).body.data.requireMfa).toBe(true);
  });

  it('an admin without MFA gets 403 MFA_ENROLMENT_REQUIRED on organisation calls until they enrol; account calls work', async () => {
    const s = await employerWithMfa();
    expect((await putSecurity(s.token, true, codeNow(s.secret))).status).toBe(200);
    nextStep();
    const hr = await teamAdminSession(s.organization.id, ['employees']);
    const blocked = await api('/employees', { token: hr.token });
    expect([blocked.status, blocked.body.code]).toEqual([403, 'MFA_ENROLMENT_REQUIRED']);
    expect(blocked.body.message).toContain('requires two-factor authentication');
    expect((await api('/account/me', { token: hr.token })).status).toBe(200);

    // the employer (enrolled) is not blocked
    expect((await api('/employees', { token: s.token })).status).toBe(200);
  });

  it('after enrolling, the admin is let through; MFA cannot be turned off while required', async () => {
    const s = await employerWithMfa();
    expect((await putSecurity(s.token, true, codeNow(s.secret))).status).toBe(200);
    nextStep();
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('req-admin') });
    await addMembership(deps.db, {
      userId: user.id,
      name: 'team_admin',
      organizationId: s.organization.id,
      permissions: ['employees'],
    });
    const { token } = await signIn(user.email, password);
    expect((await api('/employees', { token })).status).toBe(403);
    const secret = await enrol(token, password);
    expect((await me(token)).mfaEnabled).toBe(true);
    expect((await api('/employees', { token })).status).toBe(200);

    const off = await turnOff(token, password, codeNow(secret));
    expect(off.status).toBe(409);
    expect((await me(token)).mfaEnabled).toBe(true);
  });

  it('an organisation that does not require MFA leaves admins without it untouched', async () => {
    const s = await employerSession();
    const hr = await teamAdminSession(s.organization.id, ['employees']);
    expect((await api('/employees', { token: hr.token })).status).toBe(200);
  });
});
