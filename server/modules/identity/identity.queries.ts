import 'server-only';
import { permissionsForRole, type Permission } from '@/lib/contracts/permissions';
import type { DbOrTx } from '@/server/db/client';
import { listConsultantOrganizations } from '@/server/modules/organization/organization.queries';
import { listRoles } from './identity.repo';

/**
 * What other modules may read of users, their roles (memberships) and sessions; identity owns the `users`,
 * `user_roles` and `sessions` tables. Reads only: the writes others need are named in identity.service.ts.
 * The HTTP layer checks sessions, organisations and permissions here; organisations, team, settings and
 * the notifiers read members and admins.
 */
export {
  findLiveSession,
  findMemberRole,
  findUserByEmail,
  findUserById,
  listActiveMembers,
  listMembers,
  listOrganizationAdmins,
  listRoles,
  type RoleRow,
  type UserRow,
} from './identity.repo';
export { listLiveSessions, sessionLimits, TOUCH_EVERY_MS, type SessionLimits } from './sessions.repo';

/**
 * What the user may do in the organisation: employers everything, team admins their stored set, and
 * consultants (reaching a client organisation through their consultancy) everything.
 */
export async function listPermissions(
  db: DbOrTx,
  userId: string,
  organizationId: string,
): Promise<Permission[]> {
  const roles = await listRoles(db, userId);
  const own = roles.find((r) => r.role.organizationId === organizationId);
  if (own) return permissionsForRole(own.role);
  return roles.some((r) => r.role.consultantId)
    ? permissionsForRole({ name: 'consultant', permissions: [] })
    : [];
}

/** Every organisation the user may work in: their own roles' and their consultancies' clients. */
export async function listReachableOrganizationIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const roles = await listRoles(db, userId);
  const ids = new Set(roles.flatMap((r) => (r.organization ? [r.organization.id] : [])));
  const consultantIds = roles.flatMap((r) => (r.role.consultantId ? [r.role.consultantId] : []));
  for (const row of await listConsultantOrganizations(db, consultantIds)) ids.add(row.organization.id);
  return ids;
}
