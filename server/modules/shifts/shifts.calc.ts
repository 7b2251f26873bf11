import 'server-only';
import { addDays, datesIn, daysBetween, mondayOf, spanMinutes, sundayOf } from '@/lib/contracts/shifts';

/**
 * The pure arithmetic of shifts: dates, the weekly overtime split and wage cost. No I/O, so the grid, the
 * reports and the payroll source price a shift the same way.
 */

export { addDays, datesIn, daysBetween, mondayOf, sundayOf };

export type WageRow = {
  employeeId: string;
  hourlyRate: number;
  overtimeMultiplierBp: number;
  effectiveFrom: string;
};
export type PricedInput = {
  id: string;
  employeeId: string;
  date: string;
  startMinute: number;
  endMinute: number;
  breakMinutes: number;
};
export type Priced = { regularMinutes: number; overtimeMinutes: number; cost: number };

export const paidMinutes = (s: Pick<PricedInput, 'startMinute' | 'endMinute' | 'breakMinutes'>) =>
  Math.max(0, spanMinutes(s.startMinute, s.endMinute) - s.breakMinutes);

/** The wage in force on `date`: the latest change from that date or before (rows sorted by effectiveFrom). */
export function wageOn(rows: readonly WageRow[] | undefined, date: string): WageRow | undefined {
  let found: WageRow | undefined;
  for (const r of rows ?? []) {
    if (r.effectiveFrom <= date) found = r;
    else break;
  }
  return found;
}

/** Minor units for minutes at an hourly rate (× multiplier in basis points), rounded half up per shift. */
export function wageCost(
  regularMinutes: number,
  overtimeMinutes: number,
  hourlyRate: number,
  overtimeBp: number,
): number {
  const numerator =
    BigInt(regularMinutes) * BigInt(hourlyRate) * 10_000n +
    BigInt(overtimeMinutes) * BigInt(hourlyRate) * BigInt(overtimeBp);
  const denominator = 600_000n; // 60 minutes × 10 000 basis points
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * Prices shifts: within each employee's Monday–Sunday week, paid minutes beyond `weeklyMinutes` are overtime,
 * taken from the latest shifts of the week. Pass whole weeks, or the overtime of a partial week is understated.
 * `wages` per employee, sorted by effectiveFrom.
 */
export function priceShifts(
  shifts: readonly PricedInput[],
  wages: ReadonlyMap<string, readonly WageRow[]>,
  weeklyMinutes: number,
): Map<string, Priced> {
  // Plain comparisons, not localeCompare: ids and ISO dates order the same byte-wise, and this runs on 10,000s.
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ordered = [...shifts].sort(
    (a, b) =>
      cmp(a.employeeId, b.employeeId) ||
      cmp(a.date, b.date) ||
      a.startMinute - b.startMinute ||
      cmp(a.id, b.id),
  );
  const weekOf = new Map<string, string>();
  const worked = new Map<string, number>();
  const out = new Map<string, Priced>();
  for (const s of ordered) {
    let monday = weekOf.get(s.date);
    if (monday === undefined) weekOf.set(s.date, (monday = mondayOf(s.date)));
    const key = `${s.employeeId}|${monday}`;
    const before = worked.get(key) ?? 0;
    const paid = paidMinutes(s);
    const regularMinutes = Math.min(paid, Math.max(0, weeklyMinutes - before));
    const overtimeMinutes = paid - regularMinutes;
    worked.set(key, before + paid);
    const wage = wageOn(wages.get(s.employeeId), s.date);
    const cost = wage
      ? wageCost(regularMinutes, overtimeMinutes, wage.hourlyRate, wage.overtimeMultiplierBp)
      : 0;
    out.set(s.id, { regularMinutes, overtimeMinutes, cost });
  }
  return out;
}

/** A shift as an interval on one timeline (minutes since 1970-01-01 local): for overlap checks. */
export function interval(s: Pick<PricedInput, 'date' | 'startMinute' | 'endMinute'>): [number, number] {
  const start = daysBetween('1970-01-01', s.date) * 1440 + s.startMinute;
  return [start, start + spanMinutes(s.startMinute, s.endMinute)];
}

/** Half-open intervals: one ending at 14:00 and the next starting at 14:00 do not overlap. */
export const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];
