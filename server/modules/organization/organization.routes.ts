import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { dashboardChecklistSchema } from '@/lib/contracts/organization';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { getDashboardChecklist } from './organization.service';

export function organizationRoutes() {
  const app = createRouter();
  // GET /organizations/dashboard-checklist — onboarding progress, KYC status and whether a wallet exists
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard-checklist',
      tags: ['Organisation'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization],
      responses: okResponse(dashboardChecklistSchema),
    }),
    async (c) =>
      ok(c, 'api.ok', await getDashboardChecklist(c.var.deps, c.var.auth.userId, c.var.organizationId)),
  );
  return app;
}
