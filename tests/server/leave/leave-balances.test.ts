import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveTypes } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { approve, balanceOf, createRequest, createType, insertEmployee } from './fixtures';

// Opening the worker's database can take longer than one test's timeout on a loaded machine.
beforeAll(() => getHarness(), 120_000);

describe('[LEAVE] balances from the ledger', () => {
  it('carries over at most the cap across the year end and expires carried days not taken in time', async () => {
    const s = await employerSession();
    const type = await createType(s.token, { carryOverDays: 5, carryOverExpiry: '03-31' });
    // The type existed in 2025 (accrual starts in the year a type is created).
    const { deps } = await getHarness();
    await deps.db
      .update(leaveTypes)
      .set({ createdAt: new Date('2025-06-01T00:00:00Z') })
      .where(eq(leaveTypes.id, type.id));
    const e = await insertEmployee(s.organization.id, { startDate: '2025-01-06' });
    // 3 days in 2025 (Mon 10 – Wed 12 Mar), recorded late, and 2 days in Feb 2026.
    await approve(
      s.token,
      (
        await createRequest(s.token, {
          employeeId: e.id,
          leaveTypeId: type.id,
          startDate: '2026-02-09',
          endDate: '2026-02-10',
        })
      ).data.id,
    );
    await approve(
      s.token,
      (
        await createRequest(s.token, {
          employeeId: e.id,
          leaveTypeId: type.id,
          startDate: '2025-03-10',
          endDate: '2025-03-12',
        })
      ).data.id,
    );

    const end2025 = await balanceOf(s.token, e.id, type.id, '2025-12-31');
    expect(end2025?.balance).toBe(17);
    const b = await balanceOf(s.token, e.id, type.id, '2026-11-24');
    expect(b?.entries.map((x) => [x.kind, x.effectiveDate, x.days])).toEqual([
      ['accrual', '2025-01-06', 20],
      ['taken', '2025-03-10', -3],
      ['lapse', '2026-01-01', -17],
      ['carry_over', '2026-01-01', 5],
      ['accrual', '2026-01-01', 20],
      ['taken', '2026-02-09', -2],
      ['expiry', '2026-03-31', -3],
    ]);
    expect(b?.balance).toBe(20);
    // The balance is the sum of its entries.
    expect(b?.entries.reduce((sum, x) => sum + x.days, 0)).toBe(b?.balance);
  });

  it('accrues monthly (the year adds up exactly) and pro-rates an upfront year for a joiner', async () => {
    const s = await employerSession();
    const monthly = await createType(s.token, { accrual: 'monthly', daysPerYear: 20 });
    const upfront = await createType(s.token, { daysPerYear: 24 });
    const e = await insertEmployee(s.organization.id, { startDate: '2026-04-15' });
    const m = await balanceOf(s.token, e.id, monthly.id, '2026-12-31');
    expect(m?.entries[0]).toMatchObject({ effectiveDate: '2026-04-15', days: 1.67 });
    expect(m?.entries).toHaveLength(9);
    expect(m?.balance).toBe(15); // April–December: 9 of 12 months, rounded cumulatively
    const u = await balanceOf(s.token, e.id, upfront.id, '2026-12-31');
    expect(u?.balance).toBe(18); // April–December: 9 of 12 months of 24 days
  });

  it('records a manual adjustment with its reason (422 without one, 404 for another organisation)', async () => {
    const s = await employerSession();
    const type = await createType(s.token);
    const e = await insertEmployee(s.organization.id);
    const missing = await api('/leaves/balances/adjustments', {
      method: 'POST',
      token: s.token,
      body: { employeeId: e.id, leaveTypeId: type.id, days: 0 },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['days', 'reason']);
    const res = await api('/leaves/balances/adjustments', {
      method: 'POST',
      token: s.token,
      body: { employeeId: e.id, leaveTypeId: type.id, days: 2.5, reason: 'Overtime in lieu' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.balance).toBe(22.5);
    expect(res.body.data.entries.at(-1)).toMatchObject({
      kind: 'adjustment',
      days: 2.5,
      reason: 'Overtime in lieu',
    });
    const other = await employerSession();
    expect(
      (
        await api('/leaves/balances/adjustments', {
          method: 'POST',
          token: other.token,
          body: { employeeId: e.id, leaveTypeId: type.id, days: 1, reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('public holidays: the organisation adds and removes days, and durations follow', async () => {
    const s = await employerSession();
    const type = await createType(s.token);
    const e = await insertEmployee(s.organization.id);
    const list = await api('/leaves/holidays?year=2026', { token: s.token });
    expect(list.body.data).toContainEqual({
      date: '2026-12-25',
      name: 'Christmas Day',
      source: 'country',
      observed: true,
    });
    expect(
      (
        await api('/leaves/holidays', {
          method: 'POST',
          token: s.token,
          body: { date: '2026-08-04', name: 'Company day' },
        })
      ).status,
    ).toBe(201);
    expect((await api('/leaves/holidays/2026-10-01', { method: 'DELETE', token: s.token })).status).toBe(200);
    const after = await api('/leaves/holidays?year=2026', { token: s.token });
    expect(after.body.data).toContainEqual({
      date: '2026-08-04',
      name: 'Company day',
      source: 'organization',
      observed: true,
    });
    expect(after.body.data).toContainEqual({
      date: '2026-10-01',
      name: 'Independence Day',
      source: 'country',
      observed: false,
    });
    const q = (start: string, end: string) =>
      api(`/leaves/duration?employeeId=${e.id}&leaveTypeId=${type.id}&startDate=${start}&endDate=${end}`, {
        token: s.token,
      });
    expect((await q('2026-08-03', '2026-08-05')).body.data).toMatchObject({
      days: 2,
      balance: 20,
      available: 20,
    });
    expect((await q('2026-09-30', '2026-10-02')).body.data.days).toBe(3);
    expect((await api('/leaves/holidays/2026-08-05', { method: 'DELETE', token: s.token })).status).toBe(404);
    expect(
      (
        await api('/leaves/holidays', {
          method: 'POST',
          token: s.token,
          body: { date: '2026-13-01', name: '' },
        })
      ).status,
    ).toBe(422);
  });
});
