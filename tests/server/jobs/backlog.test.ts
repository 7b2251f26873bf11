import { describe, expect, it, vi } from 'vitest';
import { enqueueMany } from '@/server/queue/enqueue';
import type { JobDefinition } from '@/server/queue/types';
import { startBoss, startWorkers } from '@/server/queue/runner';
import { getJobs } from './harness';

describe('[JOBS] a backlog', () => {
  it('queued before the workers start (a restart, a separate worker) drains back to back: 40 jobs well within one 5-second ready check, not one job per check', async () => {
    const { ctx } = await getJobs();
    const N = 40;
    const ran: number[] = [];
    const job: JobDefinition<{ n: number }> = {
      name: 'test.backlog',
      handler: async ({ n }) => void ran.push(n),
    };
    const boss = await startBoss(ctx.db, [job], { background: true });
    try {
      // the backlog exists before any worker runs: no wake-up from this process's enqueues reaches them
      await enqueueMany(
        ctx.db,
        job.name,
        Array.from({ length: N }, (_, n) => ({ data: { n } })),
      );
      const started = Date.now();
      await startWorkers(boss, ctx, [job]);
      await vi.waitFor(() => expect(ran).toHaveLength(N), { timeout: 20_000, interval: 20 });
      const elapsed = Date.now() - started;
      // one job per fetch and then sleep would take N ready checks (40 × 5 s on PGlite, 40 × 1 s on PostgreSQL)
      expect(elapsed).toBeLessThan(4_000);
      expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, n) => n));
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }, 30_000);
});
