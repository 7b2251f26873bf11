// Apart from ./client so the root error page (and the toast helper) can recognise an API failure without
// loading the API client.

/** Shown when a failure carries no message of its own (spec §8). */
export const GENERIC_ERROR = 'Error occurred, please contact support';

/**
 * The codes the client branches on: the server's closed set (server/errors.ts `ERROR_STATUS`) and the
 * client's own — `NETWORK` (no answer reached us), `UNKNOWN` (an answer without a code, e.g. a proxy's page).
 */
export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'SUBSCRIPTION_EXPIRED'
  | 'PLAN_REQUIRED'
  | 'FORBIDDEN'
  | 'CROSS_SITE_REQUEST'
  | 'EMAIL_NOT_VERIFIED'
  | 'MFA_REQUIRED'
  | 'MFA_INVALID'
  | 'MFA_ENROLMENT_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INSUFFICIENT_FUNDS'
  | 'BANK_ACCOUNTS_INVALID'
  | 'PROVIDER_UNAVAILABLE'
  | 'NOT_READY'
  | 'DRAINING'
  | 'INTERNAL'
  | 'NETWORK'
  | 'UNKNOWN';

/**
 * A failed call: `message` is the server's (already localised) text; branch on `code`, never on the text or
 * the HTTP status (`status` is kept for logs).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether `error` is an API failure with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes as string[]).includes(error.code);
}

/**
 * Whether trying the same call again may succeed: nothing reached the server, or the server failed; never an
 * answer about the request itself (invalid, not found, not allowed, rate limited…).
 */
export function isTransientError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'NETWORK' || error.code === 'INTERNAL';
}

/** The text to show for any failure: the API's message, else the generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR;
}
