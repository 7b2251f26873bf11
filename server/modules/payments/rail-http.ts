import 'server-only';

/**
 * What every real rail's HTTP client shares (Paystack, Flutterwave): one request with the secret key, JSON,
 * and a hard timeout, turned into an answer that never throws. The split that matters for money is
 * `rejected` (a 4xx: nothing was created) against `unknown` (no answer, a 5xx, an answer we cannot read: it
 * may have been applied, so verify before resending).
 */
export type RailTransport = {
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
};

export type RailUnknownReason =
  | 'timeout'
  | 'network'
  | 'server_error'
  | 'bad_response'
  | 'duplicate_reference';

/** A rail's answer to one call; each rail narrows `code` and `reason` in its own types. */
export type RailResult<T, Code extends string = string, Reason extends string = RailUnknownReason> =
  | { outcome: 'ok'; data: T; message: string }
  | {
      outcome: 'rejected';
      code: Code | (string & {});
      message: string;
      /** null when the client refused before sending anything */
      httpStatus: number | null;
    }
  | { outcome: 'rate_limited'; retryAfterMs: number; message: string }
  | { outcome: 'unknown'; reason: Reason; message: string; httpStatus: number | null }
  | { outcome: 'not_found'; message: string };

/** Retry-After is seconds or an HTTP date; without one, wait a second (neither rail publishes a window). */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  return 1000;
}

export function urlOf(baseUrl: string, path: string, query?: Record<string, string | undefined>) {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(name, value);
  return url;
}

export type RailCall = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
};

/** The raw answer (status, headers, parsed JSON or undefined), or `unknown` when none came in time. */
export type RailResponse =
  | { status: number; headers: Headers; json: unknown }
  | { outcome: 'unknown'; reason: 'timeout' | 'network'; message: string; httpStatus: null };

/** Sends one call with `Authorization: Bearer <key>` and JSON; the timeout covers the body too. */
export async function railFetch(transport: RailTransport, call: RailCall): Promise<RailResponse> {
  let response: Response;
  let text: string;
  try {
    response = await transport.fetch(urlOf(transport.baseUrl, call.path, call.query), {
      method: call.method,
      headers: {
        Authorization: `Bearer ${transport.secretKey}`,
        Accept: 'application/json',
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      // Covers the body too: a response that starts and then stalls is still cut at timeoutMs.
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      outcome: 'unknown',
      reason: timedOut ? 'timeout' : 'network',
      message: error instanceof Error ? error.message : String(error),
      httpStatus: null,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json };
}

/** How one rail words its answers: what the shared classification (railAnswer) needs to know of it. */
export type RailDialect = {
  /** for messages: "Paystack", "Flutterwave" */
  name: string;
  /** the envelope's success flag: Paystack's `status: true`, Flutterwave's `status: "success"` */
  succeeded: (status: unknown) => boolean;
  /** a refusal's code from its HTTP status, message and the body's own `code` when it has one */
  rejectionCode: (status: number, message: string, code: string | undefined) => string;
  /** a refusal that means the reference already exists (the transfer may exist: verify) */
  duplicateReference: RegExp;
};

export type RailRequest<T> = RailCall & {
  data: { safeParse(value: unknown): { success: true; data: T } | { success: false } };
  /** lookups: a 404 means "no such object" rather than a refusal */
  notFoundIsAnswer?: boolean;
  /** transfer calls: a duplicate reference is `unknown` (verify), not rejected */
  referenceIsIdempotencyKey?: boolean;
};

const field = (json: unknown, key: string) =>
  json && typeof json === 'object' ? (json as Record<string, unknown>)[key] : undefined;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Sends one call and classifies the answer the same way for every rail: 429 → rate_limited (Retry-After);
 * 5xx or no answer → unknown; 404 on a lookup → not_found; another 4xx → rejected (a duplicate reference on a
 * transfer call → unknown); a 2xx whose envelope or data we cannot read → unknown; else ok.
 */
export async function railRequest<T>(
  transport: RailTransport,
  dialect: RailDialect,
  request: RailRequest<T>,
): Promise<RailResult<T>> {
  const answer = await railFetch(transport, request);
  if ('outcome' in answer) return answer;
  const { status, json } = answer;
  const message = text(field(json, 'message')) ?? `HTTP ${status} from ${dialect.name}`;
  if (status === 429)
    return {
      outcome: 'rate_limited',
      retryAfterMs: retryAfterMs(answer.headers.get('retry-after')),
      message,
    };
  if (status >= 500) return { outcome: 'unknown', reason: 'server_error', message, httpStatus: status };
  if (status === 404 && request.notFoundIsAnswer) return { outcome: 'not_found', message };
  if (status >= 400) {
    if (request.referenceIsIdempotencyKey && dialect.duplicateReference.test(message))
      return { outcome: 'unknown', reason: 'duplicate_reference', message, httpStatus: status };
    const code = dialect.rejectionCode(status, message, text(field(json, 'code')));
    return { outcome: 'rejected', code, message, httpStatus: status };
  }
  const data = dialect.succeeded(field(json, 'status')) ? request.data.safeParse(field(json, 'data')) : null;
  if (!data?.success)
    return {
      outcome: 'unknown',
      reason: 'bad_response',
      message: `Unreadable ${status} answer from ${dialect.name} for ${request.method} ${request.path}`,
      httpStatus: status,
    };
  return { outcome: 'ok', data: data.data, message: text(field(json, 'message')) ?? '' };
}
