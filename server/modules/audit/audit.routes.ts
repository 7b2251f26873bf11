import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { auditLogSchema, auditsQuerySchema } from '@/lib/contracts/audit';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, envelope, errorSchema, metaSchema } from '@/server/http/openapi';
import { createRouter } from '@/server/http/router';
import { listAudits } from './audit.service';

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/** Mounted at `/audits`. */
export function auditRoutes() {
  const app = createRouter();

  // GET /audits — the session organisation's audit log, newest first; paged, filter by entity, actor, action, dates
  app.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Audit'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('settings')],
      request: { query: auditsQuerySchema },
      responses: {
        200: {
          description: 'Success',
          content: {
            'application/json': { schema: envelope(z.array(auditLogSchema)).extend({ meta: metaSchema }) },
          },
        },
        401: errorContent('No session, or the session was revoked'),
        403: errorContent('No organisation in the session'),
        422: errorContent('Invalid filters'),
      },
    }),
    async (c) => {
      const { data, meta } = await listAudits(c.var.deps.db, c.var.organizationId, c.req.valid('query'));
      return c.json({ message: c.var.t('api.ok'), data, meta }, 200);
    },
  );

  return app;
}
