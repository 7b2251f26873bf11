// Leave at scale (issue 15): 10,000 employees and 100,000 leave requests in one organisation, in-process app.
// Run: LOG_LEVEL=silent npx tsx --conditions=react-server bench/leave.ts
// On PostgreSQL it creates a throwaway database on BENCH_PG_ADMIN_URL (default the local server) and drops it
// afterwards; with BENCH_PGLITE=1 it runs on embedded PGlite. Prints p50/p95 per call against the issue's goals.
import { and, eq, sql } from 'drizzle-orm';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { loadConfig } from '@/server/config';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, seedDemo } from '@/server/seed/demo';
import {
  departments,
  employees,
  leaveRequests,
  leaveSettings,
  leaveTypes,
  userRoles,
} from '@/server/db/schema';
import { createApp } from '@/server/wiring/app';
import { outboxMailer } from '@/server/mail/mailer';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { rollOverOrganization } from '@/server/modules/leave/leave-rollover';
import { openDatabase, percentile } from './support';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const DAY = 86_400_000;
const BASE = Date.UTC(2025, 0, 1);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

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
    let t = performance.now();
    const ids: { id: string; departmentId: string }[] = [];
    for (let start = 0; start < EMPLOYEES; start += 1000) {
      const rows = [];
      for (let i = start; i < Math.min(EMPLOYEES, start + 1000); i++) {
        const values = employeeInputSchema.parse({
          staffId: `LV-${String(i).padStart(6, '0')}`,
          firstName: 'Bench',
          lastName: `Person ${i}`,
          email: `leave.${i}@bench.test`,
          departmentId: depts[i % depts.length]!.id,
          startDate: '2020-01-01',
          payCurrency: 'NGN',
          basic: 25_000_000,
        });
        rows.push(toEmployeeInsert(organizationId, values));
      }
      ids.push(
        ...(
          await db
            .insert(employees)
            .values(rows)
            .returning({ id: employees.id, departmentId: employees.departmentId })
        ).map((r) => ({ id: r.id, departmentId: r.departmentId! })),
      );
    }
    const types = await db
      .select()
      .from(leaveTypes)
      .where(and(eq(leaveTypes.organizationId, organizationId)));
    // Ten requests per employee spread over 2025–2027 without overlaps: request k of employee i starts in the
    // k-th 100-day slot, offset by the employee, 1–10 days long; 70 % approved, the rest pending/declined/cancelled.
    const perEmployee = Math.ceil(REQUESTS / EMPLOYEES);
    const statuses = [
      'approved',
      'approved',
      'approved',
      'approved',
      'approved',
      'approved',
      'approved',
      'pending',
      'declined',
      'cancelled',
    ];
    let made = 0;
    let batch: (typeof leaveRequests.$inferInsert)[] = [];
    for (let k = 0; k < perEmployee && made < REQUESTS; k++) {
      for (let i = 0; i < ids.length && made < REQUESTS; i++, made++) {
        const start = BASE + (k * 100 + ((i * 37) % 80)) * DAY;
        const length = 1 + ((i + k) % 10);
        batch.push({
          organizationId,
          employeeId: ids[i]!.id,
          departmentId: ids[i]!.departmentId,
          leaveTypeId: types[(i + k) % types.length]!.id,
          startDate: iso(start),
          endDate: iso(start + (length - 1) * DAY),
          days: length,
          status: statuses[(i * 7 + k) % statuses.length]!,
        });
        if (batch.length === 2000) {
          await db.insert(leaveRequests).values(batch);
          batch = [];
        }
      }
    }
    if (batch.length) await db.insert(leaveRequests).values(batch);
    // What POST leaves records as it goes: the longest span, which bounds who-is-away scans.
    await db
      .update(leaveSettings)
      .set({ maxSpanDays: sql`greatest(${leaveSettings.maxSpanDays}, 9)` })
      .where(eq(leaveSettings.organizationId, organizationId));
    console.log(
      `inserted ${EMPLOYEES} employees and ${made} leave requests in ${((performance.now() - t) / 1000).toFixed(1)} s on ${handle.driver}`,
    );
    if (handle.driver === 'pg') await db.execute('vacuum analyze');

    const app = createApp({ db, config: loadConfig(), mailer: outboxMailer(db), now: () => new Date() });
    const login = await app.request('/api/v1/account/employer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}` };
    const month = (i: number) => iso(BASE + (i % 30) * 30 * DAY).slice(0, 7);
    const cases: [string, number, (i: number) => string][] = [
      ['account/me (baseline: session only)', 0, () => '/account/me'],
      ['leaves/requests first page', 50, () => '/leaves/requests'],
      ['leaves/requests status=pending', 50, () => '/leaves/requests?status=pending'],
      [
        'leaves/requests department page 5',
        50,
        (i) => `/leaves/requests?departmentId=${depts[i % depts.length]!.id}&page=5`,
      ],
      ['leaves/daily', 30, (i) => `/leaves/daily?date=${iso(BASE + ((i * 13) % 900) * DAY)}`],
      ['leaves/calendar month', 80, (i) => `/leaves/calendar?month=${month(i)}`],
      [
        'leaves/calendar month, department',
        80,
        (i) => `/leaves/calendar?month=${month(i)}&departmentId=${depts[i % depts.length]!.id}`,
      ],
    ];
    for (const [label, goal, path] of cases) {
      for (let i = 0; i < 5; i++) await app.request(`/api/v1${path(i)}`, { headers }); // warm-up
      const samples: number[] = [];
      let rows = 0;
      for (let i = 0; i < 100; i++) {
        t = performance.now();
        const res = await app.request(`/api/v1${path(i)}`, { headers });
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
        const body = (await res.json()) as { data: unknown[] | { leaves: unknown[] } };
        samples.push(performance.now() - t);
        rows += Array.isArray(body.data)
          ? body.data.length
          : 'leaves' in body.data
            ? body.data.leaves.length
            : 1;
      }
      const p95 = percentile(samples, 0.95);
      console.log(
        `GET ${label.padEnd(36)} p50 ${percentile(samples, 0.5).toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms (${goal ? `goal ≤ ${goal} ms ${p95 <= goal ? 'met' : 'MISSED'}; ` : ''}~${Math.round(rows / 100)} rows, n=100)`,
      );
    }
    // The daily roll-over job for this organisation: the first run stores every year end since 2020, the
    // second finds nothing to change (what the job does on an ordinary day). The types date from 2023, so
    // every employee has three year ends (and their expiries) to store.
    await db
      .update(leaveTypes)
      .set({ createdAt: new Date('2023-01-01T00:00:00Z') })
      .where(eq(leaveTypes.organizationId, organizationId));
    for (const run of ['first', 'second']) {
      t = performance.now();
      const stored = await rollOverOrganization(db, organizationId, iso(Date.now()));
      console.log(
        `leave roll-over (${run} run): ${stored} entries stored in ${((performance.now() - t) / 1000).toFixed(2)} s (${EMPLOYEES} employees × ${types.length} types)`,
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
