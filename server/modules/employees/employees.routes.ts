import 'server-only';
import {
  employeeDetailSchema,
  employeeInputSchema,
  employeeListQuerySchema,
  employeeLookupItemSchema,
  employeeLookupQuerySchema,
  employeeParamsSchema,
  employeeSummarySchema,
  employeeUpdateSchema,
} from '@/lib/contracts/employees';
import { assertStepUp } from '@/server/http/middleware/mfa';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  errorResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import { registerEmployeeExportRoute } from './employee-export.routes';
import { registerBankChangeRoutes } from './employees-bank-change.routes';
import { registerEmployeesBulkRoutes } from './employees-bulk.routes';
import { registerEmployeesImportRoutes } from './employees-import.routes';
import { registerEmployeesLifecycleRoutes } from './employees-lifecycle.routes';
import { registerEmployeesRecordRoutes } from './employees-records.routes';
import * as employees from './employees.service';

/** Whose work names people (a leave request, a shift, an interviewer, a poll's audience, a payroll's staff). */
const PICKER_PERMISSIONS = ['employees', 'leave', 'shifts', 'hiring', 'comms', 'payroll.create'] as const;

/**
 * Mounted at /employees (lib/modules.ts). Every route, reads included, needs the `employees` permission:
 * salaries and bank details are in them — but the picker's lookup, which answers names only. Fixed paths (suspend, import, add-ons/bulk…) win over
 * `/{employee_id}` because the module router registers the most specific path first.
 */
export function employeesRoutes() {
  const m = moduleRouter('employees', ['Employees']);
  registerEmployeesImportRoutes(m);
  registerEmployeesLifecycleRoutes(m);
  registerEmployeesBulkRoutes(m);
  registerEmployeesRecordRoutes(m);
  registerBankChangeRoutes(m);
  registerEmployeeExportRoute(m);

  // GET /employees/lookup — the employee picker: names for those whose work names people (no pay data)
  m.openapi(
    m.route({
      method: 'get',
      path: '/lookup',
      permission: PICKER_PERMISSIONS,
      request: { query: employeeLookupQuerySchema },
      responses: pagedResponse(employeeLookupItemSchema),
    }),
    async (c) =>
      paged(c, await employees.lookupEmployees(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // GET /employees — paged (page, perPage) or result=all; tab, status, department, group, search
  m.openapi(
    m.route({
      method: 'get',
      path: '/',
      permission: 'employees',
      request: { query: employeeListQuerySchema },
      responses: pagedResponse(employeeSummarySchema),
    }),
    async (c) =>
      paged(c, await employees.listEmployees(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // POST /employees — add one employee (bank account verified by name enquiry)
  m.openapi(
    m.route({
      method: 'post',
      path: '/',
      permission: 'employees',
      request: jsonBody(employeeInputSchema),
      responses: createdResponse(employeeDetailSchema),
    }),
    async (c) =>
      created(
        c,
        'employees.api.employeeCreated',
        await employees.createEmployee(c.var.deps, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // GET /employees/{employee_id} — every field; account number, BVN and NIN masked
  m.openapi(
    m.route({
      method: 'get',
      path: '/{employee_id}',
      permission: 'employees',
      request: { params: employeeParamsSchema },
      responses: { ...okResponse(employeeDetailSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await employees.getEmployee(c.var.deps.db, c.var.organizationId, c.req.valid('param').employee_id),
      ),
  );
  // PUT /employees/{employee_id} — change the fields sent, leave the rest (an empty change is a 422)
  m.openapi(
    m.route({
      method: 'put',
      path: '/{employee_id}',
      permission: 'employees',
      request: { params: employeeParamsSchema, ...jsonBody(employeeUpdateSchema) },
      responses: {
        ...okResponse(employeeDetailSchema),
        ...notFoundResponse(),
        403: errorResponse(
          'MFA_REQUIRED / MFA_INVALID: a bank account change needs a fresh code (X-MFA-Code)',
        ),
      },
    }),
    async (c) => {
      const { before, data } = await employees.updateEmployee(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').employee_id,
        c.req.valid('json'),
        c.var.auth.userId,
        // a new bank account needs a fresh code from a user with MFA on (issue 33); other fields do not
        () => assertStepUp(c),
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.employeeUpdated', data);
    },
  );
  // PATCH /employees/{employee_id}/accept-bank-name — accept the bank's holder name of an account whose name did
  // not match ("Name mismatch — check before paying"): verified from now on, held payouts can be retried
  m.openapi(
    m.route({
      method: 'patch',
      path: '/{employee_id}/accept-bank-name',
      permission: 'employees',
      request: { params: employeeParamsSchema },
      responses: {
        ...okResponse(employeeDetailSchema),
        ...notFoundResponse(),
        ...conflictResponse('The account has no name mismatch to accept'),
      },
    }),
    async (c) => {
      const { before, data } = await employees.acceptBankName(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').employee_id,
        c.var.auth.userId,
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.bankNameAccepted', data);
    },
  );
  return m.build();
}
