import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from '@/server/boot/database';
import { enqueue } from '@/server/queue/enqueue';
import type { JobDefinition } from '@/server/queue/types';
import { listenForJobs } from '@/server/queue/notify';
import { startBoss, startWorkers } from '@/server/queue/runner';
import { getJobs } from './harness';

/** Queues one job from a child process (enqueue-elsewhere.ts); resolves when it has exited. */
function queueElsewhere(queue: string, mode: 'enqueue' | 'send') {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'tests/server/jobs/enqueue-elsewhere.ts'],
      {
        env: {
          ...process.env,
          DATABASE_URL: process.env.TEST_DATABASE_URL!,
          LOG_LEVEL: 'silent',
          QUEUE: queue,
          MODE: mode,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`enqueue-elsewhere: ${code}\n${output}`)),
    );
  });
}

// Several processes on one database (servers beside `npm run worker`) exist only on PostgreSQL: PGlite
// belongs to the one process that opened it.
describe.runIf(process.env.TEST_DB === 'pg')('[JOBS] across processes (PostgreSQL)', () => {
  it('a job queued by another process starts here within 2 s — announced by NOTIFY at its commit, or found by the 1-second ready check when it came without one', async () => {
    const { ctx } = await getJobs();
    const delays: Record<string, number> = {};
    const job: JobDefinition<{ queuedAt: number; mode: string }> = {
      name: 'test.cross-process',
      handler: async ({ queuedAt, mode }) => void (delays[mode] = Date.now() - queuedAt),
    };
    const boss = await startBoss(ctx.db, [job], { background: true });
    try {
      await startWorkers(boss, ctx, [job]);
      await new Promise((r) => setTimeout(r, 300)); // the workers' first fetch found nothing: they sleep
      for (const mode of ['enqueue', 'send'] as const) {
        await queueElsewhere(job.name, mode);
        await vi.waitFor(() => expect(delays[mode]).toBeTypeOf('number'), { timeout: 10_000, interval: 20 });
        expect(delays[mode]).toBeLessThan(2_000);
      }
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }, 60_000);

  it('another connection hears a queued job at its commit, and never hears one rolled back', async () => {
    const { ctx } = await getJobs();
    const other = await openPostgres(process.env.TEST_DATABASE_URL!);
    const heard: string[] = [];
    const listening = listenForJobs(ctx.db, (queue) => heard.push(queue))!;
    try {
      expect(listening).not.toBeNull();
      await listening.ready;
      await ensureQueue('test.notify');
      await other.db.transaction(async (tx) => {
        await enqueue(tx, 'test.notify', { n: 1 });
        await new Promise((r) => setTimeout(r, 300));
        expect(heard).toEqual([]); // not yet committed: nobody could fetch it
      });
      await vi.waitFor(() => expect(heard).toEqual(['test.notify']), { timeout: 2_000, interval: 10 });
      await other.db
        .transaction(async (tx) => {
          await enqueue(tx, 'test.notify', { n: 2 });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual(['test.notify']);
    } finally {
      await listening.stop();
      await other.close();
    }
  }, 60_000);
});

async function ensureQueue(name: string) {
  const { boss } = await getJobs();
  if (!(await boss.getQueue(name))) await boss.createQueue(name);
}
