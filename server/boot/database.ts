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

/**
 * The advisory lock every Paygrid process takes around migrations, backfills and the queues' install on
 * PostgreSQL (a fixed key: "paygrid" boot). Two processes starting together on an empty database would both
 * create the same tables and one would fail; with the lock the second waits, then finds nothing left to do.
 * Held on a connection of its own (a session lock: not through PgBouncer in transaction mode, docs/scaling.md).
 * PGlite belongs to one process, so it needs none.
 */
export const BOOT_LOCK_KEY = 7_043_034_001;

async function withBootLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY]);
    return await work();
  } finally {
    // ending the session releases the lock too, even if the unlock itself failed
    await lock.query('select pg_advisory_unlock($1)', [BOOT_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}

/** PostgreSQL (node-postgres pool), migrated, backfilled, queues installed: under the boot lock. */
export async function openPostgres(url: string): Promise<DbHandle> {
  return withBootLock(url, async () => started(await connectPostgres(url)));
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
