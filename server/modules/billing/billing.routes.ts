import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { subscriptionSchema } from '@/lib/contracts/billing';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { getSubscription } from './billing.service';

export function billingRoutes() {
  const app = createRouter();
  // GET /billings/subscription — the organisation's subscription and its derived status
  app.openapi(
    createRoute({
      method: 'get', path: '/subscription', tags: ['Billing'], security: bearerAuth,
      middleware: [requireSession, requireOrganization],
      responses: okResponse(subscriptionSchema),
    }),
    async (c) => ok(c, 'api.ok', await getSubscription(c.var.deps.db, c.var.organizationId, c.var.deps.now())),
  );
  return app;
}
