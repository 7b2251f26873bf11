import { z } from 'zod';
import { sessionSchema } from './account';

/**
 * The TOTP second factor (issue 33). Messages are keys under `validation`, like account.ts. Codes are
 * checked for shape only here; whether they are right is the server's answer (422 on the field, or 401 at
 * sign-in).
 */
const password = z.string().min(1, { message: 'validation.required' }).max(128);
// Authenticator apps show "123 456": the space is dropped before the six digits are checked.
const totpCode = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'validation.otp' }));
const recoveryCode = z.string().trim().min(1, { message: 'validation.required' }).max(32);

export const mfaSetupSchema = z.object({ password });
export const mfaSetupAnswerSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const mfaConfirmSchema = z.object({ code: totpCode });
export const mfaConfirmAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const mfaDisableSchema = z.object({ password, code: totpCode });

/** `POST account/mfa/verify`: the sign-in's second step, with a current code or one recovery code. */
export const mfaVerifySchema = z.union([
  z.object({ mfaToken: z.string().min(16).max(128), code: totpCode }),
  z.object({ mfaToken: z.string().min(16).max(128), recoveryCode }),
]);

/** The sign-in's answer when the right password belongs to a user with MFA on: no token, no cookie yet. */
export const mfaChallengeSchema = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });
export const loginAnswerSchema = z.union([sessionSchema, mfaChallengeSchema]);

export type MfaSetupAnswer = z.infer<typeof mfaSetupAnswerSchema>;
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type MfaVerifyInput = z.input<typeof mfaVerifySchema>;
