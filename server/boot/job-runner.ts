import 'server-only';
import type PgBoss from 'pg-boss';
import { getDbHandle } from './instance';
import { loadConfig } from '@/server/config';
import { logger } from '@/server/logger';
import { createMailer } from '@/server/mail/mailer';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { enqueue } from '@/server/queue/enqueue';
import type { JobContext } from '@/server/queue/types';
import { JOBS } from '@/server/wiring/jobs';
import { PLUGINS } from '@/server/wiring/plugins';
import { startBoss, startWorkers } from '@/server/queue/runner';

// One runner per process (kept on globalThis like the database: hot reloads must not start a second one).
const holder = globalThis as unknown as { __paygridJobs?: Promise<PgBoss> };

/**
 * Starts pg-boss and every worker on this process's database: called by the server at start-up
 * (instrumentation.ts) and by `npm run worker`. JOBS_DISABLED=true leaves the queues to other processes.
 */
export function startJobRunner(): Promise<PgBoss> {
  holder.__paygridJobs ??= (async () => {
    const { db } = await getDbHandle();
    const config = loadConfig();
    const mailer = await createMailer(config, db);
    const ctx: JobContext = {
      db,
      payments: getPaymentsProvider(),
      now: () => new Date(),
      log: logger,
      mailer,
      config,
      plugins: PLUGINS,
    };
    const boss = await startBoss(db, JOBS, { background: true });
    await startWorkers(boss, ctx, JOBS);
    // payouts a crashed process left half-done (sent, not recorded) are asked about again at once
    await enqueue(db, 'payouts.sweep', { olderThanSeconds: 30 });
    logger.info({ queues: JOBS.map((j) => j.name) }, 'job workers started');
    return boss;
  })();
  holder.__paygridJobs.catch(() => {
    holder.__paygridJobs = undefined;
  });
  return holder.__paygridJobs;
}

/**
 * Stops the workers: no more fetches, the jobs in hand finish within `timeoutMs` (pg-boss fails those still
 * running then, and retries them later: handlers are idempotent) — graceful shutdown.
 */
export async function stopJobRunner(timeoutMs = 30_000) {
  const boss = await holder.__paygridJobs?.catch(() => undefined);
  holder.__paygridJobs = undefined;
  await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
