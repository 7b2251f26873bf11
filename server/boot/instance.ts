import 'server-only';
import type { DbHandle } from '@/server/db/client';
import { processDbHolder as holder } from '@/server/db/process-db';
import { seedDemoIfEmpty } from '@/server/seed/demo';
import { openConfiguredDb } from './database';

/**
 * One database per process, opened here at start-up (and seeded with the demo when it should be); code below
 * the root reads it through server/db/process-db.ts.
 */
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
