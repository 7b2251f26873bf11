import { totp } from '@/server/crypto/totp';
import { createUser } from '@/server/seed/factories';
import { api, clock, getHarness, uniqueEmail, uniqueIp } from '../helpers/app';
import { signIn } from '../helpers/accounts';

/** The steps of the MFA tests (issue 33): each answers the raw API result so tests see statuses. */

export const STEP_MS = 30_000;

/** The current code of `secret` on the test clock. */
export const codeNow = (secret: string) => totp(secret, clock.now().getTime());

/** The next 30-second step: a code not used before (each step is accepted once per user). */
export const nextStep = () => clock.advance(STEP_MS);

export const login = (email: string, password: string, ip = uniqueIp()) =>
  api('/account/employer/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

export const verify = (body: Record<string, string>, ip = uniqueIp()) =>
  api('/account/mfa/verify', { method: 'POST', body, headers: { 'x-forwarded-for': ip } });

export const setup = (token: string, password: string) =>
  api('/account/mfa/totp/setup', { method: 'POST', token, body: { password } });

export const confirm = (token: string, code: string) =>
  api('/account/mfa/totp/confirm', { method: 'POST', token, body: { code } });

export const turnOff = (token: string, password: string, code: string) =>
  api('/account/mfa/totp', { method: 'DELETE', token, body: { password, code } });

export const me = async (token: string) => (await api('/account/me', { token })).body.data.user;

/** A signed-in user with MFA on: their secret, recovery codes and password (the clock is past the confirm's step). */
export async function userWithMfa(tag = 'mfa') {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail(tag) });
  const session = await signIn(user.email, password);
  const { secret } = (await setup(session.token, password)).body.data;
  const confirmed = await confirm(session.token, codeNow(secret));
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  nextStep();
  return { user, password, secret, token: session.token, recoveryCodes: confirmed.body.data.recoveryCodes };
}
