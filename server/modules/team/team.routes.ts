import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { sessionSchema } from '@/lib/contracts/account';
import {
  adminParamsSchema,
  completeInvitationSchema,
  invitationInfoSchema,
  inviteAdminSchema,
  inviteTokenParamsSchema,
  teamInvitationSchema,
  teamListSchema,
  teamMemberSchema,
  updateAdminSchema,
} from '@/lib/contracts/team';
import type { AppEnv } from '@/server/http/context';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requestPermissions, requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, createdResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { withSessionCookie } from '@/server/http/session-cookie';
import * as team from './team.service';

const tags = ['Team admins'];
const read = { tags, security: bearerAuth, middleware: [requireSession, requireOrganization] };
const write = {
  tags,
  security: bearerAuth,
  middleware: [requireSession, requireOrganization, requirePermission('settings')],
};
const meta = (c: Context<AppEnv>) => ({ ip: c.var.ip, userAgent: c.req.header('user-agent') });

/** Mounted at /organizations next to the organisation router (Hono merges both). */
export function teamRoutes() {
  const app = createRouter();
  // GET /organizations/admins — members with role, permissions and status, plus open invitations
  app.openapi(
    createRoute({ method: 'get', path: '/admins', ...read, responses: okResponse(teamListSchema) }),
    async (c) => ok(c, 'api.ok', await team.listAdmins(c.var.deps, c.var.organizationId)),
  );
  // POST /organizations/admins — invite a team admin by email with a permission set (mails a 7-day link)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/admins',
      ...write,
      request: jsonBody(inviteAdminSchema),
      responses: createdResponse(teamInvitationSchema),
    }),
    async (c) =>
      created(
        c,
        'api.invitationSent',
        await team.inviteAdmin(
          c.var.deps,
          c.var.organizationId,
          c.var.auth.userId,
          c.req.valid('json'),
          c.var.locale,
          await requestPermissions(c),
        ),
      ),
  );
  // PATCH /organizations/admins/{user_id} — change a team admin's permissions (never one's own; only grant what one holds)
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/admins/{user_id}',
      ...write,
      request: { params: adminParamsSchema, ...jsonBody(updateAdminSchema) },
      responses: okResponse(teamMemberSchema),
    }),
    async (c) => {
      const actor = { userId: c.var.auth.userId, permissions: await requestPermissions(c) };
      const { user_id: userId } = c.req.valid('param');
      return ok(
        c,
        'api.adminUpdated',
        await team.updateAdmin(
          c.var.deps,
          c.var.organizationId,
          userId,
          c.req.valid('json').permissions,
          actor,
        ),
      );
    },
  );
  // DELETE /organizations/admins/{user_id} — remove a team admin (never the employer owner)
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admins/{user_id}',
      ...write,
      request: { params: adminParamsSchema },
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await team.removeAdmin(c.var.deps, c.var.organizationId, c.req.valid('param').user_id);
      return ok(c, 'api.adminRemoved', null);
    },
  );
  // GET /organizations/admins/invite/{token} — public: who invites whom, and whether the email has an account
  app.openapi(
    createRoute({
      method: 'get',
      path: '/admins/invite/{token}',
      tags,
      request: { params: inviteTokenParamsSchema },
      responses: okResponse(invitationInfoSchema),
    }),
    async (c) => ok(c, 'api.ok', await team.getInvitation(c.var.deps, c.req.valid('param').token)),
  );
  // POST /organizations/admins/complete/{token} — public: accept, creating the account if needed → session
  app.openapi(
    createRoute({
      method: 'post',
      path: '/admins/complete/{token}',
      tags,
      request: { params: inviteTokenParamsSchema, ...jsonBody(completeInvitationSchema) },
      responses: okResponse(sessionSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.invitationAccepted',
        withSessionCookie(
          c,
          await team.completeInvitation(
            c.var.deps,
            c.req.valid('param').token,
            c.req.valid('json'),
            meta(c),
            c.var.locale,
          ),
        ),
      ),
  );
  return app;
}
