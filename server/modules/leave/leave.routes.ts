import 'server-only';
import { z } from 'zod';
import {
  awayEntrySchema,
  calendarQuerySchema,
  calendarSchema,
  createLeaveRequestSchema,
  dailyQuerySchema,
  durationQuerySchema,
  durationSchema,
  endLeaveQuerySchema,
  leaveParamsSchema,
  leaveRequestListQuerySchema,
  leaveRequestSchema,
  reviewLeaveRequestSchema,
  updateLeaveRequestSchema,
} from '@/lib/contracts/leave';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import { leaveBalancesRoutes } from './leave-balances.routes';
import * as calendar from './leave-calendar.service';
import { today } from './leave-dates';
import { leaveHolidaysRoutes } from './leave-holidays.routes';
import { leaveTypesRoutes } from './leave-types.routes';
import * as leave from './leave.service';

const P = 'leave' as const;

/** Mounted at /leaves (lib/modules.ts): subscription-guarded writes; everything needs the `leave` permission. */
export function leaveRoutes() {
  const m = moduleRouter('leave', ['Leave']);
  const day = (c: { var: { deps: { now: () => Date } } }) => today(c.var.deps.now());

  leaveTypesRoutes(m);

  // ——— Requests ———
  // GET /leaves/requests — paged, filtered by status, type, employee, department and dates
  m.openapi(
    m.route({
      method: 'get',
      path: '/requests',
      permission: P,
      request: { query: leaveRequestListQuerySchema },
      responses: pagedResponse(leaveRequestSchema),
    }),
    async (c) =>
      paged(c, await leave.listRequests(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // GET /leaves/daily?date= — who is away that day (today when omitted)
  m.openapi(
    m.route({
      method: 'get',
      path: '/daily',
      permission: P,
      request: { query: dailyQuerySchema },
      responses: okResponse(z.array(awayEntrySchema)),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await calendar.awayOn(c.var.deps.db, c.var.organizationId, c.req.valid('query').date ?? day(c)),
      ),
  );
  // GET /leaves/active — away today, with the day each returns
  m.openapi(
    m.route({
      method: 'get',
      path: '/active',
      permission: P,
      responses: okResponse(z.array(awayEntrySchema)),
    }),
    async (c) => ok(c, 'api.ok', await calendar.awayOn(c.var.deps.db, c.var.organizationId, day(c))),
  );
  // GET /leaves/calendar?month= (our addition) — the month grid's approved leave and holidays
  m.openapi(
    m.route({
      method: 'get',
      path: '/calendar',
      permission: P,
      request: { query: calendarQuerySchema },
      responses: okResponse(calendarSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await calendar.calendarMonth(c.var.deps.db, c.var.organizationId, c.req.valid('query'), c.var.locale),
      ),
  );
  // GET /leaves/duration (our addition) — a request's duration and the balance it would use, before saving
  m.openapi(
    m.route({
      method: 'get',
      path: '/duration',
      permission: P,
      request: { query: durationQuerySchema },
      responses: { ...okResponse(durationSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await leave.previewDuration(c.var.deps.db, c.var.organizationId, c.req.valid('query'), day(c)),
      ),
  );
  // POST /leaves — record a request for an employee (pending)
  m.openapi(
    m.route({
      method: 'post',
      path: '/',
      permission: P,
      request: jsonBody(createLeaveRequestSchema),
      responses: { ...createdResponse(leaveRequestSchema), ...notFoundResponse() },
    }),
    async (c) =>
      created(
        c,
        'leave.api.requestCreated',
        await leave.createRequest(c.var.deps.db, c.var.organizationId, c.req.valid('json'), day(c)),
      ),
  );
  // PUT /leaves/{leave_id} — edit a pending request
  m.openapi(
    m.route({
      method: 'put',
      path: '/{leave_id}',
      permission: P,
      request: { params: leaveParamsSchema, ...jsonBody(updateLeaveRequestSchema) },
      responses: {
        ...okResponse(leaveRequestSchema),
        ...notFoundResponse(),
        ...conflictResponse('Not pending'),
      },
    }),
    async (c) => {
      const { before, data } = await leave.updateRequest(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').leave_id,
        c.req.valid('json'),
        day(c),
      );
      c.set('auditBefore', before);
      return ok(c, 'leave.api.requestUpdated', data);
    },
  );
  // PATCH /leaves/{leave_id} — review: approve or decline a pending request (the employee is mailed)
  m.openapi(
    m.route({
      method: 'patch',
      path: '/{leave_id}',
      permission: P,
      request: { params: leaveParamsSchema, ...jsonBody(reviewLeaveRequestSchema) },
      responses: {
        ...okResponse(leaveRequestSchema),
        ...notFoundResponse(),
        ...conflictResponse('Not pending'),
      },
    }),
    async (c) => {
      const { before, data } = await leave.reviewRequest(
        c.var.deps,
        c.var.organizationId,
        c.var.auth.userId,
        c.req.valid('param').leave_id,
        c.req.valid('json'),
        {
          today: day(c),
          now: c.var.deps.now(),
          t: c.var.t,
        },
      );
      c.set('auditBefore', before);
      return ok(
        c,
        data.status === 'approved' ? 'leave.api.requestApproved' : 'leave.api.requestDeclined',
        data,
      );
    },
  );
  // DELETE /leaves/{leave_id}?endDate= — cancel a pending request, or end an approved leave early
  m.openapi(
    m.route({
      method: 'delete',
      path: '/{leave_id}',
      permission: P,
      request: { params: leaveParamsSchema, query: endLeaveQuerySchema },
      responses: {
        ...okResponse(leaveRequestSchema),
        ...notFoundResponse(),
        ...conflictResponse('Already closed'),
      },
    }),
    async (c) => {
      const { before, data } = await leave.endRequest(
        c.var.deps.db,
        c.var.organizationId,
        c.var.auth.userId,
        c.req.valid('param').leave_id,
        c.req.valid('query').endDate,
        day(c),
      );
      c.set('auditBefore', before);
      return ok(c, data.status === 'ended' ? 'leave.api.requestEnded' : 'leave.api.requestCancelled', data);
    },
  );

  leaveBalancesRoutes(m);
  leaveHolidaysRoutes(m);
  return m.build();
}
