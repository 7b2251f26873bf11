import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  payrollGroupParamsSchema,
  payrollGroupSettingsSchema,
  resetGroupToggleQuerySchema,
} from '@/lib/contracts/payroll-groups';
import { payrollBonusSchema, salaryBreakdownSchema, toggleSettingSchema } from '@/lib/contracts/settings';
import { jsonBody, okResponse, writeResponses } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import type { createRouter } from '@/server/http/router';
import * as settings from './payroll-groups-settings.service';
import { read, write } from './payroll-groups.openapi';

const params = payrollGroupParamsSchema;
const answer = writeResponses(okResponse(payrollGroupSettingsSchema));

/**
 * A group's settings. PATCH stores an override with the same body as the organisation's route; DELETE on the
 * same path drops the override, so the group inherits the organisation's value again (for a switch, name it
 * with `?key=`). Every call answers the effective settings.
 */
export function registerPayrollGroupSettingsRoutes(app: ReturnType<typeof createRouter>) {
  // GET /payroll-groups/{group_id}/settings — effective settings, which keys are overridden, the organisation's values
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{group_id}/settings',
      ...read,
      request: { params },
      responses: okResponse(payrollGroupSettingsSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await settings.getGroupSettings(c.var.deps.db, c.var.organizationId, c.req.valid('param').group_id),
      ),
  );
  // PATCH /payroll-groups/{group_id}/settings/toggle — override one switch for the group
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/{group_id}/settings/toggle',
      ...write,
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
      return ok(c, 'api.settingsSaved', data);
    },
  );
  // DELETE /payroll-groups/{group_id}/settings/toggle?key= — the switch follows the organisation's again
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/{group_id}/settings/toggle',
      ...write,
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
      return ok(c, 'api.payrollGroupSettingInherited', data);
    },
  );
  for (const [path, part, schema] of [
    ['bonus', 'payrollBonus', payrollBonusSchema],
    ['salary-breakdown', 'salaryBreakdown', salaryBreakdownSchema],
  ] as const) {
    // PATCH /payroll-groups/{group_id}/settings/bonus | salary-breakdown — the group's own rule (breakdown sums to 10000 bps)
    app.openapi(
      createRoute({
        method: 'patch',
        path: `/{group_id}/settings/${path}`,
        ...write,
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
        return ok(c, 'api.settingsSaved', data);
      },
    );
    // DELETE /payroll-groups/{group_id}/settings/bonus | salary-breakdown — back to the organisation's rule
    app.openapi(
      createRoute({
        method: 'delete',
        path: `/{group_id}/settings/${path}`,
        ...write,
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
        return ok(c, 'api.payrollGroupSettingInherited', data);
      },
    );
  }
}
