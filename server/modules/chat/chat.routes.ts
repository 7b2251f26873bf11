import 'server-only';
import { z } from 'zod';
import {
  authorizeResultSchema,
  authorizeSchema,
  authorizeViewSchema,
  chatLinkSchema,
  chatOutboxItemSchema,
  chatOutboxQuerySchema,
  chatTokenParamsSchema,
  createPinSchema,
} from '@/lib/contracts/chat';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  errorResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
} from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { assertMayReadOutbox, outboxEnabled, outboxTokenHeaders } from '@/server/mail/dev-outbox';
import { auditSource } from '@/server/http/route-template';
import * as authorise from './chat-authorise.service';
import * as chat from './chat.service';
import { listChatOutbox } from './chat.transport';

/**
 * Approval from chat. Mounted at `/` (lib/modules.ts): its paths start at `account/`, `bot/account/` and
 * `dev/`. The bot routes are public: the link's token is the credential, the PIN the second factor.
 */
export function chatRoutes() {
  const m = moduleRouter('chat', ['Chat']);

  // POST /account/chat-link — sends the signed-in user a /create-pin/{token} link through the chat transport
  m.openapi(
    m.route({
      method: 'post',
      path: '/account/chat-link',
      access: 'user',
      responses: okResponse(chatLinkSchema),
    }),
    async (c) => ok(c, 'chat.api.linkSent', await chat.sendChatLink(c.var.deps, c.var.auth.userId)),
  );
  // POST /bot/account/create-pin/{token} — sets the 4-digit PIN; the link is single use; audited as an
  // account change (the service writes the rows: a public route, so the template writes none)
  m.openapi(
    m.route({
      method: 'post',
      path: '/bot/account/create-pin/{token}',
      access: 'public',
      request: { params: chatTokenParamsSchema, ...jsonBody(createPinSchema) },
      responses: { ...okResponse(z.null()), ...notFoundResponse('Unknown, expired or used link') },
    }),
    async (c) => {
      await chat.createPin(c.var.deps, c.req.valid('param').token, c.req.valid('json').pin, auditSource(c));
      return ok(c, 'chat.api.pinCreated', null);
    },
  );
  // GET /bot/account/authorize/{token} — the authorise page's data: organisation, run, period, headcount, net totals
  m.openapi(
    m.route({
      method: 'get',
      path: '/bot/account/authorize/{token}',
      access: 'public',
      request: { params: chatTokenParamsSchema },
      responses: {
        ...okResponse(authorizeViewSchema),
        ...notFoundResponse('Unknown, expired, used or locked link (never says whether the run exists)'),
      },
    }),
    async (c) => ok(c, 'api.ok', await authorise.getAuthorization(c.var.deps, c.req.valid('param').token)),
  );
  // POST /bot/account/authorize/{token} — approve or reject the run with the PIN; 30 min, single use, 5 wrong PINs lock it
  m.openapi(
    m.route({
      method: 'post',
      path: '/bot/account/authorize/{token}',
      access: 'public',
      request: { params: chatTokenParamsSchema, ...jsonBody(authorizeSchema) },
      responses: {
        ...okResponse(authorizeResultSchema),
        ...notFoundResponse('Unknown, expired, used or locked link'),
        ...conflictResponse('The run changed state or version'),
        403: errorResponse(
          'The approver may no longer approve this level; or MFA_REQUIRED / MFA_INVALID: an approver with MFA on sends a current `code` beside the PIN',
        ),
      },
    }),
    async (c) => {
      const result = await authorise.authorize(c.var.deps, c.req.valid('param').token, c.req.valid('json'), {
        ip: c.var.ip,
        requestId: c.var.requestId,
      });
      return ok(c, result.decision === 'approve' ? 'chat.api.approved' : 'chat.api.rejected', result);
    },
  );

  if (outboxEnabled()) {
    // GET /dev/chat-outbox?to=EMAIL — chat messages kept by the outbox transport, newest first (in production
    // only with X-Outbox-Token, like the mail outbox: they hold create-PIN and approval links)
    m.openapi(
      m.route({
        method: 'get',
        path: '/dev/chat-outbox',
        access: 'public',
        request: { query: chatOutboxQuerySchema, headers: outboxTokenHeaders },
        responses: {
          ...okResponse(z.array(chatOutboxItemSchema)),
          ...notFoundResponse('In production without the right X-Outbox-Token'),
        },
      }),
      async (c) => {
        assertMayReadOutbox(c.var.deps.config, c.req.header('x-outbox-token'));
        const rows = await listChatOutbox(c.var.deps.db, c.req.valid('query').to);
        return ok(
          c,
          'api.ok',
          rows.map((r) => ({
            id: r.id,
            to: r.to,
            text: r.text,
            link: r.link,
            createdAt: r.createdAt.toISOString(),
          })),
        );
      },
    );
  }
  return m.build();
}
