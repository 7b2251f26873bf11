import 'server-only';
import type { z } from 'zod';
import type {
  mfaConfirmSchema,
  mfaDisableSchema,
  mfaSetupSchema,
  mfaVerifySchema,
} from '@/lib/contracts/account-mfa';
import { decryptField, encryptField } from '@/server/crypto/field-cipher';
import { verifyPassword } from '@/server/crypto/passwords';
import { generateRecoveryCodes, recoveryCodeDigest } from '@/server/crypto/recovery-codes';
import { digest } from '@/server/crypto/tokens';
import { generateTotpSecret, totpUri, verifyTotp } from '@/server/crypto/totp';
import { AppError, conflict, fieldError } from '@/server/errors';
import type { AppDeps, AuthContext } from '@/server/deps';
import type { AuditSource } from '@/server/modules/audit/audit.service';
import { findUserById, type UserRow } from '@/server/modules/identity/identity.queries';
import { organizationRequiresMfa, takeTotpStep } from '@/server/modules/identity/totp.queries';
import { recordAccountAudit, type RequestMeta } from '@/server/modules/identity/identity.service';
import { consumeAuthToken, findAuthTokenByHash, updateAuthToken } from './account.repo';
import { completeSignIn, MFA_TOKEN_MAX_TRIES, MFA_TOKEN_PURPOSE } from './account.service';
import * as repo from './mfa.repo';
import { assertNotLimited, recordFailure } from './rate-limit';

/**
 * The TOTP second factor (issue 33, part A): set up, confirm (MFA on, recovery codes issued), turn off, and
 * the sign-in's second step. The secret is stored only encrypted and never logged or audited; audit rows
 * carry plain facts (`mfaEnabled`), never a secret or a code.
 */

async function userWithPassword(deps: AppDeps, userId: string, password: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw fieldError('password', 'validation.currentPasswordWrong');
  }
  return user;
}

/** A new pending secret (re-authenticated by the password); a pending one is replaced, an active one is 409. */
export async function setupTotp(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof mfaSetupSchema>,
  source: AuditSource,
) {
  const user = await userWithPassword(deps, auth.userId, input.password);
  if (await repo.isMfaEnabled(deps.db, user.id)) throw conflict('errors.mfaAlreadyOn');
  const secret = generateTotpSecret();
  await deps.db.transaction(async (tx) => {
    await repo.savePendingTotp(tx, user.id, encryptField(secret), deps.now());
    await recordAccountAudit(tx, { userId: user.id, source, after: { mfaSetupStarted: true } });
  });
  return { secret, otpauthUrl: totpUri({ secret, account: user.email }) };
}

/**
 * The time step of a right, unused code for the user's secret, taken (so it is never accepted again); null
 * for a wrong code or a replayed one. The take is one conditional update, so it holds under races.
 */
async function takeCode(deps: AppDeps, row: repo.TotpRow, code: string): Promise<number | null> {
  const now = deps.now();
  const step = verifyTotp(decryptField(row.secretEncrypted), code, { at: now.getTime() });
  if (step === null) return null;
  return (await takeTotpStep(deps.db, row.userId, step, now)) ? step : null;
}

/** The first code from the app turns MFA on and issues the ten recovery codes (shown once, stored hashed). */
export async function confirmTotp(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof mfaConfirmSchema>,
  source: AuditSource,
) {
  const row = await repo.findTotp(deps.db, auth.userId);
  if (!row) throw conflict('errors.mfaNotSetUp');
  if (row.confirmedAt) throw conflict('errors.mfaAlreadyOn');
  if ((await takeCode(deps, row, input.code)) === null) throw fieldError('code', 'validation.mfaCodeWrong');
  const codes = generateRecoveryCodes(10);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await repo.markTotpConfirmed(tx, auth.userId, now);
    await repo.replaceRecoveryCodes(
      tx,
      auth.userId,
      codes.map((c) => recoveryCodeDigest(c)!),
      now,
    );
    await recordAccountAudit(tx, {
      userId: auth.userId,
      source,
      before: { mfaEnabled: false },
      after: { mfaEnabled: true },
    });
  });
  return { recoveryCodes: codes };
}

/**
 * Ten new recovery codes for a user with MFA on, the old ones dead at once. Re-authenticated by a current
 * code (ASVS 7.5.1: a factor changes only after proving the one in hand), taken so it cannot be replayed.
 */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof mfaConfirmSchema>,
  source: AuditSource,
) {
  const row = await repo.findTotp(deps.db, auth.userId);
  if (!row?.confirmedAt) throw conflict('errors.mfaNotOn');
  if ((await takeCode(deps, row, input.code)) === null) throw fieldError('code', 'validation.mfaCodeWrong');
  const codes = generateRecoveryCodes(10);
  await deps.db.transaction(async (tx) => {
    await repo.replaceRecoveryCodes(
      tx,
      auth.userId,
      codes.map((c) => recoveryCodeDigest(c)!),
      deps.now(),
    );
    await recordAccountAudit(tx, { userId: auth.userId, source, after: { recoveryCodesRegenerated: true } });
  });
  return { recoveryCodes: codes };
}

/**
 * Turns MFA off with the password and a current code; the secret and recovery codes are deleted. Refused
 * (409) while the session's organisation requires MFA of every admin.
 */
export async function disableTotp(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof mfaDisableSchema>,
  source: AuditSource,
) {
  const user = await userWithPassword(deps, auth.userId, input.password);
  const row = await repo.findTotp(deps.db, user.id);
  if (!row?.confirmedAt) throw conflict('errors.mfaNotOn');
  if (auth.organizationId && (await organizationRequiresMfa(deps.db, auth.organizationId))) {
    throw conflict('errors.mfaRequiredByOrganisation');
  }
  if ((await takeCode(deps, row, input.code)) === null) throw fieldError('code', 'validation.mfaCodeWrong');
  await deps.db.transaction(async (tx) => {
    await repo.deleteMfa(tx, user.id);
    await recordAccountAudit(tx, {
      userId: user.id,
      source,
      before: { mfaEnabled: true },
      after: { mfaEnabled: false },
    });
  });
}

const signInExpired = () => new AppError('UNAUTHENTICATED', 'errors.mfaSignInExpired');

/**
 * The sign-in's second step: the MFA token from the login answer and a current code (or a recovery code) →
 * the same session answer as a sign-in without MFA (completeSignIn). A wrong, replayed or spent code counts
 * against the token (dead after 5) and toward the account's sign-in failures; its bookkeeping is written
 * before the 401, outside any transaction, so the answer cannot undo it.
 */
export async function verifyMfaSignIn(
  deps: AppDeps,
  input: z.output<typeof mfaVerifySchema>,
  meta: RequestMeta,
  source: AuditSource,
) {
  const now = deps.now();
  const token = await findAuthTokenByHash(deps.db, digest(input.mfaToken), MFA_TOKEN_PURPOSE);
  const user = token && (await findUserById(deps.db, token.userId));
  const live = token && !token.consumedAt && token.expiresAt > now && token.attempts < MFA_TOKEN_MAX_TRIES;
  if (!token || !user || !live) throw signInExpired();
  await assertNotLimited(deps.db, 'login', user.email, meta.ip, now, deps.sleep);
  const row = await repo.findTotp(deps.db, user.id);
  // MFA turned off since the password step: the token no longer leads anywhere.
  if (!row?.confirmedAt) throw signInExpired();
  let factor: string | null = null;
  if ('code' in input) {
    if ((await takeCode(deps, row, input.code)) !== null) factor = 'totp';
  } else {
    const hash = recoveryCodeDigest(input.recoveryCode);
    if (hash && (await repo.useRecoveryCode(deps.db, user.id, hash, now))) factor = 'recovery_code';
  }
  if (!factor) {
    await updateAuthToken(deps.db, token.id, { attempts: token.attempts + 1 });
    await recordFailure(deps.db, 'login', user.email, meta.ip, now);
    throw new AppError('UNAUTHENTICATED', 'errors.mfaCodeInvalid');
  }
  // Single use under races: a second request with the same token finds it spent.
  if (!(await consumeAuthToken(deps.db, token.id, now))) throw signInExpired();
  return completeSignIn(deps, user, meta, source, { mfa: factor });
}
