import 'server-only';
import {
  employeeDetailSchema,
  employeeParamsSchema,
  revokeParamsSchema,
  separateSchema,
  suspendSchema,
  updatedCountSchema,
} from '@/lib/contracts/employees';
import type { ModuleRouter } from '@/server/http/module-router';
import { conflictResponse, jsonBody, notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import * as lifecycle from './employees-lifecycle.service';

/** Suspend and revoke, separate and restore; each with the employees' previous state in its audit row. */
export function registerEmployeesLifecycleRoutes(m: ModuleRouter) {
  // POST /employees/suspend — suspend many active employees with dates and a reason; all or none
  m.openapi(
    m.route({
      method: 'post',
      path: '/suspend',
      permission: 'employees',
      request: jsonBody(suspendSchema),
      responses: {
        ...okResponse(updatedCountSchema),
        ...notFoundResponse(),
        ...conflictResponse('One of them is not active'),
      },
    }),
    async (c) => {
      const { before, data } = await lifecycle.suspendEmployees(
        c.var.deps,
        c.var.organizationId,
        c.var.auth.userId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.employeesSuspended', data);
    },
  );
  // POST /employees/separate — record leavers (date, reason); ends any suspension being served; all or none
  m.openapi(
    m.route({
      method: 'post',
      path: '/separate',
      permission: 'employees',
      request: jsonBody(separateSchema),
      responses: {
        ...okResponse(updatedCountSchema),
        ...notFoundResponse(),
        ...conflictResponse('One of them has already left'),
      },
    }),
    async (c) => {
      const { before, data } = await lifecycle.separateEmployees(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.employeesSeparated', data);
    },
  );
  // DELETE /employees/{employee_id}/revoke/{suspend_id} — end a suspension early; the employee is active again
  m.openapi(
    m.route({
      method: 'delete',
      path: '/{employee_id}/revoke/{suspend_id}',
      permission: 'employees',
      request: { params: revokeParamsSchema },
      responses: {
        ...okResponse(employeeDetailSchema),
        ...notFoundResponse(),
        ...conflictResponse('The suspension has already ended'),
      },
    }),
    async (c) => {
      const { employee_id, suspend_id } = c.req.valid('param');
      const { before, data } = await lifecycle.revokeSuspension(
        c.var.deps,
        c.var.organizationId,
        employee_id,
        suspend_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.suspensionRevoked', data);
    },
  );
  // GET /employees/{employee_id}/restore — a separated employee is active again. A GET in the spec, but a
  // change: `audit: true` runs it in the route's transaction with the one audit row (before and after).
  m.openapi(
    m.route({
      method: 'get',
      path: '/{employee_id}/restore',
      permission: 'employees',
      audit: true,
      request: { params: employeeParamsSchema },
      responses: {
        ...okResponse(employeeDetailSchema),
        ...notFoundResponse(),
        ...conflictResponse('The employee is not separated'),
      },
    }),
    async (c) => {
      const { before, data } = await lifecycle.restoreEmployee(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').employee_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'employees.api.employeeRestored', data);
    },
  );
}
