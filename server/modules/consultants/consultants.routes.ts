import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { organizationRefSchema } from '@/lib/contracts/account';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { listConsultantClients } from './consultants.service';

export function consultantsRoutes() {
  const app = createRouter();
  // GET /consultants/organizations — the consultancy's client organisations (for the organisation switcher)
  app.openapi(
    createRoute({
      method: 'get', path: '/organizations', tags: ['Consultant'], security: bearerAuth,
      middleware: requireSession, responses: okResponse(z.array(organizationRefSchema)),
    }),
    async (c) => {
      if (!c.var.auth.roles.some((r) => r.startsWith('consultant'))) throw new AppError('FORBIDDEN', 'errors.forbidden');
      return ok(c, 'api.ok', await listConsultantClients(c.var.deps, c.var.auth.userId));
    },
  );
  return app;
}
