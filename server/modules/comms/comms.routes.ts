import 'server-only';
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  audienceCountSchema,
  audienceQuerySchema,
  commListQuerySchema,
  commSchema,
  createCommSchema,
  pollAnalyticsSchema,
  pollParamsSchema,
  publicPollSchema,
  submitPollSchema,
  tokenParamsSchema,
} from '@/lib/contracts/comms';
import type { AppEnv } from '@/server/http/context';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  errorResponse,
  fileResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import { submitPoll, getPublicPoll } from './comms-public.service';
import * as comms from './comms.service';
import { pollResultsWorkbook } from './comms.sheet';
import { registerSuggestionRoutes } from './suggestions.routes';

const BROWSER_COOKIE = 'pg_poll_browser';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The shared link's "one answer per browser": a random id in an http-only cookie, set on first sight. */
function browserId(c: Context<AppEnv>) {
  const existing = getCookie(c, BROWSER_COOKIE);
  if (existing && /^[\w-]{16,64}$/.test(existing)) return existing;
  const fresh = crypto.randomBytes(18).toString('base64url');
  setCookie(c, BROWSER_COOKIE, fresh, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: 365 * 86_400,
    secure: c.var.deps.config.isProduction,
  });
  return fresh;
}

/**
 * Mounted at / (lib/modules.ts): comms and suggestions start at two roots. Reads and writes need the `comms`
 * permission, except posting a suggestion (any member) and the public poll and suggestion-box links.
 */
export function commsRoutes() {
  const m = moduleRouter('comms', ['Comms']);
  registerSuggestionRoutes(m);

  // GET /comms — paged; filters type, status (open/closed polls), search in question or title
  m.openapi(
    m.route({
      method: 'get',
      path: '/comms',
      permission: 'comms',
      request: { query: commListQuerySchema },
      responses: pagedResponse(commSchema),
    }),
    async (c) =>
      paged(
        c,
        await comms.listComms(c.var.deps.db, c.var.organizationId, c.req.valid('query'), c.var.deps.now()),
      ),
  );
  // POST /comms — a poll or an announcement; its mail job is queued in the same transaction
  m.openapi(
    m.route({
      method: 'post',
      path: '/comms',
      permission: 'comms',
      request: jsonBody(createCommSchema),
      responses: createdResponse(commSchema),
    }),
    async (c) => {
      const input = c.req.valid('json');
      const data = await comms.createComm(
        c.var.deps,
        c.var.organizationId,
        c.var.auth.userId,
        input,
        c.var.locale,
      );
      return created(
        c,
        input.type === 'poll' ? 'comms.api.pollCreated' : 'comms.api.announcementSent',
        data,
        { count: data.recipients },
      );
    },
  );
  // GET /comms/audience — our addition: how many people an audience reaches (comma-separated ids)
  m.openapi(
    m.route({
      method: 'get',
      path: '/comms/audience',
      permission: 'comms',
      request: { query: audienceQuerySchema },
      responses: okResponse(audienceCountSchema),
    }),
    async (c) =>
      ok(c, 'api.ok', await comms.countAudience(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // GET /comms/poll/{poll_id} — the poll with its analytics
  m.openapi(
    m.route({
      method: 'get',
      path: '/comms/poll/{poll_id}',
      permission: 'comms',
      request: { params: pollParamsSchema },
      responses: { ...okResponse(pollAnalyticsSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await comms.getPollAnalytics(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').poll_id,
          c.var.deps.now(),
        ),
      ),
  );
  // GET /comms/poll/{poll_id}/download — our addition: the results as xlsx
  m.openapi(
    m.route({
      method: 'get',
      path: '/comms/poll/{poll_id}/download',
      permission: 'comms',
      request: { params: pollParamsSchema },
      responses: { ...fileResponse(XLSX), ...notFoundResponse() },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const poll = await comms.getPollAnalytics(
        db,
        c.var.organizationId,
        c.req.valid('param').poll_id,
        c.var.deps.now(),
      );
      const bytes = await pollResultsWorkbook(db, c.var.organizationId, poll, c.var.t);
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': XLSX,
        'content-disposition': `attachment; filename="poll-results.xlsx"`,
        'cache-control': 'private, no-store',
      });
    },
  );
  // POST /comms/poll/{poll_id}/close — our addition: close the poll now
  m.openapi(
    m.route({
      method: 'post',
      path: '/comms/poll/{poll_id}/close',
      permission: 'comms',
      request: { params: pollParamsSchema },
      responses: {
        ...okResponse(pollAnalyticsSchema),
        ...notFoundResponse(),
        ...conflictResponse('Already closed'),
      },
    }),
    async (c) => {
      const { before, data } = await comms.closePoll(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').poll_id,
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'comms.api.pollClosed', data);
    },
  );
  // GET /comms/poll/public/{token} — public: the question and options, open or not, answered or not
  m.openapi(
    m.route({
      method: 'get',
      path: '/comms/poll/public/{token}',
      access: 'public',
      request: { params: tokenParamsSchema },
      responses: { ...okResponse(publicPollSchema), ...notFoundResponse('No such link') },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await getPublicPoll(
          c.var.deps.db,
          c.req.valid('param').token,
          getCookie(c, BROWSER_COOKIE),
          c.var.deps.now(),
        ),
      ),
  );
  // POST /comms/poll/submit/{token} — public: one answer per personal link, or per browser on the shared link
  m.openapi(
    m.route({
      method: 'post',
      path: '/comms/poll/submit/{token}',
      access: 'public',
      request: { params: tokenParamsSchema, ...jsonBody(submitPollSchema) },
      responses: {
        ...okResponse(z.object({ answered: z.boolean() })),
        ...notFoundResponse('No such link'),
        ...conflictResponse('Closed, unavailable, or this link has answered'),
        429: errorResponse('Too many answers from this address'),
      },
    }),
    async (c) => {
      const client = { browserId: browserId(c), ip: c.var.ip };
      const data = await submitPoll(
        c.var.deps.db,
        c.req.valid('param').token,
        c.req.valid('json').optionIds,
        client,
        c.var.deps.now(),
      );
      return ok(c, 'comms.api.answerRecorded', data);
    },
  );
  return m.build();
}
