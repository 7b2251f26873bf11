import 'server-only';
import {
  createEwaAdvanceSchema,
  ewaAdvanceListQuerySchema,
  ewaAdvanceSchema,
  ewaCapQuerySchema,
  ewaCapSchema,
  ewaNoAccessQuerySchema,
  ewaNoAccessSchema,
  ewaSettingsSchema,
  ewaSummarySchema,
} from '@/lib/contracts/benefits';
import { moduleRouter } from '@/server/http/module-router';
import {
  createdResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import { organizationToday } from '@/server/modules/shifts/shifts.queries';
import { computeCap } from './benefits-cap.service';
import * as benefits from './benefits.service';

const EWA = '/earned-wage-access';

/**
 * Mounted at /employees/benefits (lib/modules.ts). Reading needs `employees`; saving the settings `settings`;
 * granting an advance moves wallet money, so it needs `wallet` (and takes an Idempotency-Key).
 */
export function benefitsRoutes() {
  const m = moduleRouter('benefits', ['Benefits']);
  const today = (c: {
    var: { deps: { db: Parameters<typeof organizationToday>[0]; now: () => Date }; organizationId: string };
  }) => organizationToday(c.var.deps.db, c.var.organizationId, c.var.deps.now());

  // GET /employees/benefits/earned-wage-access/settings — the settings (defaults until saved)
  m.openapi(
    m.route({
      method: 'get',
      path: `${EWA}/settings`,
      permission: 'employees',
      responses: okResponse(ewaSettingsSchema),
    }),
    async (c) => ok(c, 'api.ok', await benefits.getSettings(c.var.deps.db, c.var.organizationId)),
  );
  // PUT /employees/benefits/earned-wage-access/settings — save them (every field; 422 with field errors)
  m.openapi(
    m.route({
      method: 'put',
      path: `${EWA}/settings`,
      permission: 'settings',
      request: jsonBody(ewaSettingsSchema),
      responses: okResponse(ewaSettingsSchema),
    }),
    async (c) => {
      const { before, data } = await benefits.updateSettings(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'benefits.api.settingsSaved', data);
    },
  );
  // GET /employees/benefits/earned-wage-access/cap?employeeId= (our addition) — the live cap with its working
  m.openapi(
    m.route({
      method: 'get',
      path: `${EWA}/cap`,
      permission: 'employees',
      request: { query: ewaCapQuerySchema },
      responses: { ...okResponse(ewaCapSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await computeCap(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('query').employeeId,
          await today(c),
        ),
      ),
  );
  // GET /employees/benefits/earned-wage-access/no-access — employees who cannot draw, with the reason (paged)
  m.openapi(
    m.route({
      method: 'get',
      path: `${EWA}/no-access`,
      permission: 'employees',
      request: { query: ewaNoAccessQuerySchema },
      responses: pagedResponse(ewaNoAccessSchema),
    }),
    async (c) =>
      paged(
        c,
        await benefits.noAccess(c.var.deps.db, c.var.organizationId, c.req.valid('query'), await today(c)),
      ),
  );
  // GET /employees/benefits/earned-wage-access/summary (our addition) — the benefits page's card
  m.openapi(
    m.route({
      method: 'get',
      path: `${EWA}/summary`,
      permission: 'employees',
      responses: okResponse(ewaSummarySchema),
    }),
    async (c) => ok(c, 'api.ok', await benefits.summary(c.var.deps.db, c.var.organizationId, await today(c))),
  );
  // GET /employees/benefits/earned-wage-access — advances, newest first (paged; search, status, employeeId)
  m.openapi(
    m.route({
      method: 'get',
      path: EWA,
      permission: 'employees',
      request: { query: ewaAdvanceListQuerySchema },
      responses: pagedResponse(ewaAdvanceSchema),
    }),
    async (c) =>
      paged(c, await benefits.listAdvances(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // POST /employees/benefits/earned-wage-access — grant an advance (422 with the reason when refused; nothing paid)
  m.openapi(
    m.route({
      method: 'post',
      path: EWA,
      permission: 'wallet',
      idempotent: true,
      request: jsonBody(createEwaAdvanceSchema),
      responses: { ...createdResponse(ewaAdvanceSchema), ...notFoundResponse() },
    }),
    async (c) =>
      created(
        c,
        'benefits.api.advanceCreated',
        await benefits.createAdvance(
          c.var.deps.db,
          c.var.organizationId,
          c.var.auth.userId,
          c.req.valid('json'),
          { today: await today(c), now: c.var.deps.now() },
        ),
      ),
  );
  return m.build();
}
