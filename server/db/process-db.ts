import 'server-only';
import type { DbHandle } from './client';

/**
 * The process's one database, opened at start-up by server/boot (boot/instance.ts: instrumentation.ts, `npm run
 * worker`). Kept on globalThis so `next dev` hot reloads and the separate bundles of middleware.ts and the route
 * handler share it: two PGlite instances on one data directory lose data silently.
 */
export const processDbHolder = globalThis as unknown as { __paygridDb?: Promise<DbHandle> };

/** The database server/boot opened for this process. Code below the root reads it here and never opens one. */
export function processDbHandle(): Promise<DbHandle> {
  const opened = processDbHolder.__paygridDb;
  if (!opened)
    return Promise.reject(
      new Error('the database is not open in this process: server/boot opens it at start-up'),
    );
  return opened;
}
