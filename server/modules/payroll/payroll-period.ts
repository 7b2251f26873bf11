import { daysInMonth, parseIsoDate, weekday } from '@/lib/payroll/dates';
import type { PayrollPeriod } from './payroll-inputs';

/** Pure date helpers of a monthly pay period (no I/O), shared by the sources and the compute. */

export type ProrationBasis = 'calendar' | 'working';

const pad = (n: number) => String(n).padStart(2, '0');

export function periodOf(month: string): PayrollPeriod {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { month, start: `${month}-01`, end: `${month}-${pad(daysInMonth(y, m))}` };
}

/** The last Monday–Friday of the month (public holidays are not known here). */
export function lastWorkingDay(month: string): string {
  const { end } = periodOf(month);
  let d = parseIsoDate(end, 'end');
  let day = d.day;
  while (true) {
    const w = weekday(d.dayNumber);
    if (w !== 0 && w !== 6) return `${month}-${pad(day)}`;
    day -= 1;
    d = parseIsoDate(`${month}-${pad(day)}`, 'day');
  }
}

const dayNumber = (iso: string) => parseIsoDate(iso, 'date').dayNumber;

/** Days from `from` to `to` inclusive, clipped to the period, counted on the basis. */
export function daysWithin(
  period: PayrollPeriod,
  from: string | null,
  to: string | null,
  basis: ProrationBasis,
): number {
  const first = Math.max(dayNumber(period.start), from ? dayNumber(from) : -Infinity);
  const last = Math.min(dayNumber(period.end), to ? dayNumber(to) : Infinity);
  if (last < first) return 0;
  if (basis === 'calendar') return last - first + 1;
  let n = 0;
  for (let d = first; d <= last; d++) {
    const w = weekday(d);
    if (w !== 0 && w !== 6) n++;
  }
  return n;
}

export const periodDays = (period: PayrollPeriod, basis: ProrationBasis) =>
  daysWithin(period, null, null, basis);
