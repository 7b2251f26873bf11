// Scale-out (npm run bench:scale-out, issue 34): a throwaway database on BENCH_PG_ADMIN_URL (default the local
// server), two `next start` servers (production build in .next, JOBS_DISABLED=true, ports 3610/3611) and two
// `npm run worker` processes on it. Measures the shared limits across servers, 40 concurrent approvals of one
// run split across both, a 2,000-employee run paid while a worker is SIGKILLed halfway and another started,
// employees-list requests per second on one server versus two, and SIGTERM to a server under 50 concurrent
// list requests. Prints figures; stops every process and drops the database.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { createEmployer } from '@/server/seed/factories';
import { computeRun } from '@/server/modules/payroll/payroll-run-compute.service';
import { createRun } from '@/server/modules/payroll/payroll.service';
import { clearingAccountOf } from '@/server/modules/payroll/payroll.disbursement';
import { getAccountBalance, getBalance } from '@/server/modules/wallet/ledger.service';
import { PLUGINS } from '@/server/wiring/plugins';
import { fundedWallet, insertPayableEmployees } from './payable-employees';
import {
  Balancer,
  call,
  SHARED_SECRETS,
  signal,
  startServer,
  startWorker,
  waitForReady,
  type Proc,
} from './scale-out-processes';
import { openDatabase, percentile } from './support';

const SIZE = Number(process.env.BENCH_SIZE ?? 2_000);
const PORTS = [3610, 3611];
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const one = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]!.n);

/** Failures alternated across the servers from one address until one answers 429. */
async function signInLimit(email: string, password: string) {
  const ip = '198.51.100.10';
  let failures = 0;
  for (; failures < 12; failures++) {
    const res = await call(BASES[failures % 2]!, 'POST', '/account/employer/login', {
      body: { email, password: 'wrong-password-wrong' },
      ip,
    });
    if (res.status === 429) break;
  }
  const right = await Promise.all(
    BASES.map((b) => call(b, 'POST', '/account/employer/login', { body: { email, password }, ip })),
  );
  console.log(
    `sign-in limit: ${failures} failures alternated across 2 servers, then 429 (documented: 5); the right password from that address: ${right.map((r) => r.status).join(' / ')}`,
  );
}

/** Public poll answers from one address, alternated across the servers, until one answers 429. */
async function pollLimit(token: string) {
  const poll = await call(BASES[0]!, 'POST', '/comms', {
    token,
    body: { type: 'poll', question: 'Bench?', options: ['Yes', 'No'], sharedLink: true },
  });
  if (poll.status !== 201) throw new Error(`poll: ${poll.status} ${JSON.stringify(poll.body)}`);
  const link = poll.body.data.sharedToken as string;
  const options = (await call(BASES[1]!, 'GET', `/comms/poll/public/${link}`)).body.data.options;
  let accepted = 0;
  for (; accepted < 60; accepted++) {
    const res = await call(BASES[accepted % 2]!, 'POST', `/comms/poll/submit/${link}`, {
      body: { optionIds: [options[0].id] },
      ip: '198.51.100.20',
    });
    if (res.status !== 200) break;
  }
  console.log(`poll answer limit: ${accepted} answers accepted across 2 servers, then 429 (documented: 20)`);
}

/** Employees-list calls per second with 50 concurrent clients for `ms`, spread over `bases`. */
async function listRate(bases: string[], token: string, ms: number) {
  let done = 0;
  let failed = 0;
  const latencies: number[] = [];
  const until = Date.now() + ms;
  let n = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        const res = await call(bases[n++ % bases.length]!, 'GET', `/employees?page=${(n % 50) + 1}`, {
          token,
        });
        latencies.push(performance.now() - t);
        if (res.status === 200) done++;
        else failed++;
      }
    }),
  );
  return { perSecond: done / (ms / 1000), failed, p50: percentile(latencies, 0.5) };
}

/** 40 concurrent approvals split across both servers; then the payouts, a worker killed halfway. */
async function approveAndPay(
  db: Db,
  runId: string,
  version: number,
  token: string,
  workers: Proc[],
  url: string,
) {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      call(BASES[i % 2]!, 'PATCH', `/payroll/${runId}/approve`, { token, body: { version } }),
    ),
  );
  const by = (s: number) => answers.filter((a) => a.status === s).length;
  const transitions = await one(
    db,
    sql`select count(*)::int as n from payroll_runs where id = ${runId} and status <> 'pending_approval'`,
  );
  console.log(
    `40 concurrent approvals across 2 servers: ${by(200)} × 200, ${by(409)} × 409, ${40 - by(200) - by(409)} other; run approved once: ${transitions === 1 && by(200) === 1}`,
  );
  const t0 = performance.now();
  let killedAt = 0;
  const sent = () =>
    one(
      db,
      sql`select count(*)::int as n from sandbox_transfers t join payouts p on p.reference = t.reference where p.source_id = ${runId}`,
    );
  for (;;) {
    await sleep(250);
    if (!killedAt && (await sent()) >= SIZE / 2) {
      killedAt = performance.now() - t0;
      signal(workers[0]!, 'SIGKILL', true);
      workers.push(startWorker(url, 3));
      console.log(
        `  worker 1 SIGKILLed at ${seconds(killedAt)} with ${await sent()} of ${SIZE} transfers sent; worker 3 started`,
      );
    }
    const status = (await db.execute(
      sql`select status from payroll_runs where id = ${runId}`,
    )) as unknown as {
      rows: { status: string }[];
    };
    const s = status.rows[0]!.status;
    if (s === 'paid' || s === 'partially_paid') {
      console.log(`  run ${s} ${seconds(performance.now() - t0)} after the approval`);
      break;
    }
    if (performance.now() - t0 > 600_000) throw new Error('not paid within 10 minutes');
  }
  await checkPaidOnce(db, runId);
}

/** Every payout paid exactly once, and the books balanced. */
async function checkPaidOnce(db: Db, runId: string) {
  const q = (where: ReturnType<typeof sql>) =>
    one(db, sql`select count(*)::int as n from payouts where source_id = ${runId} and ${where}`);
  const paid = await q(sql`status = 'paid'`);
  const twice = await one(
    db,
    sql`select count(*)::int as n from (select subject_id from payouts where source_id = ${runId} and status = 'paid' group by subject_id having count(*) > 1) x`,
  );
  const transfers = await one(
    db,
    sql`select count(*)::int as n from sandbox_transfers t join payouts p on p.reference = t.reference where p.source_id = ${runId}`,
  );
  const requests = await one(
    db,
    sql`select count(*)::int as n from sandbox_transfer_requests r join payouts p on p.reference = r.reference where p.source_id = ${runId}`,
  );
  const [run] = (
    (await db.execute(sql`select organization_id from payroll_runs where id = ${runId}`)) as unknown as {
      rows: { organization_id: string }[];
    }
  ).rows;
  const organizationId = run!.organization_id;
  const clearing = await getAccountBalance(db, organizationId, clearingAccountOf(runId));
  const unbalanced = await one(
    db,
    sql`select count(*)::int as n from (select transaction_id from ledger_entries where organization_id = ${organizationId} group by transaction_id having sum(amount) <> 0) x`,
  );
  const paidTotal = await one(
    db,
    sql`select coalesce(sum(amount), 0)::bigint as n from payouts where source_id = ${runId} and status = 'paid'`,
  );
  const [w] = (
    (await db.execute(sql`select id from wallets where organization_id = ${organizationId}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const balance = await getBalance(db, w!.id);
  console.log(
    `  payouts paid ${paid}/${SIZE}, paid twice ${twice}; sandbox transfers ${transfers} (one per reference), transfer requests received ${requests}`,
  );
  console.log(
    `  books: clearing holds what was paid: ${clearing === paidTotal} (${clearing}), unbalanced ledger transactions ${unbalanced}, wallet = funding − paid: ${balance === 10_000_000_000_000 - paidTotal}`,
  );
}

/** SIGTERM to server A while 50 clients call the list through the balancer. */
async function drainUnderLoad(servers: Proc[], token: string) {
  const balancer = new Balancer(BASES);
  let ok = 0;
  let failed = 0;
  const servedAfter = [0, 0];
  let termAt = 0;
  const until = Date.now() + 6_000;
  const load = Promise.all(
    Array.from({ length: 50 }, async () => {
      while (Date.now() < until) {
        let base: string;
        try {
          base = balancer.pick();
        } catch {
          failed++;
          continue;
        }
        const res = await call(base, 'GET', '/employees?page=2', { token });
        if (res.status === 200) ok++;
        else failed++;
        if (termAt) servedAfter[BASES.indexOf(base)]! += 1;
      }
    }),
  );
  await sleep(1_500);
  termAt = Date.now();
  signal(servers[0]!, 'SIGTERM');
  const code = await Promise.race([servers[0]!.exited, sleep(40_000).then(() => 'still running')]);
  const exitMs = Date.now() - termAt;
  await load;
  balancer.stop();
  console.log(
    `SIGTERM to server A under 50 concurrent list calls: ${ok} answered, ${failed} failed; A exited with ${code} after ${seconds(exitMs)}; calls sent after the signal: A ${servedAfter[0]}, B ${servedAfter[1]}`,
  );
}

async function main() {
  if (!fs.existsSync('.next/BUILD_ID'))
    throw new Error('bench:scale-out needs a production build (npm run build)');
  Object.assign(process.env, SHARED_SECRETS);
  const handle = await openDatabase();
  const { db } = handle;
  const url = handle.url;
  const procs: Proc[] = [];
  try {
    const { organization, user, password } = await createEmployer(db, {
      organizationName: 'Bench Scale-out Ltd',
    });
    await fundedWallet(db, organization.id);
    await insertPayableEmployees(db, organization.id, SIZE);
    await db.execute(sql`vacuum analyze`);
    const now = () => new Date();
    const run = await createRun({ db, now }, organization.id, user.id, {
      name: 'Scale-out run',
      period: '2026-11',
      payDate: '2026-11-30',
      runType: 'regular',
    });
    const computed = await computeRun({ db, now, plugins: PLUGINS }, organization.id, run.id);
    console.log(`seeded ${SIZE} employees and a computed run (pending approval)`);

    let t = performance.now();
    const servers = PORTS.map((p) => startServer(url, p));
    procs.push(...servers);
    await Promise.all(BASES.map(waitForReady));
    console.log(`2 servers ready in ${seconds(performance.now() - t)}`);
    const workers = [startWorker(url, 1), startWorker(url, 2)];
    procs.push(...workers);

    const login = await call(BASES[0]!, 'POST', '/account/employer/login', {
      body: { email: user.email, password },
      ip: '198.51.100.1',
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    const token = login.body.data.token as string;

    await signInLimit(user.email, password);
    await pollLimit(token);

    await listRate(BASES, token, 2_000); // warm-up of both servers
    const single = await listRate([BASES[0]!], token, 8_000);
    const both = await listRate(BASES, token, 8_000);
    console.log(
      `GET /employees, 50 concurrent clients: one server ${single.perSecond.toFixed(0)} req/s (p50 ${single.p50.toFixed(0)} ms), two servers ${both.perSecond.toFixed(0)} req/s (p50 ${both.p50.toFixed(0)} ms): ×${(both.perSecond / single.perSecond).toFixed(2)} on ${(await import('node:os')).cpus().length} cores; failed ${single.failed + both.failed}`,
    );

    t = performance.now();
    await approveAndPay(db, run.id, computed.version, token, workers, url);
    procs.push(...workers.slice(2));

    await drainUnderLoad(servers, token);

    const stopping = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    for (const w of stopping) signal(w, 'SIGTERM');
    const codes = await Promise.all(stopping.map((w) => w.exited));
    console.log(`workers stopped by SIGTERM: exit codes ${codes.join(', ')}`);
  } finally {
    for (const p of procs) signal(p, 'SIGKILL', true);
    await sleep(500);
    await handle.drop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
