import { describe, expect, it, vi } from 'vitest';
import { enqueue } from '@/server/queue/enqueue';
import type { JobDefinition } from '@/server/queue/types';
import { startBoss, startWorkers } from '@/server/queue/runner';
import { getJobs } from './harness';

describe('[JOBS] running workers', () => {
  it('a job starts within seconds — queued here it wakes its worker, queued elsewhere the 5-second check finds it (the worker’s own poll is 60 s)', async () => {
    const { ctx } = await getJobs();
    const ran: unknown[] = [];
    const job: JobDefinition = { name: 'test.wake', handler: async (data) => void ran.push(data) };
    const boss = await startBoss(ctx.db, [job], { background: true });
    try {
      await startWorkers(boss, ctx, [job]);
      await new Promise((r) => setTimeout(r, 500)); // the worker's first (start-up) fetch found nothing
      const queuedAt = Date.now();
      await enqueue(ctx.db, 'test.wake', { n: 1 });
      await vi.waitFor(() => expect(ran).toEqual([{ n: 1 }]), { timeout: 3_000, interval: 50 });
      expect(Date.now() - queuedAt).toBeLessThan(3_000);
      // As another process (a webhook on another server, cron) would: straight through pg-boss, no hint here.
      await boss.send('test.wake', { n: 2 });
      await vi.waitFor(() => expect(ran).toEqual([{ n: 1 }, { n: 2 }]), { timeout: 12_000, interval: 100 });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }, 30_000);
});
