import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { handleError } from '@/server/http/errors-handler';
import { requestContext } from '@/server/http/middleware/request-context';
import { moduleRouter } from '@/server/http/module-router';
import { jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { getBalance, postTransaction } from '@/server/modules/wallet/ledger.service';
import { openWallet } from '@/server/modules/wallet/wallet.service';
import { getHarness } from '../helpers/app';
import { fakePaymentsDeps } from '../wallet/fake-provider';

/** Opens the organisation's wallet in `currency` (default its own) and credits `amount` minor units. */
export async function fundWallet(organizationId: string, amount: number, currency?: string) {
  const deps = await fakePaymentsDeps();
  const { wallet } = await openWallet(deps, { organizationId, currency });
  if (amount > 0) {
    await postTransaction(deps.db, {
      organizationId,
      walletId: wallet.id,
      currency: wallet.currency,
      type: 'funding',
      direction: 'credit',
      amount,
      idempotencyKey: crypto.randomUUID(),
    });
  }
  return { walletId: wallet.id, balance: () => getBalance(deps.db, wallet.id) };
}

/** A POST on the subscription-guarded `leave` module, built with the module router like every guarded route. */
export async function guardedWrite() {
  const { deps } = await getHarness();
  const m = moduleRouter('leave', ['Probe']);
  m.openapi(
    m.route({
      method: 'post',
      path: '/probe',
      permission: 'leave',
      request: jsonBody(z.object({})),
      responses: okResponse(z.null()),
    }),
    (c) => ok(c, 'api.ok', null),
  );
  const app = new OpenAPIHono<AppEnv>().basePath('/api/v1');
  app.use('*', requestContext(deps));
  app.route('/leaves', m.build());
  app.onError(handleError);
  return async (token: string) =>
    (
      await app.request('/api/v1/leaves/probe', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
    ).status;
}

/** The raw response (for the PDF invoice). */
export async function rawGet(path: string, token: string) {
  const { app } = await getHarness();
  return app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
}
