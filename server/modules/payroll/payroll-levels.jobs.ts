import 'server-only';
import { outboxMailer } from '@/server/mail/mailer';
import { pluginsOf, type JobContext, type JobDefinition } from '@/server/queue/types';
import {
  APPROVAL_LEVELS_CHANGED,
  type ApprovalLevelsChanged,
} from '@/server/modules/settings/settings.service';
import { announceNextLevel } from './payroll-notify';
import { defaultAppUrl, loadRun } from './payroll-runs.present';
import * as repo from './payroll.repo';

/** More pending runs than any organisation keeps at once; each is told at most once per change. */
const PENDING_MAX = 500;

/**
 * The approval levels changed (settings queues this in the change's transaction): every pending run whose
 * current level now names someone else tells that person, as reaching the level would have — or tells the run's
 * creator when the new name cannot approve. A run whose current approver is unchanged, or that reached its level
 * after the change (and was announced under the new levels then), says nothing again.
 */
export async function announceChangedLevels(data: ApprovalLevelsChanged, ctx: JobContext) {
  const { rows } = await repo.listRuns(ctx.db, data.organizationId, {
    status: 'pending_approval',
    limit: PENDING_MAX,
    offset: 0,
  });
  const before = new Map(data.previous.map((l) => [l.level, l.userId]));
  const changedAt = Date.parse(data.changedAt);
  for (const { run: row } of rows) {
    if ((await reachedLevelAt(ctx, row)) > changedAt) continue;
    const run = await loadRun(ctx.db, data.organizationId, row.id);
    const next = run.nextApprover;
    if (!next?.userId || before.get(next.level) === next.userId) continue;
    await announceNextLevel(
      ctx.db,
      data.organizationId,
      ctx.mailer ?? outboxMailer(ctx.db as never),
      ctx.config?.appUrl ?? defaultAppUrl(),
      run,
      ctx.now(),
      pluginsOf(ctx).payrollApprovalNotices,
    );
  }
}

/** When the run reached its current level: its latest live approval, or its compute when none. */
async function reachedLevelAt(
  ctx: JobContext,
  run: { id: string; version: number; computedAt: Date | null },
) {
  const approvals = await repo.liveApprovals(ctx.db, run.id, run.version);
  const times = [run.computedAt, ...approvals.map((a) => a.createdAt)].map((d) => d?.getTime() ?? 0);
  return Math.max(...times);
}

const levelsChangedJob: JobDefinition<ApprovalLevelsChanged> = {
  name: APPROVAL_LEVELS_CHANGED,
  handler: announceChangedLevels,
};

export const PAYROLL_LEVELS_JOBS = [levelsChangedJob] as const;
