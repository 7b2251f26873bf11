import 'server-only';
import { z } from 'zod';
import {
  adminWalletTransactionSchema,
  adminWalletTransactionsQuerySchema,
  createWalletSchema,
  mobileMoneyCollectionSchema,
  paymentsWebhookResultSchema,
  simulateFundingSchema,
  ugConfirmWalletFundSchema,
  ugStartWalletFundSchema,
  walletSchema,
  walletTransactionSchema,
  walletTransactionsQuerySchema,
} from '@/lib/contracts/wallet';
import { moduleRouter } from '@/server/http/module-router';
import {
  createdResponse,
  errorResponse,
  idempotencyHeaderDoc,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import {
  confirmUgWalletFunding,
  receiveFundingWebhook,
  simulateFunding,
  startUgWalletFunding,
} from './wallet-funding.service';
import {
  listOrganizationTransactions,
  listOrganizationWallets,
  listWalletTransactions,
  openWallet,
  retryFundingAccount,
} from './wallet.service';

const P = 'wallet' as const;
const walletParams = z.object({ wallet_id: z.uuid() });
const noWallet = notFoundResponse('No such wallet in this organisation');
/** The key as the route's idempotency check read it (it trims); also the ledger's key for a simulated credit. */
const keyOf = (headers: { 'idempotency-key'?: string }) => headers['idempotency-key']?.trim() || undefined;

/**
 * Mounted at `/` (lib/modules.ts): the wallet paths live under /organizations, /wallets, /admin and /webhooks.
 * Everything needs the `wallet` permission except the provider's webhook, whose signature is its
 * authentication. Money-moving writes take an Idempotency-Key (a retry replays the first answer; the same key
 * with another body answers 422); the ledger's own posting keys stay underneath, so nothing is credited twice
 * whatever happens to a request.
 */
export function walletRoutes() {
  const m = moduleRouter('wallet', ['Wallet']);

  // POST /organizations/create-wallet — opens a wallet (default currency, or USD) with a virtual account; idempotent
  m.openapi(
    m.route({
      method: 'post',
      path: '/organizations/create-wallet',
      permission: P,
      idempotent: true,
      request: {
        headers: idempotencyHeaderDoc,
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
        idempotencyKey: keyOf(c.req.valid('header')),
      });
      if (isNew) return created(c, 'wallet.api.walletCreated', wallet);
      c.set('auditBefore', wallet);
      return ok(c, 'wallet.api.walletExists', wallet);
    },
  );

  // GET /organizations/wallets — the organisation's wallets with balances from the ledger
  m.openapi(
    m.route({
      method: 'get',
      path: '/organizations/wallets',
      permission: P,
      responses: okResponse(z.array(walletSchema)),
    }),
    async (c) => ok(c, 'api.ok', await listOrganizationWallets(c.var.deps.db, c.var.organizationId)),
  );

  // GET /wallets/{wallet_id}/transactions — paged, filtered by type and date; other tenants' wallets 404
  m.openapi(
    m.route({
      method: 'get',
      path: '/wallets/{wallet_id}/transactions',
      permission: P,
      request: { params: walletParams, query: walletTransactionsQuerySchema },
      responses: { ...pagedResponse(walletTransactionSchema), ...noWallet },
    }),
    async (c) =>
      paged(
        c,
        await listWalletTransactions(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').wallet_id,
          c.req.valid('query'),
          c.var.locale,
        ),
      ),
  );

  // POST /wallets/{wallet_id}/funding-account — asks the provider again for a funding account still pending
  // (our addition for real rails, whose bank may assign the dedicated account later); 409 once it is active
  m.openapi(
    m.route({
      method: 'post',
      path: '/wallets/{wallet_id}/funding-account',
      permission: P,
      request: { params: walletParams },
      responses: {
        ...okResponse(
          walletSchema,
          'The provider answered: `fundingStatus` says whether it assigned the account',
        ),
        409: errorResponse('The funding account is already active, or this provider cannot assign one again'),
        ...noWallet,
      },
    }),
    async (c) => {
      const { before, wallet } = await retryFundingAccount(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').wallet_id,
      );
      c.set('auditBefore', before);
      const message =
        wallet.fundingStatus === 'active'
          ? 'wallet.api.fundingAccountAssigned'
          : 'wallet.api.fundingAccountPending';
      return ok(c, message, wallet);
    },
  );

  // POST /webhooks/payments — the provider's signed funding notification (x-paygrid-signature); replay-safe.
  // Sessionless: the credit writes its own audit row (actor null) in its own transaction.
  m.openapi(
    m.route({
      method: 'post',
      path: '/webhooks/payments',
      access: 'public',
      description: 'Raw JSON body signed by the payments provider; the signature is the authentication.',
      request: { headers: z.object({ 'x-paygrid-signature': z.string().optional() }) },
      responses: {
        ...okResponse(paymentsWebhookResultSchema, 'Funding posted (or already posted)'),
        401: errorResponse('Bad or missing signature'),
        ...notFoundResponse('No wallet has this virtual account'),
      },
    }),
    async (c) => {
      const raw = await c.req.text();
      const result = await receiveFundingWebhook(c.var.deps, raw, c.req.header('x-paygrid-signature'), {
        requestId: c.var.requestId,
        ip: c.var.ip,
      });
      return ok(c, result.replayed ? 'wallet.api.webhookReplayed' : 'wallet.api.walletFunded', result);
    },
  );

  // POST /wallets/{wallet_id}/simulate-funding — sandbox only: a signed pretend transfer in, like a webhook
  m.openapi(
    m.route({
      method: 'post',
      path: '/wallets/{wallet_id}/simulate-funding',
      permission: P,
      idempotent: true,
      request: { params: walletParams, headers: idempotencyHeaderDoc, ...jsonBody(simulateFundingSchema) },
      responses: {
        ...okResponse(
          paymentsWebhookResultSchema,
          'Funding posted (a retry with its Idempotency-Key replays it)',
        ),
        403: errorResponse('The payments provider is not the sandbox, or the wallet permission is missing'),
        ...noWallet,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { before, data } = await simulateFunding(c.var.deps, {
        organizationId: c.var.organizationId,
        walletId: c.req.valid('param').wallet_id,
        amount: body.amount,
        senderName: body.senderName,
        idempotencyKey: keyOf(c.req.valid('header')),
      });
      c.set('auditBefore', before);
      return ok(c, data.replayed ? 'wallet.api.webhookReplayed' : 'wallet.api.walletFunded', data);
    },
  );

  // GET /admin/wallet/transactions — every wallet of the organisation: paged, filtered by type, currency and date
  m.openapi(
    m.route({
      method: 'get',
      path: '/admin/wallet/transactions',
      permission: P,
      request: { query: adminWalletTransactionsQuerySchema },
      responses: pagedResponse(adminWalletTransactionSchema),
    }),
    async (c) =>
      paged(
        c,
        await listOrganizationTransactions(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('query'),
          c.var.locale,
        ),
      ),
  );

  // POST /organizations/ug/start-wallet-fund — Uganda mobile money: the provider prompts the phone to pay
  m.openapi(
    m.route({
      method: 'post',
      path: '/organizations/ug/start-wallet-fund',
      permission: P,
      idempotent: true,
      request: jsonBody(ugStartWalletFundSchema),
      responses: {
        ...createdResponse(mobileMoneyCollectionSchema, 'Collection started; confirm it with its reference'),
        ...noWallet,
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
  m.openapi(
    m.route({
      method: 'post',
      path: '/organizations/ug/confirm-wallet-fund',
      permission: P,
      idempotent: true,
      request: jsonBody(ugConfirmWalletFundSchema),
      responses: {
        ...okResponse(paymentsWebhookResultSchema, 'Funding posted (or already posted for this reference)'),
        ...noWallet,
      },
    }),
    async (c) => {
      const { before, data } = await confirmUgWalletFunding(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, data.replayed ? 'wallet.api.webhookReplayed' : 'wallet.api.walletFunded', data);
    },
  );

  return m.build();
}
