import { describe, expect, it } from 'vitest';
import { enqueue } from '@/server/queue/enqueue';
import type { JobDefinition } from '@/server/queue/types';
import { drainJobs, startBoss } from '@/server/queue/runner';
import { getJobs } from './harness';

describe('[JOBS] a test drain', () => {
  it('does not run again a job a handler queued for later during the drain (a release re-queued for its pay date): it ends, and the job waits', async () => {
    const { ctx } = await getJobs();
    const name = `test.later-${crypto.randomUUID().slice(0, 8)}`;
    let runs = 0;
    const job: JobDefinition<{ step: number }> = {
      name,
      // like payroll's release fetched before its time: it queues itself again for the right moment
      handler: async ({ step }, c) => {
        runs += 1;
        await enqueue(c.db, name, { step: step + 1 }, { startAfter: new Date(Date.now() + 3_600_000) });
      },
    };
    const boss = await startBoss(ctx.db, [job], { background: false });
    try {
      await enqueue(ctx.db, name, { step: 0 });
      const { ran } = await drainJobs(boss, ctx, [job], { maxJobs: 50 });
      expect(ran).toBe(1);
      expect(runs).toBe(1);
      const waiting = await boss.fetch<{ step: number }>(name, { batchSize: 10, ignoreStartAfter: true });
      expect(waiting.map((j) => j.data.step)).toEqual([1]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('runs a short follow-up a handler queued during the drain (a payout poll in a few seconds), once per round', async () => {
    const { ctx } = await getJobs();
    const name = `test.poll-${crypto.randomUUID().slice(0, 8)}`;
    const rounds: number[] = [];
    const job: JobDefinition<{ round: number }> = {
      name,
      handler: async ({ round }, c) => {
        rounds.push(round);
        if (round < 3)
          await enqueue(c.db, name, { round: round + 1 }, { startAfter: new Date(Date.now() + 5_000) });
      },
    };
    const boss = await startBoss(ctx.db, [job], { background: false });
    try {
      await enqueue(ctx.db, name, { round: 1 });
      const { ran } = await drainJobs(boss, ctx, [job], { maxJobs: 50 });
      expect(ran).toBe(3);
      expect(rounds).toEqual([1, 2, 3]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
