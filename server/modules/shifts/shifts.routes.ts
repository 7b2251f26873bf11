import 'server-only';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@/lib/contracts/employees-import';
import {
  addEmployeesSchema,
  bulkUpdateSchema,
  clearScheduleSchema,
  countsSchema,
  createShiftsSchema,
  deleteShiftsSchema,
  employeeParamsSchema,
  employeeReportQuerySchema,
  employeeReportSchema,
  gridQuerySchema,
  gridSchema,
  locationInputSchema,
  locationParamsSchema,
  locationSchema,
  pasteScheduleSchema,
  removeEmployeeSchema,
  reportQuerySchema,
  reportSchema,
  settingsInputSchema,
  settingsSchema,
  updateWageSchema,
  wageSchema,
} from '@/lib/contracts/shifts';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
} from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import * as report from './shifts-report.service';
import * as schedule from './shifts-schedule.service';
import * as shifts from './shifts.service';

const PERMISSION = 'shifts' as const;
const wageResultSchema = z.object({ employeeId: z.string(), wage: wageSchema, history: z.array(wageSchema) });
const createdShiftsSchema = z.object({ created: z.number(), ids: z.array(z.string()) });

/**
 * Mounted at /shifts (lib/modules.ts; subscription-guarded, so writes answer 402 once it has expired). Every
 * call needs the `shifts` permission: the roster carries wages.
 */
export function shiftsRoutes() {
  const m = moduleRouter('shifts', ['Shifts']);

  // GET /shifts — the grid for from..to (optionally one location): people, shifts, totals per row and day
  m.openapi(
    m.route({
      method: 'get',
      path: '/',
      permission: PERMISSION,
      request: { query: gridQuerySchema },
      responses: { ...okResponse(gridSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(c, 'api.ok', await report.getGrid(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // POST /shifts — create one or many shifts, all or nothing
  m.openapi(
    m.route({
      method: 'post',
      path: '/',
      permission: PERMISSION,
      request: jsonBody(createShiftsSchema),
      responses: { ...createdResponse(createdShiftsSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const data = await schedule.createShifts(c.var.deps.db, c.var.organizationId, c.req.valid('json'));
      return created(c, 'shifts.api.shiftsCreated', data, { count: data.created });
    },
  );
  // DELETE /shifts — remove the given shift ids
  m.openapi(
    m.route({
      method: 'delete',
      path: '/',
      permission: PERMISSION,
      request: jsonBody(deleteShiftsSchema),
      responses: { ...okResponse(countsSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await schedule.deleteShifts(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json').ids,
      );
      c.set('auditBefore', before);
      return ok(c, 'shifts.api.shiftsDeleted', data, { count: data.removed });
    },
  );
  // POST /shifts/add-employees — put employees on the roster
  m.openapi(
    m.route({
      method: 'post',
      path: '/add-employees',
      permission: PERMISSION,
      request: jsonBody(addEmployeesSchema),
      responses: { ...okResponse(countsSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const data = await shifts.addEmployees(c.var.deps.db, c.var.organizationId, c.req.valid('json'));
      return ok(c, 'shifts.api.employeesAdded', data, { count: data.created });
    },
  );
  // POST /shifts/remove-employee — take one person off the roster (their shifts from today on go)
  m.openapi(
    m.route({
      method: 'post',
      path: '/remove-employee',
      permission: PERMISSION,
      request: jsonBody(removeEmployeeSchema),
      responses: { ...okResponse(countsSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const data = await shifts.removeEmployee(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json').employeeId,
        c.var.deps.now(),
      );
      return ok(c, 'shifts.api.employeeRemoved', data, { count: data.removed });
    },
  );
  // PATCH /shifts/{employee_id}/update-wage — hourly rate (and overtime multiplier) from a date
  m.openapi(
    m.route({
      method: 'patch',
      path: '/{employee_id}/update-wage',
      permission: PERMISSION,
      request: { params: employeeParamsSchema, ...jsonBody(updateWageSchema) },
      responses: { ...okResponse(wageResultSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await shifts.updateWage(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').employee_id,
        c.req.valid('json'),
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'shifts.api.wageUpdated', data);
    },
  );
  // POST /shifts/paste-schedule — copy a range of shifts forward (skip or overwrite what is there)
  m.openapi(
    m.route({
      method: 'post',
      path: '/paste-schedule',
      permission: PERMISSION,
      request: jsonBody(pasteScheduleSchema),
      responses: { ...okResponse(countsSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const data = await schedule.pasteSchedule(c.var.deps.db, c.var.organizationId, c.req.valid('json'));
      return ok(c, 'shifts.api.schedulePasted', data, {
        created: data.created,
        skipped: data.skipped,
        replaced: data.replaced,
      });
    },
  );
  // POST /shifts/clear-schedule — remove a range's shifts (optionally some people, one location)
  m.openapi(
    m.route({
      method: 'post',
      path: '/clear-schedule',
      permission: PERMISSION,
      request: jsonBody(clearScheduleSchema),
      responses: { ...okResponse(countsSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const data = await schedule.clearSchedule(c.var.deps.db, c.var.organizationId, c.req.valid('json'));
      return ok(c, 'shifts.api.scheduleCleared', data, { count: data.removed });
    },
  );
  // PATCH /shifts/bulk/update — the same times, break or location on several shifts
  m.openapi(
    m.route({
      method: 'patch',
      path: '/bulk/update',
      permission: PERMISSION,
      request: jsonBody(bulkUpdateSchema),
      responses: { ...okResponse(countsSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await schedule.bulkUpdate(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'shifts.api.shiftsUpdated', data, { count: data.updated });
    },
  );
  // GET /shifts/report — minutes and cost per employee, location and day (format=xlsx downloads it)
  m.openapi(
    m.route({
      method: 'get',
      path: '/report',
      permission: PERMISSION,
      request: { query: reportQuerySchema },
      responses: {
        200: {
          description: 'The report (JSON), or an xlsx workbook with format=xlsx',
          content: {
            'application/json': { schema: z.object({ message: z.string(), data: reportSchema }) },
            [XLSX_CONTENT_TYPE]: { schema: z.string().meta({ format: 'binary' }) },
          },
        },
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const data = await report.getReport(c.var.deps.db, c.var.organizationId, q);
      if (q.format !== 'xlsx') return ok(c, 'api.ok', data);
      const bytes = await report.reportWorkbook(data, (key) => c.var.t(key));
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': XLSX_CONTENT_TYPE,
        'content-disposition': `attachment; filename="shift-report-${q.from}-${q.to}.xlsx"`,
        'cache-control': 'private, no-store',
      }) as never;
    },
  );
  // GET /shifts/{employee_id}/report — one person's day-by-day detail
  m.openapi(
    m.route({
      method: 'get',
      path: '/{employee_id}/report',
      permission: PERMISSION,
      request: { params: employeeParamsSchema, query: employeeReportQuerySchema },
      responses: { ...okResponse(employeeReportSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await report.getEmployeeReport(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').employee_id,
          c.req.valid('query'),
        ),
      ),
  );
  // GET /shifts/locations — live locations with their count of shifts from today on
  m.openapi(
    m.route({
      method: 'get',
      path: '/locations',
      permission: PERMISSION,
      responses: okResponse(z.array(locationSchema)),
    }),
    async (c) =>
      ok(c, 'api.ok', await shifts.listLocations(c.var.deps.db, c.var.organizationId, c.var.deps.now())),
  );
  // POST /shifts/locations — add a location (name unique among live ones, any case)
  m.openapi(
    m.route({
      method: 'post',
      path: '/locations',
      permission: PERMISSION,
      request: jsonBody(locationInputSchema),
      responses: createdResponse(locationSchema),
    }),
    async (c) => {
      const data = await shifts.createLocation(c.var.deps.db, c.var.organizationId, c.req.valid('json'));
      return created(c, 'shifts.api.locationCreated', data, { name: data.name });
    },
  );
  // DELETE /shifts/locations/{id} — refused (409 with the count) while it has shifts from today on
  m.openapi(
    m.route({
      method: 'delete',
      path: '/locations/{id}',
      permission: PERMISSION,
      request: { params: locationParamsSchema },
      responses: {
        ...okResponse(z.null()),
        ...notFoundResponse(),
        ...conflictResponse('The location has shifts from today on'),
      },
    }),
    async (c) => {
      const { before } = await shifts.deleteLocation(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').id,
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'shifts.api.locationDeleted', null, { name: before.name });
    },
  );
  // GET /shifts/settings — the weekly hours after which overtime starts
  m.openapi(
    m.route({
      method: 'get',
      path: '/settings',
      permission: PERMISSION,
      responses: okResponse(settingsSchema),
    }),
    async (c) => ok(c, 'api.ok', await shifts.getSettings(c.var.deps.db, c.var.organizationId)),
  );
  // PUT /shifts/settings — set the weekly hours (default 40)
  m.openapi(
    m.route({
      method: 'put',
      path: '/settings',
      permission: PERMISSION,
      request: jsonBody(settingsInputSchema),
      responses: okResponse(settingsSchema),
    }),
    async (c) => {
      const { before, data } = await shifts.updateSettings(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'shifts.api.settingsUpdated', data);
    },
  );
  return m.build();
}
