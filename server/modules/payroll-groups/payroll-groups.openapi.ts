import 'server-only';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth } from '@/server/http/openapi';

// The paged and write response shapes are the same as the departments router's (one definition, reused).
export { pagedResponse, writeResponses } from '@/server/modules/departments/departments.openapi';

/** Shared route options of the payroll-groups router: reads need a member, writes the `employees` permission. */
export const tags = ['Payroll groups'];
export const read = { tags, security: bearerAuth, middleware: [requireSession, requireOrganization] };
export const write = { tags, security: bearerAuth, middleware: [requireSession, requireOrganization, requirePermission('employees')] };
