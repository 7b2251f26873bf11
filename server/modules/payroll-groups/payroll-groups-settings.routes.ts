import 'server-only';
import {
  payrollGroupParamsSchema,
  payrollGroupSettingsSchema,
  resetGroupToggleQuerySchema,
} from '@/lib/contracts/payroll-groups';
import { payrollBonusSchema, salaryBreakdownSchema, toggleSettingSchema } from '@/lib/contracts/settings';
import type { ModuleRouter } from '@/server/http/module-router';
import { jsonBody, notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import * as settings from './payroll-groups-settings.service';

const params = payrollGroupParamsSchema;
const answer = { ...okResponse(payrollGroupSettingsSchema), ...notFoundResponse() };

/**
 * A group's settings. PATCH stores an override with the same body as the organisation's route; DELETE on the
 * same path drops the override, so the group inherits the organisation's value again (for a switch, name it
 * with `?key=`). Every call answers the effective settings; every change keeps the group's settings before
 * it in the audit row. Reads are open to every member (the organisation's own settings are too), changes
 * need `employees`.
 */
export function registerPayrollGroupSettingsRoutes(m: ModuleRouter) {
  // GET /payroll-groups/{group_id}/settings — effective settings, which keys are overridden, the organisation's values
  m.openapi(
    m.route({
      method: 'get',
      path: '/{group_id}/settings',
      permission: null,
      request: { params },
      responses: answer,
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await settings.getGroupSettings(c.var.deps.db, c.var.organizationId, c.req.valid('param').group_id),
      ),
  );
  // PATCH /payroll-groups/{group_id}/settings/toggle — override one switch for the group
  m.openapi(
    m.route({
      method: 'patch',
      path: '/{group_id}/settings/toggle',
      permission: 'employees',
      request: { params, ...jsonBody(toggleSettingSchema) },
      responses: answer,
    }),
    async (c) => {
      const { before, data } = await settings.overrideToggle(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'payroll-groups.api.settingsSaved', data);
    },
  );
  // DELETE /payroll-groups/{group_id}/settings/toggle?key= — the switch follows the organisation's again
  m.openapi(
    m.route({
      method: 'delete',
      path: '/{group_id}/settings/toggle',
      permission: 'employees',
      request: { params, query: resetGroupToggleQuerySchema },
      responses: answer,
    }),
    async (c) => {
      const { before, data } = await settings.inheritToggle(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').group_id,
        c.req.valid('query').key,
      );
      c.set('auditBefore', before);
      return ok(c, 'payroll-groups.api.payrollGroupSettingInherited', data);
    },
  );
  for (const [path, part, schema] of [
    ['bonus', 'payrollBonus', payrollBonusSchema],
    ['salary-breakdown', 'salaryBreakdown', salaryBreakdownSchema],
  ] as const) {
    // PATCH /payroll-groups/{group_id}/settings/bonus | salary-breakdown — the group's own rule (breakdown sums to 10000 bps)
    m.openapi(
      m.route({
        method: 'patch',
        path: `/{group_id}/settings/${path}`,
        permission: 'employees',
        request: { params, ...jsonBody(schema) },
        responses: answer,
      }),
      async (c) => {
        const { before, data } = await settings.overridePart(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').group_id,
          part,
          c.req.valid('json'),
        );
        c.set('auditBefore', before);
        return ok(c, 'payroll-groups.api.settingsSaved', data);
      },
    );
    // DELETE /payroll-groups/{group_id}/settings/bonus | salary-breakdown — back to the organisation's rule
    m.openapi(
      m.route({
        method: 'delete',
        path: `/{group_id}/settings/${path}`,
        permission: 'employees',
        request: { params },
        responses: answer,
      }),
      async (c) => {
        const { before, data } = await settings.inheritPart(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').group_id,
          part,
        );
        c.set('auditBefore', before);
        return ok(c, 'payroll-groups.api.payrollGroupSettingInherited', data);
      },
    );
  }
}
