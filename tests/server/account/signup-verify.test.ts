import { describe, expect, it } from 'vitest';
import { api, clock, codeFrom, latestMail, uniqueEmail, uniqueIp } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

const signupBody = (email: string) => ({
  firstName: 'Chidi',
  lastName: 'Okafor',
  email,
  password: 'correct-horse-9',
  organizationName: 'Okafor Farms Ltd',
  country: 'NG',
});

describe('[ACCOUNT] signup and email verification', () => {
  it('creates the user and organisation, mails a 6-digit code, and verifies it into a session', async () => {
    const email = uniqueEmail('signup');
    const signup = await api('/account/employer/signup', { method: 'POST', body: signupBody(email) });
    expect(signup.status).toBe(201);
    expect(signup.body.data).toEqual({ email });

    const mail = await latestMail(email);
    expect(mail?.subject).toMatch(/verification code/i);
    expect(mail?.html).toContain('<html');
    const otp = codeFrom(mail!.text)!;
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await api('/account/verify-email', { method: 'PATCH', body: { email, otp } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.token).toEqual(expect.any(String));
    const user = verified.body.data.user;
    expect(user.emailVerified).toBe(true);
    expect(user.userRoles).toHaveLength(1);
    expect(user.userRoles[0]).toMatchObject({
      name: 'employer',
      organization: { name: 'Okafor Farms Ltd', country: 'NG', currency: 'NGN', dialCode: '+234' },
      consultant: null,
    });
    expect(user.currentUserRole.organization.name).toBe('Okafor Farms Ltd');
    expect(user.currentConsultantRole).toBeNull();

    const me = await api('/account/me', { token: verified.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(email);

    // The code is single use.
    const again = await api('/account/verify-email', { method: 'PATCH', body: { email, otp } });
    expect(again.status).toBe(400);
  });

  it('derives currency from the country', async () => {
    const email = uniqueEmail('ke');
    const res = await api('/account/employer/signup', {
      method: 'POST',
      body: { ...signupBody(email), country: 'KE' },
    });
    expect(res.status).toBe(201);
    const session = await api('/account/verify-email', {
      method: 'PATCH',
      body: { email, otp: codeFrom((await latestMail(email))!.text)! },
    });
    expect(session.body.data.user.currentUserRole.organization).toMatchObject({
      country: 'KE',
      currency: 'KES',
    });
  });

  it('answers 422 with localised field errors and saves nothing', async () => {
    const email = uniqueEmail('bad');
    const res = await api('/account/employer/signup', {
      method: 'POST',
      body: { ...signupBody(email), password: 'short', country: 'FR', email: 'not-an-email' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.password).toEqual(['Use at least 10 characters.']);
    expect(res.body.errors.email).toEqual(['Enter a valid email address.']);
    expect(res.body.errors.country).toEqual(['Choose one of the options.']);

    const zh = await api('/account/employer/signup', {
      method: 'POST',
      body: { ...signupBody(email), password: 'short' },
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(zh.body.errors.password).toEqual(['密码至少需要 10 个字符。']);
    expect(await latestMail(email)).toBeUndefined();
  });

  it('rejects a wrong code, kills the code after 5 wrong tries, and expires codes after 10 minutes', async () => {
    const email = uniqueEmail('otp');
    await api('/account/employer/signup', { method: 'POST', body: signupBody(email) });
    const otp = codeFrom((await latestMail(email))!.text)!;
    const wrong = otp === '000000' ? '111111' : '000000';
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) {
      const res = await api('/account/verify-email', {
        method: 'PATCH',
        body: { email, otp: wrong },
        headers: { 'x-forwarded-for': `${ip}-${i}` },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    await api('/account/verify-email', {
      method: 'PATCH',
      body: { email, otp: wrong },
      headers: { 'x-forwarded-for': `${ip}-x` },
    });
    // Five wrong tries: the right code no longer works (and the account's further tries are slowed).
    const dead = await api('/account/verify-email', {
      method: 'PATCH',
      body: { email, otp },
      headers: { 'x-forwarded-for': `${ip}-y` },
    });
    expect([400, 429]).toContain(dead.status);

    const email2 = uniqueEmail('expiry');
    await api('/account/employer/signup', { method: 'POST', body: signupBody(email2) });
    const otp2 = codeFrom((await latestMail(email2))!.text)!;
    clock.advance(10 * 60 * 1000 + 1000);
    try {
      const expired = await api('/account/verify-email', {
        method: 'PATCH',
        body: { email: email2, otp: otp2 },
      });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toMatch(/expired/);
    } finally {
      clock.reset();
    }
  });

  it('resend-otp replaces the code and answers the same for unknown emails', async () => {
    const email = uniqueEmail('resend');
    await api('/account/employer/signup', { method: 'POST', body: signupBody(email) });
    const first = codeFrom((await latestMail(email))!.text)!;
    const res = await api('/account/resend-otp', { method: 'POST', body: { email } });
    const unknown = await api('/account/resend-otp', {
      method: 'POST',
      body: { email: uniqueEmail('nobody') },
    });
    expect(res.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(res.body.message);
    const second = codeFrom((await latestMail(email))!.text)!;
    if (second !== first) {
      const old = await api('/account/verify-email', { method: 'PATCH', body: { email, otp: first } });
      expect(old.status).toBe(400);
    }
    const ok = await api('/account/verify-email', { method: 'PATCH', body: { email, otp: second } });
    expect(ok.status).toBe(200);
  });
});

describe('[ACCOUNT] consultant sign-up and client organisations', () => {
  it('signs up a consultant firm (verified by OTP like an employer), who adds a client and works in it', async () => {
    const email = uniqueEmail('consultant');
    const signup = await api('/account/consultant/signup', {
      method: 'POST',
      body: {
        firstName: 'Tola',
        lastName: 'Ade',
        email,
        phone: '+2348030000000',
        password: 'a-good-pass-1',
        firmName: 'Ade & Co Payroll',
        country: 'NG',
      },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expect(signup.status).toBe(201);
    const code = codeFrom((await latestMail(email))!.text);
    const verified = await api('/account/verify-email', { method: 'PATCH', body: { email, otp: code } });
    expect(verified.status).toBe(200);
    const token = verified.body.data.token as string;
    const me = await api('/account/me', { token });
    expect(me.body.data.user.currentConsultantRole).toMatchObject({ name: 'consultant' });

    const bad = await api('/account/consultant/add-organization', {
      method: 'POST',
      token,
      body: { name: '', country: 'XX' },
    });
    expect(bad.status).toBe(422);
    const client = await api('/account/consultant/add-organization', {
      method: 'POST',
      token,
      body: { name: 'Ibadan Bakeries Ltd', country: 'NG', contactEmail: 'ops@ibadan.test' },
    });
    expect(client.status).toBe(201);
    expect(client.body.data).toMatchObject({ name: 'Ibadan Bakeries Ltd', currency: 'NGN' });
    const switched = await api('/account/switch-org', {
      method: 'POST',
      token,
      body: { orgId: client.body.data.id },
    });
    expect(switched.status).toBe(200);
    expect((await api('/organizations/dashboard-checklist', { token })).status).toBe(200);

    // An employer is not a consultant: 403, and nothing is created.
    const employer = await employerSession();
    expect(
      (
        await api('/account/consultant/add-organization', {
          method: 'POST',
          token: employer.token,
          body: { name: 'Nope Ltd', country: 'NG' },
        })
      ).status,
    ).toBe(403);
  });
});
