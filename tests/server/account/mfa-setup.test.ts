import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { totp } from '@/server/crypto/totp';
import { recoveryCodes, userTotp } from '@/server/db/schema';
import { createUser } from '@/server/seed/factories';
import { clock, getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { codeNow, confirm, login, me, nextStep, setup, turnOff, userWithMfa } from './mfa-steps';

afterEach(() => clock.reset());

async function signedInUser(tag: string) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail(tag) });
  return { user, password, token: (await signIn(user.email, password)).token };
}

describe('[ACCOUNT] MFA set-up, confirm and turn off (issue 33)', () => {
  it('sets up with the password: a 20-byte base32 secret, its otpauth URI, stored only encrypted', async () => {
    const { deps } = await getHarness();
    const { user, password, token } = await signedInUser('mfa-setup');
    const wrong = await setup(token, 'not-my-password');
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['password']);

    const res = await setup(token, password);
    expect(res.status).toBe(200);
    const { secret, otpauthUrl } = res.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits
    expect(otpauthUrl).toMatch(
      new RegExp(`^otpauth://totp/Paygrid:${user.email}\\?secret=${secret}&issuer=Paygrid`),
    );
    const [row] = await deps.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secretEncrypted).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();
    // Pending is not on.
    expect((await me(token)).mfaEnabled).toBe(false);
    expect((await login(user.email, password)).body.data.token).toBeTruthy();
  });

  it('replaces a pending secret when set up again: the first secret no longer confirms', async () => {
    const { password, token } = await signedInUser('mfa-again');
    const first = (await setup(token, password)).body.data.secret;
    const second = (await setup(token, password)).body.data.secret;
    expect(second).not.toBe(first);
    const stale = await confirm(token, codeNow(first));
    expect(stale.status).toBe(422);
    expect((await confirm(token, codeNow(second))).status).toBe(200);
  });

  it('confirms with a current code: MFA on, ten single-use recovery codes stored hashed; a wrong code is 422', async () => {
    const { deps } = await getHarness();
    const { user, password, token } = await signedInUser('mfa-confirm');
    const { secret } = (await setup(token, password)).body.data;
    // A code from ten minutes ago is outside the ±1 step window.
    const old = totp(secret, clock.now().getTime() - 10 * 60_000);
    const wrong = await confirm(token, old);
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);
    expect((await me(token)).mfaEnabled).toBe(false);

    const res = await confirm(token, codeNow(secret));
    expect(res.status).toBe(200);
    const codes: string[] = res.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => codes.some((c) => r.codeHash.includes(c.replace('-', ''))))).toBe(false);
    expect((await me(token)).mfaEnabled).toBe(true);
    // On: a new set-up is refused, and so is a second confirm.
    expect((await setup(token, password)).status).toBe(409);
    nextStep();
    expect((await confirm(token, codeNow(secret))).status).toBe(409);
  });

  it('turns off with the password and a current code; the sign-in is plain again', async () => {
    const { user, password, secret, token } = await userWithMfa('mfa-off');
    const badPassword = await turnOff(token, 'not-my-password', codeNow(secret));
    expect(badPassword.status).toBe(422);
    expect(Object.keys(badPassword.body.errors)).toEqual(['password']);
    const badCode = await turnOff(token, password, totp(secret, clock.now().getTime() - 10 * 60_000));
    expect(badCode.status).toBe(422);
    expect(Object.keys(badCode.body.errors)).toEqual(['code']);
    expect((await me(token)).mfaEnabled).toBe(true);

    const off = await turnOff(token, password, codeNow(secret));
    expect(off.status).toBe(200);
    expect((await me(token)).mfaEnabled).toBe(false);
    const plain = await login(user.email, password);
    expect(plain.status).toBe(200);
    expect(plain.body.data.token).toBeTruthy();
    expect(plain.body.data.mfaRequired).toBeUndefined();
    expect((await turnOff(token, password, codeNow(secret))).status).toBe(409);
  });

  it('refuses a code already used to turn MFA off (the confirm’s own step)', async () => {
    const { password, token } = await signedInUser('mfa-off-replay');
    const { secret } = (await setup(token, password)).body.data;
    const code = codeNow(secret);
    expect((await confirm(token, code)).status).toBe(200);
    const replay = await turnOff(token, password, code);
    expect(replay.status).toBe(422);
    expect((await me(token)).mfaEnabled).toBe(true);
  });
});
