import 'server-only';

const DAY = 86_400_000;

/** YYYY-MM-DD of a moment, in UTC (the server's calendar for dashboard figures). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY);

/** The first day of the month `offset` months from `d`'s month, as YYYY-MM-DD. */
export const monthStart = (d: Date, offset = 0) =>
  isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)));

/** The `count` calendar months ending with `d`'s month, oldest first, as YYYY-MM. */
export const lastMonths = (d: Date, count: number) =>
  Array.from({ length: count }, (_, i) => monthStart(d, i - count + 1).slice(0, 7));

/** The days the dashboard compares: today, 30 days ago, and the month boundaries around today. */
export function dashboardDays(now: Date) {
  return {
    today: isoDay(now),
    previousDay: isoDay(addDays(now, -30)),
    previousMoment: addDays(now, -30),
    monthStart: monthStart(now),
    nextMonthStart: monthStart(now, 1),
    lastMonthStart: monthStart(now, -1),
  };
}
