import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authFailures, employees } from '@/server/db/schema';
import { enqueue } from '@/server/queue/enqueue';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee } from '../employees/fixtures';
import { drain, getJobs } from './harness';

const status = async (id: string) => {
  const { deps } = await getHarness();
  return (await deps.db.select({ s: employees.status }).from(employees).where(eq(employees.id, id)))[0]!.s;
};
/** Moves the test clock to noon UTC of `day`. */
const travelTo = (day: string) => {
  clock.reset();
  clock.advance(Date.parse(`${day}T12:00:00Z`) - Date.now());
};

beforeAll(async () => {
  await getJobs();
});
afterEach(() => clock.reset());

describe('[JOBS] chores on pg-boss', () => {
  it('a future suspension starts on its start date and ends after its end date; running twice changes nothing', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token);
    const { deps } = await getHarness();
    const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const res = await api('/employees/suspend', {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [e.id], startDate: start, endDate: end, reason: 'Audit', withPay: false },
    });
    expect(res.status).toBe(200);
    expect(await status(e.id)).toBe('active');

    travelTo(start);
    await enqueue(deps.db, 'chores.suspension-dates', {});
    expect((await drain()).ran).toBeGreaterThanOrEqual(1);
    expect(await status(e.id)).toBe('suspended');
    await enqueue(deps.db, 'chores.suspension-dates', {});
    await drain();
    expect(await status(e.id)).toBe('suspended');

    travelTo(end);
    await enqueue(deps.db, 'chores.suspension-dates', {});
    await drain();
    expect(await status(e.id)).toBe('suspended'); // the end date is the last day served
    travelTo(new Date(Date.parse(end) + 86_400_000).toISOString().slice(0, 10));
    await enqueue(deps.db, 'chores.suspension-dates', {});
    await drain();
    expect(await status(e.id)).toBe('active');
  });

  it('purges auth failures older than their window (15 minutes; sign-ups an hour, warnings a day) and keeps recent ones', async () => {
    const { deps } = await getHarness();
    const key = `chore-${crypto.randomUUID()}`;
    const now = Date.now();
    await deps.db.insert(authFailures).values([
      { scope: 'login', key, createdAt: new Date(now - 16 * 60_000) },
      { scope: 'login', key, createdAt: new Date(now - 60_000) },
      { scope: 'signup', key, createdAt: new Date(now - 61 * 60_000) },
      { scope: 'signup-warning', key, createdAt: new Date(now - 25 * 60 * 60_000) },
    ]);
    const kept = `chore-${crypto.randomUUID()}`;
    await deps.db.insert(authFailures).values([
      { scope: 'signup', key: kept, createdAt: new Date(now - 30 * 60_000) },
      { scope: 'signup-warning', key: kept, createdAt: new Date(now - 20 * 60 * 60_000) },
    ]);
    await enqueue(deps.db, 'chores.purge-auth-failures', {});
    await drain();
    const left = await deps.db
      .select({ t: authFailures.createdAt })
      .from(authFailures)
      .where(eq(authFailures.key, key));
    expect(left).toHaveLength(1);
    expect(left[0]!.t.getTime()).toBeGreaterThan(now - 2 * 60_000);
    expect(await deps.db.select().from(authFailures).where(eq(authFailures.key, kept))).toHaveLength(2);
  });

  it('a job queued inside a rolled-back transaction never runs', async () => {
    const { deps } = await getHarness();
    await deps.db
      .transaction(async (tx) => {
        await enqueue(tx, 'chores.purge-auth-failures', { marker: 'rolled-back' });
        throw new Error('rollback');
      })
      .catch(() => {});
    const rows = await deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where data->>'marker' = 'rolled-back'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
