import { beforeAll, describe, expect, it } from 'vitest';
import { gatherContributions } from '@/server/modules/payroll/payroll-sources';
import { shiftsPayrollSource } from '@/server/modules/shifts/shifts.payroll-source';
import { priceShifts, wageCost } from '@/server/modules/shifts/shifts.calc';
import { api, getHarness } from '../helpers/app';
import { addDays, addShifts, createLocation, monday, rosterOrg } from './fixtures';

beforeAll(() => getHarness().then(() => undefined), 120_000);

describe('[SHIFTS] overtime and cost arithmetic', () => {
  it('prices minutes at the rate, overtime at the multiplier, rounding half up per shift', () => {
    expect(wageCost(480, 0, 150_000, 15_000)).toBe(1_200_000);
    expect(wageCost(0, 60, 100_001, 15_000)).toBe(150_002); // 150 001.5 → up
    expect(wageCost(1, 0, 100, 15_000)).toBe(2); // 1.67
  });

  it('splits each Monday–Sunday week at the weekly hours, overtime on the latest shifts, and restarts on Monday', () => {
    const wages = new Map([
      [
        'e',
        [{ employeeId: 'e', hourlyRate: 6_000, overtimeMultiplierBp: 20_000, effectiveFrom: '2020-01-01' }],
      ],
    ]);
    // Mon 2026-11-30 … : five 9-hour days = 45 h → 5 h overtime on Friday; next Monday starts afresh.
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'];
    const priced = priceShifts(
      days.map((date, i) => ({
        id: `s${i}`,
        employeeId: 'e',
        date,
        startMinute: 480,
        endMinute: 1020,
        breakMinutes: 0,
      })),
      wages,
      2400,
    );
    expect(priced.get('s3')).toEqual({ regularMinutes: 540, overtimeMinutes: 0, cost: 54_000 });
    expect(priced.get('s4')).toEqual({ regularMinutes: 240, overtimeMinutes: 300, cost: 24_000 + 60_000 });
    expect(priced.get('s5')).toEqual({ regularMinutes: 540, overtimeMinutes: 0, cost: 54_000 });
  });
});

describe('[SHIFTS] reports', () => {
  it('adds up per employee, location and day with totals; overtime follows the weekly-hours setting; one employee’s detail; xlsx download', async () => {
    const { token, location, staff } = await rosterOrg(2, 100_000);
    const [a, b] = staff;
    const kitchen = await createLocation(token, `Kitchen ${crypto.randomUUID().slice(0, 4)}`);
    expect((await api('/shifts/settings', { method: 'PUT', token, body: { weeklyHours: 20 } })).status).toBe(
      200,
    );
    const d = monday(1);
    // a: 3 × 8 h = 24 h → 4 h overtime (1.5×) on the third; b: one 4 h shift at the kitchen, 30 min break.
    await addShifts(token, [
      { employeeId: a!.id, date: d, start: '08:00', end: '16:00', locationId: location.id },
      { employeeId: a!.id, date: addDays(d, 1), start: '08:00', end: '16:00', locationId: location.id },
      { employeeId: a!.id, date: addDays(d, 2), start: '08:00', end: '16:00', locationId: kitchen.id },
      {
        employeeId: b!.id,
        date: addDays(d, 2),
        start: '10:00',
        end: '14:30',
        breakMinutes: 30,
        locationId: kitchen.id,
      },
    ]);
    const res = await api(`/shifts/report?from=${d}&to=${addDays(d, 6)}`, { token });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.totals).toEqual({
      shifts: 4,
      regularMinutes: 20 * 60 + 240,
      overtimeMinutes: 240,
      cost: 2_000_000 + 600_000 + 400_000,
    });
    expect(r.byEmployee.find((e: { employeeId: string }) => e.employeeId === a!.id)).toMatchObject({
      shifts: 3,
      regularMinutes: 1200,
      overtimeMinutes: 240,
      cost: 2_600_000,
      currency: 'NGN',
    });
    expect(r.byLocation.find((l: { locationId: string }) => l.locationId === kitchen.id)).toMatchObject({
      shifts: 2,
      regularMinutes: 480,
      overtimeMinutes: 240,
      cost: 400_000 + 600_000 + 400_000,
    });
    expect(r.byDay).toHaveLength(7);
    expect(r.byDay[2]).toMatchObject({ date: addDays(d, 2), shifts: 2, cost: 1_400_000 });
    const sum = (k: 'cost' | 'regularMinutes') => (rows: Record<string, number>[]) =>
      rows.reduce((t, x) => t + x[k]!, 0);
    for (const table of [r.byEmployee, r.byLocation, r.byDay]) expect(sum('cost')(table)).toBe(r.totals.cost);

    // A range that cuts the week still prices overtime over the whole week.
    const wed = await api(`/shifts/report?from=${addDays(d, 2)}&to=${addDays(d, 2)}`, { token });
    expect(wed.body.data.totals).toMatchObject({ overtimeMinutes: 240, cost: 1_400_000 });

    const one = await api(`/shifts/${a!.id}/report?from=${d}&to=${addDays(d, 6)}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.data.totals).toMatchObject({ shifts: 3, cost: 2_600_000 });
    expect(one.body.data.days[2]).toMatchObject({
      overtimeMinutes: 240,
      shifts: [expect.objectContaining({ locationName: kitchen.name })],
    });

    const xlsx = await api(`/shifts/report?from=${d}&to=${addDays(d, 6)}&format=xlsx`, { token });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await api(`/shifts/report?from=${d}&to=${addDays(d, 90)}`, { token })).status).toBe(422);
  });
});

describe('[SHIFTS] payroll input source', () => {
  it("contributes the period's shift wages as a taxable 'Shift wages' earning for the run's employees only", async () => {
    const { deps } = await getHarness();
    const { token, orgId, location, staff } = await rosterOrg(3, 100_000);
    const [a, b, c] = staff;
    // 2025-03-31 is a Monday: a week straddling March and April.
    await addShifts(token, [
      { employeeId: a!.id, date: '2025-03-31', start: '09:00', end: '17:00', locationId: location.id },
      { employeeId: a!.id, date: '2025-04-01', start: '09:00', end: '17:00', locationId: location.id },
      {
        employeeId: a!.id,
        date: '2025-04-30',
        start: '22:00',
        end: '06:00',
        breakMinutes: 60,
        locationId: location.id,
      },
      { employeeId: a!.id, date: '2025-05-01', start: '09:00', end: '17:00', locationId: location.id },
      { employeeId: b!.id, date: '2025-04-10', start: '09:00', end: '10:00', locationId: location.id },
      { employeeId: c!.id, date: '2025-04-10', start: '09:00', end: '10:00', locationId: location.id },
    ]);
    const ctx = {
      db: deps.db,
      organizationId: orgId,
      period: { month: '2025-04', start: '2025-04-01', end: '2025-04-30' },
      runId: crypto.randomUUID(),
      runType: 'regular' as const,
      employeeIds: [a!.id, b!.id],
    };
    const got = await shiftsPayrollSource.gather(ctx);
    expect(shiftsPayrollSource.name).toBe('shifts');
    expect(got.get(a!.id)).toEqual({
      earnings: [{ code: 'shift_wages', label: 'Shift wages', amount: 8 * 100_000 + 7 * 100_000 }],
    });
    expect(got.get(b!.id)).toEqual({
      earnings: [{ code: 'shift_wages', label: 'Shift wages', amount: 100_000 }],
    });
    expect(got.has(c!.id)).toBe(false);
    // Through the payroll seam: merged per employee; off-cycle runs skip it.
    const merged = await gatherContributions(ctx, [shiftsPayrollSource]);
    expect(merged.get(a!.id)?.earnings?.[0]?.amount).toBe(1_500_000);
    expect((await gatherContributions({ ...ctx, runType: 'off-cycle' }, [shiftsPayrollSource])).size).toBe(0);
  });
});
