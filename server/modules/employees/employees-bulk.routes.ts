import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  employeeSummarySchema,
  statutoryParamsSchema,
  togglePayrollSchema,
  updateManySchema,
} from '@/lib/contracts/employees';
import { pageQuerySchema } from '@/lib/contracts/pagination';
import { jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import {
  countResultSchema,
  givenOnly,
  guarded,
  paged,
  pagedResponse,
  rawBody,
  type EmployeesRouter,
} from './employees-http';
import * as employees from './employees.service';

/** Calls over many employees at once. */
export function registerEmployeesBulkRoutes(app: EmployeesRouter) {
  // GET /employees/statutory-disabled/{type} — current employees exempted from pension, nhf, paye, nsitf or itf; paged
  app.openapi(
    createRoute({
      method: 'get',
      path: '/statutory-disabled/{type}',
      ...guarded,
      request: { params: statutoryParamsSchema, query: pageQuerySchema },
      responses: pagedResponse(employeeSummarySchema),
    }),
    async (c) =>
      paged(
        c,
        await employees.listStatutoryDisabled(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').type,
          c.req.valid('query'),
        ),
      ),
  );
  // PUT /employees/updates/update-many — one change (department, role, group, statutory flags, EWA) for many; all or none
  app.openapi(
    createRoute({
      method: 'put',
      path: '/updates/update-many',
      ...guarded,
      request: jsonBody(updateManySchema),
      responses: okResponse(countResultSchema),
    }),
    async (c) => {
      const { employeeIds, changes } = c.req.valid('json');
      const raw = await rawBody(c);
      const input = { employeeIds, changes: givenOnly(changes, raw.changes) };
      return ok(
        c,
        'api.employeesUpdated',
        await employees.updateMany(c.var.deps, c.var.organizationId, input),
      );
    },
  );
  // PATCH /employees/payroll/toggle-all — include in or leave out of payroll the given employees (or every current one)
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/payroll/toggle-all',
      ...guarded,
      request: jsonBody(togglePayrollSchema),
      responses: okResponse(countResultSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.payrollToggled',
        await employees.togglePayroll(c.var.deps, c.var.organizationId, c.req.valid('json')),
      ),
  );
}
