import 'server-only';
import { createMiddleware } from 'hono/factory';
import { permissionsForRole, type Permission } from '@/lib/contracts/permissions';
import type { DbOrTx } from '@/server/db/client';
import { forbidden } from '@/server/errors';
import { listRoles } from '@/server/modules/account/account.repo';
import type { AppEnv } from '../context';

/**
 * What the user may do in the organisation: employers everything, team admins their stored set, and
 * consultants (reaching a client organisation through their consultancy) everything.
 */
export async function listPermissions(db: DbOrTx, userId: string, organizationId: string): Promise<Permission[]> {
  const roles = await listRoles(db, userId);
  const own = roles.find((r) => r.role.organizationId === organizationId);
  if (own) return permissionsForRole(own.role);
  return roles.some((r) => r.role.consultantId) ? permissionsForRole({ name: 'consultant', permissions: [] }) : [];
}

/** Runs after requireOrganization: 403 unless the user's role in `c.var.organizationId` grants `permission`. */
export const requirePermission = (permission: Permission) => requireAnyPermission(permission);

/**
 * 403 unless the role grants at least one of `permissions`: for shared tools that several modules use, such
 * as uploads (KYC documents, rent evidence) and name enquiry (employee bank accounts, wallet payouts).
 */
export const requireAnyPermission = (...permissions: Permission[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const granted = await listPermissions(c.var.deps.db, c.var.auth.userId, c.var.organizationId);
    if (!permissions.some((p) => granted.includes(p))) throw forbidden();
    await next();
  });
