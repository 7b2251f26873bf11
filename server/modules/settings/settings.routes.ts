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
import type { z } from 'zod';
import type { Db } from '@/server/db/client';
import { moduleRouter } from '@/server/http/module-router';
import { jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import * as settings from './settings.service';

type Saved = { before: unknown; data: unknown };
type Write<B extends z.ZodTypeAny> = {
  method: 'patch' | 'put';
  path: string;
  body: B;
  out: z.ZodTypeAny;
  save: (db: Db, organizationId: string, body: z.infer<B>) => Promise<Saved>;
  message: string;
  /** Needs a fresh MFA code from a user with MFA on (issue 33): the writes that can change the approvers. */
  stepUp?: boolean;
};
const write = <B extends z.ZodTypeAny>(w: Write<B>) => w as unknown as Write<z.ZodTypeAny>;

const SAVED = 'settings.api.settingsSaved';
/** The settings' writes, all with the `settings` permission; mounted at /organizations. */
const WRITES = [
  // switch one known setting on or off
  write({
    method: 'patch',
    path: '/settings/toggle',
    body: toggleSettingSchema,
    out: organizationSettingsSchema,
    save: settings.setToggle,
    message: SAVED,
  }),
  // the yearly bonus rule
  write({
    method: 'patch',
    path: '/settings/payroll-bonus',
    body: payrollBonusSchema,
    out: organizationSettingsSchema,
    save: settings.setPayrollBonus,
    message: SAVED,
  }),
  // basic/housing/transport/other in basis points summing to 10000
  write({
    method: 'patch',
    path: '/settings/salary-breakdown',
    body: salaryBreakdownSchema,
    out: organizationSettingsSchema,
    save: settings.setSalaryBreakdown,
    message: SAVED,
  }),
  // ordered payroll approvers, all members of the organisation
  write({
    method: 'patch',
    path: '/settings/approval-levels',
    body: approvalLevelsSchema,
    out: organizationSettingsSchema,
    save: settings.setApprovalLevels,
    message: SAVED,
    stepUp: true,
  }),
  // bulk update of any part of the settings
  write({
    method: 'put',
    path: '/settings/update',
    body: updateSettingsSchema,
    out: organizationSettingsSchema,
    save: settings.updateAllSettings,
    message: SAVED,
    stepUp: true,
  }),
  // company name, address, industry, size and contacts
  write({
    method: 'put',
    path: '/details',
    body: organizationDetailsSchema,
    out: organizationDetailsOutSchema,
    save: settings.updateDetails,
    message: 'settings.api.detailsSaved',
  }),
];

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
  // Every write: validate, save in one transaction with its audit row, answer with what it saved.
  for (const w of WRITES) {
    m.openapi(
      m.route({
        method: w.method,
        path: w.path,
        permission: 'settings',
        stepUp: w.stepUp ?? false,
        request: jsonBody(w.body),
        responses: okResponse(w.out),
      }),
      async (c) => {
        const { before, data } = await w.save(c.var.deps.db, c.var.organizationId, c.req.valid('json'));
        c.set('auditBefore', before);
        return ok(c, w.message, data);
      },
    );
  }
  return m.build();
}
