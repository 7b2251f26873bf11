import 'server-only';
import { employeeDetailSchema, employeeParamsSchema } from '@/lib/contracts/employees';
import { pendingBankChangeSchema } from '@/lib/contracts/employees-bank-change';
import type { ModuleRouter } from '@/server/http/module-router';
import { conflictResponse, notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { notFound } from '@/server/errors';
import { confirmBankChange, pendingBankChangeView, rejectBankChange } from './employees-bank-changes';
import { findEmployeeDetail, getEmployee } from './employees.service';

/** A bank change awaiting a second look (employees-bank-changes.ts): read it, confirm it, reject it. */
export function registerBankChangeRoutes(m: ModuleRouter) {
  // GET /employees/{employee_id}/bank-change — the pending change (masked), or null
  m.openapi(
    m.route({
      method: 'get',
      path: '/{employee_id}/bank-change',
      permission: 'employees',
      request: { params: employeeParamsSchema },
      responses: { ...okResponse(pendingBankChangeSchema.nullable()), ...notFoundResponse() },
    }),
    async (c) => {
      const { organizationId, deps } = c.var;
      const id = c.req.valid('param').employee_id;
      if (!(await findEmployeeDetail(deps.db, organizationId, id))) throw notFound('errors.employeeNotFound');
      return ok(c, 'api.ok', await pendingBankChangeView(deps.db, organizationId, id));
    },
  );
  // POST /employees/{employee_id}/bank-change/confirm — payouts to the new account may go out; the admin who
  // made the change only 24 hours after making it (409 before), another admin at once
  m.openapi(
    m.route({
      method: 'post',
      path: '/{employee_id}/bank-change/confirm',
      permission: 'employees',
      // a fresh authenticator code from a user with MFA on (X-MFA-Code; issue 33 step-up)
      stepUp: true,
      request: { params: employeeParamsSchema },
      responses: {
        ...okResponse(employeeDetailSchema),
        ...notFoundResponse(),
        ...conflictResponse('No pending bank change, or its maker must wait 24 hours (or ask another admin)'),
      },
    }),
    async (c) => {
      const { organizationId, deps } = c.var;
      const id = c.req.valid('param').employee_id;
      const before = await pendingBankChangeView(deps.db, organizationId, id);
      await confirmBankChange(deps, organizationId, id, c.var.auth.userId);
      c.set('auditBefore', { pendingBankChange: before });
      return ok(c, 'employees.api.bankChangeConfirmed', await getEmployee(deps.db, organizationId, id));
    },
  );
  // POST /employees/{employee_id}/bank-change/reject — the old account is back, as it was
  m.openapi(
    m.route({
      method: 'post',
      path: '/{employee_id}/bank-change/reject',
      permission: 'employees',
      request: { params: employeeParamsSchema },
      responses: {
        ...okResponse(employeeDetailSchema),
        ...notFoundResponse(),
        ...conflictResponse('No pending bank change'),
      },
    }),
    async (c) => {
      const { organizationId, deps } = c.var;
      const id = c.req.valid('param').employee_id;
      const before = await getEmployee(deps.db, organizationId, id).catch(() => null);
      const pending = await pendingBankChangeView(deps.db, organizationId, id);
      await rejectBankChange(deps, organizationId, id, c.var.auth.userId);
      c.set('auditBefore', { ...before, pendingBankChange: pending });
      return ok(c, 'employees.api.bankChangeRejected', await getEmployee(deps.db, organizationId, id));
    },
  );
}
