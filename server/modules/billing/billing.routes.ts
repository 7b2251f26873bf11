import 'server-only';
import { z } from 'zod';
import { getCountry } from '@/lib/countries';
import {
  cancelSubscriptionSchema,
  paymentParamsSchema,
  plansSchema,
  renewResultSchema,
  renewSubscriptionSchema,
  subscriptionPaymentSchema,
  subscriptionSchema,
} from '@/lib/contracts/billing';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  fileResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
} from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { forgetSession } from '@/server/http/session-gate';
import { translator } from '@/server/i18n';
import * as billing from './billing.service';
import { renderInvoice } from './invoice-pdf';
import { PAYGRID_SELLER, ratePercent, vatIncluded, vatRateOf } from './invoice-seller';

/** Paying for the subscription moves wallet money, so it needs the wallet or settings permission. */
const PAYERS = ['wallet', 'settings'] as const;

/**
 * Mounted at /billings (lib/modules.ts). The billing module itself is never behind the pay-wall: an expired
 * organisation must be able to read its state and renew.
 */
export function billingRoutes() {
  const m = moduleRouter('billing', ['Billing']);

  // GET /billings/subscription — the organisation's subscription and its status derived from dates and payments
  m.openapi(
    m.route({
      method: 'get',
      path: '/subscription',
      permission: null,
      responses: okResponse(subscriptionSchema),
    }),
    async (c) =>
      ok(c, 'api.ok', await billing.getSubscription(c.var.deps.db, c.var.organizationId, c.var.deps.now())),
  );
  // GET /billings/subscription/plans — the plans priced in the organisation's currency (and USD) for today's headcount
  m.openapi(
    m.route({
      method: 'get',
      path: '/subscription/plans',
      permission: null,
      responses: okResponse(plansSchema),
    }),
    async (c) => ok(c, 'api.ok', await billing.getPlans(c.var.deps.db, c.var.organizationId)),
  );
  // POST /billings/subscription/renew — pay one period from the wallet (Idempotency-Key); 422 names a shortfall
  m.openapi(
    m.route({
      method: 'post',
      path: '/subscription/renew',
      permission: PAYERS,
      idempotent: true,
      request: jsonBody(renewSubscriptionSchema),
      responses: okResponse(renewResultSchema),
    }),
    async (c) => {
      const { before, data } = await billing.renewSubscription(
        c.var.deps.db,
        c.var.organizationId,
        c.var.auth.userId,
        c.req.valid('json'),
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      // middleware.ts caches the pay-wall decision per session for 5 s: this session sees the renewal at once.
      forgetSession(c.var.auth.sessionId);
      return ok(c, 'billing.api.renewed', data, { end: data.currentPeriodEnd!.slice(0, 10) });
    },
  );
  // POST /billings/subscription/cancel — stop renewal (optional reason); usable until the paid period ends
  m.openapi(
    m.route({
      method: 'post',
      path: '/subscription/cancel',
      permission: PAYERS,
      request: jsonBody(cancelSubscriptionSchema),
      responses: { ...okResponse(subscriptionSchema), ...conflictResponse('Already cancelled or expired') },
    }),
    async (c) => {
      const { before, data } = await billing.cancelSubscription(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'billing.api.cancelled', data);
    },
  );
  // GET /billings/subscription/payments — every subscription payment, newest first, each with its invoice link
  m.openapi(
    m.route({
      method: 'get',
      path: '/subscription/payments',
      permission: null,
      responses: okResponse(z.array(subscriptionPaymentSchema)),
    }),
    async (c) => ok(c, 'api.ok', await billing.listPayments(c.var.deps.db, c.var.organizationId)),
  );
  // GET /billings/subscription/payments/{payment_id}/invoice — the payment's invoice as a PDF
  m.openapi(
    m.route({
      method: 'get',
      path: '/subscription/payments/{payment_id}/invoice',
      permission: null,
      request: { params: paymentParamsSchema },
      responses: { ...fileResponse('application/pdf', 'The invoice'), ...notFoundResponse() },
    }),
    async (c) => {
      const { payment, organization } = await billing.getPaymentForInvoice(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').payment_id,
      );
      // The PDF's standard fonts draw Latin text only, so a CJK request gets an English invoice.
      const t = c.var.locale === 'en-GB' ? c.var.t : translator('en-GB');
      const day = (d: Date) => d.toISOString().slice(0, 10);
      const country = getCountry(organization.country);
      const rate = vatRateOf(organization.country);
      const vat = vatIncluded(payment.amount, rate);
      const pdf = renderInvoice(
        {
          title: t('billing.invoice.title'),
          from: t('billing.invoice.from'),
          taxId: t('billing.invoice.taxId'),
          billedTo: t('billing.invoice.billedTo'),
          plan: t('billing.invoice.plan'),
          cycle: t('billing.invoice.cycle'),
          period: t('billing.invoice.period'),
          employees: t('billing.invoice.employees'),
          net: t('billing.invoice.net'),
          vat: t('billing.invoice.vat', { rate: ratePercent(rate) }),
          amount: t('billing.invoice.amount'),
          reference: t('billing.invoice.reference'),
          paidOn: t('billing.invoice.paidOn'),
          vatNote: t('billing.invoice.vatNote', { rate: ratePercent(rate), country: country.name }),
          footer: t('billing.invoice.footer'),
        },
        {
          seller: PAYGRID_SELLER,
          organization: organization.name,
          country: country.name,
          plan: t(`billing.plans.${payment.plan}.name`),
          cycle: t(`billing.cycles.${payment.cycle}`),
          periodStart: day(payment.periodStart),
          periodEnd: day(payment.periodEnd),
          employees: payment.employeesBilled,
          net: billing.formatMinor(payment.amount - vat, payment.currency),
          vat: billing.formatMinor(vat, payment.currency),
          amount: billing.formatMinor(payment.amount, payment.currency),
          reference: payment.reference,
          paidOn: day(payment.createdAt),
        },
      );
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="invoice-${payment.reference}.pdf"`,
        'content-length': String(pdf.byteLength),
        'cache-control': 'private, no-store',
      });
    },
  );
  return m.build();
}
