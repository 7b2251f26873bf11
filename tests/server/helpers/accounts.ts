import type { Session } from '@/lib/contracts/account';
import { createConsultant, createEmployer, createUser } from '@/server/seed/factories';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { api, getHarness, uniqueEmail, uniqueIp } from './app';

/** Signs in through the API and returns the token with the user. */
export async function signIn(email: string, password: string) {
  const res = await api('/account/employer/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-forwarded-for': uniqueIp() },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Session;
}

export async function employerSession() {
  const { deps } = await getHarness();
  const employer = await createEmployer(deps.db, { email: uniqueEmail('employer') });
  return { ...employer, ...(await signIn(employer.user.email, employer.password)) };
}

export async function consultantSession(clients = 2) {
  const { deps } = await getHarness();
  const consultant = await createConsultant(deps.db, {
    email: uniqueEmail('consultant'),
    clients: Array.from({ length: clients }, (_, i) => ({
      name: `Client ${i + 1} ${crypto.randomUUID().slice(0, 4)}`,
    })),
  });
  return { ...consultant, ...(await signIn(consultant.user.email, consultant.password)) };
}

/** A signed-in team admin of `organizationId` holding exactly `permissions`. */
export async function teamAdminSession(organizationId: string, permissions: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('admin') });
  await insertUserRole(deps.db, { userId: user.id, name: 'team_admin', organizationId, permissions });
  return { ...(await signIn(user.email, password)), user };
}
