// Payslips and the payroll sheet at scale (LOG_LEVEL=silent npx tsx --conditions=react-server bench/payroll-documents.ts): a computed run of 10,000 employees
// (BENCH_SIZE), then GET payroll/{payrollEmployeeId}/download-payslip for 100 rows (ms per page, first call apart:
// it reads the font) and GET payroll/{id}/download-sheet (seconds, bytes). PostgreSQL on BENCH_PG_ADMIN_URL (a
// throwaway database) or BENCH_PGLITE=1 for the embedded one.
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { loadConfig } from '@/server/config';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, seedDemo } from '@/server/seed/demo';
import { departments, employees, payrollGroups, payrollRunEmployees, userRoles } from '@/server/db/schema';
import { createApp } from '@/server/wiring/app';
import { outboxMailer } from '@/server/mail/mailer';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { FIRST, LAST, openDatabase, percentile } from './support';

const SIZE = Number(process.env.BENCH_SIZE ?? 10_000);
const PAYSLIPS = 100;

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
    const [group] = await db
      .insert(payrollGroups)
      .values({ organizationId, name: 'Bench documents' })
      .returning();
    for (let start = 0; start < SIZE; start += 1000) {
      const rows = [];
      for (let n = start; n < Math.min(SIZE, start + 1000); n++) {
        const values = employeeInputSchema.parse({
          staffId: `BD-${String(n).padStart(7, '0')}`,
          firstName: FIRST[n % FIRST.length],
          lastName: `${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n % 97}`,
          email: `bench.doc.${n}@bench.test`,
          departmentId: depts[n % depts.length]!.id,
          payrollGroupId: group!.id,
          startDate: '2024-01-01',
          payCurrency: n % 100 === 7 ? 'USD' : 'NGN',
          basic: n % 100 === 7 ? 300_000 : 25_000_000 + (n % 1000) * 10_050,
          housing: n % 100 === 7 ? 100_000 : 10_000_000,
          transport: n % 100 === 7 ? 0 : 5_000_000,
          bankCode: '058',
          accountNumber: String(1_000_000_000 + n),
        });
        rows.push(toEmployeeInsert(organizationId, values));
      }
      await db.insert(employees).values(rows);
    }

    const app = createApp({ db, config: loadConfig(), mailer: outboxMailer(db), now: () => new Date() });
    const login = await app.request('/api/v1/account/employer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const res = await app.request(`/api/v1${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { data: { id: string; employeeCount: number } };
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const get = async (path: string) => {
      const res = await app.request(`/api/v1${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return new Uint8Array(await res.arrayBuffer());
    };
    const run = await post('/payroll/create', {
      name: 'Bench documents',
      period: '2026-11',
      payDate: '2026-11-30',
      payrollGroupId: group!.id,
      fxRates: { USD: 1500 },
    });
    const computed = await post('/payroll/compute', { payrollId: run.id });
    if (handle.driver === 'pg') await db.execute('vacuum analyze');
    console.log(`run of ${computed.employeeCount} employees computed on ${handle.driver}`);

    const rows = await db
      .select({ id: payrollRunEmployees.id })
      .from(payrollRunEmployees)
      .where(eq(payrollRunEmployees.runId, run.id))
      .limit(PAYSLIPS);
    let t = performance.now();
    const first = await get(`/payroll/${rows[0]!.id}/download-payslip`);
    console.log(
      `first payslip (reads the 10 MB font): ${(performance.now() - t).toFixed(0)} ms, ${first.byteLength} bytes`,
    );
    const samples: number[] = [];
    const cpu = process.cpuUsage();
    for (const r of rows) {
      t = performance.now();
      await get(`/payroll/${r.id}/download-payslip`);
      samples.push(performance.now() - t);
    }
    const used = process.cpuUsage(cpu);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    console.log(
      `payslip PDF: ${mean.toFixed(1)} ms/page mean, p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms (n=${samples.length}, app CPU ${((used.user + used.system) / 1000 / samples.length).toFixed(1)} ms per page)`,
    );

    for (let i = 0; i < 2; i++) {
      t = performance.now();
      const rss = process.memoryUsage().rss;
      const sheet = await get(`/payroll/${run.id}/download-sheet`);
      console.log(
        `sheet of ${computed.employeeCount} rows: ${((performance.now() - t) / 1000).toFixed(2)} s, ${(sheet.byteLength / 1024 / 1024).toFixed(1)} MB (RSS +${((process.memoryUsage().rss - rss) / 1024 / 1024).toFixed(0)} MB; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
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
