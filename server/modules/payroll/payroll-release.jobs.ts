import 'server-only';
import type { JobDefinition } from '@/server/queue/types';
import { RELEASE_QUEUE, releaseScheduled } from './payroll-release';

type ReleaseJob = { organizationId: string; runId: string; batch: string };

/**
 * Sends a scheduled run's payouts at 06:00 on its pay date (queued with `startAfter` by payroll-release.ts in
 * the approval's transaction). Its own file, not payroll.jobs.ts: the payout listener imports that one, and
 * this one imports the payouts module.
 */
const releaseScheduledJob: JobDefinition<ReleaseJob> = {
  name: RELEASE_QUEUE,
  async handler(data, ctx) {
    const outcome = await releaseScheduled(ctx.db, data, ctx.now());
    ctx.log.info({ runId: data.runId, outcome }, 'scheduled payroll release');
  },
};

export const PAYROLL_RELEASE_JOBS = [releaseScheduledJob] as const;
