import 'server-only';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@/server/errors';
import { checkStepUpCode } from '@/server/modules/identity/step-up.service';
import { mustEnrolMfa } from '@/server/modules/identity/totp.queries';
import type { AppEnv } from '../context';
import { memoized } from '../render-memo';

/** The header a user with MFA on sends a current code in, for the actions that need a fresh one. */
export const MFA_CODE_HEADER = 'X-MFA-Code';

/**
 * Issue 33's organisation requirement: when the organisation requires MFA, a member without it is answered
 * 403 MFA_ENROLMENT_REQUIRED on every organisation call until they set it up (the account calls that set it
 * up are `user` routes and never pass here). One read by primary key, shared by a render's calls.
 */
export const requireMfaEnrolment = createMiddleware<AppEnv>(async (c, next) => {
  const { userId } = c.var.auth;
  const organizationId = c.var.organizationId;
  const blocked = await memoized(c, `mfa-enrol:${organizationId}:${userId}`, () =>
    mustEnrolMfa(c.var.deps.db, organizationId, userId),
  );
  if (blocked) throw new AppError('MFA_ENROLMENT_REQUIRED', 'errors.mfaEnrolmentRequired');
  await next();
});

/**
 * Step-up (issue 33): when the acting user has MFA on, the action needs a current code in `X-MFA-Code` that
 * this user has not used before — each time step is taken once per user, so the code that approved one action
 * cannot approve another. Users without MFA pass untouched. The step is taken before the action runs, so a
 * refused action changes nothing, and a code spent on an action that then fails is not reusable either.
 */
export const requireStepUp = createMiddleware<AppEnv>(async (c, next) => {
  await assertStepUp(c);
  await next();
});

/**
 * The step-up check itself, for an action that needs a fresh code only sometimes (an employee update that
 * changes the bank account): the handler calls it once it knows, before it writes anything.
 */
export async function assertStepUp(c: Context<AppEnv>) {
  await checkStepUpCode(c.var.deps.db, c.var.auth.userId, c.req.header(MFA_CODE_HEADER), c.var.deps.now());
}
