import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveLedger, leaveTypes } from '@/server/db/schema';
import { LEAVE_JOBS, LEAVE_ROLL_OVER_QUEUE } from '@/server/modules/leave/leave.jobs';
import { rollOverOrganization } from '@/server/modules/leave/leave-rollover';
import { getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { getJobs } from '../jobs/harness';
import { approve, balanceOf, createRequest, createType, insertEmployee } from './fixtures';

beforeAll(() => getHarness(), 120_000);

const TODAY = '2026-11-24';

async function storedRollOver(employeeId: string) {
  const { deps } = await getHarness();
  const rows = await deps.db
    .select()
    .from(leaveLedger)
    .where(
      and(
        eq(leaveLedger.employeeId, employeeId),
        inArray(leaveLedger.kind, ['lapse', 'carry_over', 'expiry']),
      ),
    );
  return rows.map((r) => [r.kind, r.effectiveDate, r.days]).sort();
}

const request = async (token: string, employeeId: string, leaveTypeId: string, from: string, to: string) =>
  approve(
    token,
    (await createRequest(token, { employeeId, leaveTypeId, startDate: from, endDate: to })).data.id,
  );

describe('[LEAVE] the yearly roll-over job', () => {
  it('stores year ends and expiries with the same result as computing them, once; a backdated request and a stale row are put right', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const type = await createType(s.token, { carryOverDays: 5, carryOverExpiry: '03-31' });
    await deps.db
      .update(leaveTypes)
      .set({ createdAt: new Date('2025-06-01T00:00:00Z') })
      .where(eq(leaveTypes.id, type.id));
    const e = await insertEmployee(s.organization.id, { startDate: '2025-01-06' });
    await request(s.token, e.id, type.id, '2026-02-09', '2026-02-10');
    const entries = async () =>
      (await balanceOf(s.token, e.id, type.id, TODAY))!.entries.map((x) => [x.kind, x.effectiveDate, x.days]);
    const computed = await entries();

    // The scheduled job (daily cron) stores the 2025 year end and the 2026 expiry; reads do not change.
    const job = LEAVE_JOBS.find((j) => j.name === LEAVE_ROLL_OVER_QUEUE)!;
    expect(job.cron).toBe('40 0 * * *');
    const { ctx } = await getJobs();
    await job.handler({}, { ...ctx, now: () => new Date(`${TODAY}T00:40:00Z`) });
    expect(await storedRollOver(e.id)).toEqual(
      [
        ['carry_over', '2026-01-01', 5],
        ['expiry', '2026-03-31', -3],
        ['lapse', '2026-01-01', -20],
      ].sort(),
    );
    expect(await entries()).toEqual(computed);
    expect(await rollOverOrganization(deps.db, s.organization.id, TODAY)).toBe(0);

    // 3 days in March 2025 recorded late: the stored year end after them is cleared at once and recomputed.
    await request(s.token, e.id, type.id, '2025-03-10', '2025-03-12');
    expect(await storedRollOver(e.id)).toEqual([]);
    const lapse = (await entries()).find(([kind]) => kind === 'lapse');
    expect(lapse).toEqual(['lapse', '2026-01-01', -17]);
    expect(await rollOverOrganization(deps.db, s.organization.id, TODAY)).toBe(3);
    expect(await storedRollOver(e.id)).toContainEqual(['lapse', '2026-01-01', -17]);

    // A stored row an edit made wrong (here forced) is repaired by the next run.
    await deps.db
      .update(leaveLedger)
      .set({ days: -99 })
      .where(and(eq(leaveLedger.employeeId, e.id), eq(leaveLedger.kind, 'lapse')));
    expect(await rollOverOrganization(deps.db, s.organization.id, TODAY)).toBe(3);
    expect(await storedRollOver(e.id)).toContainEqual(['lapse', '2026-01-01', -17]);
    expect((await balanceOf(s.token, e.id, type.id, TODAY))!.balance).toBe(20);
  });

  it('clears the stored year ends when the type’s carry-over changes', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const type = await createType(s.token, { carryOverDays: 5 });
    await deps.db
      .update(leaveTypes)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(leaveTypes.id, type.id));
    const e = await insertEmployee(s.organization.id, { startDate: '2024-01-01' });
    expect(await rollOverOrganization(deps.db, s.organization.id, TODAY)).toBe(2);
    const { api } = await import('../helpers/app');
    const res = await api(`/leaves/leave-types/${type.id}`, {
      method: 'PUT',
      token: s.token,
      body: {
        name: type.name,
        paid: true,
        daysPerYear: 20,
        accrual: 'upfront',
        carryOverDays: 10,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(await storedRollOver(e.id)).toEqual([]);
    const b = await balanceOf(s.token, e.id, type.id, TODAY);
    expect(b!.entries.find((x) => x.kind === 'carry_over')?.days).toBe(10);
  });
});
