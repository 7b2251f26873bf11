import 'server-only';
import { z } from 'zod';
import {
  bankSchema,
  banksQuerySchema,
  nameEnquiryResultSchema,
  nameEnquirySchema,
} from '@/lib/contracts/payments';
import { paymentsSettingsSchema, paymentsSettingsViewSchema } from '@/lib/contracts/payments-settings';
import { moduleRouter } from '@/server/http/module-router';
import { errorResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { organizationRail } from './payments-rails.service';
import { getPaymentsSettings, setPaymentsSettings } from './payments-settings.service';
import { getPaymentsProvider, listBanks, nameEnquiry } from './payments.service';
import type { PaymentsProvider } from '@/server/payments-provider';

/**
 * Mounted at /payments (lib/modules.ts): banks and account-name enquiry. Neither changes anything, so neither
 * runs in a transaction or writes an audit row. The provider is resolved when the app is built, so a bad
 * config fails at start.
 */
export function paymentsRoutes(provider: PaymentsProvider = getPaymentsProvider()) {
  const m = moduleRouter('payments', ['Payments']);

  // GET /payments/banks — banks of a country (default: the organisation's, else NG). Any signed-in user: a
  // consultant outside any organisation lists banks too (Nigeria's by default).
  m.openapi(
    m.route({
      method: 'get',
      path: '/banks',
      access: 'user',
      request: { query: banksQuerySchema },
      responses: okResponse(z.array(bankSchema)),
    }),
    async (c) => {
      const { country } = c.req.valid('query');
      const { db } = c.var.deps;
      const organizationId = c.var.auth.organizationId;
      // the organisation's rail lists its banks (Flutterwave's add mobile-money operators)
      const rail = await organizationRail(db, provider, organizationId);
      const banks = await listBanks(db, rail, { organizationId, country });
      return ok(c, 'api.ok', banks);
    },
  );

  // POST /payments/name-enquiry — the account holder's name at a bank, through the provider. Who holds an
  // account is personal data: only those who add employees' banks or move money may ask. Changes nothing,
  // so no audit row (the log never holds the names asked about).
  m.openapi(
    m.route({
      method: 'post',
      path: '/name-enquiry',
      permission: ['employees', 'wallet', 'settings'],
      audit: false,
      request: jsonBody(nameEnquirySchema),
      responses: {
        ...okResponse(nameEnquiryResultSchema),
        400: errorResponse('Unknown bank or account, or a wrong check digit'),
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const rail = await organizationRail(db, provider, c.var.organizationId);
      const result = await nameEnquiry(db, rail, c.var.organizationId, c.req.valid('json'));
      return ok(c, 'payments.api.nameEnquiryOk', result);
    },
  );

  // GET /payments/settings — the organisation's payments provider (`payments.provider`) and the rails on offer
  m.openapi(
    m.route({
      method: 'get',
      path: '/settings',
      permission: 'settings',
      responses: okResponse(paymentsSettingsViewSchema),
    }),
    async (c) => ok(c, 'api.ok', await getPaymentsSettings(c.var.deps.db, provider, c.var.organizationId)),
  );

  // PUT /payments/settings — switch the organisation's rail for payouts created afterwards; audited, step-up
  m.openapi(
    m.route({
      method: 'put',
      path: '/settings',
      permission: 'settings',
      stepUp: true,
      request: jsonBody(paymentsSettingsSchema),
      responses: okResponse(paymentsSettingsViewSchema),
    }),
    async (c) => {
      const { before, data } = await setPaymentsSettings(
        c.var.deps.db,
        provider,
        c.var.organizationId,
        c.req.valid('json'),
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'payments.api.settingsSaved', data);
    },
  );

  return m.build();
}
