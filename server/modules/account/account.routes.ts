import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  addClientOrganizationSchema,
  changePasswordSchema,
  consultantSignupSchema,
  emailOnlySchema,
  loginSchema,
  resetHashSchema,
  resetPasswordSchema,
  sessionSchema,
  signupSchema,
  switchOrgSchema,
  updateDetailsSchema,
  userSchema,
  verifyEmailSchema,
} from '@/lib/contracts/account';
import type { AppEnv } from '@/server/http/context';
import { createRouter } from '@/server/http/router';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, createdResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { clearSessionCookie, withSessionCookie } from '@/server/http/session-cookie';
import * as recovery from './account-recovery.service';
import * as account from './account.service';

const tags = ['Account'];
const meta = (c: Context<AppEnv>) => ({ ip: c.var.ip, userAgent: c.req.header('user-agent') });
const auth = { middleware: requireSession, security: bearerAuth };

export function accountRoutes() {
  const app = createRouter();

  // POST /account/employer/login — email + password → session token and user
  app.openapi(
    createRoute({
      method: 'post',
      path: '/employer/login',
      tags,
      request: jsonBody(loginSchema),
      responses: okResponse(sessionSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.loggedIn',
        withSessionCookie(c, await account.login(c.var.deps, c.req.valid('json'), meta(c))),
      ),
  );
  // POST /account/employer/signup — user + organisation; mails a 6-digit code. A registered email gets the same
  // answer (its owner a warning mail); SIGNUP_RATE_LIMIT sign-ups per client address per hour
  app.openapi(
    createRoute({
      method: 'post',
      path: '/employer/signup',
      tags,
      request: jsonBody(signupSchema),
      responses: createdResponse(z.object({ email: z.string() })),
    }),
    async (c) =>
      created(
        c,
        'api.signedUp',
        await account.signup(c.var.deps, c.req.valid('json'), c.var.locale, meta(c)),
      ),
  );
  // POST /account/consultant/signup — like the employer sign-up, founding a firm (`firmName`); verified by OTP
  app.openapi(
    createRoute({
      method: 'post',
      path: '/consultant/signup',
      tags,
      request: jsonBody(consultantSignupSchema),
      responses: createdResponse(z.object({ email: z.string() })),
    }),
    async (c) =>
      created(
        c,
        'api.signedUp',
        await account.signupConsultant(c.var.deps, c.req.valid('json'), c.var.locale, meta(c)),
      ),
  );
  // POST /account/consultant/add-organization — a new client organisation under the consultant's firm
  app.openapi(
    createRoute({
      method: 'post',
      path: '/consultant/add-organization',
      tags,
      ...auth,
      request: jsonBody(addClientOrganizationSchema),
      responses: createdResponse(
        z.object({ id: z.string(), name: z.string(), country: z.string(), currency: z.string() }),
      ),
    }),
    async (c) =>
      created(
        c,
        'api.clientOrganizationCreated',
        await account.addClientOrganization(c.var.deps, c.var.auth, c.req.valid('json')),
      ),
  );
  // PATCH /account/verify-email — the mailed code → session token
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/verify-email',
      tags,
      request: jsonBody(verifyEmailSchema),
      responses: okResponse(sessionSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.emailVerified',
        withSessionCookie(c, await account.verifyEmail(c.var.deps, c.req.valid('json'), meta(c))),
      ),
  );
  // POST /account/resend-otp — a new verification code (same answer for unknown emails)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/resend-otp',
      tags,
      request: jsonBody(emailOnlySchema),
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await recovery.resendVerificationCode(c.var.deps, c.req.valid('json').email, meta(c));
      return ok(c, 'api.otpSent', null);
    },
  );
  // POST /account/forgot-password — mails a reset link (same answer for unknown emails)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/forgot-password',
      tags,
      request: jsonBody(emailOnlySchema),
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await recovery.forgotPassword(c.var.deps, c.req.valid('json').email, meta(c));
      return ok(c, 'api.resetLinkSent', null);
    },
  );
  // POST /account/verify-otp — checks a reset link's token before the new password is typed
  app.openapi(
    createRoute({
      method: 'post',
      path: '/verify-otp',
      tags,
      request: jsonBody(resetHashSchema),
      responses: okResponse(z.object({ email: z.string() })),
    }),
    async (c) => ok(c, 'api.linkValid', await recovery.verifyResetLink(c.var.deps, c.req.valid('json').hash)),
  );
  // PATCH /account/reset-password — new password with a reset link's token; signs out everywhere
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/reset-password',
      tags,
      request: jsonBody(resetPasswordSchema),
      responses: okResponse(z.null()),
    }),
    async (c) => {
      const body = c.req.valid('json');
      await recovery.resetPassword(c.var.deps, body.hash, body.password);
      return ok(c, 'api.passwordReset', null);
    },
  );
  // GET /account/me — the signed-in user with roles, as `data.user` (spec §3)
  app.openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags,
      ...auth,
      responses: okResponse(z.object({ user: userSchema })),
    }),
    async (c) => ok(c, 'api.ok', { user: await account.getMe(c.var.deps, c.var.auth) }),
  );
  // PUT /account/details — name and phone
  app.openapi(
    createRoute({
      method: 'put',
      path: '/details',
      tags,
      ...auth,
      request: jsonBody(updateDetailsSchema),
      responses: okResponse(userSchema),
    }),
    async (c) =>
      ok(c, 'api.detailsUpdated', await account.updateDetails(c.var.deps, c.var.auth, c.req.valid('json'))),
  );
  // PATCH /account/change-password — revokes the user's other sessions
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/change-password',
      tags,
      ...auth,
      request: jsonBody(changePasswordSchema),
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await account.changePassword(c.var.deps, c.var.auth, c.req.valid('json'));
      return ok(c, 'api.passwordChanged', null);
    },
  );
  // POST /account/switch-org — work in another of the user's organisations (null: consultant mode)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/switch-org',
      tags,
      ...auth,
      request: jsonBody(switchOrgSchema),
      responses: okResponse(userSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.orgSwitched',
        await account.switchOrganization(c.var.deps, c.var.auth, c.req.valid('json').orgId),
      ),
  );
  // POST /account/logout — revokes this session
  app.openapi(
    createRoute({ method: 'post', path: '/logout', tags, ...auth, responses: okResponse(z.null()) }),
    async (c) => {
      await account.logout(c.var.deps, c.var.auth);
      clearSessionCookie(c);
      return ok(c, 'api.loggedOut', null);
    },
  );
  return app;
}
