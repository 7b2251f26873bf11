import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { countrySchema } from '@/lib/contracts/account';
import { COUNTRIES, EXTRA_EMPLOYEE_CURRENCY } from '@/lib/countries';
import { AppError } from '@/server/errors';
import { isDraining } from '@/server/http/lifecycle';
import { moduleRouter } from '@/server/http/module-router';
import { errorResponse, notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { assertMayReadOutbox, outboxEnabled, outboxTokenHeaders } from '@/server/mail/dev-outbox';
import { listOutbox } from '@/server/mail/mailer';
import { assertDatabaseReady } from './ready';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const readySchema = z.object({ ready: z.literal(true) });
const outboxSchema = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    createdAt: z.string(),
  }),
);

/** Mounted at `/` (lib/modules.ts): public routes of the platform itself. */
export function platformRoutes() {
  const m = moduleRouter('platform', ['Platform']);
  // GET /health — liveness plus a database round trip
  m.openapi(
    m.route({ method: 'get', path: '/health', access: 'public', responses: okResponse(healthSchema) }),
    async (c) => {
      await c.var.deps.db.execute(sql`select 1`);
      return ok(c, 'api.ok', { status: 'ok' as const, database: 'ok' as const });
    },
  );
  // GET /ready — readiness for the load balancer: 503 DRAINING after SIGTERM, NOT_READY while the database does
  // not answer or lacks a migration; /health stays liveness
  m.openapi(
    m.route({
      method: 'get',
      path: '/ready',
      access: 'public',
      responses: {
        ...okResponse(readySchema),
        503: errorResponse('NOT_READY (database down or migrations missing) or DRAINING (shutting down)'),
      },
    }),
    async (c) => {
      if (isDraining()) throw new AppError('DRAINING', 'errors.draining');
      await assertDatabaseReady(c.var.deps.db);
      return ok(c, 'api.ok', { ready: true as const });
    },
  );
  // GET /countries — supported countries with currency, dial code and flag; USD is always an extra pay currency
  m.openapi(
    m.route({
      method: 'get',
      path: '/countries',
      access: 'public',
      responses: okResponse(z.array(countrySchema)),
    }),
    (c) =>
      ok(
        c,
        'api.ok',
        COUNTRIES.map((country) => ({ ...country, currencies: [country.currency, EXTRA_EMPLOYEE_CURRENCY] })),
      ),
  );
  if (outboxEnabled()) {
    // GET /dev/outbox?to=EMAIL — mail kept by the outbox transport, newest first (in production only with the
    // X-Outbox-Token header matching DEV_OUTBOX_TOKEN; otherwise 404, as if there were no outbox)
    m.openapi(
      m.route({
        method: 'get',
        path: '/dev/outbox',
        access: 'public',
        request: {
          query: z.object({ to: z.string().min(3) }),
          headers: outboxTokenHeaders,
        },
        responses: {
          ...okResponse(outboxSchema),
          ...notFoundResponse('In production without the right X-Outbox-Token'),
        },
      }),
      async (c) => {
        assertMayReadOutbox(c.var.deps.config, c.req.header('x-outbox-token'));
        const rows = await listOutbox(c.var.deps.db, c.req.valid('query').to);
        return ok(
          c,
          'api.ok',
          rows.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
        );
      },
    );
  }
  return m.build();
}
