import 'server-only';
import { metrics, type Counter, type Histogram } from '@opentelemetry/api';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** The meter's name in every backend (the same scope as the tracer). */
export const METER_NAME = 'paygrid';

export type Instruments = {
  requestDuration: Histogram;
  jobDuration: Histogram;
  jobFailures: Counter;
  ledgerPostings: Counter;
};

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_SECONDS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

type CountRow = { key: string; n: number | string };

async function countRows(db: Db, query: ReturnType<typeof sql>): Promise<CountRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: CountRow[] };
  return result.rows;
}

/**
 * Paygrid's instruments on the global meter provider (the SDK's once started). Queue depth and payouts by
 * status are observable gauges: one grouped count each, read from the database only when the exporter
 * collects (every OTEL_METRIC_EXPORT_INTERVAL, 60 s by default), never per request. `readDb` answers null
 * while the process has no database open yet (that collection reports nothing).
 */
export function createInstruments(readDb: () => Promise<Db | null>): Instruments {
  const meter = metrics.getMeter(METER_NAME);
  const queueDepth = meter.createObservableGauge('paygrid.queue.depth', {
    description: 'Jobs waiting in a pg-boss queue (created or waiting for a retry)',
    unit: '{job}',
  });
  const payouts = meter.createObservableGauge('paygrid.payouts', {
    description: 'Payouts by status, every organisation together',
    unit: '{payout}',
  });
  meter.addBatchObservableCallback(
    async (observer) => {
      const db = await readDb().catch(() => null);
      if (!db) return;
      try {
        // every queue, empty ones at 0; pg-boss's states sort created < retry < active < …, so "waiting" is
        // its own `state < 'active'` test (one index probe per queue, as the runner's ready check)
        const waiting = await countRows(
          db,
          sql`SELECT q.name AS key, (SELECT count(*) FROM pgboss.job j
                WHERE j.name = q.name AND j.state < 'active')::int AS n FROM pgboss.queue q`,
        );
        for (const row of waiting)
          observer.observe(queueDepth, Number(row.n), { 'paygrid.job.queue': row.key });
        const byStatus = await countRows(
          db,
          sql`SELECT status AS key, count(*)::int AS n FROM payouts GROUP BY status`,
        );
        for (const row of byStatus)
          observer.observe(payouts, Number(row.n), { 'paygrid.payout.status': row.key });
      } catch {
        // a collection that cannot read the database reports nothing this time; the next one tries again
      }
    },
    [queueDepth, payouts],
  );

  return {
    requestDuration: meter.createHistogram('http.server.request.duration', {
      description: 'Duration of HTTP API requests, by route and status',
      unit: 's',
      advice: { explicitBucketBoundaries: SECONDS },
    }),
    jobDuration: meter.createHistogram('paygrid.job.duration', {
      description: 'Duration of jobs, by queue and outcome',
      unit: 's',
      advice: { explicitBucketBoundaries: JOB_SECONDS },
    }),
    jobFailures: meter.createCounter('paygrid.job.failures', {
      description: 'Jobs whose handler threw (pg-boss retries them), by queue',
      unit: '{job}',
    }),
    ledgerPostings: meter.createCounter('paygrid.ledger.postings', {
      description: 'Ledger postings written, by type, direction and currency',
      unit: '{posting}',
    }),
  };
}
