import 'server-only';
import { z } from 'zod';
import {
  accountSessionSchema,
  revokedSessionsSchema,
  sessionParamsSchema,
} from '@/lib/contracts/account-sessions';
import type { ModuleRouter } from '@/server/http/module-router';
import { notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { auditSource } from '@/server/http/route-template';
import { forgetSession } from '@/server/http/session-gate';
import * as sessions from './sessions.service';

/**
 * The person's own sessions under /account/sessions (issue 33, ASVS 7.5.2): see where they are signed in, end
 * one, or end all but this one. A session, no organisation: these are the person's own account.
 */
export function registerSessionRoutes(m: ModuleRouter) {
  // GET /account/sessions — live sessions (device, address, created, last seen, current), the newest first
  m.openapi(
    m.route({
      method: 'get',
      path: '/sessions',
      access: 'user',
      responses: okResponse(z.array(accountSessionSchema)),
    }),
    async (c) => ok(c, 'api.ok', await sessions.listSessions(c.var.deps, c.var.auth)),
  );
  // DELETE /account/sessions/{id} — ends one of the caller's sessions at once
  m.openapi(
    m.route({
      method: 'delete',
      path: '/sessions/{id}',
      access: 'user',
      request: { params: sessionParamsSchema },
      responses: {
        ...okResponse(z.null()),
        ...notFoundResponse('Not one of the caller’s live sessions'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await sessions.endSession(c.var.deps, c.var.auth, id, auditSource(c));
      // middleware.ts's guard keeps a session's answer for 5 s in this process: the screens end at once too.
      forgetSession(id);
      return ok(c, 'account.api.sessionRevoked', null);
    },
  );
  // DELETE /account/sessions — sign out everywhere else: ends every other session, answers how many
  m.openapi(
    m.route({
      method: 'delete',
      path: '/sessions',
      access: 'user',
      responses: okResponse(revokedSessionsSchema),
    }),
    async (c) => {
      const ended = await sessions.endOtherSessions(c.var.deps, c.var.auth, auditSource(c));
      for (const id of ended) forgetSession(id);
      return ok(c, 'account.api.otherSessionsRevoked', { revoked: ended.length });
    },
  );
}
