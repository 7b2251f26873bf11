import 'server-only';
import type { MiddlewareHandler } from 'hono';

/**
 * The server process's life after SIGTERM (issue 34): `draining` turns `GET /ready` to 503 DRAINING at once so
 * the load balancer stops sending, and the count of API requests in flight tells the shutdown (server/boot/
 * shutdown.ts) when the last one has been answered. `next start` owns the HTTP server, so requests are counted
 * here, in the Hono app every API call goes through. Kept on globalThis: the route handler's and
 * instrumentation's bundles must see one state.
 */
type Lifecycle = { draining: boolean; inFlight: number; onChange: Set<() => void> };
const holder = globalThis as unknown as { __paygridLifecycle?: Lifecycle };
const state = (): Lifecycle =>
  (holder.__paygridLifecycle ??= { draining: false, inFlight: 0, onChange: new Set() });

export const isDraining = () => state().draining;
export const inFlightRequests = () => state().inFlight;

/** From now on `GET /ready` answers 503 DRAINING; requests still arriving are served. */
export function startDraining() {
  state().draining = true;
}

/** Back to serving as ready (tests; a process that drains is about to exit). */
export function stopDraining() {
  state().draining = false;
}

/** Counts the request while the app handles it (first middleware of the app). */
export const countInFlight: MiddlewareHandler = async (_c, next) => {
  const s = state();
  s.inFlight += 1;
  try {
    await next();
  } finally {
    s.inFlight -= 1;
    for (const listener of s.onChange) listener();
  }
};

/**
 * Resolves true once no API request has been in flight for `quietMs` (a load balancer may still send a few
 * for a moment after `ready` turned 503: they are served too), or false when `graceMs` ran out first.
 */
export function waitForIdle(graceMs: number, quietMs = 250): Promise<boolean> {
  const s = state();
  return new Promise((resolve) => {
    let quiet: NodeJS.Timeout | undefined;
    const finish = (idle: boolean) => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      s.onChange.delete(check);
      resolve(idle);
    };
    // Armed once at zero and not pushed back by each request that ends: a load balancer's health checks end
    // every few milliseconds and would otherwise keep the quiet period from ever running out.
    const check = () => {
      if (s.inFlight !== 0 || quiet) return;
      quiet = setTimeout(() => {
        quiet = undefined;
        if (s.inFlight === 0) finish(true);
      }, quietMs);
    };
    const deadline = setTimeout(() => finish(false), graceMs);
    s.onChange.add(check);
    check();
  });
}
