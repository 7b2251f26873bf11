import 'server-only';
import type { Permission } from '@/lib/contracts/permissions';
import { requireOrganization } from './middleware/organization';
import { requirePermission } from './middleware/permission';
import { requireSession } from './middleware/session';
import { bearerAuth } from './openapi';

/**
 * Route options of an organisation module whose reads need any member and whose writes need `permission`
 * (departments, payroll groups): spread into `createRoute({ ...read })`.
 */
export const orgRouteOptions = (tags: string[], permission: Permission) => ({
  read: { tags, security: bearerAuth, middleware: [requireSession, requireOrganization] },
  write: {
    tags,
    security: bearerAuth,
    middleware: [requireSession, requireOrganization, requirePermission(permission)],
  },
});
