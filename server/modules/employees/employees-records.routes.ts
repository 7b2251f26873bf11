import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  addonInputSchema,
  addonParamsSchema,
  addonSchema,
  employeeParamsSchema,
  employeeQueryPostSchema,
  employeeQuerySchema,
} from '@/lib/contracts/employees';
import { pageQuerySchema } from '@/lib/contracts/pagination';
import { payrollHistoryEntrySchema } from '@/lib/contracts/payroll';
import { createdResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { guarded, paged, pagedResponse, type EmployeesRouter } from './employees-http';
import * as records from './employees-records.service';

/** Add-ons (bonuses and deductions), disciplinary queries and payroll history. */
export function registerEmployeesRecordRoutes(app: EmployeesRouter) {
  // GET /employees/add-ons/{employee_id} — the employee's bonuses and deductions, newest period first
  app.openapi(
    createRoute({
      method: 'get',
      path: '/add-ons/{employee_id}',
      ...guarded,
      request: { params: employeeParamsSchema },
      responses: okResponse(z.array(addonSchema)),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await records.listEmployeeAddons(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').employee_id,
        ),
      ),
  );
  // POST /employees/add-ons/{employee_id} — add a one-off or recurring bonus or deduction (in the employee's pay currency)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/add-ons/{employee_id}',
      ...guarded,
      request: { params: employeeParamsSchema, ...jsonBody(addonInputSchema) },
      responses: createdResponse(addonSchema),
    }),
    async (c) =>
      created(
        c,
        'api.addonCreated',
        await records.createAddon(
          c.var.deps,
          c.var.organizationId,
          c.var.auth.userId,
          c.req.valid('param').employee_id,
          c.req.valid('json'),
        ),
      ),
  );
  // PUT /employees/add-ons/{addon_id} — replace an add-on
  app.openapi(
    createRoute({
      method: 'put',
      path: '/add-ons/{addon_id}',
      ...guarded,
      request: { params: addonParamsSchema, ...jsonBody(addonInputSchema) },
      responses: okResponse(addonSchema),
    }),
    async (c) => {
      const { before, after } = await records.updateAddon(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').addon_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'api.addonUpdated', after);
    },
  );
  // DELETE /employees/add-ons/{addon_id} — remove an add-on
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/add-ons/{addon_id}',
      ...guarded,
      request: { params: addonParamsSchema },
      responses: okResponse(z.null()),
    }),
    async (c) => {
      c.set(
        'auditBefore',
        await records.deleteAddon(c.var.deps, c.var.organizationId, c.req.valid('param').addon_id),
      );
      return ok(c, 'api.addonDeleted', null);
    },
  );
  // GET /employees/{employee_id}/payroll-history — the employee's lines in computed payroll runs, newest period first, paged
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{employee_id}/payroll-history',
      ...guarded,
      request: { params: employeeParamsSchema, query: pageQuerySchema },
      responses: pagedResponse(payrollHistoryEntrySchema),
    }),
    async (c) => {
      const { page, perPage } = c.req.valid('query');
      return paged(
        c,
        await records.payrollHistory(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').employee_id,
          page,
          perPage,
        ),
      );
    },
  );
  // GET /employees/{employee_id}/queries — queries issued to the employee, newest first, with responses
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{employee_id}/queries',
      ...guarded,
      request: { params: employeeParamsSchema },
      responses: okResponse(z.array(employeeQuerySchema)),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await records.listEmployeeQueries(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').employee_id,
        ),
      ),
  );
  // POST /employees/{employee_id}/queries — issue a query (201), or with queryId record the employee's response (200)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/{employee_id}/queries',
      ...guarded,
      request: { params: employeeParamsSchema, ...jsonBody(employeeQueryPostSchema) },
      responses: { ...okResponse(employeeQuerySchema), 201: createdResponse(employeeQuerySchema)[201] },
    }),
    async (c) => {
      const { issued, query } = await records.postEmployeeQuery(
        c.var.deps,
        c.var.organizationId,
        c.var.auth.userId,
        c.req.valid('param').employee_id,
        c.req.valid('json'),
      );
      return issued ? created(c, 'api.queryIssued', query) : ok(c, 'api.queryAnswered', query);
    },
  );
}
