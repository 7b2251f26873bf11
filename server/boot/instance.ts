import 'server-only';
import { openConfiguredDb, type DbHandle } from './client';
import { seedDemoIfEmpty } from './seed/demo';

// One database per process. Kept on globalThis so `next dev` hot reloads reuse it: two PGlite
// instances on one data directory lose data silently.
const holder = globalThis as unknown as { __paygridDb?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  if (!holder.__paygridDb) {
    holder.__paygridDb = (async () => {
      const handle = await openConfiguredDb();
      if (shouldSeedDemo(handle)) await seedDemoIfEmpty(handle.db);
      return handle;
    })();
    // A failed open must not be cached, or every later request would fail the same way.
    holder.__paygridDb.catch(() => {
      holder.__paygridDb = undefined;
    });
  }
  return holder.__paygridDb;
}

function shouldSeedDemo(handle: DbHandle): boolean {
  const flag = process.env.SEED_DEMO;
  if (flag) return flag === 'true';
  // The embedded database exists to try the product; a real PostgreSQL in production starts empty.
  return handle.driver === 'pglite' || process.env.NODE_ENV !== 'production';
}
