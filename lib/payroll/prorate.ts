import { parseIsoDate, weekday } from './dates';
import { PayrollInputError } from './errors';
import { roundMinor } from './rounding';
import { checkAmount } from './validate';

export type ProrateInput = {
  /** full-period amount, minor units */
  amount: number;
  /** 'YYYY-MM-DD', first day of the pay period */
  periodStart: string;
  /** 'YYYY-MM-DD', last day of the pay period (inclusive) */
  periodEnd: string;
  /** first day employed (joiner); default periodStart */
  from?: string;
  /** last day employed (leaver), inclusive; default periodEnd */
  to?: string;
  /** 'calendar': every day counts; 'working': Monday–Friday only (public holidays not known to the engine) */
  basis: 'calendar' | 'working';
};

function countDays(first: number, last: number, basis: 'calendar' | 'working'): number {
  if (last < first) return 0;
  if (basis === 'calendar') return last - first + 1;
  let n = 0;
  for (let d = first; d <= last; d++) {
    const w = weekday(d);
    if (w !== 0 && w !== 6) n++;
  }
  return n;
}

/**
 * Pay for the part of a period an employee was employed (mid-period joiners and leavers):
 * amount × days employed ÷ days in the period, both counted inclusively on the chosen basis,
 * rounded once by the engine's rule (half away from zero to the minor unit).
 * Joining on the 1st or leaving on the last day gives the full amount; joining on the last
 * day gives one day's pay. Employment outside the period gives 0. A 'working' period with
 * no working days pays the full amount only if employment covers the whole period, else 0.
 */
export function prorate(input: ProrateInput): number {
  const amount = checkAmount(input.amount, 'amount');
  const start = parseIsoDate(input.periodStart, 'periodStart').dayNumber;
  const end = parseIsoDate(input.periodEnd, 'periodEnd').dayNumber;
  if (end < start)
    throw new PayrollInputError('periodEnd', `${input.periodEnd} is before periodStart ${input.periodStart}`);
  const from = input.from === undefined ? start : parseIsoDate(input.from, 'from').dayNumber;
  const to = input.to === undefined ? end : parseIsoDate(input.to, 'to').dayNumber;
  // only an explicit pair can contradict itself; a joiner after the period simply earns 0
  if (input.from !== undefined && input.to !== undefined && to < from)
    throw new PayrollInputError('to', `${input.to} is before from ${input.from}`);
  if (input.basis !== 'calendar' && input.basis !== 'working') {
    throw new PayrollInputError('basis', `expected 'calendar' or 'working', got ${String(input.basis)}`);
  }
  const first = Math.max(start, from);
  const last = Math.min(end, to);
  if (first === start && last === end) return amount;
  const total = countDays(start, end, input.basis);
  if (total === 0) return 0;
  return roundMinor(amount * countDays(first, last, input.basis), total);
}
