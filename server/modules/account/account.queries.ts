import 'server-only';

/**
 * What other modules may read or do with users and their roles (account owns the `users` and `user_roles`
 * tables): team invitations create and update users, organisations look up their admins, consultants their
 * client organisations, the HTTP layer checks sessions and roles. Everything else in account.repo stays private
 * to the account module.
 */
export {
  findUserByEmail,
  findLiveSession,
  findUserById,
  insertUser,
  listConsultantOrganizations,
  listOrganizationAdmins,
  listRoles,
  updateUser,
} from './account.repo';
