import { afterEach, describe, expect, it } from 'vitest';
import { clock, getHarness, latestMail, uniqueEmail, uniqueIp } from '../helpers/app';
import { api } from '../helpers/app';
import { createConsultant } from '@/server/seed/factories';
import { codeNow, confirm, login, me, nextStep, setup, userWithMfa, verify } from './mfa-steps';

afterEach(() => clock.reset());

const cookieOf = (headers: Headers) => headers.get('set-cookie') ?? '';
const wrongCode = (secret: string) =>
  (Number(codeNow(secret)) + 500_000).toString().padStart(6, '0').slice(-6);

describe('[ACCOUNT] sign-in with MFA on (issue 33)', () => {
  it('answers the right password with an MFA token only, and the code with the session and its cookie', async () => {
    const { user, password, secret } = await userWithMfa('mfa-login');
    const first = await login(user.email, password);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(cookieOf(first.headers)).toBe('');

    const res = await verify({ mfaToken: first.body.data.mfaToken, code: codeNow(secret) });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    expect(res.body.data.user.email).toBe(user.email);
    expect(cookieOf(res.headers)).toContain(`token=${res.body.data.token}`);
    expect(cookieOf(res.headers)).toContain('HttpOnly');
    expect((await me(res.body.data.token)).mfaEnabled).toBe(true);
    // The token is single use.
    expect((await verify({ mfaToken: first.body.data.mfaToken, code: codeNow(secret) })).status).toBe(401);
  });

  it('accepts each code once: the same code on a new sign-in is 401', async () => {
    const { user, password, secret } = await userWithMfa('mfa-replay');
    const code = codeNow(secret);
    const a = await login(user.email, password);
    expect((await verify({ mfaToken: a.body.data.mfaToken, code })).status).toBe(200);
    const b = await login(user.email, password);
    const replay = await verify({ mfaToken: b.body.data.mfaToken, code });
    expect(replay.status).toBe(401);
    expect(replay.body.data?.token).toBeUndefined();
    // The next step's code still signs in with the same token.
    nextStep();
    expect((await verify({ mfaToken: b.body.data.mfaToken, code: codeNow(secret) })).status).toBe(200);
  });

  it('kills the token after 5 wrong codes, and counts them toward the account’s sign-in limit', async () => {
    const { user, password, secret } = await userWithMfa('mfa-wrong');
    const ip = uniqueIp();
    const { mfaToken } = (await login(user.email, password, ip)).body.data;
    for (let i = 0; i < 5; i++) {
      expect((await verify({ mfaToken, code: wrongCode(secret) }, ip)).status).toBe(401);
    }
    expect((await verify({ mfaToken, code: codeNow(secret) }, ip)).status).toBe(401);
    // Five failures from this address on this account: its sign-in is locked like after 5 wrong passwords.
    expect((await login(user.email, password, ip)).status).toBe(429);
  });

  it('lets the MFA token live 5 minutes', async () => {
    const { user, password, secret } = await userWithMfa('mfa-expiry');
    const { mfaToken } = (await login(user.email, password)).body.data;
    clock.advance(5 * 60_000 + 1000);
    const late = await verify({ mfaToken, code: codeNow(secret) });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('UNAUTHENTICATED');
    const { mfaToken: fresh } = (await login(user.email, password)).body.data;
    expect((await verify({ mfaToken: fresh, code: codeNow(secret) })).status).toBe(200);
  });

  it('signs in with a recovery code once (in any case, without the hyphen)', async () => {
    const { user, password, recoveryCodes } = await userWithMfa('mfa-recovery');
    const code: string = recoveryCodes[3];
    const a = await login(user.email, password);
    const typed = code.replace('-', '').toUpperCase();
    const res = await verify({ mfaToken: a.body.data.mfaToken, recoveryCode: typed });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    const b = await login(user.email, password);
    expect((await verify({ mfaToken: b.body.data.mfaToken, recoveryCode: code })).status).toBe(401);
    expect((await verify({ mfaToken: b.body.data.mfaToken, recoveryCode: recoveryCodes[4] })).status).toBe(
      200,
    );
  });

  it('refuses an unknown MFA token', async () => {
    const { secret } = await userWithMfa('mfa-unknown');
    const res = await verify({ mfaToken: 'x'.repeat(43), code: codeNow(secret) });
    expect(res.status).toBe(401);
  });

  it('keeps MFA on after a password reset', async () => {
    const { user, secret } = await userWithMfa('mfa-reset');
    await api('/account/forgot-password', { method: 'POST', body: { email: user.email } });
    const hash = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await latestMail(user.email))!.text)![1];
    const newPassword = 'a-new-password-7';
    const reset = await api('/account/reset-password', {
      method: 'PATCH',
      body: { hash, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBe(200);
    const res = await login(user.email, newPassword);
    expect(res.body.data.mfaRequired).toBe(true);
    expect(res.body.data.token).toBeUndefined();
    expect((await verify({ mfaToken: res.body.data.mfaToken, code: codeNow(secret) })).status).toBe(200);
  });

  it('asks a consultant with MFA on for the code too', async () => {
    const { deps } = await getHarness();
    const consultant = await createConsultant(deps.db, {
      email: uniqueEmail('mfa-consultant'),
      clients: [{ name: `Client ${crypto.randomUUID().slice(0, 4)}` }],
    });
    const { email } = consultant.user;
    const session = (await login(email, consultant.password)).body.data;
    const { secret } = (await setup(session.token, consultant.password)).body.data;
    expect((await confirm(session.token, codeNow(secret))).status).toBe(200);
    nextStep();
    const res = await login(email, consultant.password);
    expect(res.body.data.mfaRequired).toBe(true);
    const signedIn = await verify({ mfaToken: res.body.data.mfaToken, code: codeNow(secret) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.currentConsultantRole).not.toBeNull();
  });
});
