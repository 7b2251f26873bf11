import 'server-only';
import { createRoute } from '@hono/zod-openapi';
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
import { validationResponse } from '@/server/http/errors-handler';
import { createdResponse, jsonBody, okResponse, pagedResponse, writeResponses } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { registerPayrollGroupSettingsRoutes } from './payroll-groups-settings.routes';
import { maySeePay, payRead, read, write } from './payroll-groups.openapi';
import * as groups from './payroll-groups.service';

const params = payrollGroupParamsSchema;
const deletedSchema = z.object({ id: z.string(), unassignedEmployees: z.number() });
/** A group as members without a pay permission see it: no monthly gross. */
const withoutPay = (group: PayrollGroup): PayrollGroup => ({ ...group, monthlyGross: {} });

/** Mounted at /payroll-groups. */
export function payrollGroupsRoutes() {
  const app = createRouter();

  // GET /payroll-groups — paged (page, perPage) or result=all; head count and monthly gross per currency; search by name.
  // Any member reads names and head counts; the monthly gross only those whose permissions cover pay.
  app.openapi(
    createRoute({
      method: 'get',
      path: '/',
      ...read,
      request: { query: payrollGroupListQuerySchema },
      responses: pagedResponse(payrollGroupSchema),
    }),
    async (c) => {
      const { data, meta } = await groups.listGroups(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('query'),
      );
      const pay = await maySeePay(c);
      return c.json({ message: c.var.t('api.ok'), data: pay ? data : data.map(withoutPay), meta }, 200);
    },
  );
  // POST /payroll-groups — create a group (name unique per organisation, any case → 422 on `name`)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/',
      ...write,
      request: jsonBody(payrollGroupInputSchema),
      responses: writeResponses(createdResponse(payrollGroupSchema)),
    }),
    async (c) =>
      created(
        c,
        'api.payrollGroupCreated',
        await groups.createGroup(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // GET /payroll-groups/{group_id} — the group with its head count and monthly gross (pay permissions only)
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{group_id}',
      ...read,
      request: { params },
      responses: okResponse(payrollGroupSchema),
    }),
    async (c) => {
      const group = await groups.getGroup(c.var.deps.db, c.var.organizationId, c.req.valid('param').group_id);
      return ok(c, 'api.ok', (await maySeePay(c)) ? group : withoutPay(group));
    },
  );
  // PUT /payroll-groups/{group_id} — rename or re-describe
  app.openapi(
    createRoute({
      method: 'put',
      path: '/{group_id}',
      ...write,
      request: { params, ...jsonBody(payrollGroupInputSchema) },
      responses: writeResponses(okResponse(payrollGroupSchema)),
    }),
    async (c) => {
      const { before, data } = await groups.updateGroup(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'api.payrollGroupUpdated', data);
    },
  );
  // DELETE /payroll-groups/{group_id} — delete; its members stay, in no group (answers how many)
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/{group_id}',
      ...write,
      request: { params },
      responses: writeResponses(okResponse(deletedSchema)),
    }),
    async (c) => {
      const { before, data } = await groups.deleteGroup(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'api.payrollGroupDeleted', data, { name: before.name, count: data.unassignedEmployees });
    },
  );
  // GET /payroll-groups/{group_id}/employees — a page of the members (rows as GET employees: pay and bank), search by
  // name/email/staff id; needs a permission covering pay
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{group_id}/employees',
      ...payRead,
      request: { params, query: payrollGroupEmployeesQuerySchema },
      responses: pagedResponse(employeeSummarySchema),
    }),
    async (c) => {
      const { data, meta } = await groups.listMembers(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
        c.req.valid('query'),
      );
      return c.json({ message: c.var.t('api.ok'), data, meta }, 200);
    },
  );
  // POST /payroll-groups/{group_id}/employees — move employees into the group, even from another (all or nothing)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/{group_id}/employees',
      ...write,
      request: { params, ...jsonBody(payrollGroupEmployeesSchema) },
      responses: writeResponses(okResponse(payrollGroupMembersChangeSchema)),
    }),
    async (c) => {
      const { group_id } = c.req.valid('param');
      const data = await groups.addMembers(
        c.var.deps.db,
        c.var.organizationId,
        group_id,
        c.req.valid('json').employeeIds,
      );
      return ok(c, 'api.payrollGroupEmployeesAdded', data, { count: data.changed, name: data.group.name });
    },
  );
  // DELETE /payroll-groups/{group_id}/employees — take employees out: body {employeeIds} or ?employeeIds=a,b (all or nothing)
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/{group_id}/employees',
      ...write,
      request: {
        params,
        query: payrollGroupEmployeesDeleteQuerySchema,
        body: {
          content: { 'application/json': { schema: payrollGroupEmployeesSchema.partial() } },
          required: false,
        },
      },
      responses: writeResponses(okResponse(payrollGroupMembersChangeSchema)),
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
      // The same 422 the router's hook gives; its status is outside the route's typed responses, hence the cast.
      if (!parsed.success) return validationResponse(c, parsed.error) as never;
      const data = await groups.removeMembers(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
        parsed.data.employeeIds,
      );
      return ok(c, 'api.payrollGroupEmployeesRemoved', data, { count: data.changed, name: data.group.name });
    },
  );

  registerPayrollGroupSettingsRoutes(app);
  return app;
}
