// npm run worker — a process that only runs background jobs (pg-boss), for scaling out beside the servers.
// PostgreSQL only: the embedded PGlite belongs to the one process that opened its directory (two processes on
// one PGlite directory lose data), and the server already runs every worker in-process there.
import { startJobRunner } from '@/server/boot/job-runner';
import { drainWorker, onShutdownSignal } from '@/server/boot/shutdown';

async function main() {
  // OpenTelemetry only when a collector is named (README "Tracing and metrics"): otherwise none of it loads.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTelemetry } = await import('@/server/telemetry/sdk');
    startTelemetry({ defaultServiceName: 'paygrid-worker' });
  }
  if (!process.env.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the server runs the jobs itself.',
    );
    process.exit(1);
  }
  // SIGTERM (or Ctrl-C): stop fetching, let running handlers finish within SHUTDOWN_GRACE_SECONDS, close the
  // pool, exit 0; a job still running then is failed and retried by pg-boss (issue 34)
  onShutdownSignal(() => drainWorker());
  await startJobRunner();
  console.log('worker: running jobs; Ctrl-C to stop');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
