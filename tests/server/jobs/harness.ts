import type PgBoss from 'pg-boss';
import { JOBS } from '@/server/jobs/registry';
import { drainJobs, startBoss } from '@/server/jobs/runner';
import type { JobContext } from '@/server/jobs/job-types';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';
import { clock, getHarness } from '../helpers/app';

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
      log: { info: () => {}, warn: () => {}, error: () => {} },
    };
    return { boss, ctx };
  })();
  return holder.__paygridTestJobs;
}

/** Runs every queued job (and retries, ignoring their delays) until none is left. */
export async function drain(options?: { maxJobs?: number }) {
  const { boss, ctx } = await getJobs();
  return drainJobs(boss, ctx, JOBS, options);
}
