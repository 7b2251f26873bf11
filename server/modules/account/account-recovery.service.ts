import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { AppError } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { translator } from '@/server/i18n';
import { resetPasswordMail } from '@/server/mail/templates';
import { hashPassword } from '@/server/crypto/passwords';
import { digest, randomToken } from '@/server/crypto/tokens';
import type { AuditSource } from '@/server/modules/audit/audit.service';
import { findUserByEmail, findUserById } from '@/server/modules/identity/identity.queries';
import {
  recordAccountAudit,
  revokeUserSessions,
  updateUser,
  type RequestMeta,
} from '@/server/modules/identity/identity.service';
import { consumeAuthToken, findAuthTokenByHash, findOpenAuthToken, insertAuthToken } from './account.repo';
import { sendVerificationCode } from './account.service';
import { assertNotLimited, FAILURE_LIMIT, recordFailure } from './rate-limit';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Past the account's limit, a new reset link is mailed at most once a minute (earlier links keep working). */
const RESET_MAIL_SPACING_MS = 60 * 1000;

/**
 * Mails a single-use reset link valid for an hour. Unknown emails get the same answer, and every request
 * counts towards the limits (rate-limit.ts): an address is locked out after 5, the account never is — its
 * requests are slowed, and its mail spaced — so a stranger can neither flood nor block a victim's reset.
 */
export async function forgotPassword(deps: AppDeps, email: string, meta: RequestMeta) {
  const now = deps.now();
  const earlier = await assertNotLimited(deps.db, 'forgot', email, meta.ip, now, deps.sleep);
  await recordFailure(deps.db, 'forgot', email, meta.ip, now);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  if (earlier >= FAILURE_LIMIT) {
    const last = await findOpenAuthToken(deps.db, user.id, 'reset_password');
    if (last && now.getTime() - last.createdAt.getTime() < RESET_MAIL_SPACING_MS) return;
  }
  const token = randomToken();
  await insertAuthToken(deps.db, {
    userId: user.id,
    purpose: 'reset_password',
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  const link = `${deps.config.appUrl}/reset-password/${token}`;
  await deps.mailer.send(
    resetPasswordMail(translator(user.locale as Locale), user.email, user.firstName, link),
  );
}

async function findUsableResetToken(deps: AppDeps, hash: string) {
  const token = await findAuthTokenByHash(deps.db, digest(hash), 'reset_password');
  if (!token || token.consumedAt || token.expiresAt <= deps.now()) {
    throw new AppError('BAD_REQUEST', 'errors.resetLinkInvalid');
  }
  return token;
}

/** Tells the reset screen whether its link still works, before the user types a new password. */
export async function verifyResetLink(deps: AppDeps, hash: string) {
  const token = await findUsableResetToken(deps, hash);
  const user = await findUserById(deps.db, token.userId);
  return { email: user!.email };
}

/** Sets the new password, spends the link and signs the user out everywhere; audited in the same transaction. */
export async function resetPassword(deps: AppDeps, hash: string, password: string, source: AuditSource) {
  const token = await findUsableResetToken(deps, hash);
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, token.id, now)))
      throw new AppError('BAD_REQUEST', 'errors.resetLinkInvalid');
    // Following the mailed link proves control of the inbox, so the email counts as verified.
    const user = await findUserById(tx, token.userId);
    await updateUser(tx, token.userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now });
    const revoked = await revokeUserSessions(tx, token.userId, now);
    // The fact, never the password, its hash or the link's token.
    await recordAccountAudit(tx, {
      userId: token.userId,
      source,
      after: { passwordReset: true, sessionsRevoked: revoked },
    });
  });
}

/** Sends a new verification code; the same answer whether or not the account exists. */
export async function resendVerificationCode(deps: AppDeps, email: string, meta: RequestMeta) {
  const now = deps.now();
  await assertNotLimited(deps.db, 'resend', email, meta.ip, now, deps.sleep);
  await recordFailure(deps.db, 'resend', email, meta.ip, now);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) await sendVerificationCode(deps, user);
}
