// GET /employees at scale (npm run bench:employees): 100,000 employees in one organisation, in-process app.
// On PostgreSQL it creates a throwaway database on BENCH_PG_ADMIN_URL (default the local server) and drops it
// afterwards; with BENCH_PGLITE=1 it runs on embedded PGlite instead. Prints p50/p95 per kind of list call.
import { eq } from 'drizzle-orm';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { loadConfig } from '@/server/config';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, seedDemo } from '@/server/seed/demo';
import { departments, employees, payrollGroups, userRoles } from '@/server/db/schema';
import { createApp } from '@/server/wiring/app';
import { outboxMailer } from '@/server/mail/mailer';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { FIRST, LAST, openDatabase, percentile } from './support';

const TOTAL = Number(process.env.BENCH_EMPLOYEES ?? 100_000);

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
    const groups = await db
      .insert(payrollGroups)
      .values(Array.from({ length: 4 }, (_, i) => ({ organizationId, name: `Bench group ${i}` })))
      .returning();

    let t = performance.now();
    for (let start = 0; start < TOTAL; start += 1000) {
      const rows = [];
      for (let i = start; i < Math.min(TOTAL, start + 1000); i++) {
        const values = employeeInputSchema.parse({
          staffId: `BN-${String(i).padStart(6, '0')}`,
          firstName: FIRST[i % FIRST.length],
          lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i % 97}`,
          email: `bench.${i}@bench.test`,
          departmentId: depts[i % depts.length]!.id,
          payrollGroupId: groups[i % groups.length]!.id,
          startDate: '2024-01-01',
          payCurrency: 'NGN',
          basic: 25_000_000 + (i % 1000) * 1000,
          housing: 10_000_000,
          bankCode: '058',
          accountNumber: String(1_000_000_000 + i),
        });
        rows.push({
          ...toEmployeeInsert(organizationId, values),
          status: i % 50 === 0 ? 'separated' : 'active',
        });
      }
      await db.insert(employees).values(rows);
    }
    console.log(
      `inserted ${TOTAL} employees (+60 demo) in ${((performance.now() - t) / 1000).toFixed(1)} s on ${handle.driver}`,
    );
    // What autovacuum does within a minute of a bulk load in production: fresh statistics and a visibility map,
    // so counts can use index-only scans.
    if (handle.driver === 'pg') await db.execute('vacuum analyze');

    const app = createApp({ db, config: loadConfig(), mailer: outboxMailer(db), now: () => new Date() });
    const login = await app.request('/api/v1/account/employer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}` };
    const cases: [string, (i: number) => string][] = [
      ['first page (tab active)', () => '?tab=active'],
      ['pages 1-100, perPage 20', (i) => `?tab=active&page=${(i % 100) + 1}`],
      [
        'search by name',
        (i) =>
          `?search=${FIRST[i % FIRST.length]!.toLowerCase()}%20${LAST[i % LAST.length]!.slice(0, 3).toLowerCase()}`,
      ],
      ['search by staff id', (i) => `?search=BN-${String((i * 977) % TOTAL).padStart(6, '0')}`],
      ['filter by department', (i) => `?departmentId=${depts[i % depts.length]!.id}`],
      ['filter by group, page 3', (i) => `?payrollGroupId=${groups[i % groups.length]!.id}&page=3`],
      ['in-active tab', () => '?tab=in-active'],
    ];
    for (const [label, query] of cases) {
      for (let i = 0; i < 10; i++) await app.request(`/api/v1/employees${query(i)}`, { headers }); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < 200; i++) {
        t = performance.now();
        const res = await app.request(`/api/v1/employees${query(i)}`, { headers });
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        samples.push(performance.now() - t);
      }
      console.log(
        `GET /employees ${label.padEnd(26)} p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms (n=200)`,
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
