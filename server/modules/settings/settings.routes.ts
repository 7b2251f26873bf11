import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  approvalLevelsSchema,
  organizationDetailsOutSchema,
  organizationDetailsSchema,
  organizationSettingsSchema,
  payrollBonusSchema,
  salaryBreakdownSchema,
  toggleSettingSchema,
  updateSettingsSchema,
} from '@/lib/contracts/settings';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import * as settings from './settings.service';

const tags = ['Settings'];
const read = { tags, security: bearerAuth, middleware: [requireSession, requireOrganization] };
const write = {
  tags,
  security: bearerAuth,
  middleware: [requireSession, requireOrganization, requirePermission('settings')],
};

/** Mounted at /organizations next to the organisation router (Hono merges both). */
export function settingsRoutes() {
  const app = createRouter();
  // GET /organizations/settings — organisation details and settings (defaults on first read); any member may read
  app.openapi(
    createRoute({
      method: 'get',
      path: '/settings',
      ...read,
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) => ok(c, 'api.ok', await settings.getSettings(c.var.deps.db, c.var.organizationId)),
  );
  // PATCH /organizations/settings/toggle — switch one known setting on or off
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/settings/toggle',
      ...write,
      request: jsonBody(toggleSettingSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.settingsSaved',
        await settings.setToggle(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // PATCH /organizations/settings/payroll-bonus — the yearly bonus rule
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/settings/payroll-bonus',
      ...write,
      request: jsonBody(payrollBonusSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.settingsSaved',
        await settings.setPayrollBonus(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // PATCH /organizations/settings/salary-breakdown — basic/housing/transport/other in basis points summing to 10000
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/settings/salary-breakdown',
      ...write,
      request: jsonBody(salaryBreakdownSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.settingsSaved',
        await settings.setSalaryBreakdown(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // PATCH /organizations/settings/approval-levels — ordered payroll approvers, all members of the organisation
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/settings/approval-levels',
      ...write,
      request: jsonBody(approvalLevelsSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.settingsSaved',
        await settings.setApprovalLevels(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // PUT /organizations/settings/update — bulk update of any part of the settings
  app.openapi(
    createRoute({
      method: 'put',
      path: '/settings/update',
      ...write,
      request: jsonBody(updateSettingsSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.settingsSaved',
        await settings.updateAllSettings(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // PUT /organizations/details — company name, address, industry, size and contacts
  app.openapi(
    createRoute({
      method: 'put',
      path: '/details',
      ...write,
      request: jsonBody(organizationDetailsSchema),
      responses: okResponse(organizationDetailsOutSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.detailsSaved',
        await settings.updateDetails(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  return app;
}
