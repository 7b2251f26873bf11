// npm run worker — a process that only runs background jobs (pg-boss), for scaling out beside the servers.
// PostgreSQL only: the embedded PGlite belongs to the one process that opened its directory (two processes on
// one PGlite directory lose data), and the server already runs every worker in-process there.
import { startJobRunner, stopJobRunner } from '@/server/boot/job-runner';

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the server runs the jobs itself.',
    );
    process.exit(1);
  }
  await startJobRunner();
  console.log('worker: running jobs; Ctrl-C to stop');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopJobRunner().then(() => process.exit(0));
    });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
