import 'server-only';
import type { MessageParams } from '@/lib/i18n/format-message';

/** The closed set of error codes clients may branch on, with their HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  SUBSCRIPTION_EXPIRED: 402,
  /** a live subscription whose plan does not include the module (lib/modules.ts `plan`) */
  PLAN_REQUIRED: 402,
  FORBIDDEN: 403,
  /** a cookie-borne write whose Origin is not one of our own pages */
  CROSS_SITE_REQUEST: 403,
  EMAIL_NOT_VERIFIED: 403,
  /** a sensitive action by a user with MFA on, sent without `X-MFA-Code` (issue 33 step-up) */
  MFA_REQUIRED: 403,
  /** `X-MFA-Code` is wrong, or its time step was already used by this user */
  MFA_INVALID: 403,
  /** the organisation requires MFA and this admin has not set it up: only the account calls answer */
  MFA_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** a wallet cannot cover a payment (payroll approval, payout retry): 422 with the currency and shortfall */
  INSUFFICIENT_FUNDS: 422,
  /** a bank file cannot be offered: employees' bank details fail the checks (issue 36); `errors` by staff ID */
  BANK_ACCOUNTS_INVALID: 422,
  /** the payments provider could not be reached or did not answer in time (asking again later is safe) */
  PROVIDER_UNAVAILABLE: 503,
  /** `GET /ready`: the database does not answer, or lacks a migration this build ships */
  NOT_READY: 503,
  /** `GET /ready` after SIGTERM: the server finishes its requests and leaves; send new ones elsewhere */
  DRAINING: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An expected failure. `messageKey` names a message in `messages/*.json` (translated per request);
 * `errors` holds per-field message keys for forms.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params?: MessageParams,
    readonly errors?: Record<string, { key: string; params?: MessageParams }[]>,
  ) {
    super(`${code}: ${messageKey}`);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'errors.notFound') => new AppError('NOT_FOUND', what);
export const forbidden = (what = 'errors.forbidden') => new AppError('FORBIDDEN', what);
export const unauthenticated = (what = 'errors.unauthenticated') => new AppError('UNAUTHENTICATED', what);
export const conflict = (what: string, params?: MessageParams) => new AppError('CONFLICT', what, params);
export const badRequest = (what: string, params?: MessageParams) => new AppError('BAD_REQUEST', what, params);
/** A 422 for one field, for rules zod cannot see (e.g. a wrong current password). */
export const fieldError = (field: string, key: string, params?: MessageParams) =>
  new AppError('VALIDATION_FAILED', 'errors.validationFailed', undefined, { [field]: [{ key, params }] });
