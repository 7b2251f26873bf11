import 'server-only';
import type { Context } from 'hono';
import { z } from 'zod';
import { sessionSchema } from '@/lib/contracts/account';
import {
  mfaConfirmAnswerSchema,
  mfaConfirmSchema,
  mfaDisableSchema,
  mfaSetupAnswerSchema,
  mfaSetupSchema,
  mfaVerifySchema,
} from '@/lib/contracts/account-mfa';
import type { AppEnv } from '@/server/http/context';
import type { ModuleRouter } from '@/server/http/module-router';
import { errorResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { auditSource } from '@/server/http/route-template';
import { withSessionCookie } from '@/server/http/session-cookie';
import * as mfa from './mfa.service';

const meta = (c: Context<AppEnv>) => ({ ip: c.var.ip, userAgent: c.req.header('user-agent') });
const wrong = (field: string) => ({ 422: errorResponse(`Wrong ${field} (on the field \`${field}\`)`) });

/**
 * The TOTP second factor under /account/mfa (issue 33). Set-up, confirm and turn-off need a session but no
 * organisation (a person's own account); verify is public, carried by the MFA token the sign-in answered.
 */
export function registerMfaRoutes(m: ModuleRouter) {
  // POST /account/mfa/totp/setup — the password → a new pending secret and its otpauth:// URI
  m.openapi(
    m.route({
      method: 'post',
      path: '/mfa/totp/setup',
      access: 'user',
      request: jsonBody(mfaSetupSchema),
      responses: {
        ...okResponse(mfaSetupAnswerSchema),
        ...wrong('password'),
        409: errorResponse('MFA is already on'),
      },
    }),
    async (c) =>
      ok(
        c,
        'account.api.mfaSetupStarted',
        await mfa.setupTotp(c.var.deps, c.var.auth, c.req.valid('json'), auditSource(c)),
      ),
  );
  // POST /account/mfa/totp/confirm — the first code → MFA on, and the ten recovery codes (shown once)
  m.openapi(
    m.route({
      method: 'post',
      path: '/mfa/totp/confirm',
      access: 'user',
      request: jsonBody(mfaConfirmSchema),
      responses: {
        ...okResponse(mfaConfirmAnswerSchema),
        ...wrong('code'),
        409: errorResponse('Nothing set up to confirm, or MFA is already on'),
      },
    }),
    async (c) =>
      ok(
        c,
        'account.api.mfaEnabled',
        await mfa.confirmTotp(c.var.deps, c.var.auth, c.req.valid('json'), auditSource(c)),
      ),
  );
  // POST /account/mfa/recovery-codes — a current code → ten new recovery codes (shown once), the old ones dead
  m.openapi(
    m.route({
      method: 'post',
      path: '/mfa/recovery-codes',
      access: 'user',
      request: jsonBody(mfaConfirmSchema),
      responses: {
        ...okResponse(mfaConfirmAnswerSchema),
        ...wrong('code'),
        409: errorResponse('MFA is not on'),
      },
    }),
    async (c) =>
      ok(
        c,
        'account.api.mfaRecoveryCodesRegenerated',
        await mfa.regenerateRecoveryCodes(c.var.deps, c.var.auth, c.req.valid('json'), auditSource(c)),
      ),
  );
  // DELETE /account/mfa/totp — the password and a current code → MFA off
  m.openapi(
    m.route({
      method: 'delete',
      path: '/mfa/totp',
      access: 'user',
      request: jsonBody(mfaDisableSchema),
      responses: {
        ...okResponse(z.null()),
        422: errorResponse('Wrong password or code (on the field `password` or `code`)'),
        409: errorResponse('MFA is not on'),
      },
    }),
    async (c) => {
      await mfa.disableTotp(c.var.deps, c.var.auth, c.req.valid('json'), auditSource(c));
      return ok(c, 'account.api.mfaDisabled', null);
    },
  );
  // POST /account/mfa/verify — the sign-in's second step → the session token and cookie, as a plain sign-in
  m.openapi(
    m.route({
      method: 'post',
      path: '/mfa/verify',
      access: 'public',
      request: jsonBody(mfaVerifySchema),
      responses: {
        ...okResponse(sessionSchema),
        401: errorResponse('A wrong, used or replayed code; or an expired, spent or dead MFA token'),
        429: errorResponse('Too many failed sign-ins from this address (on this account)'),
      },
    }),
    async (c) =>
      ok(
        c,
        'account.api.loggedIn',
        withSessionCookie(
          c,
          await mfa.verifyMfaSignIn(c.var.deps, c.req.valid('json'), meta(c), auditSource(c)),
        ),
      ),
  );
}
