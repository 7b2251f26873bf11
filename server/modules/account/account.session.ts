import 'server-only';
import type { Session, UserRole } from '@/lib/contracts/account';
import type { AppDeps, AuthContext } from '@/server/deps';
import { signSessionToken } from './account.crypto';
import { findUserById, insertSession, listRoles, type UserRow } from './account.repo';
import { reachableOrganizationIds } from './account.audit';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { toUser } from './account.presenter';

export type RequestMeta = { ip: string; userAgent?: string };

/** Opens a session in the user's first organisation (consultants start in consultant mode) and signs its token. */
export async function openSession(deps: AppDeps, user: UserRow, meta: RequestMeta): Promise<Session> {
  return (await startSession(deps, user, meta)).session;
}

/** `openSession`, also returning the new session's id (for the sign-in's audit row; never sent to the client). */
export async function startSession(
  deps: AppDeps,
  user: UserRow,
  meta: RequestMeta,
): Promise<{ sessionId: string; session: Session }> {
  const roles = await listRoles(deps.db, user.id);
  const home = roles.find(
    (r) => r.organization && (r.role.name === 'employer' || r.role.name === 'team_admin'),
  );
  const isConsultant = roles.some((r) => r.role.consultantId);
  const organizationId = isConsultant ? null : (home?.organization?.id ?? null);
  const expiresAt = new Date(deps.now().getTime() + deps.config.sessionDays * 86_400_000);
  const session = await insertSession(deps.db, {
    userId: user.id,
    organizationId,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
    expiresAt,
  });
  const roleNames = [...new Set(roles.map((r) => r.role.name))];
  const token = await signSessionToken(
    { sub: user.id, sid: session.id, roles: roleNames },
    deps.config.authSecret,
    expiresAt,
  );
  const organization = organizationId ? ((await findOrganization(deps.db, organizationId)) ?? null) : null;
  return {
    sessionId: session.id,
    session: {
      token,
      user: toUser(user, roles, organization, await roleExtrasIn(deps, organization?.id, user.email)),
    },
  };
}

/**
 * What other modules add to the user's role in the organisation (`plugins.userRoleExtras`, in list order:
 * remittances' statutory types, which open its screens to a statutory admin). Account imports none of them.
 */
async function roleExtrasIn(
  deps: AppDeps,
  organizationId: string | undefined,
  email: string,
): Promise<Partial<UserRole>> {
  let extras: Partial<UserRole> = {};
  if (!organizationId) return extras;
  for (const extra of deps.plugins.userRoleExtras)
    extras = { ...extras, ...(await extra(deps.db, { organizationId, email })) };
  return extras;
}

export async function loadUser(deps: AppDeps, auth: AuthContext) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new Error('session user vanished');
  const roles = await listRoles(deps.db, user.id);
  const organization = auth.organizationId
    ? ((await findOrganization(deps.db, auth.organizationId)) ?? null)
    : null;
  return toUser(user, roles, organization, await roleExtrasIn(deps, organization?.id, user.email));
}

/** Every organisation the user may work in: their own roles' and their consultancies' clients. */
export function listReachableOrganizationIds(deps: AppDeps, userId: string): Promise<Set<string>> {
  return reachableOrganizationIds(deps.db, userId);
}
