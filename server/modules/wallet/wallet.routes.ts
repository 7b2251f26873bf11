import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminWalletTransactionSchema,
  adminWalletTransactionsQuerySchema,
  createWalletSchema,
  paymentsWebhookResultSchema,
  simulateFundingSchema,
  mobileMoneyCollectionSchema,
  ugConfirmWalletFundSchema,
  ugStartWalletFundSchema,
  walletSchema,
  walletTransactionSchema,
  walletTransactionsQuerySchema,
} from '@/lib/contracts/wallet';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import {
  bearerAuth,
  createdResponse,
  envelope,
  errorSchema,
  jsonBody,
  metaSchema,
  okResponse,
} from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import {
  confirmUgWalletFunding,
  listOrganizationTransactions,
  listOrganizationWallets,
  listWalletTransactions,
  openWallet,
  receiveFundingWebhook,
  simulateFunding,
  startUgWalletFunding,
} from './wallet.service';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });
const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/** Mounted at `/`: the wallet paths live under /organizations, /wallets and /webhooks. */
export function walletRoutes() {
  const app = createRouter();

  // POST /organizations/create-wallet — opens a wallet (default currency, or USD) with a virtual account; idempotent
  app.openapi(
    createRoute({
      method: 'post',
      path: '/organizations/create-wallet',
      tags: ['Wallet'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('wallet')],
      request: {
        headers: idempotencyHeaders,
        body: { content: { 'application/json': { schema: createWalletSchema } }, required: false },
      },
      responses: {
        ...createdResponse(walletSchema, 'Wallet opened'),
        ...okResponse(walletSchema, 'The wallet already existed'),
      },
    }),
    async (c) => {
      const body = c.req.valid('json') ?? {};
      const { wallet, created: isNew } = await openWallet(c.var.deps, {
        organizationId: c.var.organizationId,
        currency: body.currency,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      return isNew ? created(c, 'api.walletCreated', wallet) : ok(c, 'api.walletExists', wallet);
    },
  );

  // GET /organizations/wallets — the organisation's wallets with balances from the ledger
  app.openapi(
    createRoute({
      method: 'get',
      path: '/organizations/wallets',
      tags: ['Wallet'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('wallet')],
      responses: okResponse(z.array(walletSchema)),
    }),
    async (c) => ok(c, 'api.ok', await listOrganizationWallets(c.var.deps.db, c.var.organizationId)),
  );

  // GET /wallets/{wallet_id}/transactions — paged, filtered by type and date; other tenants' wallets 404
  app.openapi(
    createRoute({
      method: 'get',
      path: '/wallets/{wallet_id}/transactions',
      tags: ['Wallet'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('wallet')],
      request: { params: z.object({ wallet_id: z.uuid() }), query: walletTransactionsQuerySchema },
      responses: {
        200: {
          description: 'Success',
          content: {
            'application/json': {
              schema: envelope(z.array(walletTransactionSchema)).extend({ meta: metaSchema }),
            },
          },
        },
        404: errorContent('No such wallet in this organisation'),
      },
    }),
    async (c) => {
      const { data, meta } = await listWalletTransactions(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').wallet_id,
        c.req.valid('query'),
      );
      return c.json({ message: c.var.t('api.ok'), data, meta }, 200);
    },
  );

  // POST /webhooks/payments — the provider's signed funding notification (x-paygrid-signature); replay-safe
  app.openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/payments',
      tags: ['Wallet'],
      description: 'Raw JSON body signed by the payments provider; the signature is the authentication.',
      request: { headers: z.object({ 'x-paygrid-signature': z.string().optional() }) },
      responses: {
        ...okResponse(paymentsWebhookResultSchema, 'Funding posted (or already posted)'),
        404: errorContent('No wallet has this virtual account'),
      },
    }),
    async (c) => {
      const raw = await c.req.text();
      const result = await receiveFundingWebhook(c.var.deps, raw, c.req.header('x-paygrid-signature'), {
        requestId: c.var.requestId,
        ip: c.var.ip,
      });
      return ok(c, result.replayed ? 'api.webhookReplayed' : 'api.walletFunded', result);
    },
  );

  // POST /wallets/{wallet_id}/simulate-funding — sandbox only: a signed pretend transfer in, like a webhook
  app.openapi(
    createRoute({
      method: 'post',
      path: '/wallets/{wallet_id}/simulate-funding',
      tags: ['Wallet'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('wallet')],
      request: {
        params: z.object({ wallet_id: z.uuid() }),
        headers: idempotencyHeaders,
        ...jsonBody(simulateFundingSchema),
      },
      responses: {
        ...okResponse(
          paymentsWebhookResultSchema,
          'Funding posted (or already posted for this Idempotency-Key)',
        ),
        403: errorContent('The payments provider is not the sandbox'),
        404: errorContent('No such wallet in this organisation'),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const result = await simulateFunding(c.var.deps, {
        organizationId: c.var.organizationId,
        walletId: c.req.valid('param').wallet_id,
        amount: body.amount,
        senderName: body.senderName,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      return ok(c, result.replayed ? 'api.webhookReplayed' : 'api.walletFunded', result);
    },
  );

  // GET /admin/wallet/transactions — every wallet of the organisation: paged, filtered by type, currency and date
  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/wallet/transactions',
      tags: ['Wallet'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('wallet')],
      request: { query: adminWalletTransactionsQuerySchema },
      responses: {
        200: {
          description: 'Success',
          content: {
            'application/json': {
              schema: envelope(z.array(adminWalletTransactionSchema)).extend({ meta: metaSchema }),
            },
          },
        },
        422: errorContent('Invalid filters'),
      },
    }),
    async (c) => {
      const { data, meta } = await listOrganizationTransactions(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('query'),
      );
      return c.json({ message: c.var.t('api.ok'), data, meta }, 200);
    },
  );

  // POST /organizations/ug/start-wallet-fund — Uganda mobile money: the provider prompts the phone to pay
  app.openapi(
    createRoute({
      method: 'post',
      path: '/organizations/ug/start-wallet-fund',
      tags: ['Wallet'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('wallet')],
      request: jsonBody(ugStartWalletFundSchema),
      responses: {
        ...createdResponse(mobileMoneyCollectionSchema, 'Collection started; confirm it with its reference'),
        404: errorContent('No such wallet in this organisation'),
      },
    }),
    async (c) =>
      created(
        c,
        'wallet.api.mobileMoneyStarted',
        await startUgWalletFunding(c.var.deps, c.var.organizationId, c.req.valid('json')),
      ),
  );

  // POST /organizations/ug/confirm-wallet-fund — Uganda mobile money confirmation: the provider must know the
  // reference (a collection it started for this wallet, paid, for this amount); credits its amount once
  app.openapi(
    createRoute({
      method: 'post',
      path: '/organizations/ug/confirm-wallet-fund',
      tags: ['Wallet'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('wallet')],
      request: jsonBody(ugConfirmWalletFundSchema),
      responses: {
        ...okResponse(paymentsWebhookResultSchema, 'Funding posted (or already posted for this reference)'),
        404: errorContent('No such wallet in this organisation'),
      },
    }),
    async (c) => {
      const result = await confirmUgWalletFunding(c.var.deps, c.var.organizationId, c.req.valid('json'));
      return ok(c, result.replayed ? 'api.webhookReplayed' : 'api.walletFunded', result);
    },
  );

  return app;
}
