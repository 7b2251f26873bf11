import 'server-only';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@/server/errors';
import { listReachableOrganizationIds } from '@/server/modules/identity/identity.queries';
import type { AppEnv } from '../context';
import { memoized } from '../render-memo';

/**
 * Organisation-scoped routes: the organisation comes from the session (set at login or by switch-org),
 * never from the request, and the user must still belong to it.
 */
export const requireOrganization = createMiddleware<AppEnv>(async (c, next) => {
  const orgId = c.var.auth.organizationId;
  if (!orgId) throw new AppError('FORBIDDEN', 'errors.organizationRequired');
  const { userId } = c.var.auth;
  const reachable = await memoized(c, `reachable:${userId}`, () =>
    listReachableOrganizationIds(c.var.deps.db, userId),
  );
  if (!reachable.has(orgId)) {
    throw new AppError('FORBIDDEN', 'errors.organizationRequired');
  }
  c.set('organizationId', orgId);
  await next();
});
