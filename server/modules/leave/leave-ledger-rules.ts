import 'server-only';
import { addMonths, maxDate, roundDays } from './leave-dates';

/**
 * The leave ledger's system entries, as a pure function of the type, the employee and the entries so far
 * (Frappe HR's ledger: a balance is the sum of its entries, never a counter). Running it again with the
 * entries it produced adds nothing, so whether a scheduled job or a read computes them, the result is
 * the same. Leave years are calendar years.
 *
 * - accrual: `upfront` gives the year's days on 1 January (or the day the employee becomes eligible,
 *   pro rata by whole months left in that first year); `monthly` gives 1/12 on the first of each month
 *   (rounded cumulatively, so a year adds up exactly).
 * - lapse + carry_over on 1 January: the whole closing balance lapses and at most `carryOverDays` of it
 *   (never below zero) comes back as carry-over.
 * - expiry on `carryOverExpiry` of the new year: carried days not used by then expire (leave taken in the
 *   year uses the carried days first).
 */
export type RuleType = {
  daysPerYear: number;
  accrual: string;
  carryOverDays: number;
  carryOverExpiry: string | null;
  createdAt: Date;
};
export type Entry = { kind: string; days: number; effectiveDate: string; period: string | null };
export type NewEntry = {
  kind: 'accrual' | 'lapse' | 'carry_over' | 'expiry';
  days: number;
  effectiveDate: string;
  period: string;
  reason: string | null;
};

const pad = (n: number) => String(n).padStart(2, '0');
const sumUntil = (entries: Entry[], until: string) =>
  entries.filter((e) => e.effectiveDate <= until).reduce((s, e) => s + e.days, 0);

/** `eligibleFrom`: the first day the employee may take the type (start date + minimum service), or null if never. */
export function systemEntries(
  type: RuleType,
  eligibleFrom: string | null,
  existing: Entry[],
  asOf: string,
): NewEntry[] {
  if (!eligibleFrom) return [];
  // Accrual starts in the year the type was created: a type added today does not pay out past years.
  const from = maxDate(eligibleFrom, `${type.createdAt.getUTCFullYear()}-01-01`);
  if (from > asOf) return [];
  const have = new Set(existing.filter((e) => e.period).map((e) => `${e.kind}:${e.period}`));
  const all: Entry[] = [...existing];
  const out: NewEntry[] = [];
  const add = (e: NewEntry) => {
    if (have.has(`${e.kind}:${e.period}`) || e.effectiveDate > asOf) return;
    have.add(`${e.kind}:${e.period}`);
    out.push(e);
    all.push(e);
  };
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(asOf.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    if (year > firstYear) {
      // Year end of year - 1: lapse the closing balance, bring back what may carry over.
      const closing = roundDays(sumUntil(all, `${year - 1}-12-31`));
      const carried = roundDays(Math.min(type.carryOverDays, Math.max(0, closing)));
      add({
        kind: 'lapse',
        days: closing === 0 ? 0 : roundDays(-closing),
        effectiveDate: `${year}-01-01`,
        period: String(year - 1),
        reason: null,
      });
      add({
        kind: 'carry_over',
        days: carried,
        effectiveDate: `${year}-01-01`,
        period: String(year - 1),
        reason: null,
      });
    }
    if (type.accrual === 'monthly') {
      for (let m = 1; m <= 12; m++) {
        const first = `${year}-${pad(m)}-01`;
        const effective = maxDate(first, from);
        if (effective.slice(0, 7) !== first.slice(0, 7)) continue; // not yet eligible this month
        // Cumulative rounding: months add up to the year exactly, and any run of months to its share.
        const days = roundDays(
          roundDays((type.daysPerYear * m) / 12) - roundDays((type.daysPerYear * (m - 1)) / 12),
        );
        add({ kind: 'accrual', days, effectiveDate: effective, period: `${year}-${pad(m)}`, reason: null });
      }
    } else {
      const effective = maxDate(`${year}-01-01`, from);
      // Joining mid-year: whole months left in the year, counting the month of joining.
      const months = 12 - Number(effective.slice(5, 7)) + 1;
      add({
        kind: 'accrual',
        days: roundDays((type.daysPerYear * months) / 12),
        effectiveDate: effective,
        period: String(year),
        reason: null,
      });
    }
    if (year > firstYear && type.carryOverExpiry) {
      const expiry = `${year}-${type.carryOverExpiry}`;
      const carried = all.find((e) => e.kind === 'carry_over' && e.period === String(year - 1))?.days ?? 0;
      // Leave taken (less days returned) from 1 January to the expiry date uses the carried days first.
      const used = -all
        .filter(
          (e) =>
            (e.kind === 'taken' || e.kind === 'returned') &&
            e.effectiveDate >= `${year}-01-01` &&
            e.effectiveDate <= expiry,
        )
        .reduce((s, e) => s + e.days, 0);
      const expired = roundDays(Math.max(0, carried - Math.max(0, used)));
      if (carried > 0)
        add({
          kind: 'expiry',
          days: expired === 0 ? 0 : -expired,
          effectiveDate: expiry,
          period: String(year),
          reason: null,
        });
    }
  }
  return out;
}

/** The first day the employee may take the type: start date plus the minimum service. */
export const eligibleFromDate = (startDate: string, minServiceMonths: number) =>
  addMonths(startDate, minServiceMonths);
