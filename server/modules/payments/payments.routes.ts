import 'server-only';
import { skipAudit } from '@/server/http/middleware/audit';
import { createRoute, z } from '@hono/zod-openapi';
import {
  bankSchema,
  banksQuerySchema,
  nameEnquiryResultSchema,
  nameEnquirySchema,
} from '@/lib/contracts/payments';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { getPaymentsProvider } from './index';
import type { PaymentsProvider } from './payments.provider';
import { listBanks, nameEnquiry } from './payments.service';

/** Banks and account-name enquiry. The provider is resolved when the app is built, so a bad config fails at start. */
export function paymentsRoutes(provider: PaymentsProvider = getPaymentsProvider()) {
  const app = createRouter();

  // GET /payments/banks — banks of a country (default: the organisation's, else NG)
  app.openapi(
    createRoute({
      method: 'get',
      path: '/banks',
      tags: ['Payments'],
      security: bearerAuth,
      middleware: [requireSession],
      request: { query: banksQuerySchema },
      responses: okResponse(z.array(bankSchema)),
    }),
    async (c) => {
      const { country } = c.req.valid('query');
      const banks = await listBanks(c.var.deps.db, provider, {
        organizationId: c.var.auth.organizationId,
        country,
      });
      return ok(c, 'api.ok', banks);
    },
  );

  // POST /payments/name-enquiry — the account holder's name at a bank, through the provider
  app.openapi(
    createRoute({
      method: 'post',
      path: '/name-enquiry',
      tags: ['Payments'],
      security: bearerAuth,
      // Who holds an account is personal data: only those who add employees' banks or move money may ask.
      middleware: [
        requireSession,
        requireOrganization,
        requirePermission('employees', 'wallet', 'settings'),
        skipAudit,
      ],
      request: jsonBody(nameEnquirySchema),
      responses: okResponse(nameEnquiryResultSchema),
    }),
    async (c) => {
      const result = await nameEnquiry(c.var.deps.db, provider, c.var.organizationId, c.req.valid('json'));
      return ok(c, 'api.nameEnquiryOk', result);
    },
  );

  return app;
}
