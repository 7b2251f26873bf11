import 'server-only';
import { processDbHolder } from '@/server/db/process-db';
import { startDraining, waitForIdle } from '@/server/http/lifecycle';
import { logger } from '@/server/logger';
import { stopJobRunner } from './job-runner';

/** How long a stopping process waits for its requests and jobs (`SHUTDOWN_GRACE_SECONDS`, default 25). */
export function shutdownGraceMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SHUTDOWN_GRACE_SECONDS?.trim();
  const seconds = raw ? Number(raw) : 25;
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`SHUTDOWN_GRACE_SECONDS must be a number of seconds (got "${raw}").`);
  return seconds * 1000;
}

/** Closes the process's database (the pool's connections end; PGlite flushes and closes its directory). */
async function closeDatabase() {
  const opened = processDbHolder.__paygridDb;
  processDbHolder.__paygridDb = undefined;
  const handle = await opened?.catch(() => undefined);
  await handle?.close();
}

/**
 * A server's SIGTERM (issue 34): `ready` answers 503 DRAINING at once, so the load balancer sends new requests
 * elsewhere; requests in flight (and any still arriving meanwhile) are answered, up to the grace; the in-process
 * job workers, when this server runs them, stop fetching and finish the jobs in hand; then the pool closes.
 * Resolves with whether everything finished within the grace; the caller exits.
 */
export async function drainServer(graceMs = shutdownGraceMs()): Promise<boolean> {
  startDraining();
  const started = Date.now();
  logger.info({ graceMs }, 'shutdown: draining (ready answers 503)');
  const idle = await waitForIdle(graceMs);
  const jobsDone = await stopJobs(Math.max(1000, graceMs - (Date.now() - started)));
  await closeDatabase();
  await flushTelemetry();
  logger.info({ idle, jobsDone, ms: Date.now() - started }, 'shutdown: done');
  return idle && jobsDone;
}

/**
 * A worker's SIGTERM: stops fetching, lets running handlers finish within the grace, and leaves the rest to
 * pg-boss (a job still active when the process is gone expires and is retried; handlers are idempotent).
 */
export async function drainWorker(graceMs = shutdownGraceMs()): Promise<boolean> {
  logger.info({ graceMs }, 'shutdown: worker stops fetching');
  const jobsDone = await stopJobs(graceMs);
  await closeDatabase();
  await flushTelemetry();
  return jobsDone;
}

/**
 * The spans and metrics still buffered (up to the exporters' 5 s batch) go out before the process exits. Loaded
 * only when tracing was started: the default path imports no OpenTelemetry module.
 */
async function flushTelemetry() {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  await (await import('@/server/telemetry/sdk'))
    .stopTelemetry()
    .catch((err: unknown) => logger.warn({ err }, 'shutdown: telemetry not flushed'));
}

async function stopJobs(graceMs: number): Promise<boolean> {
  try {
    await stopJobRunner(graceMs);
    return true;
  } catch (err) {
    logger.warn({ err }, 'shutdown: jobs did not stop within the grace');
    return false;
  }
}

/**
 * Installs the handler once: on SIGTERM or SIGINT, `drain` then exit 0. A repeated signal changes nothing: a
 * wrapper such as tsx relays the signal its process group also delivered, and the drain is already under way
 * (an orchestrator's SIGKILL after its timeout is the way to cut it short).
 */
export function onShutdownSignal(drain: () => Promise<unknown>) {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      drain()
        .catch((err) => logger.error({ err }, 'shutdown failed'))
        .finally(() => process.exit(0));
    });
  }
}
