import 'server-only';
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
import { requestPermissions } from '@/server/http/middleware/permission';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  errorResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
} from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { routeTemplate } from '@/server/http/route-template';
import { withSessionCookie } from '@/server/http/session-cookie';
import * as team from './team.service';

const invalidInvitation = { 400: errorResponse('The link is invalid, has expired or was already used') };

/**
 * Mounted at /organizations (lib/modules.ts). Any member may read the team; changing it needs `settings`,
 * and the service adds the checks that depend on the target (not oneself, not the owner, only permissions
 * the actor holds). The invitation pages are public: the token is the credential.
 */
export function teamRoutes() {
  const m = moduleRouter('team', ['Team admins']);

  // GET /organizations/admins — members with role, permissions and status, plus open invitations
  m.openapi(
    m.route({ method: 'get', path: '/admins', permission: null, responses: okResponse(teamListSchema) }),
    async (c) => ok(c, 'api.ok', await team.listAdmins(c.var.deps, c.var.organizationId)),
  );
  // POST /organizations/admins — invite a team admin by email with a permission set (mails a 7-day link after commit)
  m.openapi(
    m.route({
      method: 'post',
      path: '/admins',
      permission: 'settings',
      stepUp: true,
      request: jsonBody(inviteAdminSchema),
      responses: createdResponse(teamInvitationSchema),
    }),
    async (c) =>
      created(
        c,
        'team.api.invitationSent',
        // c.var.deps.mailer holds the mail until the invitation has committed.
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
  m.openapi(
    m.route({
      method: 'patch',
      path: '/admins/{user_id}',
      permission: 'settings',
      stepUp: true,
      request: { params: adminParamsSchema, ...jsonBody(updateAdminSchema) },
      responses: {
        ...okResponse(teamMemberSchema),
        ...notFoundResponse('No such team admin in the organisation'),
        ...conflictResponse(
          'The owner’s permissions cannot change, or payroll.approve is taken from someone the approval levels name',
        ),
      },
    }),
    async (c) => {
      const actor = { userId: c.var.auth.userId, permissions: await requestPermissions(c) };
      const { before, data } = await team.updateAdmin(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').user_id,
        c.req.valid('json').permissions,
        actor,
      );
      c.set('auditBefore', before);
      return ok(c, 'team.api.adminUpdated', data);
    },
  );
  // DELETE /organizations/admins/{user_id} — remove a team admin (never the employer owner)
  m.openapi(
    m.route({
      method: 'delete',
      path: '/admins/{user_id}',
      permission: 'settings',
      request: { params: adminParamsSchema },
      responses: {
        ...okResponse(z.null()),
        ...notFoundResponse('No such team admin in the organisation'),
        ...conflictResponse('The owner cannot be removed, nor an admin the payroll approval levels name'),
      },
    }),
    async (c) => {
      const { before } = await team.removeAdmin(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').user_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'team.api.adminRemoved', null);
    },
  );
  // GET /organizations/admins/invite/{token} — public: who invites whom, and whether the email has an account
  m.openapi(
    m.route({
      method: 'get',
      path: '/admins/invite/{token}',
      access: 'public',
      request: { params: inviteTokenParamsSchema },
      responses: { ...okResponse(invitationInfoSchema), ...invalidInvitation },
    }),
    async (c) => ok(c, 'api.ok', await team.getInvitation(c.var.deps, c.req.valid('param').token)),
  );
  // POST /organizations/admins/complete/{token} — public: accept, creating the account if needed → session
  m.openapi(
    m.route({
      method: 'post',
      path: '/admins/complete/{token}',
      access: 'public',
      request: { params: inviteTokenParamsSchema, ...jsonBody(completeInvitationSchema) },
      responses: {
        ...okResponse(sessionSchema),
        ...invalidInvitation,
        ...conflictResponse('Already a member of the organisation'),
      },
    }),
    async (c) =>
      ok(
        c,
        'team.api.invitationAccepted',
        withSessionCookie(
          c,
          await team.completeInvitation(
            c.var.deps,
            c.req.valid('param').token,
            c.req.valid('json'),
            { ip: c.var.ip, userAgent: c.req.header('user-agent') },
            c.var.locale,
            // No organisation in a public request: the service writes the join's audit row itself.
            { action: `POST ${routeTemplate(c)}`, requestId: c.var.requestId, ip: c.var.ip },
          ),
        ),
      ),
  );
  return m.build();
}
