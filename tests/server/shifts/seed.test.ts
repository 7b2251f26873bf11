import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShifts } from '@/server/seed/demo-shifts';
import { createEmployer } from '@/server/seed/factories';
import { seedDemoWorkforce } from '@/server/seed/demo-workforce';
import { addDays, mondayOf } from '@/lib/contracts/shifts';
import { getGrid, getReport, pricedShifts } from '@/server/modules/shifts/shifts-report.service';
import { localDate } from '@/server/modules/shifts/shifts.time';
import { getHarness, uniqueEmail } from '../helpers/app';

beforeAll(() => getHarness().then(() => undefined), 120_000);

describe('[SHIFTS] demo seed', () => {
  it('seeds two locations, a dozen hourly staff and two weeks of shifts whose report adds up', async () => {
    const { deps } = await getHarness();
    const employer = await createEmployer(deps.db, {
      email: uniqueEmail('demo-shifts'),
      organizationName: `Demo Shifts ${crypto.randomUUID().slice(0, 4)}`,
      country: 'NG',
    });
    const orgId = employer.organization.id;
    await seedDemoWorkforce(deps.db, orgId, employer.organization.currency);
    await seedDemoShifts(deps.db, orgId);
    const thisWeek = mondayOf(localDate(new Date(), 'NG'));
    const grid = await getGrid(deps.db, orgId, { from: thisWeek, to: addDays(thisWeek, 6) });
    expect(grid.employees).toHaveLength(12);
    expect(grid.employees.every((e) => e.wage !== null)).toBe(true);
    const report = await getReport(deps.db, orgId, { from: addDays(thisWeek, -7), to: addDays(thisWeek, 6) });
    expect(report.byLocation.map((l) => l.name).sort()).toEqual(['Ikeja Plant', 'Lekki Outlet']);
    expect(report.totals.shifts).toBe(2 * (12 * 5 + 3));
    expect(report.totals.overtimeMinutes).toBeGreaterThan(0);
    expect(report.byEmployee.reduce((t, e) => t + e.cost, 0)).toBe(report.totals.cost);
    // The report sums in SQL; the grid prices each shift in TypeScript: both must agree to the kobo.
    const { shifts } = await pricedShifts(deps.db, orgId, {
      from: addDays(thisWeek, -7),
      to: addDays(thisWeek, 6),
    });
    expect(shifts.reduce((t, x) => t + x.cost, 0)).toBe(report.totals.cost);
    expect(shifts.reduce((t, x) => t + x.overtimeMinutes, 0)).toBe(report.totals.overtimeMinutes);
  });
});
