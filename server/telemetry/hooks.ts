import 'server-only';
import type { Context, MiddlewareHandler, Next } from 'hono';

/**
 * The thin hooks the rest of the server calls (HTTP middleware, SQL driver, job runner, payments provider,
 * ledger, logger). This file loads no OpenTelemetry module: until `startTelemetry` (telemetry/sdk.ts, loaded
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set) installs an implementation, every hook is a plain call-through,
 * so `npm run dev`, tests and benches pay one property read per call.
 */

/** Ends a span: with the error when the work failed. */
export type EndSpan = (error?: unknown) => void;

/** What a started telemetry implements (telemetry/tracing.ts). */
export type Telemetry = {
  /** One HTTP API request: `nameOf` gives the span name once the router has matched a route. */
  request(c: Context, next: Next, nameOf: (c: Context) => string): Promise<void>;
  /** A SQL statement starting now, under the active span; null when there is none (no orphan SQL spans). */
  startSql(statement: string): EndSpan | null;
  /** One job run by a worker (its own trace). */
  job<T>(queue: string, attempt: number, run: () => Promise<T>): Promise<T>;
  /** One call to the payments provider. */
  providerCall<T>(provider: string, method: string, run: () => T): T;
  /** A ledger posting was written. */
  ledgerPosting(attributes: { type: string; direction: string; currency: string }): void;
  /** The active trace's id, for log lines. */
  traceId(): string | undefined;
};

// On globalThis: Next.js may load this file in more than one bundle, and all of them must see one telemetry.
const slot = globalThis as unknown as { __paygridTelemetry?: Telemetry };

export const activeTelemetry = (): Telemetry | undefined => slot.__paygridTelemetry;

/** Installs (or, with undefined, removes) the implementation; telemetry/sdk.ts only. */
export function installTelemetry(telemetry: Telemetry | undefined) {
  slot.__paygridTelemetry = telemetry;
}

/** Hono middleware: a span and a duration measurement per request, when telemetry is on. */
export function traceRequests(nameOf: (c: Context) => string): MiddlewareHandler {
  return (c, next) => {
    const telemetry = slot.__paygridTelemetry;
    return telemetry ? telemetry.request(c, next, nameOf) : next();
  };
}

/** Runs a job's handler inside its span (queue name and attempt), when telemetry is on. */
export function traceJob<T>(queue: string, attempt: number, run: () => Promise<T>): Promise<T> {
  const telemetry = slot.__paygridTelemetry;
  return telemetry ? telemetry.job(queue, attempt, run) : run();
}

/** Counts a ledger posting, when telemetry is on. */
export function countLedgerPosting(attributes: { type: string; direction: string; currency: string }) {
  slot.__paygridTelemetry?.ledgerPosting(attributes);
}

/** pino's mixin: the active trace id on every log line written inside a traced request or job. */
export function traceLogFields(): { trace_id?: string } {
  const traceId = slot.__paygridTelemetry?.traceId();
  return traceId ? { trace_id: traceId } : {};
}
