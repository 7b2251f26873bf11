import 'server-only';
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
import { employeePayrollHistoryEntrySchema } from '@/lib/contracts/payroll';
import { annualQuerySchema } from '@/lib/contracts/statutory-returns';
import type { ModuleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  fileResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import * as records from './employees-records.service';

/** Add-ons (bonuses and deductions), disciplinary queries and payroll history. */
export function registerEmployeesRecordRoutes(m: ModuleRouter) {
  // GET /employees/add-ons/{employee_id} — the employee's bonuses and deductions, newest period first
  m.openapi(
    m.route({
      method: 'get',
      path: '/add-ons/{employee_id}',
      permission: 'employees',
      request: { params: employeeParamsSchema },
      responses: { ...okResponse(z.array(addonSchema)), ...notFoundResponse() },
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
  m.openapi(
    m.route({
      method: 'post',
      path: '/add-ons/{employee_id}',
      permission: 'employees',
      request: { params: employeeParamsSchema, ...jsonBody(addonInputSchema) },
      responses: { ...createdResponse(addonSchema), ...notFoundResponse() },
    }),
    async (c) =>
      created(
        c,
        'employees.api.addonCreated',
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
  m.openapi(
    m.route({
      method: 'put',
      path: '/add-ons/{addon_id}',
      permission: 'employees',
      request: { params: addonParamsSchema, ...jsonBody(addonInputSchema) },
      responses: { ...okResponse(addonSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await records.updateAddon(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').addon_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.addonUpdated', data);
    },
  );
  // DELETE /employees/add-ons/{addon_id} — remove an add-on
  m.openapi(
    m.route({
      method: 'delete',
      path: '/add-ons/{addon_id}',
      permission: 'employees',
      request: { params: addonParamsSchema },
      responses: { ...okResponse(z.null()), ...notFoundResponse() },
    }),
    async (c) => {
      const { before } = await records.deleteAddon(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').addon_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.addonDeleted', null);
    },
  );
  // GET /employees/{employee_id}/payroll-history — the employee's lines in computed payroll runs, newest period first, paged
  m.openapi(
    m.route({
      method: 'get',
      path: '/{employee_id}/payroll-history',
      permission: 'employees',
      request: { params: employeeParamsSchema, query: pageQuerySchema },
      responses: { ...pagedResponse(employeePayrollHistoryEntrySchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { page, perPage } = c.req.valid('query');
      return paged(
        c,
        await records.payrollHistory(
          c.var.deps,
          c.var.organizationId,
          c.req.valid('param').employee_id,
          page,
          perPage,
        ),
      );
    },
  );
  // GET /employees/{employee_id}/tax-certificate?year=YYYY — the year-end tax certificate PDF (issue 36; remittances draws it)
  m.openapi(
    m.route({
      method: 'get',
      path: '/{employee_id}/tax-certificate',
      permission: 'employees',
      description:
        'Kenya: the P9A layout; elsewhere a tax deduction card. Monthly figures from approved runs. 422: no approved pay in the year.',
      request: { params: employeeParamsSchema, query: annualQuerySchema.pick({ year: true }) },
      responses: { ...fileResponse('application/pdf'), ...notFoundResponse() },
    }),
    async (c) => {
      const { bytes, name } = await c.var.deps.plugins.employeeTaxCertificate(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').employee_id,
        c.req.valid('query').year,
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
      });
    },
  );
  // GET /employees/{employee_id}/queries — queries issued to the employee, newest first, with responses
  m.openapi(
    m.route({
      method: 'get',
      path: '/{employee_id}/queries',
      permission: 'employees',
      request: { params: employeeParamsSchema },
      responses: { ...okResponse(z.array(employeeQuerySchema)), ...notFoundResponse() },
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
  m.openapi(
    m.route({
      method: 'post',
      path: '/{employee_id}/queries',
      permission: 'employees',
      request: { params: employeeParamsSchema, ...jsonBody(employeeQueryPostSchema) },
      responses: {
        ...okResponse(employeeQuerySchema, 'The response was recorded'),
        ...createdResponse(employeeQuerySchema, 'The query was issued'),
        ...notFoundResponse(),
        ...conflictResponse('The query has already been answered'),
      },
    }),
    async (c) => {
      const { issued, before, data } = await records.postEmployeeQuery(
        c.var.deps,
        c.var.organizationId,
        c.var.auth.userId,
        c.req.valid('param').employee_id,
        c.req.valid('json'),
      );
      if (before) c.set('auditBefore', before);
      return issued
        ? created(c, 'employees.api.queryIssued', data)
        : ok(c, 'employees.api.queryAnswered', data);
    },
  );
}
