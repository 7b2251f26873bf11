// A payouts worker in its own process, for the kill -9 test (crash.test.ts): on DATABASE_URL (PostgreSQL),
// with the database-backed sandbox. With CRASH_AFTER_SENDS=n it kills itself (SIGKILL) right after the n-th
// transfer reached the sandbox and before the worker recorded anything about it: the worst moment.
import { openPostgres } from '@/server/boot/database';
import { enqueue } from '@/server/queue/enqueue';
import type { JobContext } from '@/server/queue/types';
import { JOBS } from '@/server/wiring/jobs';
import { drainJobs, startBoss } from '@/server/queue/runner';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';

async function main() {
  const handle = await openPostgres(process.env.DATABASE_URL!);
  const sandbox = createSandboxProvider({ db: handle.db, transferDelayMs: 0 });
  const crashAfter = Number(process.env.CRASH_AFTER_SENDS ?? 0);
  let sends = 0;
  const payments = {
    ...sandbox,
    async transfer(input: Parameters<typeof sandbox.transfer>[0]) {
      const result = await sandbox.transfer(input);
      if (crashAfter && ++sends >= crashAfter) process.kill(process.pid, 'SIGKILL');
      return result;
    },
  };
  const ctx: JobContext = { db: handle.db, payments, now: () => new Date(), log: console };
  const boss = await startBoss(handle.db, JOBS, { background: false });
  // a restarted worker first looks for payouts a dead one left behind
  if (process.env.SWEEP_AT_START) await enqueue(handle.db, 'payouts.sweep', { olderThanSeconds: 0 });
  for (let idle = 0; idle < 3; ) {
    const { ran } = await drainJobs(boss, ctx, JOBS);
    idle = ran === 0 ? idle + 1 : 0;
  }
  await handle.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
