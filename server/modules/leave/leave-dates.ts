import 'server-only';

/** Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone ever moves a day. */
const DAY_MS = 86_400_000;
export const toTime = (d: string) => Date.parse(`${d}T00:00:00Z`);
export const fromTime = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => fromTime(toTime(d) + n * DAY_MS);
export const isWeekend = (d: string) => {
  const day = new Date(toTime(d)).getUTCDay();
  return day === 0 || day === 6;
};
export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);
export const today = (now: Date) => now.toISOString().slice(0, 10);

/** The date `months` calendar months after `d` (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(d: string, months: number): string {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

export type DayRules = { countsWeekends: boolean; countsHolidays: boolean };

/** Whether `d` is counted as a leave day under the type's rules. */
export const countsAsLeave = (d: string, rules: DayRules, holidays: ReadonlySet<string>) =>
  (rules.countsWeekends || !isWeekend(d)) && (rules.countsHolidays || !holidays.has(d));

/**
 * A request's duration in the type's days: every date from start to end that the type counts (weekends and
 * public holidays only if it says so); a half day is 0.5 of its one date.
 */
export function countLeaveDays(
  start: string,
  end: string,
  rules: DayRules,
  holidays: ReadonlySet<string>,
  halfDay = false,
): number {
  let n = 0;
  for (let t = toTime(start); t <= toTime(end); t += DAY_MS)
    if (countsAsLeave(fromTime(t), rules, holidays)) n += 1;
  return halfDay ? n / 2 : n;
}

/** The first day after `end` that is neither a weekend nor a holiday: when someone on leave is back. */
export function returnDate(end: string, holidays: ReadonlySet<string>): string {
  let d = addDays(end, 1);
  while (isWeekend(d) || holidays.has(d)) d = addDays(d, 1);
  return d;
}

/** Rounds to hundredths of a day, the ledger's precision (sums of 0.1-ish floats never drift). */
export const roundDays = (n: number) => Math.round(n * 100) / 100;
