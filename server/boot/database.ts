import 'server-only';
import { connectPglite, connectPostgres, defaultPgliteDir, type Db, type DbHandle } from '@/server/db/client';
import { runDataBackfills } from './backfill';
import { installJobQueues } from './install-queues';

/**
 * Starting the app on a database: connected and migrated (server/db/client.ts), then the data backfills run and
 * the job queues are installed, so any code may queue a job in its transaction. What the server, scripts, tests
 * and benches open.
 */
async function started(handle: DbHandle): Promise<DbHandle> {
  await runDataBackfills(handle.db as Db);
  await installJobQueues(handle.db as Db);
  return handle;
}

/** PostgreSQL (node-postgres pool), migrated, backfilled, queues installed. */
export async function openPostgres(url: string): Promise<DbHandle> {
  return started(await connectPostgres(url));
}

/** Embedded PGlite (a data directory, or memory when `dataDir` is undefined), migrated, backfilled, queues installed. */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  return started(await connectPglite(dataDir));
}

/** Opens the database this process is configured for: `DATABASE_URL`, else PGlite on disk. */
export function openConfiguredDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(defaultPgliteDir());
}
