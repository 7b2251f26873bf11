// Payroll runs at scale (npm run bench:payroll-run): compute and persist a run of 10,000 and of 100,000 employees
// (POST payroll/create + POST payroll/compute through the in-process app), then GET payroll/{id} first page p95
// on the 100,000-employee run. On PostgreSQL it creates a throwaway database on BENCH_PG_ADMIN_URL (default the
// local server) and drops it afterwards; BENCH_PGLITE=1 runs on embedded PGlite instead.
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { loadConfig } from '@/server/config';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, seedDemo } from '@/server/seed/demo';
import { departments, employeeAddons, employees, payrollGroups, userRoles } from '@/server/db/schema';
import { createApp } from '@/server/wiring/app';
import { outboxMailer } from '@/server/mail/mailer';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { FIRST, LAST, openDatabase, percentile } from './support';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);

async function main() {
  process.env.AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret';
  const handle = await openDatabase();
  const { db } = handle;
  try {
    await seedDemo(db);
    const [owner] = await db.select().from(userRoles).where(eq(userRoles.name, 'employer')).limit(1);
    const organizationId = owner!.organizationId!;
    const depts = await db
      .insert(departments)
      .values(Array.from({ length: 20 }, (_, i) => ({ organizationId, name: `Bench department ${i}` })))
      .returning();

    const app = createApp({ db, config: loadConfig(), mailer: outboxMailer(db), now: () => new Date() });
    const login = await app.request('/api/v1/account/employer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
    const call = async (path: string, body?: unknown) => {
      const res = await app.request(`/api/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: { id: string; employeeCount: number; totals: unknown } };
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };

    let offset = 0;
    let lastRunId = '';
    for (const size of SIZES) {
      const [group] = await db
        .insert(payrollGroups)
        .values({ organizationId, name: `Bench ${size}` })
        .returning();
      let t = performance.now();
      for (let start = 0; start < size; start += 1000) {
        const rows = [];
        for (let i = start; i < Math.min(size, start + 1000); i++) {
          const n = offset + i;
          const values = employeeInputSchema.parse({
            staffId: `BN-${String(n).padStart(7, '0')}`,
            firstName: FIRST[n % FIRST.length],
            lastName: `${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n % 97}`,
            email: `bench.${n}@bench.test`,
            departmentId: depts[n % depts.length]!.id,
            payrollGroupId: group!.id,
            // a few joiners in the month, the rest steady; a few paid in USD
            startDate: n % 50 === 0 ? '2026-11-10' : '2024-01-01',
            payCurrency: n % 100 === 7 ? 'USD' : 'NGN',
            basic: n % 100 === 7 ? 300_000 : 25_000_000 + (n % 1000) * 10_000,
            housing: n % 100 === 7 ? 100_000 : 10_000_000,
            transport: n % 100 === 7 ? 0 : 5_000_000,
            nhfEnabled: n % 3 === 0,
            bankCode: '058',
            accountNumber: String(1_000_000_000 + n),
          });
          rows.push(toEmployeeInsert(organizationId, values));
        }
        const inserted = await db.insert(employees).values(rows).returning({ id: employees.id });
        // one in ten has an add-on this month (half bonuses, half deductions)
        const addons = inserted
          .filter((_, k) => k % 10 === 0)
          .map((e, k) => ({
            organizationId,
            employeeId: e.id,
            kind: k % 2 ? 'deduction' : 'bonus',
            name: k % 2 ? 'Loan' : 'Bonus',
            amount: 1_000_000,
            currency: 'NGN',
            frequency: 'one_off',
            startPeriod: '2026-11',
          }));
        if (addons.length) await db.insert(employeeAddons).values(addons);
      }
      offset += size;
      if (handle.driver === 'pg') await db.execute('vacuum analyze');
      console.log(
        `inserted ${size} employees in ${((performance.now() - t) / 1000).toFixed(1)} s on ${handle.driver}`,
      );

      t = performance.now();
      const run = await call('/payroll/create', {
        name: `Bench ${size}`,
        period: '2026-11',
        payDate: '2026-11-30',
        payrollGroupId: group!.id,
        fxRates: { USD: 1500 },
      });
      const created = performance.now() - t;
      t = performance.now();
      const cpu = process.cpuUsage();
      const computed = await call('/payroll/compute', { payrollId: run.id });
      const compute = performance.now() - t;
      const used = process.cpuUsage(cpu);
      console.log(
        `run of ${computed.employeeCount} employees: create ${(created / 1000).toFixed(2)} s, compute + persist ${(compute / 1000).toFixed(2)} s wall (app CPU ${((used.user + used.system) / 1e6).toFixed(2)} s; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
      );
      // computing again replaces every row (version 2)
      t = performance.now();
      await call('/payroll/compute', { payrollId: run.id });
      console.log(
        `run of ${size}: compute again (replaces rows, voids approvals) ${((performance.now() - t) / 1000).toFixed(2)} s`,
      );
      lastRunId = run.id;
    }

    if (handle.driver === 'pg') await db.execute('vacuum analyze');
    const cases: [string, (i: number) => string][] = [
      ['first page', () => ''],
      ['pages 1-100, perPage 20', (i) => `?page=${(i % 100) + 1}`],
      ['search by name', (i) => `?search=${FIRST[i % FIRST.length]!.toLowerCase()}`],
    ];
    for (const [label, query] of cases) {
      for (let i = 0; i < 10; i++) await app.request(`/api/v1/payroll/${lastRunId}${query(i)}`, { headers }); // warm-up
      const samples: number[] = [];
      const cpu = process.cpuUsage();
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        const res = await app.request(`/api/v1/payroll/${lastRunId}${query(i)}`, { headers });
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        samples.push(performance.now() - t);
      }
      console.log(
        `GET /payroll/{id} (${SIZES.at(-1)} employees) ${label.padEnd(24)} p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms (n=200, app CPU ${((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000 / 200).toFixed(1)} ms per call, load average ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  } finally {
    await handle.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
