import 'server-only';
import { z } from 'zod';
import {
  holidayInputSchema,
  holidayParamsSchema,
  holidaySchema,
  holidaysQuerySchema,
} from '@/lib/contracts/leave';
import type { ModuleRouter } from '@/server/http/module-router';
import { createdResponse, jsonBody, notFoundResponse, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import * as holidays from './leave-holidays.service';

const P = 'leave' as const;

/** Public holidays (our addition): the country's, as the organisation observes them, and its own days. */
export function leaveHolidaysRoutes(m: ModuleRouter) {
  // GET /leaves/holidays?year= — the country's holidays (observed or removed) and the organisation's own
  m.openapi(
    m.route({
      method: 'get',
      path: '/holidays',
      permission: P,
      request: { query: holidaysQuerySchema },
      responses: okResponse(z.array(holidaySchema)),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await holidays.listYear(c.var.deps.db, c.var.organizationId, c.req.valid('query').year, c.var.locale),
      ),
  );
  // POST /leaves/holidays — add a day (or observe again a country holiday that was removed)
  m.openapi(
    m.route({
      method: 'post',
      path: '/holidays',
      permission: P,
      request: jsonBody(holidayInputSchema),
      responses: createdResponse(z.array(holidaySchema)),
    }),
    async (c) =>
      created(
        c,
        'leave.api.holidayAdded',
        await holidays.addHoliday(c.var.deps.db, c.var.organizationId, c.req.valid('json'), c.var.locale),
      ),
  );
  // DELETE /leaves/holidays/{date} — stop observing a day (the organisation's own is deleted)
  m.openapi(
    m.route({
      method: 'delete',
      path: '/holidays/{date}',
      permission: P,
      request: { params: holidayParamsSchema },
      responses: { ...okResponse(z.array(holidaySchema)), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'leave.api.holidayRemoved',
        await holidays.removeHoliday(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').date,
          c.var.locale,
        ),
      ),
  );
}
