import 'server-only';
import type { Context } from 'hono';
import { z } from 'zod';
import { employeeSummarySchema } from '@/lib/contracts/employees';
import {
  payrollGroupEmployeesDeleteQuerySchema,
  payrollGroupEmployeesQuerySchema,
  payrollGroupEmployeesSchema,
  payrollGroupInputSchema,
  payrollGroupListQuerySchema,
  payrollGroupMembersChangeSchema,
  payrollGroupParamsSchema,
  payrollGroupSchema,
  type PayrollGroup,
} from '@/lib/contracts/payroll-groups';
import { PAY_PERMISSIONS } from '@/lib/contracts/permissions';
import type { AppEnv } from '@/server/http/context';
import { validationResponse } from '@/server/http/errors-handler';
import { requestPermissions } from '@/server/http/middleware/permission';
import { moduleRouter } from '@/server/http/module-router';
import {
  createdResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import { registerPayrollGroupSettingsRoutes } from './payroll-groups-settings.routes';
import * as groups from './payroll-groups.service';

const params = payrollGroupParamsSchema;
const deletedSchema = z.object({ id: z.string(), unassignedEmployees: z.number() });

/**
 * Whether the user may see pay figures (a group's monthly gross) in this organisation. The group reads are
 * open to every member (names and head counts for pickers), so the route's `permission` cannot say this:
 * the answer is trimmed instead.
 */
const maySeePay = async (c: Context<AppEnv>) =>
  (await requestPermissions(c)).some((p) => (PAY_PERMISSIONS as readonly string[]).includes(p));
/** A group as members without a pay permission see it: no monthly gross. */
const withoutPay = (group: PayrollGroup): PayrollGroup => ({ ...group, monthlyGross: {} });

/**
 * Mounted at /payroll-groups (lib/modules.ts). Names and head counts are open to every member; pay and bank
 * data (a group's monthly gross, its members' rows) only to a permission covering pay (`employees`,
 * `payroll.create`, `payroll.approve`); writes need `employees`.
 */
export function payrollGroupsRoutes() {
  const m = moduleRouter('payroll-groups', ['Payroll groups']);
  registerPayrollGroupSettingsRoutes(m);

  // GET /payroll-groups — paged (page, perPage) or result=all; head count and monthly gross per currency; search by name.
  // Any member reads names and head counts; the monthly gross only those whose permissions cover pay.
  m.openapi(
    m.route({
      method: 'get',
      path: '/',
      permission: null,
      request: { query: payrollGroupListQuerySchema },
      responses: pagedResponse(payrollGroupSchema),
    }),
    async (c) => {
      const { data, meta } = await groups.listGroups(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('query'),
      );
      return paged(c, { data: (await maySeePay(c)) ? data : data.map(withoutPay), meta });
    },
  );
  // POST /payroll-groups — create a group (name unique per organisation, any case → 422 on `name`)
  m.openapi(
    m.route({
      method: 'post',
      path: '/',
      permission: 'employees',
      request: jsonBody(payrollGroupInputSchema),
      responses: createdResponse(payrollGroupSchema),
    }),
    async (c) =>
      created(
        c,
        'payroll-groups.api.payrollGroupCreated',
        await groups.createGroup(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // GET /payroll-groups/{group_id} — the group with its head count and monthly gross (pay permissions only)
  m.openapi(
    m.route({
      method: 'get',
      path: '/{group_id}',
      permission: null,
      request: { params },
      responses: { ...okResponse(payrollGroupSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const group = await groups.getGroup(c.var.deps.db, c.var.organizationId, c.req.valid('param').group_id);
      return ok(c, 'api.ok', (await maySeePay(c)) ? group : withoutPay(group));
    },
  );
  // PUT /payroll-groups/{group_id} — rename or re-describe
  m.openapi(
    m.route({
      method: 'put',
      path: '/{group_id}',
      permission: 'employees',
      request: { params, ...jsonBody(payrollGroupInputSchema) },
      responses: { ...okResponse(payrollGroupSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await groups.updateGroup(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'payroll-groups.api.payrollGroupUpdated', data);
    },
  );
  // DELETE /payroll-groups/{group_id} — delete; its members stay, in no group (answers how many)
  m.openapi(
    m.route({
      method: 'delete',
      path: '/{group_id}',
      permission: 'employees',
      request: { params },
      responses: { ...okResponse(deletedSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await groups.deleteGroup(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'payroll-groups.api.payrollGroupDeleted', data, {
        name: before.name,
        count: data.unassignedEmployees,
      });
    },
  );
  // GET /payroll-groups/{group_id}/employees — a page of the members (rows as GET employees: pay and bank), search by
  // name/email/staff id; needs a permission covering pay
  m.openapi(
    m.route({
      method: 'get',
      path: '/{group_id}/employees',
      permission: PAY_PERMISSIONS,
      request: { params, query: payrollGroupEmployeesQuerySchema },
      responses: { ...pagedResponse(employeeSummarySchema), ...notFoundResponse() },
    }),
    async (c) =>
      paged(
        c,
        await groups.listMembers(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').group_id,
          c.req.valid('query'),
        ),
      ),
  );
  // POST /payroll-groups/{group_id}/employees — move employees into the group, even from another (all or nothing)
  m.openapi(
    m.route({
      method: 'post',
      path: '/{group_id}/employees',
      permission: 'employees',
      request: { params, ...jsonBody(payrollGroupEmployeesSchema) },
      responses: { ...okResponse(payrollGroupMembersChangeSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await groups.addMembers(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
        c.req.valid('json').employeeIds,
      );
      c.set('auditBefore', before);
      return ok(c, 'payroll-groups.api.payrollGroupEmployeesAdded', data, {
        count: data.changed,
        name: data.group.name,
      });
    },
  );
  // DELETE /payroll-groups/{group_id}/employees — take employees out: body {employeeIds} or ?employeeIds=a,b (all or nothing)
  m.openapi(
    m.route({
      method: 'delete',
      path: '/{group_id}/employees',
      permission: 'employees',
      request: {
        params,
        query: payrollGroupEmployeesDeleteQuerySchema,
        body: {
          content: { 'application/json': { schema: payrollGroupEmployeesSchema.partial() } },
          required: false,
        },
      },
      responses: { ...okResponse(payrollGroupMembersChangeSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const fromQuery = c.req
        .valid('query')
        .employeeIds?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const parsed = payrollGroupEmployeesSchema.safeParse({
        employeeIds: c.req.valid('json').employeeIds ?? fromQuery ?? [],
      });
      // The same 422 the router's hook gives (nothing has been written, so the rollback loses nothing); its
      // status is outside the route's typed responses, hence the cast.
      if (!parsed.success) return validationResponse(c, parsed.error) as never;
      const { before, data } = await groups.removeMembers(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
        parsed.data.employeeIds,
      );
      c.set('auditBefore', before);
      return ok(c, 'payroll-groups.api.payrollGroupEmployeesRemoved', data, {
        count: data.changed,
        name: data.group.name,
      });
    },
  );
  return m.build();
}
