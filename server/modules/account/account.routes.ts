import 'server-only';
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
import { loginAnswerSchema } from '@/lib/contracts/account-mfa';
import type { AppEnv } from '@/server/http/context';
import { moduleRouter } from '@/server/http/module-router';
import {
  createdResponse,
  errorResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
} from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { clearSessionCookie, withSessionCookie } from '@/server/http/session-cookie';
import { forgetSession } from '@/server/http/session-gate';
import { auditSource } from '@/server/http/route-template';
import * as recovery from './account-recovery.service';
import * as account from './account.service';
import { registerMfaRoutes } from './mfa.routes';
import { registerSessionRoutes } from './sessions.routes';
import { addClientOrganization } from '@/server/modules/onboarding/onboarding.service';

const meta = (c: Context<AppEnv>) => ({ ip: c.var.ip, userAgent: c.req.header('user-agent') });
const rateLimited = { 429: errorResponse('Too many attempts (per address, or per address on the account)') };
const badRequest = (what: string) => ({ 400: errorResponse(what) });

/**
 * Mounted at /account (lib/modules.ts). Sign-up, sign-in and recovery are public; the rest need a session
 * but no organisation. None of them is an organisation write, so the template opens no transaction: each
 * service runs its own, and a change to the person's own account writes its audit rows (entity `account`,
 * one per organisation of the user) inside it (identity's recordAccountAudit). Rate-limit bookkeeping is
 * written outside those transactions, so an error answer never undoes it, and the limiter's delay runs
 * before any opens.
 */
export function accountRoutes() {
  const m = moduleRouter('account', ['Account']);

  // POST /account/employer/login — email + password → session token and user
  m.openapi(
    m.route({
      method: 'post',
      path: '/employer/login',
      access: 'public',
      request: jsonBody(loginSchema),
      responses: {
        // A user with MFA on gets `{ mfaRequired: true, mfaToken }` (no token, no cookie) for mfa/verify.
        ...okResponse(loginAnswerSchema),
        401: errorResponse('Wrong email or password (the same answer for both)'),
        403: errorResponse(
          'EMAIL_NOT_VERIFIED: the right password, an unverified email (a new code is mailed)',
        ),
        ...rateLimited,
      },
    }),
    async (c) => {
      const answer = await account.login(c.var.deps, c.req.valid('json'), meta(c), auditSource(c));
      if ('mfaRequired' in answer) return ok(c, 'account.api.mfaRequired', answer);
      return ok(c, 'account.api.loggedIn', withSessionCookie(c, answer));
    },
  );
  registerMfaRoutes(m);
  registerSessionRoutes(m);
  // POST /account/employer/signup — user + organisation; mails a 6-digit code. A registered email gets the same
  // answer (its owner a warning mail); SIGNUP_RATE_LIMIT sign-ups per client address per hour
  m.openapi(
    m.route({
      method: 'post',
      path: '/employer/signup',
      access: 'public',
      request: jsonBody(signupSchema),
      responses: { ...createdResponse(z.object({ email: z.string() })), ...rateLimited },
    }),
    async (c) =>
      created(
        c,
        'account.api.signedUp',
        await account.signup(c.var.deps, c.req.valid('json'), c.var.locale, meta(c)),
      ),
  );
  // POST /account/consultant/signup — like the employer sign-up, founding a firm (`firmName`); verified by OTP
  m.openapi(
    m.route({
      method: 'post',
      path: '/consultant/signup',
      access: 'public',
      request: jsonBody(consultantSignupSchema),
      responses: { ...createdResponse(z.object({ email: z.string() })), ...rateLimited },
    }),
    async (c) =>
      created(
        c,
        'account.api.signedUp',
        await account.signupConsultant(c.var.deps, c.req.valid('json'), c.var.locale, meta(c)),
      ),
  );
  // POST /account/consultant/add-organization — a new client organisation under the consultant's firm
  m.openapi(
    m.route({
      method: 'post',
      path: '/consultant/add-organization',
      access: 'user',
      request: jsonBody(addClientOrganizationSchema),
      responses: {
        ...createdResponse(
          z.object({ id: z.string(), name: z.string(), country: z.string(), currency: z.string() }),
        ),
        403: errorResponse('Only a consultant may add a client organisation'),
      },
    }),
    async (c) =>
      created(
        c,
        'account.api.clientOrganizationCreated',
        await addClientOrganization(c.var.deps, c.var.auth, c.req.valid('json'), auditSource(c)),
      ),
  );
  // PATCH /account/verify-email — the mailed code → session token
  m.openapi(
    m.route({
      method: 'patch',
      path: '/verify-email',
      access: 'public',
      request: jsonBody(verifyEmailSchema),
      responses: {
        ...okResponse(sessionSchema),
        ...badRequest('Wrong or expired code'),
        ...rateLimited,
      },
    }),
    async (c) =>
      ok(
        c,
        'account.api.emailVerified',
        withSessionCookie(
          c,
          await account.verifyEmail(c.var.deps, c.req.valid('json'), meta(c), auditSource(c)),
        ),
      ),
  );
  // POST /account/resend-otp — a new verification code (same answer for unknown emails)
  m.openapi(
    m.route({
      method: 'post',
      path: '/resend-otp',
      access: 'public',
      request: jsonBody(emailOnlySchema),
      responses: { ...okResponse(z.null()), ...rateLimited },
    }),
    async (c) => {
      await recovery.resendVerificationCode(c.var.deps, c.req.valid('json').email, meta(c));
      return ok(c, 'account.api.otpSent', null);
    },
  );
  // POST /account/forgot-password — mails a reset link (same answer for unknown emails)
  m.openapi(
    m.route({
      method: 'post',
      path: '/forgot-password',
      access: 'public',
      request: jsonBody(emailOnlySchema),
      responses: { ...okResponse(z.null()), ...rateLimited },
    }),
    async (c) => {
      await recovery.forgotPassword(c.var.deps, c.req.valid('json').email, meta(c));
      return ok(c, 'account.api.resetLinkSent', null);
    },
  );
  // POST /account/verify-otp — checks a reset link's token before the new password is typed
  m.openapi(
    m.route({
      method: 'post',
      path: '/verify-otp',
      access: 'public',
      request: jsonBody(resetHashSchema),
      responses: {
        ...okResponse(z.object({ email: z.string() })),
        ...badRequest('Unknown, used or expired link'),
      },
    }),
    async (c) =>
      ok(c, 'account.api.linkValid', await recovery.verifyResetLink(c.var.deps, c.req.valid('json').hash)),
  );
  // PATCH /account/reset-password — new password with a reset link's token; signs out everywhere
  m.openapi(
    m.route({
      method: 'patch',
      path: '/reset-password',
      access: 'public',
      request: jsonBody(resetPasswordSchema),
      responses: { ...okResponse(z.null()), ...badRequest('Unknown, used or expired link') },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await recovery.resetPassword(c.var.deps, body.hash, body.password, auditSource(c));
      return ok(c, 'account.api.passwordReset', null);
    },
  );
  // GET /account/me — the signed-in user with roles, as `data.user` (spec §3)
  m.openapi(
    m.route({
      method: 'get',
      path: '/me',
      access: 'user',
      responses: okResponse(z.object({ user: userSchema })),
    }),
    async (c) => ok(c, 'api.ok', { user: await account.getMe(c.var.deps, c.var.auth) }),
  );
  // PUT /account/details — name and phone
  m.openapi(
    m.route({
      method: 'put',
      path: '/details',
      access: 'user',
      request: jsonBody(updateDetailsSchema),
      responses: okResponse(userSchema),
    }),
    async (c) =>
      ok(
        c,
        'account.api.detailsUpdated',
        await account.updateDetails(c.var.deps, c.var.auth, c.req.valid('json'), auditSource(c)),
      ),
  );
  // PATCH /account/change-password — revokes the user's other sessions
  m.openapi(
    m.route({
      method: 'patch',
      path: '/change-password',
      access: 'user',
      request: jsonBody(changePasswordSchema),
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await account.changePassword(c.var.deps, c.var.auth, c.req.valid('json'), auditSource(c));
      return ok(c, 'account.api.passwordChanged', null);
    },
  );
  // POST /account/switch-org — work in another of the user's organisations (null: consultant mode)
  m.openapi(
    m.route({
      method: 'post',
      path: '/switch-org',
      access: 'user',
      request: jsonBody(switchOrgSchema),
      responses: {
        ...okResponse(userSchema),
        ...notFoundResponse('Not one of the user’s organisations (or consultant mode for a non-consultant)'),
      },
    }),
    async (c) => {
      const user = await account.switchOrganization(
        c.var.deps,
        c.var.auth,
        c.req.valid('json').orgId,
        auditSource(c),
      );
      // middleware.ts keeps the session's guard (organisation, subscription, plan) for 5 s: drop it, so the
      // screens of the organisation switched into are guarded by its own plan at once.
      forgetSession(c.var.auth.sessionId);
      return ok(c, 'account.api.orgSwitched', user);
    },
  );
  // POST /account/logout — revokes this session
  m.openapi(
    m.route({ method: 'post', path: '/logout', access: 'user', responses: okResponse(z.null()) }),
    async (c) => {
      await account.logout(c.var.deps, c.var.auth, auditSource(c));
      clearSessionCookie(c);
      return ok(c, 'account.api.loggedOut', null);
    },
  );
  return m.build();
}
