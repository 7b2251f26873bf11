import 'server-only';
import { permissionsForRole, type Permission } from '@/lib/contracts/permissions';
import type { DbOrTx } from '@/server/db/client';
import { listRoles } from './account.repo';

/**
 * What other modules may read or do with users and their roles (account owns the `users` and `user_roles`
 * tables): team invitations create and update users and memberships, organisations and consultancies add
 * their owners, settings checks approvers, consultants list their client organisations, and the HTTP layer
 * checks sessions, roles and permissions. Everything else in account.repo stays private to the account module.
 */
export {
  deleteRole,
  findLiveSession,
  findMemberRole,
  findUserByEmail,
  findUserById,
  insertUser,
  insertUserRole,
  listActiveMembers,
  listConsultantOrganizations,
  listMembers,
  listOrganizationAdmins,
  listRoles,
  updateRolePermissions,
  updateUser,
} from './account.repo';

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
