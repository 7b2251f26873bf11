import 'server-only';
import type { User, UserRole } from '@/lib/contracts/account';
import { toOrganizationRef, type OrganizationRow } from '@/server/modules/organization/organization.queries';
import type { RoleRow, UserRow } from './identity.repo';

export function toUserRole(row: RoleRow): UserRole {
  return {
    id: row.role.id,
    name: row.role.name as UserRole['name'],
    permissions: row.role.permissions,
    organization: row.organization ? toOrganizationRef(row.organization) : null,
    consultant: row.consultant
      ? { id: row.consultant.id, name: row.consultant.name, country: row.consultant.country }
      : null,
  };
}

/**
 * The `account/me` user. `currentUserRole` is the role held in the session's organisation; a consultant
 * working inside a client organisation gets their consultant role scoped to that organisation.
 */
export function toUser(
  user: UserRow,
  roles: RoleRow[],
  currentOrganization: OrganizationRow | null,
  /** what other modules add to the role in the current organisation (a statutory admin's statutory types) */
  extras: Partial<UserRole> = {},
): User {
  const userRoles = roles.map(toUserRole);
  const consultantRole =
    userRoles.find((r) => r.name === 'consultant' || r.name === 'consultant_member') ?? null;
  let currentUserRole: UserRole | null = null;
  if (currentOrganization) {
    currentUserRole =
      userRoles.find((r) => r.organization?.id === currentOrganization.id) ??
      (consultantRole ? { ...consultantRole, organization: toOrganizationRef(currentOrganization) } : null);
    if (currentUserRole && Object.keys(extras).length > 0)
      currentUserRole = { ...currentUserRole, ...extras };
  }
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    locale: user.locale,
    emailVerified: user.emailVerifiedAt !== null,
    userRoles,
    currentUserRole,
    currentConsultantRole: consultantRole,
  };
}
