import 'server-only';
import { decryptField } from '@/server/crypto/field-cipher';
import { verifyTotp } from '@/server/crypto/totp';
import type { DbOrTx } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { findConfirmedTotpSecret, takeTotpStep } from './totp.queries';

/**
 * Issue 33's step-up: when `userId` has MFA on, `code` must be a current TOTP this user has not used before
 * (its time step is taken, once per user, so the code that approved one action cannot approve another).
 * Missing → 403 MFA_REQUIRED; wrong or reused → 403 MFA_INVALID. Users without MFA pass. Answers whether a
 * code was checked. Used by the route guard (X-MFA-Code) and by the chat approval (the code beside the PIN).
 */
export async function checkStepUpCode(
  db: DbOrTx,
  userId: string,
  code: string | undefined,
  at: Date,
): Promise<boolean> {
  const secret = await findConfirmedTotpSecret(db, userId);
  if (secret === null) return false;
  if (!code) throw new AppError('MFA_REQUIRED', 'errors.mfaStepUpRequired');
  const step = verifyTotp(decryptField(secret), code.replace(/\s/g, ''), { at: at.getTime() });
  if (step === null || !(await takeTotpStep(db, userId, step, at))) {
    throw new AppError('MFA_INVALID', 'errors.mfaStepUpInvalid');
  }
  return true;
}
