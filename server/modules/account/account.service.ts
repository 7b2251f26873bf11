import 'server-only';
import type { z } from 'zod';
import type {
  changePasswordSchema,
  consultantSignupSchema,
  loginSchema,
  signupSchema,
  updateDetailsSchema,
  verifyEmailSchema,
} from '@/lib/contracts/account';
import type { MfaChallenge } from '@/lib/contracts/account-mfa';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { AppError, fieldError, notFound } from '@/server/errors';
import type { AppDeps, AuthContext } from '@/server/deps';
import { translator } from '@/server/i18n';
import { passwordChangedMail, signupAttemptMail, verificationCodeMail } from '@/server/mail/templates';
import { createConsultancy, createOrganization } from '@/server/modules/onboarding/onboarding.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/server/crypto/passwords';
import { digest, randomOtp, randomToken } from '@/server/crypto/tokens';
import type { AuditSource } from '@/server/modules/audit/audit.service';
import {
  findUserByEmail,
  findUserById,
  listReachableOrganizationIds,
  type UserRow,
} from '@/server/modules/identity/identity.queries';
import {
  createUser,
  loadUser,
  lockUser,
  moveSession,
  recordAccountAudit,
  revokeSession,
  revokeUserSessions,
  startSession,
  updateUser,
  type RequestMeta,
} from '@/server/modules/identity/identity.service';
import { findOpenAuthToken, insertAuthToken, updateAuthToken } from './account.repo';
import { clearHits } from '@/server/modules/platform/rate-limit.service';
import {
  assertNotLimited,
  recordFailure,
  successKeys,
  takeSignupSlot,
  takeSignupWarningSlot,
} from './rate-limit';
import { isMfaEnabled } from './mfa.repo';

const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;
const otpDigest = (userId: string, code: string) => digest(`${userId}:${code}`);

export async function sendVerificationCode(deps: AppDeps, user: UserRow) {
  const code = randomOtp();
  const now = deps.now();
  await insertAuthToken(deps.db, {
    userId: user.id,
    purpose: 'verify_email',
    tokenHash: otpDigest(user.id, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    createdAt: now,
  });
  const t = translator(user.locale as Locale);
  await deps.mailer.send(verificationCodeMail(t, user.email, user.firstName, code));
}

/**
 * Creates the user and their organisation in one transaction, then mails a 6-digit code. An email that
 * already has an account gets exactly the same answer — so sign-up does not tell a stranger which emails
 * are registered — and its owner a mail saying someone tried to sign up with it. Each address may sign up
 * `config.signupRateLimit` times an hour.
 */
export function signup(
  deps: AppDeps,
  input: z.output<typeof signupSchema>,
  locale: Locale,
  meta: RequestMeta,
) {
  const { organizationName, ...person } = input;
  return signUpWith(deps, person, locale, meta, (tx, ownerId) =>
    createOrganization(tx, { name: organizationName, country: input.country, ownerId }),
  );
}

/** A consultant signs up like an employer, founding a firm instead of an organisation (spec §7 Consultant). */
export function signupConsultant(
  deps: AppDeps,
  input: z.output<typeof consultantSignupSchema>,
  locale: Locale,
  meta: RequestMeta,
) {
  const { firmName, ...person } = input;
  return signUpWith(deps, person, locale, meta, (tx, userId) =>
    createConsultancy(tx, { name: firmName, country: input.country, userId }),
  );
}

type Person = Omit<z.output<typeof signupSchema>, 'organizationName'>;

/**
 * The user and what they found (an organisation or a firm) in one transaction, then the verification code. A
 * registered email gets the same answer, and its owner a warning mail: sign-up never tells who has an account.
 */
async function signUpWith(
  deps: AppDeps,
  input: Person,
  locale: Locale,
  meta: RequestMeta,
  found: (tx: DbOrTx, userId: string) => Promise<unknown>,
) {
  await takeSignupSlot(deps.db, meta.ip, deps.config.signupRateLimit, deps.now());
  const passwordHash = await hashPassword(input.password);
  let user: UserRow | undefined;
  try {
    user = await deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) return undefined;
      const created = await createUser(tx, { ...input, passwordHash, locale });
      await found(tx, created.id);
      return created;
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
  if (user) await sendVerificationCode(deps, user);
  else await warnOwnerOfSignupAttempt(deps, input.email);
  return { email: input.email };
}

async function warnOwnerOfSignupAttempt(deps: AppDeps, email: string) {
  const owner = await findUserByEmail(deps.db, email);
  if (!owner || !(await takeSignupWarningSlot(deps.db, owner.email, deps.now()))) return;
  const t = translator(owner.locale as Locale);
  await deps.mailer.send(signupAttemptMail(t, owner.email, owner.firstName, `${deps.config.appUrl}/forgot`));
}

/**
 * The mailed code verifies the email and signs the user in. The wrong code's bookkeeping (attempts, failure
 * counts) is written before the error answer, outside any transaction, so the answer cannot undo it; the
 * verification, its session and their audit rows commit together.
 */
export async function verifyEmail(
  deps: AppDeps,
  input: z.output<typeof verifyEmailSchema>,
  meta: RequestMeta,
  source: AuditSource,
) {
  const now = deps.now();
  await assertNotLimited(deps.db, 'otp', input.email, meta.ip, now, deps.sleep);
  const user = await findUserByEmail(deps.db, input.email);
  const token = user && (await findOpenAuthToken(deps.db, user.id, 'verify_email'));
  const usable = token && token.expiresAt > now && token.attempts < OTP_MAX_TRIES;
  if (!user || !token || !usable || token.tokenHash !== otpDigest(user.id, input.otp)) {
    if (token && usable) await updateAuthToken(deps.db, token.id, { attempts: token.attempts + 1 });
    await recordFailure(deps.db, 'otp', input.email, meta.ip, now);
    throw new AppError('BAD_REQUEST', usable || !token ? 'errors.otpInvalid' : 'errors.otpExpired');
  }
  return deps.db.transaction(async (tx) => {
    await updateAuthToken(tx, token.id, { consumedAt: now });
    const verified = await updateUser(tx, user.id, { emailVerifiedAt: now });
    for (const key of successKeys(user.email, meta.ip)) await clearHits(tx, 'otp', key);
    const { sessionId, session } = await startSession({ ...deps, db: tx }, verified, meta);
    await recordAccountAudit(tx, {
      userId: user.id,
      source,
      before: { emailVerified: user.emailVerifiedAt !== null },
      after: { emailVerified: true, signedIn: true, sessionId },
    });
    return session;
  });
}

/**
 * Email and password → a session, or, for a user with MFA on, an MFA challenge (mfa/verify finishes it). The rate limiter's delay (up to 10 s) runs first, outside any transaction.
 * A wrong password for a known account is recorded with its audit rows in one transaction that commits
 * before the 401 is thrown, so the error answer never undoes the failure count. A success clears the
 * account's failures, opens the session and audits it together.
 */
export async function login(
  deps: AppDeps,
  input: z.output<typeof loginSchema>,
  meta: RequestMeta,
  source: AuditSource,
) {
  const now = deps.now();
  await assertNotLimited(deps.db, 'login', input.email, meta.ip, now, deps.sleep);
  const user = await findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    await deps.db.transaction(async (tx) => {
      await recordFailure(tx, 'login', input.email, meta.ip, now);
      // An unknown email has no organisation to audit in (and its text is not stored anywhere).
      if (user) await recordAccountAudit(tx, { userId: user.id, source, after: { signedIn: false } });
    });
    throw new AppError('UNAUTHENTICATED', 'errors.invalidCredentials');
  }
  if (!user.emailVerifiedAt) {
    for (const key of successKeys(user.email, meta.ip)) await clearHits(deps.db, 'login', key);
    // Only someone with the right password learns the account is unverified; they get a fresh code.
    await sendVerificationCode(deps, user);
    throw new AppError('EMAIL_NOT_VERIFIED', 'errors.emailNotVerified');
  }
  if (await isMfaEnabled(deps.db, user.id)) return startMfaChallenge(deps, user, source);
  return completeSignIn(deps, user, meta, source);
}

/**
 * The end of every sign-in, with or without a second factor (mfa/verify calls it too): clears the account's
 * failures, opens the session and audits it in one transaction. `how` adds to the audit row (the factor used).
 */
export function completeSignIn(
  deps: AppDeps,
  user: UserRow,
  meta: RequestMeta,
  source: AuditSource,
  how: Record<string, string> = {},
) {
  return deps.db.transaction(async (tx) => {
    for (const key of successKeys(user.email, meta.ip)) await clearHits(tx, 'login', key);
    const { sessionId, session } = await startSession({ ...deps, db: tx }, user, meta);
    await recordAccountAudit(tx, { userId: user.id, source, after: { signedIn: true, sessionId, ...how } });
    return { ...session, user: { ...session.user, mfaEnabled: await isMfaEnabled(tx, user.id) } };
  });
}

/** The MFA sign-in token: an `auth_tokens` row of this purpose, stored as a digest, 5 minutes, 5 wrong codes. */
export const MFA_TOKEN_PURPOSE = 'mfa_login';
export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;
export const MFA_TOKEN_MAX_TRIES = 5;

/**
 * The right password of a user with MFA on: no session yet, only a short-lived token for mfa/verify. The
 * account's failures are not cleared here: wrong codes after it add to them, so guessing codes is as slow as
 * guessing passwords, and only the completed sign-in forgets them.
 */
async function startMfaChallenge(deps: AppDeps, user: UserRow, source: AuditSource): Promise<MfaChallenge> {
  const mfaToken = randomToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await insertAuthToken(tx, {
      userId: user.id,
      purpose: MFA_TOKEN_PURPOSE,
      tokenHash: digest(mfaToken),
      expiresAt: new Date(now.getTime() + MFA_TOKEN_TTL_MS),
      createdAt: now,
    });
    await recordAccountAudit(tx, { userId: user.id, source, after: { signedIn: false, mfaRequired: true } });
  });
  return { mfaRequired: true, mfaToken };
}

/** The signed-in user as account/* answers it: identity's user and whether their second factor is on. */
export async function presentUser(deps: AppDeps, auth: AuthContext) {
  return { ...(await loadUser(deps, auth)), mfaEnabled: await isMfaEnabled(deps.db, auth.userId) };
}

export const getMe = presentUser;

const detailsOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'phone'>) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
});

/** Name and phone, audited (before and after) in every organisation of the user in the same transaction. */
export async function updateDetails(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof updateDetailsSchema>,
  source: AuditSource,
) {
  return deps.db.transaction(async (tx) => {
    const before = await lockUser(tx, auth.userId);
    if (!before) throw new Error('session user vanished');
    const after = await updateUser(tx, auth.userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
    });
    await recordAccountAudit(tx, {
      userId: auth.userId,
      source,
      before: detailsOf(before),
      after: detailsOf(after),
    });
    return presentUser({ ...deps, db: tx }, auth);
  });
}

/** Changes the password and revokes every other session of the user. */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof changePasswordSchema>,
  source: AuditSource,
) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw fieldError('currentPassword', 'validation.currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    const revoked = await revokeUserSessions(tx, user.id, deps.now(), auth.sessionId);
    // The fact, never the password or its hash.
    await recordAccountAudit(tx, {
      userId: user.id,
      source,
      after: { passwordChanged: true, otherSessionsRevoked: revoked },
    });
  });
  await deps.mailer.send(passwordChangedMail(translator(user.locale as Locale), user.email, user.firstName));
}

/** Revokes this session, with its audit rows. */
export function logout(deps: AppDeps, auth: AuthContext, source: AuditSource) {
  return deps.db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId, deps.now());
    await recordAccountAudit(tx, {
      userId: auth.userId,
      source,
      before: { sessionId: auth.sessionId, signedIn: true },
      after: { sessionId: auth.sessionId, signedIn: false },
    });
  });
}

/** Moves the session into one of the user's organisations; `null` is consultant mode. */
export async function switchOrganization(
  deps: AppDeps,
  auth: AuthContext,
  orgId: string | null,
  source: AuditSource,
) {
  if (orgId === null) {
    if (!auth.roles.some((r) => r.startsWith('consultant'))) throw notFound();
  } else if (!(await listReachableOrganizationIds(deps.db, auth.userId)).has(orgId)) {
    throw notFound('errors.organizationNotFound');
  }
  return deps.db.transaction(async (tx) => {
    await moveSession(tx, auth.sessionId, orgId);
    await recordAccountAudit(tx, {
      userId: auth.userId,
      source,
      before: { sessionId: auth.sessionId, organizationId: auth.organizationId },
      after: { sessionId: auth.sessionId, organizationId: orgId },
    });
    return presentUser({ ...deps, db: tx }, { ...auth, organizationId: orgId });
  });
}
