import { afterEach, describe, expect, it } from 'vitest';
import { api, clock, getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { createUser } from '@/server/seed/factories';
import { codeNow, login, nextStep, userWithMfa, verify } from './mfa-steps';

afterEach(() => clock.reset());

const regenerate = (token: string, code: string) =>
  api('/account/mfa/recovery-codes', { method: 'POST', token, body: { code } });

describe('[ACCOUNT] MFA recovery codes regenerated (issue 33)', () => {
  it('a current code → ten new codes; the old ones no longer sign in, the new ones do, once', async () => {
    const { user, password, secret, token, recoveryCodes } = await userWithMfa('mfa-regen');
    const wrong = await regenerate(token, '000000');
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);

    const res = await regenerate(token, codeNow(secret));
    expect(res.status).toBe(200);
    const fresh: string[] = res.body.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    // The same code cannot regenerate twice (a step is taken once).
    expect((await regenerate(token, codeNow(secret))).status).toBe(422);

    const old = await verify({
      mfaToken: (await login(user.email, password)).body.data.mfaToken,
      recoveryCode: recoveryCodes[0]!,
    });
    expect(old.status).toBe(401);
    const mfaToken = (await login(user.email, password)).body.data.mfaToken;
    expect((await verify({ mfaToken, recoveryCode: fresh[0]! })).status).toBe(200);
    nextStep();
  });

  it('is 409 for a user without MFA', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('mfa-regen-off') });
    const { token } = await signIn(user.email, password);
    expect((await regenerate(token, '123456')).status).toBe(409);
  });
});
