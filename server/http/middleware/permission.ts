import 'server-only';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Permission } from '@/lib/contracts/permissions';
import { AppError } from '@/server/errors';
import { listPermissions } from '@/server/modules/identity/identity.queries';
import type { AppEnv } from '../context';
import { memoized } from '../render-memo';

/** The user's permissions in the request's organisation, loaded once per request. */
export async function requestPermissions(c: Context<AppEnv>): Promise<Permission[]> {
  const cached = c.get('permissions');
  if (cached) return cached;
  const { userId } = c.var.auth;
  const orgId = c.var.organizationId;
  const granted = await memoized(c, `permissions:${userId}:${orgId}`, () =>
    listPermissions(c.var.deps.db, userId, orgId),
  );
  c.set('permissions', granted);
  return granted;
}

/** 403 naming what is missing, in the request's language ("the Employees or Wallet permission"). */
export function missingPermission(c: Context<AppEnv>, permissions: readonly Permission[]) {
  const names = permissions.map((p) => c.var.t(`common.permissions.${p}`));
  return new AppError('FORBIDDEN', 'errors.permissionMissing', {
    permission: names.join(c.var.t('common.or')),
  });
}

/**
 * Runs after requireOrganization: 403 unless the user's role in `c.var.organizationId` grants at least one of
 * `permissions` (several for shared tools: uploads serve KYC and employees, name enquiry employees and wallet).
 */
export const requirePermission = (...permissions: Permission[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const granted = await requestPermissions(c);
    if (!permissions.some((p) => granted.includes(p))) throw missingPermission(c, permissions);
    await next();
  });
