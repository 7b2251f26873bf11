import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMails, organizations, users } from '@/server/db/schema';
import { createEmployer } from '@/server/seed/factories';
import { api, clock, getHarness, latestMail, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';

const signupBody = (email: string) => ({
  firstName: 'Tunde',
  lastName: 'Bakare',
  email,
  password: 'An0ther-passw0rd',
  organizationName: `Copycat ${crypto.randomUUID().slice(0, 6)} Ltd`,
  country: 'NG',
});

describe('[ACCOUNT] sign-up does not reveal registered emails', () => {
  it('answers a registered email exactly like a new one, changes nothing, and warns the owner by mail', async () => {
    const { deps } = await getHarness();
    const owner = await createEmployer(deps.db, { email: uniqueEmail('owner') });
    const fresh = await api('/account/employer/signup', {
      method: 'POST',
      body: signupBody(uniqueEmail('fresh')),
    });
    const attempt = signupBody(owner.user.email.toUpperCase());
    const taken = await api('/account/employer/signup', { method: 'POST', body: attempt });

    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(201);
    expect(taken.body.message).toBe(fresh.body.message);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body.data).toEqual({ email: owner.user.email });

    const mail = await latestMail(owner.user.email);
    expect(mail?.subject).toMatch(/tried to sign up/i);
    expect(mail?.text).toContain(owner.user.firstName);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);

    // Nothing was created or changed: one user with that email, the owner's organisation only, old password works.
    expect(await deps.db.select().from(users).where(eq(users.email, owner.user.email))).toHaveLength(1);
    expect(
      await deps.db.select().from(organizations).where(eq(organizations.name, attempt.organizationName)),
    ).toHaveLength(0);
    expect((await signIn(owner.user.email, owner.password)).user.email).toBe(owner.user.email);
  });

  it('answers concurrent sign-ups with one email alike and creates one account', async () => {
    const { deps } = await getHarness();
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [0, 1, 2].map(() => api('/account/employer/signup', { method: 'POST', body: signupBody(email) })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('warns the owner once a day however often a stranger signs up with their email (issue 29: 63 warnings)', async () => {
    const { deps } = await getHarness();
    const owner = await createEmployer(deps.db, { email: uniqueEmail('warned') });
    const warnings = async () =>
      (await deps.db.select().from(outboxMails).where(eq(outboxMails.to, owner.user.email))).filter((m) =>
        /tried to sign up/i.test(m.subject),
      ).length;
    try {
      for (let i = 0; i < 6; i++) {
        const res = await api('/account/employer/signup', {
          method: 'POST',
          body: signupBody(owner.user.email),
        });
        expect(res.status).toBe(201);
      }
      expect(await warnings()).toBe(1);
      clock.advance(23 * 60 * 60 * 1000);
      await api('/account/employer/signup', { method: 'POST', body: signupBody(owner.user.email) });
      expect(await warnings()).toBe(1);
      clock.advance(60 * 60 * 1000 + 1000);
      await api('/account/employer/signup', { method: 'POST', body: signupBody(owner.user.email) });
      expect(await warnings()).toBe(2);
    } finally {
      clock.reset();
    }
  });
});
