import Cookies from 'js-cookie';
import { isSignedIn } from '@/lib/auth/cookies';
import { DEFAULT_LOCALE, LOCALE_COOKIE } from '@/lib/i18n/config';
import { ApiError, GENERIC_ERROR } from './api-error';

export type ApiEnvelope<T> = {
  message: string;
  data: T;
  meta?: { page: number; perPage: number; total: number; totalPages: number };
};

export {
  ApiError,
  errorMessage,
  GENERIC_ERROR,
  hasErrorCode,
  isTransientError,
  type ApiErrorCode,
} from './api-error';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Values for `{placeholders}` in the path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** A multipart body (uploads); the browser sets its Content-Type with the boundary. Wins over `body`. */
  formData?: FormData;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on money-moving writes). */
  headers?: Record<string, string>;
};

let onUnauthorized: (() => void) | undefined;
/** The app registers its logout here: `UNAUTHENTICATED` on an authenticated call signs the user out (spec §4). */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  onUnauthorized = handler;
}

let onEnrolmentRequired: (() => void) | undefined;
/** The app registers here where to send a member whose organisation requires MFA they have not set up. */
export function setEnrolmentRequiredHandler(handler: (() => void) | undefined) {
  onEnrolmentRequired = handler;
}

/**
 * The app's step-up dialog registers here (issue 33): a call answered MFA_REQUIRED or MFA_INVALID asks the
 * user for a code and is sent again, once per code, with it in `X-MFA-Code` — the screen keeps its state and
 * its form input. The handler answers null when the user cancels (the call then fails with the API's error).
 */
export type MfaCodeHandler = (reason: 'MFA_REQUIRED' | 'MFA_INVALID') => Promise<string | null>;
let onMfaCode: MfaCodeHandler | undefined;
export function setMfaCodeHandler(handler: MfaCodeHandler | undefined) {
  onMfaCode = handler;
}

export const apiBaseUrl = () => process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api/v1';

export function buildUrl(
  path: string,
  params?: RequestOptions['params'],
  query?: RequestOptions['query'],
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${apiBaseUrl().replace(/\/$/, '')}/${filled.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/**
 * Where requests go: the network in the browser; on the server (server components prefetching a page's
 * data), the in-process transport that server/boot/in-process.ts installs.
 */
function transport(): typeof fetch {
  const server =
    typeof window === 'undefined'
      ? (globalThis as { __paygridApiTransport?: typeof fetch }).__paygridApiTransport
      : undefined;
  return server ?? fetch;
}

export async function apiRequest(
  path: string,
  options: RequestOptions & { responseType: 'blob' },
): Promise<Blob>;
export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T> | Blob> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || !onMfaCode) throw error;
    if (error.code !== 'MFA_REQUIRED' && error.code !== 'MFA_INVALID') throw error;
    const code = await onMfaCode(error.code);
    if (code === null) throw error;
    return apiRequest<T>(path, { ...options, headers: { ...options.headers, 'X-MFA-Code': code } });
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<ApiEnvelope<T> | Blob> {
  // The session travels in its HttpOnly cookie (same origin); the server-side transport adds it itself.
  const headers: Record<string, string> = {
    'Accept-Language': Cookies.get(LOCALE_COOKIE) ?? DEFAULT_LOCALE,
    ...options.headers,
  };
  if (options.body !== undefined && !options.formData) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport()(buildUrl(path, options.params, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(GENERIC_ERROR, 0, 'NETWORK');
  }

  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { message?: string; code?: string; errors?: Record<string, string[]> }
      | undefined;
    // The status is read here only, to name an answer without a code of ours (a proxy's page): everything
    // after this branches on the code.
    const code = body?.code ?? (response.status >= 500 ? 'INTERNAL' : 'UNKNOWN');
    if (code === 'UNAUTHENTICATED' && typeof window !== 'undefined' && isSignedIn()) onUnauthorized?.();
    if (code === 'MFA_ENROLMENT_REQUIRED' && typeof window !== 'undefined') onEnrolmentRequired?.();
    throw new ApiError(body?.message || GENERIC_ERROR, response.status, code, body?.errors);
  }
  if (options.responseType === 'blob') return response.blob();
  return (await response.json()) as ApiEnvelope<T>;
}
