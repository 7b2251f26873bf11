import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  employeeDetailSchema,
  employeeInputSchema,
  employeeListQuerySchema,
  employeeParamsSchema,
  employeeSummarySchema,
  employeeUpdateSchema,
} from '@/lib/contracts/employees';
import { createdResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { givenOnly, guarded, paged, pagedResponse, rawBody } from './employees-http';
import { registerEmployeesBulkRoutes } from './employees-bulk.routes';
import { registerEmployeesLifecycleRoutes } from './employees-lifecycle.routes';
import { registerEmployeesRecordRoutes } from './employees-records.routes';
import { employeesImportRoutes } from './employees-import.routes';
import * as employees from './employees.service';

/**
 * Mounted at /employees (after the import router, which owns import, validate, add-ons/bulk and the sheet
 * downloads). Fixed paths are registered before `/{employee_id}` so "suspend" is never read as an id.
 */
export function employeesRoutes() {
  const app = createRouter();
  // The import router first: its fixed paths (add-ons/bulk, import/download-sheet) must win over `{employee_id}`.
  app.route('/', employeesImportRoutes());
  registerEmployeesLifecycleRoutes(app);
  registerEmployeesBulkRoutes(app);
  registerEmployeesRecordRoutes(app);

  // GET /employees — paged (page, perPage) or result=all; tab, status, department, group, search
  app.openapi(
    createRoute({
      method: 'get',
      path: '/',
      ...guarded,
      request: { query: employeeListQuerySchema },
      responses: pagedResponse(employeeSummarySchema),
    }),
    async (c) =>
      paged(c, await employees.listEmployees(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // POST /employees — add one employee (bank account verified by name enquiry)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/',
      ...guarded,
      request: jsonBody(employeeInputSchema),
      responses: createdResponse(employeeDetailSchema),
    }),
    async (c) =>
      created(
        c,
        'api.employeeCreated',
        await employees.createEmployee(c.var.deps, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // GET /employees/{employee_id} — every field; account number, BVN and NIN masked
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{employee_id}',
      ...guarded,
      request: { params: employeeParamsSchema },
      responses: okResponse(employeeDetailSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await employees.getEmployee(c.var.deps.db, c.var.organizationId, c.req.valid('param').employee_id),
      ),
  );
  // PUT /employees/{employee_id} — change the fields sent, leave the rest
  app.openapi(
    createRoute({
      method: 'put',
      path: '/{employee_id}',
      ...guarded,
      request: { params: employeeParamsSchema, ...jsonBody(employeeUpdateSchema) },
      responses: okResponse(employeeDetailSchema),
    }),
    async (c) => {
      const values = givenOnly(c.req.valid('json'), await rawBody(c));
      const { before, after } = await employees.updateEmployee(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').employee_id,
        values,
      );
      c.set('auditBefore', before);
      return ok(c, 'api.employeeUpdated', after);
    },
  );
  return app;
}
