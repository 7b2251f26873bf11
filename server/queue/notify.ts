import 'server-only';
import type { Client } from 'pg';
import type { Db, DbOrTx } from '@/server/db/client';
import { executorOf, isPostgres, postgresPoolOf } from './sql-executor';

/**
 * Cross-process wake-ups on PostgreSQL: every enqueue also sends `NOTIFY paygrid_jobs, '<queue>'` through the
 * caller's handle. In a transaction PostgreSQL delivers it only at commit (when the job row becomes
 * visible) and drops it on rollback, so the workers of every process listening (the servers, `npm run
 * worker`) fetch the job the moment it exists. PGlite is one process: its enqueues wake the local workers
 * directly (enqueue.ts `onEnqueue`), and nothing is sent.
 */
export const JOBS_CHANNEL = 'paygrid_jobs';

/** Tells the other processes that `queue` has a new job (at the caller's commit). No-op on PGlite. */
export async function notifyQueued(db: DbOrTx, queue: string) {
  if (!isPostgres(db)) return;
  await executorOf(db).executeSql('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, queue]);
}

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

type Listening = { ready: Promise<void>; stop(): Promise<void> };

/**
 * Listens for `notifyQueued` on a connection of its own (a LISTEN holds its session, so not one of the pool's),
 * calling `onQueue` with each queue named. A lost connection is reopened with backoff; while it is down the
 * runner's ready-queue check still finds the jobs, and on reconnecting `onReconnect` lets the caller look
 * for what it missed. `ready` settles once the first LISTEN is in place (or failed). Returns null on PGlite.
 */
export function listenForJobs(
  db: Db,
  onQueue: (queue: string) => void,
  { onReconnect, onError }: { onReconnect?: () => void; onError?: (err: unknown) => void } = {},
): Listening | null {
  const pool = postgresPoolOf(db);
  if (!pool) return null;
  let stopped = false;
  let client: Client | null = null;
  let retryMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> = Promise.resolve();

  const connect = async (again: boolean) => {
    // named, so an operator sees what holds it in pg_stat_activity
    const c = new pool.Client({ ...pool.options, application_name: 'paygrid-jobs-listen' });
    client = c;
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      if (err) onError?.(err);
      if (!stopped) {
        timer = setTimeout(() => void (connecting = connect(true)), retryMs);
        timer.unref();
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
      }
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (msg) => {
      if (msg.channel === JOBS_CHANNEL && msg.payload) onQueue(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${JOBS_CHANNEL}`);
      retryMs = RECONNECT_MIN_MS;
      if (again) onReconnect?.();
    } catch (err) {
      lost(err);
    }
  };
  connecting = connect(false);

  return {
    ready: connecting,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await connecting;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
