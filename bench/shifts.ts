// Shifts at scale (npm run bench:shifts): 2,000 employees on the roster of one organisation, in-process app.
// Issue 16's goals: a week's grid p95 ≤ 100 ms; pasting a week for all of them ≤ 1 s; a month's report ≤ 300 ms.
// On PostgreSQL it creates a throwaway database on BENCH_PG_ADMIN_URL (default the local server) and drops it
// afterwards; with BENCH_PGLITE=1 it runs on embedded PGlite instead.
import { eq } from 'drizzle-orm';
import { addDays, mondayOf } from '@/lib/contracts/shifts';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { loadConfig } from '@/server/config';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, seedDemo } from '@/server/seed/demo';
import { employees, shiftWages, userRoles } from '@/server/db/schema';
import { createApp } from '@/server/wiring/app';
import { outboxMailer } from '@/server/mail/mailer';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { openDatabase, percentile } from './support';

const TOTAL = Number(process.env.BENCH_ROSTER ?? 2000);

async function main() {
  process.env.AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret';
  const handle = await openDatabase();
  const { db } = handle;
  try {
    await seedDemo(db);
    const [owner] = await db.select().from(userRoles).where(eq(userRoles.name, 'employer')).limit(1);
    const organizationId = owner!.organizationId!;
    const ids: string[] = [];
    for (let start = 0; start < TOTAL; start += 1000) {
      const rows = [];
      for (let i = start; i < Math.min(TOTAL, start + 1000); i++) {
        const values = employeeInputSchema.parse({
          staffId: `SH-${String(i).padStart(5, '0')}`,
          firstName: `Shift${i % 50}`,
          lastName: `Worker${i}`,
          email: `shift.${i}@bench.test`,
          startDate: '2024-01-01',
          payCurrency: 'NGN',
          basic: 5_000_000,
        });
        rows.push(toEmployeeInsert(organizationId, values));
      }
      ids.push(...(await db.insert(employees).values(rows).returning({ id: employees.id })).map((r) => r.id));
    }
    await db.insert(shiftWages).values(
      ids.map((employeeId, i) => ({
        organizationId,
        employeeId,
        hourlyRate: 100_000 + (i % 20) * 5_000,
        currency: 'NGN',
        effectiveFrom: '2024-01-01',
      })),
    );

    const app = createApp({ db, config: loadConfig(), mailer: outboxMailer(db), now: () => new Date() });
    const login = await app.request('/api/v1/account/employer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body?: unknown) => {
      const t = performance.now();
      const res = await app.request(`/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
      return { ms: performance.now() - t, body: JSON.parse(text) as { data: Record<string, unknown> } };
    };

    await call('POST', '/shifts/add-employees', { employeeIds: ids });
    const locations = await db.query.shiftLocations.findMany({
      where: (l, { eq: e }) => e(l.organizationId, organizationId),
    });
    // Far enough ahead that the demo's own shifts are not in the way: week W gets Mon–Fri for everyone.
    const week = addDays(mondayOf(new Date().toISOString().slice(0, 10)), 70);
    const shifts = ids.flatMap((employeeId, i) =>
      [0, 1, 2, 3, 4].map((d) => ({
        employeeId,
        date: addDays(week, d),
        start: i % 2 ? '14:00' : '06:00',
        end: i % 2 ? '22:00' : '14:30',
        breakMinutes: 30,
        locationId: locations[i % locations.length]!.id,
      })),
    );
    let createMs = 0;
    for (let i = 0; i < shifts.length; i += 2500)
      createMs += (await call('POST', '/shifts', { shifts: shifts.slice(i, i + 2500) })).ms;
    console.log(
      `POST /shifts: ${shifts.length} shifts for ${TOTAL} people in ${Math.ceil(shifts.length / 2500)} calls, ${createMs.toFixed(0)} ms in all on ${handle.driver}`,
    );
    if (handle.driver === 'pg') await db.execute('vacuum analyze');

    const pastes: number[] = [];
    for (const w of [1, 2, 3]) {
      const res = await call('POST', '/shifts/paste-schedule', {
        sourceFrom: week,
        sourceTo: addDays(week, 6),
        targetFrom: addDays(week, 7 * w),
        mode: 'skip',
      });
      pastes.push(res.ms);
      if (w === 1) console.log(`  paste answered ${JSON.stringify(res.body.data)}`);
    }
    const overwrite = await call('POST', '/shifts/paste-schedule', {
      sourceFrom: week,
      sourceTo: addDays(week, 6),
      targetFrom: addDays(week, 7),
      mode: 'overwrite',
    });
    console.log(
      `POST /shifts/paste-schedule (a week, ${TOTAL} people, ${shifts.length} shifts): skip ${pastes.map((x) => x.toFixed(0)).join(' / ')} ms; overwrite ${overwrite.ms.toFixed(0)} ms (goal ≤ 1000 ms)`,
    );
    if (handle.driver === 'pg') await db.execute('vacuum analyze');

    const grid: number[] = [];
    for (let i = 0; i < 25; i++) {
      const { ms } = await call(
        'GET',
        `/shifts?from=${addDays(week, 7 * (i % 4))}&to=${addDays(week, 7 * (i % 4) + 6)}`,
      );
      if (i >= 5) grid.push(ms); // the first five warm up
    }
    console.log(
      `GET /shifts (a week's grid: first page of 50 people, day totals over ${TOTAL + 12}): p50 ${percentile(grid, 0.5).toFixed(1)} ms, p95 ${percentile(grid, 0.95).toFixed(1)} ms (n=${grid.length}; goal p95 ≤ 100 ms)`,
    );

    const report: number[] = [];
    for (let i = 0; i < 13; i++) {
      const { ms } = await call('GET', `/shifts/report?from=${week}&to=${addDays(week, 30)}`);
      if (i >= 3) report.push(ms);
    }
    console.log(
      `GET /shifts/report (a month, ${TOTAL * 20} shifts): p50 ${percentile(report, 0.5).toFixed(1)} ms, p95 ${percentile(report, 0.95).toFixed(1)} ms (n=${report.length}; goal ≤ 300 ms)`,
    );
  } finally {
    if (process.env.BENCH_KEEP) await handle.close();
    else await handle.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
