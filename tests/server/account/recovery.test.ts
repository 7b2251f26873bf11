import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMails } from '@/server/db/schema';
import { createUser } from '@/server/seed/factories';
import { api, clock, getHarness, latestMail, uniqueEmail, uniqueIp } from '../helpers/app';
import { signIn } from '../helpers/accounts';

const linkHash = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('[ACCOUNT] forgot and reset password', () => {
  it('mails a single-use link that resets the password and signs out every session', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('forgot') });
    const session = await signIn(user.email, password);

    const res = await api('/account/forgot-password', { method: 'POST', body: { email: user.email } });
    const unknown = await api('/account/forgot-password', {
      method: 'POST',
      body: { email: uniqueEmail('nobody') },
    });
    expect(res.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(res.body);

    const mail = await latestMail(user.email);
    expect(mail?.text).toContain('http://localhost:3000/reset-password/');
    const hash = linkHash(mail!.text)!;

    const check = await api('/account/verify-otp', { method: 'POST', body: { hash } });
    expect(check.status).toBe(200);
    expect(check.body.data.email).toBe(user.email);

    const reset = await api('/account/reset-password', {
      method: 'PATCH',
      body: { hash, password: 'a-new-password-7', confirmPassword: 'a-new-password-7' },
    });
    expect(reset.status).toBe(200);
    expect((await api('/account/me', { token: session.token })).status).toBe(401);
    expect((await signIn(user.email, 'a-new-password-7')).token).toBeTruthy();

    const reuse = await api('/account/reset-password', {
      method: 'PATCH',
      body: { hash, password: 'another-pass-88', confirmPassword: 'another-pass-88' },
    });
    expect(reuse.status).toBe(400);
    expect((await api('/account/verify-otp', { method: 'POST', body: { hash } })).status).toBe(400);
  });

  it('expires reset links after an hour and stores only their digest', async () => {
    const { deps } = await getHarness();
    const { user } = await createUser(deps.db, { email: uniqueEmail('expire') });
    await api('/account/forgot-password', { method: 'POST', body: { email: user.email } });
    const hash = linkHash((await latestMail(user.email))!.text)!;
    const stored = await deps.db.query.authTokens.findMany({ where: (t, { eq }) => eq(t.userId, user.id) });
    expect(stored.every((t) => t.tokenHash !== hash)).toBe(true);
    clock.advance(60 * 60 * 1000 + 1000);
    try {
      const res = await api('/account/reset-password', {
        method: 'PATCH',
        body: { hash, password: 'a-new-password-7', confirmPassword: 'a-new-password-7' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/expired/);
    } finally {
      clock.reset();
    }
  });

  it('limits forgot-password to 5 requests per address in 15 minutes', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await api('/account/forgot-password', {
            method: 'POST',
            body: { email: uniqueEmail('flood') },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(200);
    }
    const res = await api('/account/forgot-password', {
      method: 'POST',
      body: { email: uniqueEmail('flood') },
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.status).toBe(429);
  });

  it("never locks an account out of reset: strangers' requests slow it and space its mail, the owner still gets a link", async () => {
    const { deps } = await getHarness();
    const { user } = await createUser(deps.db, { email: uniqueEmail('victim') });
    const ask = () =>
      api('/account/forgot-password', {
        method: 'POST',
        body: { email: user.email },
        headers: { 'x-forwarded-for': uniqueIp() },
      });
    const mails = async () =>
      (await deps.db.select().from(outboxMails).where(eq(outboxMails.to, user.email))).length;
    clock.sleeps.length = 0;
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    expect(await mails()).toBe(5);
    expect(clock.sleeps).toEqual([]);
    // Past the limit: still 200, slowed, and no new mail within a minute of the last one.
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect(clock.sleeps).toEqual([1000, 2000]);
    expect(await mails()).toBe(5);
    clock.advance(61 * 1000);
    try {
      // The owner asks a minute later and gets a working link.
      expect((await ask()).status).toBe(200);
      expect(await mails()).toBe(6);
      const hash = linkHash((await latestMail(user.email))!.text)!;
      expect((await api('/account/verify-otp', { method: 'POST', body: { hash } })).status).toBe(200);
    } finally {
      clock.reset();
    }
  });
});
