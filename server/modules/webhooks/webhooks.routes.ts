import 'server-only';
import { z } from 'zod';
import { badRequest } from '@/server/errors';
import { moduleRouter } from '@/server/http/module-router';
import { errorResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { reviewTransferApproval } from './webhooks.approval';
import { receiveWebhook } from './webhooks.service';

const signature = z.object({ 'x-paystack-signature': z.string().optional() });
const notPaystack = errorResponse('This deployment does not pay through Paystack');

/**
 * Mounted at /webhooks (lib/modules.ts): the calls a real rail makes to Paygrid. Sessionless: the signature
 * over the raw body (x-paystack-signature) is the authentication, checked before anything is read or stored.
 */
export function webhooksRoutes() {
  const m = moduleRouter('webhooks', ['Webhooks']);

  // POST /webhooks/paystack — stored once per event and answered at once; the job webhooks.process acts on it
  m.openapi(
    m.route({
      method: 'post',
      path: '/paystack',
      access: 'public',
      description:
        'Paystack event, raw JSON signed with the secret key (hex HMAC-SHA512). Stored, then processed by re-reading Paystack; the body is never trusted.',
      request: { headers: signature },
      responses: {
        ...okResponse(z.object({ received: z.literal(true) }), 'Stored (or already stored)'),
        401: errorResponse('Missing or wrong signature: nothing is stored'),
        404: notPaystack,
      },
    }),
    async (c) => {
      await receiveWebhook(c.var.deps, 'paystack', await c.req.text(), c.req.raw.headers);
      return ok(c, 'webhooks.api.received', { received: true as const });
    },
  );

  // POST /webhooks/flutterwave — the same inbox; verif-hash is a shared secret, so the event is always re-read
  m.openapi(
    m.route({
      method: 'post',
      path: '/flutterwave',
      access: 'public',
      description:
        "Flutterwave event (v3). The verif-hash header must equal the deployment's FLUTTERWAVE_WEBHOOK_HASH (compared in constant time). Stored, then processed by re-reading the transfer (GET /v3/transfers/{id}) or transaction (GET /v3/transactions/{id}/verify); the body is never trusted.",
      request: { headers: z.object({ 'verif-hash': z.string().optional() }) },
      responses: {
        ...okResponse(z.object({ received: z.literal(true) }), 'Stored (or already stored)'),
        401: errorResponse('Missing or wrong verif-hash: nothing is stored'),
        404: errorResponse('This deployment does not pay through Flutterwave'),
      },
    }),
    async (c) => {
      await receiveWebhook(c.var.deps, 'flutterwave', await c.req.text(), c.req.raw.headers);
      return ok(c, 'webhooks.api.received', { received: true as const });
    },
  );

  // POST /webhooks/paystack/transfer-approval — Paystack asks before sending a transfer: 200 sends it, 400 stops it
  m.openapi(
    m.route({
      method: 'post',
      path: '/paystack/transfer-approval',
      access: 'public',
      description:
        "Paystack's transfer approval URL, signed like its webhooks. 200 only for a reference Paygrid created that is still in flight, for the same amount and recipient. Nothing is stored.",
      request: { headers: signature },
      responses: {
        ...okResponse(z.object({ approved: z.literal(true) }), 'Approved: Paystack may send it'),
        400: errorResponse('Refused: unknown reference, not in flight, or another amount or recipient'),
        401: errorResponse('Missing or wrong signature'),
        404: notPaystack,
      },
    }),
    async (c) => {
      const refusal = await reviewTransferApproval(
        c.var.deps,
        'paystack',
        await c.req.text(),
        c.req.raw.headers,
      );
      if (refusal) throw badRequest('webhooks.api.transferRefused');
      return ok(c, 'webhooks.api.transferApproved', { approved: true as const });
    },
  );

  return m.build();
}
