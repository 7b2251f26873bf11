import 'server-only';
import {
  employeeSummarySchema,
  statutoryParamsSchema,
  togglePayrollSchema,
  updatedCountSchema,
  updateManySchema,
} from '@/lib/contracts/employees';
import { pageQuerySchema } from '@/lib/contracts/pagination';
import type { ModuleRouter } from '@/server/http/module-router';
import { jsonBody, notFoundResponse, okResponse, pagedResponse } from '@/server/http/openapi';
import { ok, paged } from '@/server/http/respond';
import * as employees from './employees.service';

/** Calls over many employees at once; a change's audit row lists the employees by what they held before. */
export function registerEmployeesBulkRoutes(m: ModuleRouter) {
  // GET /employees/statutory-disabled/{type} — current employees exempted from pension, nhf, paye, nsitf or itf; paged
  m.openapi(
    m.route({
      method: 'get',
      path: '/statutory-disabled/{type}',
      permission: 'employees',
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
  m.openapi(
    m.route({
      method: 'put',
      path: '/updates/update-many',
      permission: 'employees',
      request: jsonBody(updateManySchema),
      responses: { ...okResponse(updatedCountSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await employees.updateMany(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.employeesUpdated', data);
    },
  );
  // PATCH /employees/payroll/toggle-all — include in or leave out of payroll the given employees (or every current one)
  m.openapi(
    m.route({
      method: 'patch',
      path: '/payroll/toggle-all',
      permission: 'employees',
      request: jsonBody(togglePayrollSchema),
      responses: { ...okResponse(updatedCountSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await employees.togglePayroll(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.payrollToggled', data);
    },
  );
}
