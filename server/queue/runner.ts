import 'server-only';
import PgBoss from 'pg-boss';
import type { Db } from '@/server/db/client';
import { traceJob } from '@/server/telemetry/hooks';
import { JOB_DEFAULTS, type JobContext, type JobDefinition } from './types';
import { onEnqueue } from './enqueue';
import { listenForJobs } from './notify';
import { executorOf } from './sql-executor';

type AnyJob = JobDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** pg-boss's cron worker polls for due schedule runs; ours run at most every 15 minutes, so 30 s late is fine. */
const CRON_WORKER_POLL_SECONDS = 30;

/**
 * A pg-boss on the app's own database (PostgreSQL, or the embedded PGlite through the `db` adapter).
 * `background: false` (tests, drain) starts no timers at all: no maintenance, no cron, no polling.
 */
export async function startBoss(db: Db, jobs: readonly AnyJob[], { background }: { background: boolean }) {
  const boss = new PgBoss({
    db: executorOf(db),
    supervise: background,
    schedule: background,
    cronWorkerIntervalSeconds: CRON_WORKER_POLL_SECONDS,
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

/**
 * How often one query asks which queues have ready jobs: retries and delayed jobs coming due, cron, and jobs
 * queued by a process that sent no notification. On PostgreSQL other processes' jobs are announced by NOTIFY
 * (notify.ts) and the check is a cheap fallback, every second, so a job queued anywhere starts within 2 s;
 * on PGlite (one process, whose own enqueues wake its workers) every 5 s keeps the idle server quiet.
 */
const READY_CHECK_MS = { pg: 1000, pglite: 5000 } as const;
/** Workers' own polling: only a safety net, since the ready-queue check covers every queue. */
const FALLBACK_POLL_SECONDS = 300;
/**
 * When a job queued in this process is fetched: its transaction may not have committed at the first try, so
 * the worker is woken a few times (a fetch that finds nothing costs one query).
 */
const WAKE_AFTER_MS = [50, 500, 2000];

/**
 * Workers for every queue, and the cron schedules: what the server and `npm run worker` run.
 *
 * Each pg-boss worker would poll its own queue; with a dozen queues at 1 s that is a dozen fetches a second,
 * which on the embedded database cost the idle server 100–140 ms of CPU per second (issue 11's server CPU
 * figure). Instead a worker is woken (`notifyWorker`) when this process queues a job for it (`onEnqueue`),
 * when another process does (PostgreSQL NOTIFY), and when the ready-queue check names its queue. Once awake
 * it keeps fetching while fetches bring jobs, so a backlog (jobs left from before a restart, a run's
 * thousand payslip mails) drains back to back, at the handlers' own speed; only an empty fetch puts it back
 * to sleep.
 */
export async function startWorkers(boss: PgBoss, ctx: JobContext, jobs: readonly AnyJob[]) {
  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const id = workers.get(queue);
    if (id) boss.notifyWorker(id);
  };
  for (const job of jobs) {
    // a batch that ends before its worker's id is known (its first fetch) asks for the next fetch once it is
    let fetchedEarly = false;
    const id = await boss.work(
      job.name,
      { batchSize: job.batchSize ?? 1, pollingIntervalSeconds: FALLBACK_POLL_SECONDS, includeMetadata: true },
      async (batch) => {
        try {
          // a throw fails the whole fetched batch; pg-boss retries it with backoff (handlers are idempotent)
          for (const j of batch) await traceJob(job.name, j.retryCount + 1, () => job.handler(j.data, ctx));
        } finally {
          // this fetch found jobs, so there may be more: fetch again at once instead of sleeping
          if (workers.has(job.name)) wake(job.name);
          else fetchedEarly = true;
        }
      },
    );
    workers.set(job.name, id);
    if (fetchedEarly) wake(job.name);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
  const wakeAll = () => jobs.forEach((j) => wake(j.name));
  const stopHearing = onEnqueue((queue) => {
    for (const ms of WAKE_AFTER_MS) setTimeout(() => wake(queue), ms).unref();
  });
  const listening = listenForJobs(ctx.db, wake, {
    onReconnect: wakeAll,
    onError: (err) => ctx.log.warn({ err }, 'jobs: LISTEN connection lost; reconnecting'),
  });
  await listening?.ready;
  const stopChecking = checkReadyQueues(ctx, wake, READY_CHECK_MS[listening ? 'pg' : 'pglite']);
  boss.once('stopped', () => {
    stopHearing();
    stopChecking();
    void listening?.stop();
  });
  if (listening) {
    // stopping the boss closes the LISTEN connection too before it resolves: a caller may drop the database next
    const stop = boss.stop.bind(boss);
    boss.stop = async (options) => {
      await stop(options);
      await listening.stop();
    };
  }
}

function checkReadyQueues(ctx: JobContext, wake: (queue: string) => void, everyMs: number): () => void {
  const sql = executorOf(ctx.db);
  let checking = false;
  const timer = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      // One index probe per queue (pg-boss's job_i5: name, start_after where state < 'active', its own
      // "waiting" test): the cost does not grow with a backlog, as a DISTINCT over every waiting job would.
      const { rows } = await sql.executeSql(
        `SELECT q.name FROM pgboss.queue q WHERE EXISTS (
           SELECT 1 FROM pgboss.job j WHERE j.name = q.name AND j.state < 'active' AND j.start_after <= now())`,
      );
      for (const { name } of rows as { name: string }[]) wake(name);
    } catch (err) {
      ctx.log.error({ err }, 'jobs: ready-queue check failed');
    } finally {
      checking = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Runs every ready job of the given queues in this process until none is left, then returns how many ran:
 * what tests use instead of workers and timers. With `ignoreDelays`, jobs waiting for their start time or
 * a retry's backoff run too, as do the short follow-ups a handler queues (a payout poll in a few seconds) —
 * but not work a handler queued during this drain for a real later time (more than `LATER_MS` ahead, or the
 * same job again, such as a payroll release re-queued for its pay date): that one is put back as it was, or
 * a drain would run it again at once, forever. A failing handler fails its job (pg-boss schedules the retry)
 * and the drain goes on; `maxJobs` stops a handler that fails forever.
 */
/** How far ahead a job queued during a drain must be due to count as later work the drain leaves waiting. */
const LATER_MS = 10 * 60_000;

export async function drainJobs(
  boss: PgBoss,
  ctx: JobContext,
  jobs: readonly AnyJob[],
  { ignoreDelays = true, maxJobs = 100_000 }: { ignoreDelays?: boolean; maxJobs?: number } = {},
) {
  let ran = 0;
  const errors: unknown[] = [];
  const startedAt = new Date();
  const done = new Set<string>();
  const keyOf = (name: string, data: unknown) => `${name}\u0000${JSON.stringify(data)}`;
  const isLaterWork = (name: string, j: { data: unknown; createdOn: Date; startAfter: Date }) =>
    j.createdOn >= startedAt &&
    j.startAfter > new Date() &&
    (j.startAfter.getTime() - Date.now() > LATER_MS || done.has(keyOf(name, j.data)));
  for (let progressed = true; progressed && ran < maxJobs; ) {
    progressed = false;
    for (const job of jobs) {
      const batch = await boss.fetch<Record<string, unknown>>(job.name, {
        batchSize: 50,
        ignoreStartAfter: ignoreDelays,
        includeMetadata: true,
      });
      for (const j of batch) {
        if (isLaterWork(job.name, j)) {
          await boss.cancel(job.name, j.id);
          await boss.resume(job.name, j.id);
          continue;
        }
        progressed = true;
        ran += 1;
        done.add(keyOf(job.name, j.data));
        try {
          await traceJob(job.name, j.retryCount + 1, () => job.handler(j.data, ctx));
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
