// Disbursement at scale (npm run bench:disbursement): a 10,000-employee run approved and paid end to end on
// PostgreSQL with the sandbox provider (transfers succeed after its 1 s delay, as in development), or with
// BENCH_PROVIDER=paystack through the Paystack provider against the local fake Paystack answering every call
// after 50–300 ms (recipients, bulk transfers of 100, verifies); it also prints Paystack calls per payout; or with
// BENCH_PROVIDER=flutterwave through the Flutterwave provider against the fake Flutterwave (same latency). The final
// approval checks the wallet, posts one clearing transaction and queues the payouts; pg-boss workers (WORKERS
// in-process runners, each like one `npm run worker`) send, poll and record. Prints transfers per second (all
// transfers received by the sandbox) and the time until the run is `paid`. Throwaway database on
// BENCH_PG_ADMIN_URL (default the local server), dropped afterwards.
import { eq, sql } from 'drizzle-orm';
import { createEmployer } from '@/server/seed/factories';
import { payrollRuns, sandboxTransfers } from '@/server/db/schema';
import type { JobContext } from '@/server/queue/types';
import { JOBS } from '@/server/wiring/jobs';
import { startBoss, startWorkers } from '@/server/queue/runner';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';
import { createPaystackClient } from '@/server/modules/payments/paystack/paystack-client';
import { createPaystackProvider } from '@/server/modules/payments/paystack/paystack-provider';
import type { PaymentsProvider } from '@/server/payments-provider';
import type { DbOrTx } from '@/server/db/client';
import { createFlutterwaveClient } from '@/server/modules/payments/flutterwave/flutterwave-client';
import { createFlutterwaveProvider } from '@/server/modules/payments/flutterwave/flutterwave-provider';
import { startFakeFlutterwave } from '@/tests/fakes/flutterwave';
import { startFakePaystack, type FakePaystack } from '@/tests/fakes/paystack';
import { computeRun } from '@/server/modules/payroll/payroll-run-compute.service';
import { createRun } from '@/server/modules/payroll/payroll.service';
import { approveRun } from '@/server/wiring/payroll';
import { PLUGINS } from '@/server/wiring/plugins';
import { fundedWallet, insertPayableEmployees } from './payable-employees';
import { openDatabase } from './support';

const SIZE = Number(process.env.BENCH_SIZE ?? 10_000);

const countOf = async (result: Promise<unknown>) =>
  Number(((await result) as { rows: { n: number }[] }).rows[0]!.n);

const WORKERS = Number(process.env.WORKERS ?? 4);
const PAYSTACK = process.env.BENCH_PROVIDER === 'paystack';
// BENCH_PROVIDER=flutterwave (issue 35): the Flutterwave provider against the fake Flutterwave, same latency
const FLUTTERWAVE = process.env.BENCH_PROVIDER === 'flutterwave';
const RAIL = PAYSTACK ? 'paystack' : FLUTTERWAVE ? 'flutterwave' : 'sandbox';
const SECRET = 'sk_test_bench';

/** The rail the run is paid through, and (Paystack) the fake behind it. */
type Fake = Pick<FakePaystack, 'close'> & {
  control: Pick<FakePaystack['control'], 'transferCount' | 'requests'>;
};

async function railFor(db: DbOrTx): Promise<{ payments: PaymentsProvider; fake: Fake | null }> {
  if (FLUTTERWAVE) return flutterwaveRail();
  if (!PAYSTACK) return { payments: createSandboxProvider({ db, transferDelayMs: 1000 }), fake: null };
  const fake = await startFakePaystack({
    secretKey: SECRET,
    balance: { NGN: 10_000_000_000_000 },
    latencyMs: [50, 300],
  });
  const client = createPaystackClient({ secretKey: SECRET, baseUrl: fake.baseUrl });
  const payments = createPaystackProvider({
    client,
    secretKey: SECRET,
    testMode: true,
    getDb: async () => db!,
  });
  return { payments, fake };
}

async function flutterwaveRail() {
  const fake = await startFakeFlutterwave({
    secretKey: 'FLWSECK_TEST-bench-X',
    webhookHash: 'bench',
    balance: { NGN: 100_000_000_000 },
    latencyMs: [50, 300],
  });
  const client = createFlutterwaveClient({ secretKey: 'FLWSECK_TEST-bench-X', baseUrl: fake.baseUrl });
  return { payments: createFlutterwaveProvider({ client, webhookHash: 'bench' }), fake };
}

async function main() {
  if (process.env.BENCH_PGLITE)
    throw new Error('bench:disbursement runs on PostgreSQL (workers share the database)');
  const handle = await openDatabase();
  const { db } = handle;
  const bosses = [];
  let rail: Fake | null = null;
  try {
    const { organization, user } = await createEmployer(db, { organizationName: 'Bench Disbursement Ltd' });
    const organizationId = organization.id;
    await fundedWallet(db, organizationId, RAIL);

    let t = performance.now();
    await insertPayableEmployees(db, organizationId, SIZE);
    await db.execute(sql`vacuum analyze`);
    console.log(`inserted ${SIZE} employees in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const now = () => new Date();
    const run = await createRun({ db, now }, organizationId, user.id, {
      name: 'Bench run',
      period: '2026-11',
      payDate: '2026-11-30',
      runType: 'regular',
    });
    t = performance.now();
    const computed = await computeRun({ db, now, plugins: PLUGINS }, organizationId, run.id);
    console.log(`computed in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const { payments, fake } = await railFor(db);
    rail = fake;
    const ctx: JobContext = {
      db,
      payments,
      now,
      log: { info: () => {}, warn: () => {}, error: console.error },
    };
    for (let i = 0; i < WORKERS; i++) {
      const boss = await startBoss(db, JOBS, { background: true });
      await startWorkers(boss, ctx, JOBS);
      bosses.push(boss);
    }

    const t0 = performance.now();
    await approveRun(
      db,
      { organizationId, runId: run.id, userId: user.id, version: computed.version },
      { mailer: { send: async () => {} }, permissions: ['payroll.approve'] },
    );
    const approvedMs = performance.now() - t0;
    console.log(
      `final approval (funds check, clearing posting, ${SIZE} payouts and their jobs queued) in ${(approvedMs / 1000).toFixed(2)} s`,
    );

    let allSentMs = 0;
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      if (!allSentMs) {
        const n = rail
          ? rail.control.transferCount()
          : await countOf(
              db.execute(
                sql`select count(*)::int as n from ${sandboxTransfers} where reference like ${`payroll-%`}`,
              ),
            );
        if (n >= SIZE) allSentMs = performance.now() - t0;
      }
      const [r] = await db
        .select({ status: payrollRuns.status })
        .from(payrollRuns)
        .where(eq(payrollRuns.id, run.id));
      if (r!.status === 'paid' || r!.status === 'partially_paid') {
        const paidMs = performance.now() - t0;
        console.log(
          `all ${SIZE} transfers sent in ${(allSentMs / 1000).toFixed(1)} s: ${Math.round(SIZE / (allSentMs / 1000))} transfers/s (${WORKERS} workers)`,
        );
        console.log(
          `run ${r!.status} ${(paidMs / 1000).toFixed(1)} s after the approval (${rail ? `fake ${RAIL} answers in 50–300 ms, each transfer succeeds on its first verify` : 'sandbox answers after 1 s'})`,
        );
        if (rail && FLUTTERWAVE) {
          const calls = rail.control.requests();
          const by = (method: string, path: string) =>
            calls.filter((c) => c.method === method && c.path.startsWith(path)).length;
          console.log(
            `Flutterwave calls: ${calls.length} (${(calls.length / SIZE).toFixed(2)} per payout): ${by('POST', '/v3/bulk-transfers')} bulk, ${by('POST', '/v3/transfers')} single, ${by('GET', '/v3/transfers')} verify`,
          );
        } else if (rail) {
          const calls = rail.control.requests();
          const by = (path: string) => calls.filter((c) => c.path.startsWith(path)).length;
          console.log(
            `Paystack calls: ${calls.length} (${(calls.length / SIZE).toFixed(2)} per payout): ${by('/transferrecipient')} recipients, ${by('/transfer/bulk')} bulk, ${by('/transfer/verify')} verify, ${calls.length - by('/transferrecipient') - by('/transfer/bulk') - by('/transfer/verify')} other`,
          );
        }
        const failed = await countOf(
          db.execute(
            sql`select count(*)::int as n from payouts where source_id = ${run.id} and status = 'failed'`,
          ),
        );
        console.log(`failed payouts: ${failed}`);
        break;
      }
      if (performance.now() - t0 > 600_000) throw new Error('not paid within 10 minutes');
    }
  } finally {
    for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
    await rail?.close();
    await handle.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
