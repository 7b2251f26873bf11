import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { priceShifts, mondayOf, sundayOf, type WageRow } from './shifts.calc';
import * as repo from './shifts.repo';

/**
 * The shifts module's read API for other modules (payroll). Set-based: three queries whatever the number of
 * employees.
 */

/**
 * Shift wages per employee for shifts dated in [periodStart, periodEnd] (minor units of each employee's pay
 * currency): regular minutes at the rate in force on the shift's date, overtime beyond the organisation's
 * weekly hours at the multiplier. Overtime is decided over whole Monday–Sunday weeks, so a week that straddles
 * two months is split the same way in both. Employees without shifts (or without a wage) are absent.
 */
export async function shiftWages(
  db: DbOrTx,
  organizationId: string,
  employeeIds: readonly string[],
  periodStart: string,
  periodEnd: string,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (employeeIds.length === 0) return out;
  const ids = [...new Set(employeeIds)];
  // one after another: `db` is the payroll run's transaction, one connection (never two queries at once on it)
  const rows = await repo.listShifts(db, organizationId, {
    from: mondayOf(periodStart),
    to: sundayOf(periodEnd),
    employeeIds: ids,
  });
  const wageRecords = await repo.listWages(db, organizationId, ids);
  const weekly = await repo.findWeeklyMinutes(db, organizationId);
  const wages = new Map<string, WageRow[]>();
  for (const w of wageRecords) wages.set(w.employeeId, [...(wages.get(w.employeeId) ?? []), w]);
  const priced = priceShifts(rows, wages, weekly ?? 40 * 60);
  for (const s of rows) {
    if (s.date < periodStart || s.date > periodEnd) continue;
    const cost = priced.get(s.id)!.cost;
    if (cost > 0) out.set(s.employeeId, (out.get(s.employeeId) ?? 0) + cost);
  }
  return out;
}

/** The organisation's date today in its country's zone (wage access's "today"): shifts' calendar. */
export { organizationToday } from './shifts.time';
