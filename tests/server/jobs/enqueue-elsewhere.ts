// Another process queuing one job on DATABASE_URL (PostgreSQL), for cross-process.test.ts. MODE=enqueue goes
// through the app's enqueue (which notifies listeners at commit); MODE=send through a bare pg-boss, as a
// process that sends no notification would (pg-boss's own cron, an older build). The job's data carries the
// moment it was queued, so the test measures the delay to its start without trusting this process's start-up.
import { openPostgres } from '@/server/boot/database';
import { enqueue } from '@/server/queue/enqueue';
import { startBoss } from '@/server/queue/runner';

async function main() {
  const handle = await openPostgres(process.env.DATABASE_URL!);
  const queue = process.env.QUEUE!;
  if (process.env.MODE === 'send') {
    const boss = await startBoss(handle.db, [], { background: false });
    await boss.send(queue, { queuedAt: Date.now(), mode: 'send' });
    await boss.stop({ graceful: false, wait: true });
  } else {
    await handle.db.transaction(async (tx) => {
      await enqueue(tx, queue, { queuedAt: Date.now(), mode: 'enqueue' });
    });
  }
  await handle.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
