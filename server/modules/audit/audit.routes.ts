import 'server-only';
import { auditLogSchema, auditsQuerySchema } from '@/lib/contracts/audit';
import { requestPermissions } from '@/server/http/middleware/permission';
import { moduleRouter } from '@/server/http/module-router';
import { pagedResponse } from '@/server/http/openapi';
import { paged } from '@/server/http/respond';
import { listAudits } from './audit.service';

/** Mounted at `/audits` (lib/modules.ts). */
export function auditRoutes() {
  const m = moduleRouter('audit', ['Audit']);

  // GET /audits — the session organisation's audit log, newest first; paged, filter by entity (a module's
  // name), actor, action and dates; a row's before/after only for holders of its module's permission
  m.openapi(
    m.route({
      method: 'get',
      path: '/',
      permission: 'settings',
      request: { query: auditsQuerySchema },
      responses: pagedResponse(auditLogSchema),
    }),
    async (c) =>
      paged(
        c,
        await listAudits(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('query'),
          await requestPermissions(c),
        ),
      ),
  );

  return m.build();
}
