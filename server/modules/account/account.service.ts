import 'server-only';
import type { z } from 'zod';
import type {
  addClientOrganizationSchema,
  changePasswordSchema,
  consultantSignupSchema,
  loginSchema,
  signupSchema,
  updateDetailsSchema,
  verifyEmailSchema,
} from '@/lib/contracts/account';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { AppError, fieldError, notFound } from '@/server/errors';
import type { AppDeps, AuthContext } from '@/server/http/context';
import { translator } from '@/server/i18n';
import { passwordChangedMail, signupAttemptMail, verificationCodeMail } from '@/server/mail/templates';
import {
  createClientOrganization,
  createConsultancy,
  createOrganization,
} from '@/server/modules/organization/organization.service';
import { digest, dummyPasswordHash, hashPassword, randomOtp, verifyPassword } from './account.crypto';
import {
  clearFailures,
  findOpenAuthToken,
  findUserByEmail,
  findUserById,
  insertAuthToken,
  insertUser,
  listRoles,
  revokeSession,
  revokeUserSessions,
  setSessionOrganization,
  updateAuthToken,
  updateUser,
  type UserRow,
} from './account.repo';
import { listReachableOrganizationIds, loadUser, openSession, type RequestMeta } from './account.session';
import { assertNotLimited, recordFailure, successKeys, takeSignupSlot } from './rate-limit';

const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;
const otpDigest = (userId: string, code: string) => digest(`${userId}:${code}`);
const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

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
      const created = await insertUser(tx, { ...input, passwordHash, locale });
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
  if (!owner) return;
  const t = translator(owner.locale as Locale);
  await deps.mailer.send(signupAttemptMail(t, owner.email, owner.firstName, `${deps.config.appUrl}/forgot`));
}

export async function verifyEmail(
  deps: AppDeps,
  input: z.output<typeof verifyEmailSchema>,
  meta: RequestMeta,
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
  await updateAuthToken(deps.db, token.id, { consumedAt: now });
  const verified = await updateUser(deps.db, user.id, { emailVerifiedAt: now });
  for (const key of successKeys(user.email, meta.ip)) await clearFailures(deps.db, 'otp', key);
  return openSession(deps, verified, meta);
}

export async function login(deps: AppDeps, input: z.output<typeof loginSchema>, meta: RequestMeta) {
  const now = deps.now();
  await assertNotLimited(deps.db, 'login', input.email, meta.ip, now, deps.sleep);
  const user = await findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    await recordFailure(deps.db, 'login', input.email, meta.ip, now);
    throw new AppError('UNAUTHENTICATED', 'errors.invalidCredentials');
  }
  for (const key of successKeys(user.email, meta.ip)) await clearFailures(deps.db, 'login', key);
  if (!user.emailVerifiedAt) {
    // Only someone with the right password learns the account is unverified; they get a fresh code.
    await sendVerificationCode(deps, user);
    throw new AppError('EMAIL_NOT_VERIFIED', 'errors.emailNotVerified');
  }
  return openSession(deps, user, meta);
}

export const getMe = loadUser;

export async function updateDetails(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof updateDetailsSchema>,
) {
  await updateUser(deps.db, auth.userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
  });
  return loadUser(deps, auth);
}

/** Changes the password and revokes every other session of the user. */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof changePasswordSchema>,
) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw fieldError('currentPassword', 'validation.currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, deps.now(), auth.sessionId);
  });
  await deps.mailer.send(passwordChangedMail(translator(user.locale as Locale), user.email, user.firstName));
}

export function logout(deps: AppDeps, auth: AuthContext) {
  return revokeSession(deps.db, auth.sessionId, deps.now());
}

/** A new client organisation under the signed-in consultant's firm (the first firm they belong to). */
export async function addClientOrganization(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof addClientOrganizationSchema>,
) {
  const firm = (await listRoles(deps.db, auth.userId)).find(
    (r) => r.role.name === 'consultant' && r.role.consultantId,
  );
  if (!firm) throw new AppError('FORBIDDEN', 'errors.consultantOnly');
  const organization = await deps.db.transaction((tx) =>
    createClientOrganization(
      tx,
      {
        consultantId: firm.role.consultantId!,
        name: input.name,
        country: input.country,
        email: input.contactEmail,
        phone: input.contactPhone,
      },
      deps.now(),
    ),
  );
  return {
    id: organization.id,
    name: organization.name,
    country: organization.country,
    currency: organization.currency,
  };
}

/** Moves the session into one of the user's organisations; `null` is consultant mode. */
export async function switchOrganization(deps: AppDeps, auth: AuthContext, orgId: string | null) {
  if (orgId === null) {
    if (!auth.roles.some((r) => r.startsWith('consultant'))) throw notFound();
  } else if (!(await listReachableOrganizationIds(deps, auth.userId)).has(orgId)) {
    throw notFound('errors.organizationNotFound');
  }
  await setSessionOrganization(deps.db, auth.sessionId, orgId);
  return loadUser(deps, { ...auth, organizationId: orgId });
}
