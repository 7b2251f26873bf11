import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  employeeDetailSchema,
  employeeParamsSchema,
  revokeParamsSchema,
  separateSchema,
  suspendSchema,
} from '@/lib/contracts/employees';
import { jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { countResultSchema, guarded, type EmployeesRouter } from './employees-http';
import * as lifecycle from './employees-lifecycle.service';

/** Suspend and revoke, separate and restore. */
export function registerEmployeesLifecycleRoutes(app: EmployeesRouter) {
  // POST /employees/suspend — suspend many active employees with dates and a reason; all or none
  app.openapi(
    createRoute({
      method: 'post',
      path: '/suspend',
      ...guarded,
      request: jsonBody(suspendSchema),
      responses: okResponse(countResultSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.employeesSuspended',
        await lifecycle.suspendEmployees(
          c.var.deps,
          c.var.organizationId,
          c.var.auth.userId,
          c.req.valid('json'),
        ),
      ),
  );
  // POST /employees/separate — record leavers (date, reason); ends any suspension being served; all or none
  app.openapi(
    createRoute({
      method: 'post',
      path: '/separate',
      ...guarded,
      request: jsonBody(separateSchema),
      responses: okResponse(countResultSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.employeesSeparated',
        await lifecycle.separateEmployees(c.var.deps, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // DELETE /employees/{employee_id}/revoke/{suspend_id} — end a suspension early; the employee is active again
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/{employee_id}/revoke/{suspend_id}',
      ...guarded,
      request: { params: revokeParamsSchema },
      responses: okResponse(employeeDetailSchema),
    }),
    async (c) => {
      const { employee_id, suspend_id } = c.req.valid('param');
      const { before, after } = await lifecycle.revokeSuspension(
        c.var.deps,
        c.var.organizationId,
        employee_id,
        suspend_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'api.suspensionRevoked', after);
    },
  );
  // GET /employees/{employee_id}/restore — a separated employee is active again (a GET in the spec; audited by the service)
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{employee_id}/restore',
      ...guarded,
      request: { params: employeeParamsSchema },
      responses: okResponse(employeeDetailSchema),
    }),
    async (c) => {
      const audit = { actorUserId: c.var.auth.userId, requestId: c.var.requestId, ip: c.var.ip };
      return ok(
        c,
        'api.employeeRestored',
        await lifecycle.restoreEmployee(
          c.var.deps,
          c.var.organizationId,
          c.req.valid('param').employee_id,
          audit,
        ),
      );
    },
  );
}
