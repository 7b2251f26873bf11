import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { codeNow, confirm, nextStep, setup } from './mfa-steps';

/** Steps of the organisation's MFA tests (issue 33 B1): an employer enrolled in MFA, and the security setting. */

/** Sets up and confirms MFA on an open session: the session keeps working (the clock is past the step used). */
export async function enrol(token: string, password: string) {
  const { secret } = (await setup(token, password)).body.data;
  const confirmed = await confirm(token, codeNow(secret));
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  nextStep();
  return secret as string;
}

/** A signed-in employer with MFA on. */
export async function employerWithMfa() {
  const s = await employerSession();
  return { ...s, secret: await enrol(s.token, s.password) };
}

export const security = (token: string) => api('/settings/security', { token });

export const putSecurity = (token: string, requireMfa: boolean, code?: string) =>
  api('/settings/security', {
    method: 'PUT',
    token,
    body: { requireMfa },
    headers: code ? { 'x-mfa-code': code } : {},
  });
