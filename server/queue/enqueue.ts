import 'server-only';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '@/server/db/client';
import { notifyQueued } from './notify';
import { executorOf } from './sql-executor';

/**
 * Queues jobs on pg-boss through the caller's database handle. Given a transaction, the job rows are written
 * in it: they exist (and a worker can see them) only once it commits, and vanish with a rollback. This is
 * the transactional outbox the money flows rely on: "the run is disbursing" and "its payouts are queued"
 * are committed together or not at all.
 *
 * The sender is a pg-boss object that is never started (no timers, no pool): it only renders the insert.
 * Queues themselves are created at start-up (ensureQueues); a job for an unknown queue is refused.
 */
const sender = new PgBoss({
  db: { executeSql: async () => ({ rows: [] }) },
  supervise: false,
  schedule: false,
  migrate: false,
});

const queued = new Set<(queue: string) => void>();

/**
 * Hears every queue this process puts a job on (the job may still sit in an uncommitted transaction): the
 * workers of this process wake for it instead of waiting for their next poll (server/queue/runner.ts). Other
 * processes hear it on PostgreSQL through NOTIFY at commit (notify.ts).
 */
export function onEnqueue(listener: (queue: string) => void): () => void {
  queued.add(listener);
  return () => void queued.delete(listener);
}

const announce = (queue: string) => {
  for (const listener of queued) listener(queue);
};

export type EnqueueOptions = {
  /** one live job per key and queue (pg-boss singleton): a second enqueue with the same key is a no-op */
  singletonKey?: string;
  /** seconds to wait before the job may start, or the instant it may start (a scheduled job) */
  startAfter?: number | Date;
};

export async function enqueue(
  db: DbOrTx,
  name: string,
  data: object,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const id = await sender.send(name, data, { ...options, db: executorOf(db) } as PgBoss.SendOptions);
  await notifyQueued(db, name);
  announce(name);
  return id;
}

/** Many jobs of one queue in one statement (pg-boss `insert`). */
export async function enqueueMany(
  db: DbOrTx,
  name: string,
  items: { data: object; singletonKey?: string; startAfter?: number }[],
) {
  if (items.length === 0) return;
  const jobs = items.map((i) => ({
    name,
    data: i.data,
    singletonKey: i.singletonKey,
    startAfter: i.startAfter === undefined ? undefined : new Date(Date.now() + i.startAfter * 1000),
  }));
  await sender.insert(jobs as PgBoss.JobInsert[], { db: executorOf(db) } as never);
  await notifyQueued(db, name);
  announce(name);
}

/**
 * Cancels queued jobs by id in the caller's transaction (a job already running or done is left alone): e.g. a
 * scheduled job whose reason went away. Handlers still check their state, since a job may be fetched first.
 */
export async function cancelJobs(db: DbOrTx, name: string, ids: string[]) {
  if (ids.length === 0) return;
  await sender.cancel(name, ids, { db: executorOf(db) } as never);
}
