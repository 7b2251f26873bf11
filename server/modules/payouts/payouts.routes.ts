import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { unauthenticated } from '@/server/errors';
import { getPaymentsProvider, type PaymentsProvider } from '@/server/modules/payments';
import { recordOutcomes } from './payouts.service';

const resultSchema = z.object({ reference: z.string(), changed: z.boolean() });

/** Mounted at /payouts: the provider's transfer notifications. */
export function payoutsRoutes(provider: PaymentsProvider = getPaymentsProvider()) {
  const app = createRouter();

  // POST /payouts/webhook — a signed transfer outcome (x-paygrid-signature); duplicates and late ones change nothing
  app.openapi(
    createRoute({
      method: 'post',
      path: '/webhook',
      tags: ['Payouts'],
      description: 'Raw JSON body signed by the payments provider; the signature is the authentication.',
      request: { headers: z.object({ 'x-paygrid-signature': z.string().optional() }) },
      responses: {
        ...okResponse(resultSchema, 'Outcome recorded (or already known)'),
        401: { description: 'Bad signature', content: { 'application/json': { schema: errorSchema } } },
      },
    }),
    async (c) => {
      const event = provider.parseTransferWebhook(await c.req.text(), c.req.header('x-paygrid-signature'));
      if (!event) throw unauthenticated('errors.invalidWebhookSignature');
      const outcome = {
        reference: event.reference,
        status: event.status === 'successful' ? ('paid' as const) : ('failed' as const),
        failureReason: event.failureReason ?? null,
      };
      const changed = await recordOutcomes(c.var.deps.db, [outcome], c.var.deps.now());
      return ok(c, 'api.ok', { reference: event.reference, changed: changed > 0 });
    },
  );

  return app;
}
