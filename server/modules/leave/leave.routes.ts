import 'server-only';
import { z } from 'zod';
import {
  adjustmentInputSchema,
  awayEntrySchema,
  balanceSchema,
  balancesQuerySchema,
  calendarQuerySchema,
  calendarSchema,
  createLeaveRequestSchema,
  dailyQuerySchema,
  durationQuerySchema,
  durationSchema,
  endLeaveQuerySchema,
  holidayInputSchema,
  holidayParamsSchema,
  holidaySchema,
  holidaysQuerySchema,
  leaveFiltersSchema,
  leaveParamsSchema,
  leaveRequestListQuerySchema,
  leaveRequestSchema,
  leaveTypeInputSchema,
  leaveTypeListQuerySchema,
  leaveTypeParamsSchema,
  leaveTypeSchema,
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
import { today } from './leave-dates';
import * as balances from './leave-balances.service';
import * as calendar from './leave-calendar.service';
import * as holidays from './leave-holidays.service';
import * as types from './leave-types.service';
import * as leave from './leave.service';

const P = 'leave' as const;

/** Mounted at /leaves (lib/modules.ts): subscription-guarded writes; everything needs the `leave` permission. */
export function leaveRoutes() {
  const m = moduleRouter('leave', ['Leave']);
  const day = (c: { var: { deps: { now: () => Date } } }) => today(c.var.deps.now());

  // ——— Leave types ———
  // GET /leaves/leave-types — every type (a new organisation gets its country's defaults first)
  m.openapi(
    m.route({
      method: 'get',
      path: '/leave-types',
      permission: P,
      request: { query: leaveTypeListQuerySchema },
      responses: okResponse(z.array(leaveTypeSchema)),
    }),
    async (c) => {
      const { archived } = c.req.valid('query');
      return ok(
        c,
        'api.ok',
        await types.listLeaveTypes(
          c.var.deps.db,
          c.var.organizationId,
          archived === undefined ? undefined : archived === 'true',
        ),
      );
    },
  );
  // POST /leaves/leave-types — create a type (name unique per organisation, any case)
  m.openapi(
    m.route({
      method: 'post',
      path: '/leave-types',
      permission: P,
      request: jsonBody(leaveTypeInputSchema),
      responses: createdResponse(leaveTypeSchema),
    }),
    async (c) =>
      created(
        c,
        'leave.api.typeCreated',
        await types.createLeaveType(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // GET /leaves/leave-types/filters — the options of the filter dropdowns
  m.openapi(
    m.route({
      method: 'get',
      path: '/leave-types/filters',
      permission: P,
      responses: okResponse(leaveFiltersSchema),
    }),
    async (c) => ok(c, 'api.ok', await types.getFilters(c.var.deps.db, c.var.organizationId)),
  );
  // PUT /leaves/leave-types/{type_id} — edit, archive (archived: true) or restore
  m.openapi(
    m.route({
      method: 'put',
      path: '/leave-types/{type_id}',
      permission: P,
      request: { params: leaveTypeParamsSchema, ...jsonBody(leaveTypeInputSchema) },
      responses: { ...okResponse(leaveTypeSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await types.updateLeaveType(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').type_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'leave.api.typeUpdated', data);
    },
  );
  // DELETE /leaves/leave-types/{type_id} — refused (409, with the count) once requests use it
  m.openapi(
    m.route({
      method: 'delete',
      path: '/leave-types/{type_id}',
      permission: P,
      request: { params: leaveTypeParamsSchema },
      responses: {
        ...okResponse(z.null()),
        ...notFoundResponse(),
        ...conflictResponse('Requests use the type'),
      },
    }),
    async (c) => {
      const { before } = await types.deleteLeaveType(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').type_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'leave.api.typeDeleted', null, { name: before.name });
    },
  );

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

  // ——— Balances (our addition) ———
  // GET /leaves/balances?employeeId= — each type's balance with the entries it is the sum of
  m.openapi(
    m.route({
      method: 'get',
      path: '/balances',
      permission: P,
      request: { query: balancesQuerySchema },
      responses: { ...okResponse(z.array(balanceSchema)), ...notFoundResponse() },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(
        c,
        'api.ok',
        await balances.getBalances(c.var.deps.db, c.var.organizationId, q.employeeId, q.date ?? day(c)),
      );
    },
  );
  // POST /leaves/balances/adjustments — a manual entry with its reason
  m.openapi(
    m.route({
      method: 'post',
      path: '/balances/adjustments',
      permission: P,
      request: jsonBody(adjustmentInputSchema),
      responses: { ...createdResponse(balanceSchema), ...notFoundResponse() },
    }),
    async (c) =>
      created(
        c,
        'leave.api.balanceAdjusted',
        await balances.adjustBalance(
          c.var.deps.db,
          c.var.organizationId,
          c.var.auth.userId,
          c.req.valid('json'),
          day(c),
        ),
      ),
  );

  // ——— Public holidays (our addition) ———
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
  return m.build();
}
