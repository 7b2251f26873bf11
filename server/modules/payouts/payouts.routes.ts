import 'server-only';
import { z } from 'zod';
import { unauthenticated } from '@/server/errors';
import { moduleRouter } from '@/server/http/module-router';
import { errorResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import type { PaymentsProvider } from '@/server/payments-provider';
import { recordTransferResults } from './payouts.service';

const resultSchema = z.object({ reference: z.string(), changed: z.boolean() });

/** Mounted at /payouts (lib/modules.ts): the provider's transfer notifications. */
export function payoutsRoutes(provider: PaymentsProvider = getPaymentsProvider()) {
  const m = moduleRouter('payouts', ['Payouts']);

  // POST /payouts/webhook — the sandbox's signed transfer outcome (x-paygrid-signature; real rails' go to
  // the webhooks inbox); duplicates and late ones change
  // nothing. Sessionless: an outcome that changes a payout writes its audit row (actor null, entity `payouts`,
  // the payout's organisation) in the transaction that records it.
  m.openapi(
    m.route({
      method: 'post',
      path: '/webhook',
      access: 'public',
      description: 'Raw JSON body signed by the payments provider; the signature is the authentication.',
      request: { headers: z.object({ 'x-paygrid-signature': z.string().optional() }) },
      responses: {
        ...okResponse(resultSchema, 'Outcome recorded (or already known)'),
        401: errorResponse('Bad signature'),
      },
    }),
    async (c) => {
      const event = provider.parseTransferWebhook(await c.req.text(), c.req.header('x-paygrid-signature'));
      if (!event) throw unauthenticated('errors.invalidWebhookSignature');
      const result = {
        reference: event.reference,
        status: event.status,
        failureReason: event.failureReason ?? null,
      };
      const { db, now, plugins } = c.var.deps;
      const changed = await recordTransferResults(db, [result], now(), plugins.payoutListeners, {
        action: 'webhook payout',
        requestId: c.var.requestId,
        ip: c.var.ip,
      });
      return ok(c, 'api.ok', { reference: event.reference, changed: changed > 0 });
    },
  );

  return m.build();
}
