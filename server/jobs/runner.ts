import 'server-only';
import PgBoss from 'pg-boss';
import type { Db } from '@/server/db/client';
import { JOB_DEFAULTS, type JobContext, type JobDefinition } from './job-types';
import { executorOf } from './sql-executor';

type AnyJob = JobDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A pg-boss on the app's own database (PostgreSQL, or the embedded PGlite through the `db` adapter).
 * `background: false` (tests, drain) starts no timers at all: no maintenance, no cron, no polling.
 */
export async function startBoss(db: Db, jobs: readonly AnyJob[], { background }: { background: boolean }) {
  const boss = new PgBoss({
    db: executorOf(db),
    supervise: background,
    schedule: background,
    migrate: true,
  });
  boss.on('error', (e) => console.error('[jobs]', e));
  await boss.start();
  await ensureQueues(boss, jobs);
  return boss;
}

/** Creates (or updates) every queue with its retry policy; idempotent, run at each start. */
export async function ensureQueues(boss: PgBoss, jobs: readonly AnyJob[]) {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const job of jobs) {
    const options: PgBoss.Queue = {
      name: job.name,
      retryLimit: job.retryLimit ?? JOB_DEFAULTS.retryLimit,
      retryDelay: job.retryDelay ?? JOB_DEFAULTS.retryDelay,
      retryBackoff: job.retryBackoff ?? JOB_DEFAULTS.retryBackoff,
      expireInSeconds: job.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
    };
    if (existing.has(job.name)) await boss.updateQueue(job.name, options);
    else await boss.createQueue(job.name, options);
  }
}

/** Workers for every queue, and the cron schedules: what the server and `npm run worker` run. */
export async function startWorkers(boss: PgBoss, ctx: JobContext, jobs: readonly AnyJob[]) {
  for (const job of jobs) {
    await boss.work(job.name, { batchSize: job.batchSize ?? 1, pollingIntervalSeconds: 1 }, async (batch) => {
      // a throw fails the whole fetched batch; pg-boss retries it with backoff (handlers are idempotent)
      for (const j of batch) await job.handler(j.data, ctx);
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
}

/**
 * Runs every ready job of the given queues in this process until none is left, then returns how many ran:
 * what tests use instead of workers and timers. With `ignoreDelays`, jobs waiting for their start time or
 * a retry's backoff run too. A failing handler fails its job (pg-boss schedules the retry) and the drain
 * goes on; `maxJobs` stops a handler that fails forever.
 */
export async function drainJobs(
  boss: PgBoss,
  ctx: JobContext,
  jobs: readonly AnyJob[],
  { ignoreDelays = true, maxJobs = 100_000 }: { ignoreDelays?: boolean; maxJobs?: number } = {},
) {
  let ran = 0;
  const errors: unknown[] = [];
  for (let progressed = true; progressed && ran < maxJobs; ) {
    progressed = false;
    for (const job of jobs) {
      const batch = await boss.fetch<Record<string, unknown>>(job.name, {
        batchSize: 50,
        ignoreStartAfter: ignoreDelays,
      });
      for (const j of batch) {
        progressed = true;
        ran += 1;
        try {
          await job.handler(j.data, ctx);
          await boss.complete(job.name, j.id);
        } catch (e) {
          errors.push(e);
          await boss.fail(job.name, j.id, { message: e instanceof Error ? e.message : String(e) });
        }
      }
    }
  }
  return { ran, errors };
}
