import 'server-only';
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
import { moduleRouter } from '@/server/http/module-router';
import { jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import * as settings from './settings.service';

/**
 * Mounted at /organizations (lib/modules.ts). Any member may read the settings; writes need the `settings`
 * permission and record the settings as they were (`auditBefore`) beside the answer.
 */
export function settingsRoutes() {
  const m = moduleRouter('settings', ['Settings']);

  // GET /organizations/settings — organisation details and settings (defaults on first read); any member may read
  m.openapi(
    m.route({
      method: 'get',
      path: '/settings',
      permission: null,
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) => ok(c, 'api.ok', await settings.getSettings(c.var.deps.db, c.var.organizationId)),
  );
  // PATCH /organizations/settings/toggle — switch one known setting on or off
  m.openapi(
    m.route({
      method: 'patch',
      path: '/settings/toggle',
      permission: 'settings',
      request: jsonBody(toggleSettingSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) => {
      const { before, data } = await settings.setToggle(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'settings.api.settingsSaved', data);
    },
  );
  // PATCH /organizations/settings/payroll-bonus — the yearly bonus rule
  m.openapi(
    m.route({
      method: 'patch',
      path: '/settings/payroll-bonus',
      permission: 'settings',
      request: jsonBody(payrollBonusSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) => {
      const { before, data } = await settings.setPayrollBonus(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'settings.api.settingsSaved', data);
    },
  );
  // PATCH /organizations/settings/salary-breakdown — basic/housing/transport/other in basis points summing to 10000
  m.openapi(
    m.route({
      method: 'patch',
      path: '/settings/salary-breakdown',
      permission: 'settings',
      request: jsonBody(salaryBreakdownSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) => {
      const { before, data } = await settings.setSalaryBreakdown(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'settings.api.settingsSaved', data);
    },
  );
  // PATCH /organizations/settings/approval-levels — ordered payroll approvers, all members of the organisation
  m.openapi(
    m.route({
      method: 'patch',
      path: '/settings/approval-levels',
      permission: 'settings',
      request: jsonBody(approvalLevelsSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) => {
      const { before, data } = await settings.setApprovalLevels(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'settings.api.settingsSaved', data);
    },
  );
  // PUT /organizations/settings/update — bulk update of any part of the settings
  m.openapi(
    m.route({
      method: 'put',
      path: '/settings/update',
      permission: 'settings',
      request: jsonBody(updateSettingsSchema),
      responses: okResponse(organizationSettingsSchema),
    }),
    async (c) => {
      const { before, data } = await settings.updateAllSettings(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'settings.api.settingsSaved', data);
    },
  );
  // PUT /organizations/details — company name, address, industry, size and contacts
  m.openapi(
    m.route({
      method: 'put',
      path: '/details',
      permission: 'settings',
      request: jsonBody(organizationDetailsSchema),
      responses: okResponse(organizationDetailsOutSchema),
    }),
    async (c) => {
      const { before, data } = await settings.updateDetails(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'settings.api.detailsSaved', data);
    },
  );
  return m.build();
}
