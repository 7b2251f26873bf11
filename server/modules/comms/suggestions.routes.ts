import 'server-only';
import { z } from 'zod';
import {
  archiveSuggestionSchema,
  boxSuggestionSchema,
  createSuggestionSchema,
  publicSuggestionBoxSchema,
  suggestionBoxSchema,
  suggestionListQuerySchema,
  suggestionParamsSchema,
  suggestionSchema,
  tokenParamsSchema,
} from '@/lib/contracts/comms';
import type { ModuleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  errorResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import { loadUser } from '@/server/modules/identity/identity.service';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { checkPublicRate } from './comms.rate-limit';
import * as suggestions from './suggestions.service';

/** Suggestions live in the comms module (one screen, one permission), under their own `/suggestions` root. */
export function registerSuggestionRoutes(m: ModuleRouter) {
  // GET /suggestions — paged; filters status (new/archived), category, search in the message
  m.openapi(
    m.route({
      method: 'get',
      path: '/suggestions',
      permission: 'comms',
      request: { query: suggestionListQuerySchema },
      responses: pagedResponse(suggestionSchema),
    }),
    async (c) =>
      paged(c, await suggestions.listSuggestions(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // POST /suggestions — any signed-in member; an anonymous one keeps no identity, in the row or the audit log
  m.openapi(
    m.route({
      method: 'post',
      path: '/suggestions',
      permission: null,
      request: jsonBody(createSuggestionSchema),
      responses: createdResponse(suggestionSchema),
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { deps, organizationId } = c.var;
      let author = { userId: c.var.auth.userId, name: '' };
      if (!input.anonymous) {
        const me = await loadUser(deps, c.var.auth);
        author = { userId: me.id, name: `${me.firstName} ${me.lastName}`.trim() };
      }
      const data = await suggestions.createMemberSuggestion(
        deps.db,
        organizationId,
        author,
        input,
        deps.now(),
      );
      if (input.anonymous) {
        // The standard audit row would carry the actor, the address and a request id that the logs tie to
        // the session: write our own, without any of them.
        c.set('skipAudit', true);
        await recordAudit(deps.db, {
          organizationId,
          actorUserId: null,
          action: 'POST /suggestions',
          entity: 'comms',
          entityId: data.id,
          after: data,
          requestId: null,
          ip: null,
        });
      }
      return created(c, 'comms.api.suggestionSent', data);
    },
  );
  // GET /suggestions/box — our addition: the organisation's suggestion-box link token and known categories
  m.openapi(
    m.route({
      method: 'get',
      path: '/suggestions/box',
      permission: 'comms',
      audit: false,
      responses: okResponse(suggestionBoxSchema),
    }),
    async (c) =>
      ok(c, 'api.ok', await suggestions.getBox(c.var.deps.db, c.var.organizationId, c.var.deps.now())),
  );
  // POST /suggestions/box/rotate — our addition: a new box link; the old one stops working
  m.openapi(
    m.route({
      method: 'post',
      path: '/suggestions/box/rotate',
      permission: 'comms',
      responses: okResponse(suggestionBoxSchema),
    }),
    async (c) =>
      ok(
        c,
        'comms.api.boxRotated',
        await suggestions.rotateBox(c.var.deps.db, c.var.organizationId, c.var.deps.now()),
      ),
  );
  // GET /suggestions/public/{token} — public: the organisation behind a box link
  m.openapi(
    m.route({
      method: 'get',
      path: '/suggestions/public/{token}',
      access: 'public',
      request: { params: tokenParamsSchema },
      responses: { ...okResponse(publicSuggestionBoxSchema), ...notFoundResponse('No such link') },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await suggestions.getPublicBox(c.var.deps.db, c.req.valid('param').token, c.var.deps.now()),
      ),
  );
  // POST /suggestions/public/{token} — public: an anonymous suggestion through the box link
  m.openapi(
    m.route({
      method: 'post',
      path: '/suggestions/public/{token}',
      access: 'public',
      request: { params: tokenParamsSchema, ...jsonBody(boxSuggestionSchema) },
      responses: {
        ...createdResponse(z.object({ received: z.boolean() })),
        ...notFoundResponse('No such link'),
        ...conflictResponse('The organisation’s subscription has lapsed'),
        429: errorResponse('Too many suggestions from this address'),
      },
    }),
    async (c) => {
      const { token } = c.req.valid('param');
      // The address is only part of a hashed key in the shared limiter; it is never stored in the clear.
      await checkPublicRate(c.var.deps.db, `box:${token}:${c.var.ip}`, c.var.deps.now());
      return created(
        c,
        'comms.api.suggestionSent',
        await suggestions.createBoxSuggestion(c.var.deps.db, token, c.req.valid('json'), c.var.deps.now()),
      );
    },
  );
  // PATCH /suggestions/{suggestion_id} — { archived } archives or restores
  m.openapi(
    m.route({
      method: 'patch',
      path: '/suggestions/{suggestion_id}',
      permission: 'comms',
      request: { params: suggestionParamsSchema, ...jsonBody(archiveSuggestionSchema) },
      responses: { ...okResponse(suggestionSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { archived } = c.req.valid('json');
      const { before, data } = await suggestions.archiveSuggestion(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').suggestion_id,
        archived,
      );
      c.set('auditBefore', before);
      return ok(c, archived ? 'comms.api.suggestionArchived' : 'comms.api.suggestionRestored', data);
    },
  );
  // DELETE /suggestions/{suggestion_id} — deletes (the screen asks for a confirmation first)
  m.openapi(
    m.route({
      method: 'delete',
      path: '/suggestions/{suggestion_id}',
      permission: 'comms',
      request: { params: suggestionParamsSchema },
      responses: { ...okResponse(z.null()), ...notFoundResponse() },
    }),
    async (c) => {
      const { before } = await suggestions.deleteSuggestion(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').suggestion_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'comms.api.suggestionDeleted', null);
    },
  );
}
