import { permissionsForRole, type Permission } from '@/lib/contracts/permissions';
import { useMe } from './account';

/**
 * What the signed-in user may do in the current organisation (from `account/me`): employers and
 * consultants everything, team admins their permission set. Only hides controls; the API enforces.
 */
export function usePermissions() {
  const me = useMe();
  const role = me.data?.currentUserRole ?? null;
  const permissions = permissionsForRole(role);
  return {
    permissions,
    can: (permission: Permission) => permissions.includes(permission),
    role: role?.name ?? null,
    orgId: role?.organization?.id ?? null,
    userId: me.data?.id ?? null,
    isLoading: me.isPending,
  };
}
