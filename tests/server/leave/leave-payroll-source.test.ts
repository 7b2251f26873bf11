import { beforeAll, describe, expect, it } from 'vitest';
import { leavePayrollSource } from '@/server/modules/leave/leave.payroll-source';
import { gatherContributions, PAYROLL_SOURCES } from '@/server/wiring/payroll';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { approve, createRequest, createType, insertEmployee } from './fixtures';

const period = { month: '2026-10', start: '2026-10-01', end: '2026-10-31' };

// Opening the worker's database can take longer than one test's timeout on a loaded machine.
beforeAll(() => getHarness(), 120_000);

describe('[LEAVE] payroll input source', () => {
  it('contributes approved unpaid days inside the period only, for every employee of the run in one call', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const unpaid = await createType(s.token, { paid: false, daysPerYear: 0, allowNegative: true });
    const paid = await createType(s.token);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => insertEmployee(orgId)));
    // a: Mon 28 Sep – Fri 9 Oct, clipped to 1–9 Oct without 1 Oct (Independence Day) and the weekend → 6 days.
    await approve(
      s.token,
      (
        await createRequest(s.token, {
          employeeId: a!.id,
          leaveTypeId: unpaid.id,
          startDate: '2026-09-28',
          endDate: '2026-10-09',
        })
      ).data.id,
    );
    // a: a half day on Fri 30 Oct as well.
    await approve(
      s.token,
      (
        await createRequest(s.token, {
          employeeId: a!.id,
          leaveTypeId: unpaid.id,
          startDate: '2026-10-30',
          endDate: '2026-10-30',
          halfDay: true,
        })
      ).data.id,
    );
    // b: pending unpaid (not counted); c: approved paid (not counted); d: ended early after 2 days.
    await createRequest(s.token, {
      employeeId: b!.id,
      leaveTypeId: unpaid.id,
      startDate: '2026-10-12',
      endDate: '2026-10-16',
    });
    await approve(
      s.token,
      (
        await createRequest(s.token, {
          employeeId: c!.id,
          leaveTypeId: paid.id,
          startDate: '2026-10-12',
          endDate: '2026-10-16',
        })
      ).data.id,
    );
    const dReq = (
      await createRequest(s.token, {
        employeeId: d!.id,
        leaveTypeId: unpaid.id,
        startDate: '2026-10-19',
        endDate: '2026-10-23',
      })
    ).data;
    await approve(s.token, dReq.id);
    // ended while under way (leave already over cannot be ended)
    clock.offsetMs = Date.parse('2026-10-21T09:00:00Z') - Date.now();
    const ended = await api(`/leaves/${dReq.id}?endDate=2026-10-20`, {
      method: 'DELETE',
      token: s.token,
    }).finally(() => clock.reset());
    expect(ended.status).toBe(200);

    const { deps } = await getHarness();
    const ctx = {
      db: deps.db,
      organizationId: orgId,
      period,
      runId: crypto.randomUUID(),
      runType: 'regular' as const,
      employeeIds: [a!.id, b!.id, c!.id, d!.id],
    };
    const result = await leavePayrollSource.gather(ctx);
    expect(Object.fromEntries(result)).toEqual({ [a!.id]: { unpaidDays: 6.5 }, [d!.id]: { unpaidDays: 2 } });
    // Only the run's employees; another organisation's run sees nothing of these.
    expect((await leavePayrollSource.gather({ ...ctx, employeeIds: [b!.id, c!.id] })).size).toBe(0);
    const other = await employerSession();
    expect((await leavePayrollSource.gather({ ...ctx, organizationId: other.organization.id })).size).toBe(0);
    // Registered among payroll's sources and merged by gatherContributions; off-cycle runs skip it.
    expect(PAYROLL_SOURCES.map((x) => x.name)).toContain('leave');
    expect((await gatherContributions(ctx)).get(a!.id)?.unpaidDays).toBe(6.5);
    expect((await gatherContributions({ ...ctx, runType: 'off-cycle' })).size).toBe(0);
  });
});
