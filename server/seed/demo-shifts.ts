import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { employees } from '@/server/db/schema';
import { addDays, mondayOf } from '@/lib/contracts/shifts';
import * as repo from '@/server/modules/shifts/shifts.repo';
import { localDate } from '@/server/modules/shifts/shifts.time';

/**
 * Demo Foods' shift roster: two locations (the Ikeja plant and the Lekki outlet), a dozen hourly staff with
 * naira wages, and two weeks of shifts (last week and this week: mornings, afternoons and a night shift that
 * crosses midnight, some weeks long enough for overtime). Derived from indexes, so every demo is the same.
 */
const PATTERNS: { start: number; end: number; breakMinutes: number }[] = [
  { start: 6 * 60, end: 14 * 60, breakMinutes: 30 },
  { start: 14 * 60, end: 22 * 60, breakMinutes: 30 },
  { start: 22 * 60, end: 6 * 60, breakMinutes: 45 },
  { start: 9 * 60, end: 17 * 60, breakMinutes: 60 },
];

export async function seedDemoShifts(tx: DbOrTx, organizationId: string, now = new Date()) {
  const plant = await repo.insertLocation(tx, {
    organizationId,
    name: 'Ikeja Plant',
    address: '14 Oba Akran Avenue, Ikeja, Lagos',
    notes: 'Gate B; hard hats on the floor',
  });
  const outlet = await repo.insertLocation(tx, {
    organizationId,
    name: 'Lekki Outlet',
    address: 'Admiralty Way, Lekki Phase 1, Lagos',
    notes: null,
  });
  const staff = await tx
    .select({ id: employees.id, payCurrency: employees.payCurrency })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.status, 'active')))
    .orderBy(asc(employees.staffId))
    .limit(60);
  // Every fourth active employee, a dozen in all: operators, drivers and sales staff across departments.
  const hourly = staff.filter((_, i) => i % 4 === 1).slice(0, 12);
  await repo.addToRoster(
    tx,
    organizationId,
    hourly.map((e) => e.id),
  );
  const thisWeek = mondayOf(localDate(now, 'NG'));
  const firstWeek = addDays(thisWeek, -7);
  for (const [i, e] of hourly.entries()) {
    // ₦1,200 to ₦2,300 an hour, in kobo; two people get a raise from this Monday.
    await repo.upsertWage(tx, {
      organizationId,
      employeeId: e.id,
      hourlyRate: (1200 + 100 * i) * 100,
      currency: e.payCurrency,
      overtimeMultiplierBp: 15_000,
      effectiveFrom: '2026-01-01',
    });
    if (i % 6 === 0)
      await repo.upsertWage(tx, {
        organizationId,
        employeeId: e.id,
        hourlyRate: (1350 + 100 * i) * 100,
        currency: e.payCurrency,
        overtimeMultiplierBp: 15_000,
        effectiveFrom: thisWeek,
      });
  }
  const rows: repo.NewShift[] = [];
  for (const [i, e] of hourly.entries()) {
    const pattern = PATTERNS[i % PATTERNS.length]!;
    const location = i % 3 === 0 ? outlet : plant;
    // Five days a week; every fourth person also works Saturday (45+ hours: overtime).
    const days = i % 4 === 0 ? 6 : 5;
    for (const week of [firstWeek, thisWeek]) {
      for (let d = 0; d < days; d++) {
        rows.push({
          organizationId,
          employeeId: e.id,
          locationId: location.id,
          date: addDays(week, (d + (i % 2)) % 7),
          startMinute: pattern.start,
          endMinute: pattern.end,
          breakMinutes: pattern.breakMinutes,
          note: d === 0 && i === 1 ? 'Stock count' : null,
        });
      }
    }
  }
  await repo.insertShifts(tx, rows);
}
