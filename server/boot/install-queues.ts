import 'server-only';
import type { Db } from '@/server/db/client';
import { JOBS } from '@/server/wiring/jobs';
import { startBoss } from '@/server/queue/runner';

/**
 * Installs (or migrates) pg-boss's schema and our queues when the database is opened, beside our own
 * migrations: any code may then queue a job in its transaction (an approval, the demo seed, a test) even in
 * a process that runs no workers. Starts nothing: no timers, no polling.
 */
export async function installJobQueues(db: Db) {
  await startBoss(db, JOBS, { background: false });
}
