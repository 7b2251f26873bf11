import type PgBoss from 'pg-boss';
import { JOBS } from '@/server/wiring/jobs';
import { drainJobs, startBoss } from '@/server/queue/runner';
import type { JobContext } from '@/server/queue/types';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';
import { clock, getHarness, testConfig } from '../helpers/app';

const holder = globalThis as unknown as { __paygridTestJobs?: Promise<{ boss: PgBoss; ctx: JobContext }> };

/** pg-boss on the test worker's database, with no timers: jobs run only when a test drains them. */
export function getJobs() {
  holder.__paygridTestJobs ??= (async () => {
    const { handle } = await getHarness();
    const boss = await startBoss(handle.db, JOBS, { background: false });
    const ctx: JobContext = {
      db: handle.db,
      payments: createSandboxProvider({ db: handle.db, transferDelayMs: 0 }),
      now: clock.now,
      config: testConfig,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    };
    return { boss, ctx };
  })();
  return holder.__paygridTestJobs;
}

let draining: Promise<unknown> = Promise.resolve();

/**
 * Runs every queued job (and retries, ignoring their delays) until none is left. Drains run one after
 * another: a second caller would otherwise find the queue empty while the first still runs its job.
 */
export function drain(options?: { maxJobs?: number }) {
  const run = draining.then(async () => {
    const { boss, ctx } = await getJobs();
    return drainJobs(boss, ctx, JOBS, options);
  });
  draining = run.catch(() => undefined);
  return run;
}
