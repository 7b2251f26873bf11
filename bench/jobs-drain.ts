// Background jobs draining a backlog (npm run bench:jobs): 1,000 payslip mails queued before the workers start
// (a restart, or jobs a web server queued for `npm run worker`), then the real workers (startWorkers, the
// same as the server and `npm run worker` run) with the outbox transport; prints the drain time and mails per
// second. Before issue 29 item 6 a worker fetched one job and slept until the next 5-second ready check: 1,000
// mails took 1,000 × 5 s ≈ 83 minutes. On PostgreSQL it creates a throwaway database on BENCH_PG_ADMIN_URL
// (default the local server) and drops it afterwards; BENCH_PGLITE=1 runs on embedded PGlite instead.
import os from 'node:os';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { loadConfig } from '@/server/config';
import { employees, outboxMails, payrollRunEmployees } from '@/server/db/schema';
import { createEmployer } from '@/server/seed/factories';
import { enqueueMany } from '@/server/queue/enqueue';
import type { JobContext } from '@/server/queue/types';
import { JOBS } from '@/server/wiring/jobs';
import { startBoss, startWorkers } from '@/server/queue/runner';
import { outboxMailer } from '@/server/mail/mailer';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';
import { MAIL_PAYSLIP_QUEUE } from '@/server/modules/payroll/payroll.jobs';
import { computeRun } from '@/server/modules/payroll/payroll-run-compute.service';
import { createRun } from '@/server/modules/payroll/payroll.service';
import { PLUGINS } from '@/server/wiring/plugins';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { FIRST, LAST, openDatabase } from './support';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const DOMAIN = 'jobs-bench.test';

async function main() {
  process.env.AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret';
  const handle = await openDatabase();
  const { db } = handle;
  try {
    const { user, organization } = await createEmployer(db, { organizationName: 'Jobs Bench Ltd' });
    const organizationId = organization.id;
    const rows = Array.from({ length: MAILS }, (_, n) =>
      toEmployeeInsert(
        organizationId,
        employeeInputSchema.parse({
          staffId: `JB-${String(n).padStart(5, '0')}`,
          firstName: FIRST[n % FIRST.length],
          lastName: LAST[Math.floor(n / FIRST.length) % LAST.length],
          email: `staff.${n}@${DOMAIN}`,
          startDate: '2024-01-01',
          payCurrency: 'NGN',
          basic: 25_000_000 + (n % 1000) * 10_000,
          housing: 10_000_000,
          transport: 5_000_000,
          bankCode: '058',
          accountNumber: String(1_000_000_000 + n),
        }),
      ),
    );
    for (let i = 0; i < rows.length; i += 500) await db.insert(employees).values(rows.slice(i, i + 500));
    const now = () => new Date();
    const run = await createRun({ db, now }, organizationId, user.id, {
      name: 'Jobs bench',
      period: '2026-11',
      payDate: '2026-11-30',
      runType: 'regular',
    });
    await computeRun({ db, now, plugins: PLUGINS }, organizationId, run.id);
    const people = await db
      .select({ id: payrollRunEmployees.id })
      .from(payrollRunEmployees)
      .where(eq(payrollRunEmployees.runId, run.id));

    // the backlog: queued while no worker runs, as payout outcomes queue them (one job per payslip)
    await enqueueMany(
      db,
      MAIL_PAYSLIP_QUEUE,
      people.map((p) => ({
        data: { organizationId, payrollEmployeeId: p.id },
        singletonKey: `payslip-${p.id}`,
      })),
    );

    const ctx: JobContext = {
      db,
      payments: createSandboxProvider({ db, transferDelayMs: 0 }),
      now,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      mailer: outboxMailer(db),
      config: loadConfig(),
    };
    const boss = await startBoss(db, JOBS, { background: true });
    const cpu = process.cpuUsage();
    const started = performance.now();
    await startWorkers(boss, ctx, JOBS);
    const sent = async () =>
      (
        await db
          .select({ n: count() })
          .from(outboxMails)
          .where(like(outboxMails.to, `%@${DOMAIN}`))
      )[0]!.n;
    let done = 0;
    while ((done = await sent()) < people.length) {
      if (performance.now() - started > 30 * 60_000) throw new Error(`only ${done} mails after 30 minutes`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const [claimed] = await db
      .select({ n: count() })
      .from(payrollRunEmployees)
      .where(and(eq(payrollRunEmployees.runId, run.id), isNotNull(payrollRunEmployees.payslipMailedAt)));
    await boss.stop({ graceful: true, wait: true });
    console.log(
      `${people.length} payslip mails (PDF, outbox) queued before the workers started, drained in ${seconds.toFixed(1)} s on ${handle.driver}: ${(people.length / seconds).toFixed(1)} mails/s (${claimed!.n} payslips marked mailed; app CPU ${((used.user + used.system) / 1e6).toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    );
  } finally {
    await handle.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
