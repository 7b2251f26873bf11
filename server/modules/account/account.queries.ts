import 'server-only';

/**
 * What other modules may read or do with users and their roles (account owns the `users` and `user_roles`
 * tables): team invitations create and update users and memberships, organisations and consultancies add
 * their owners, settings checks approvers, consultants list their client organisations, and the HTTP layer
 * checks sessions and roles. Everything else in account.repo stays private to the account module.
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
