import { MINOR_UNIT_EXPONENT } from './currency';
import type { RuleTable } from './tables/types';

/**
 * Line texts that depend only on the rule table are built once per table and reused: building
 * strings (and converting numbers to text) per payslip was a measurable share of the hot path.
 */
export function tableText<T extends RuleTable, X>(cache: WeakMap<T, X>, t: T, build: (t: T) => X): X {
  let text = cache.get(t);
  if (text === undefined) {
    text = build(t);
    cache.set(t, text);
  }
  return text;
}

/** '500,000' or '3,166.67' from minor units of the table's currency; only used when building texts. */
export function major(t: RuleTable, minor: number): string {
  const exp = MINOR_UNIT_EXPONENT[t.currency] ?? 2;
  return (minor / 10 ** exp).toLocaleString('en-GB', { maximumFractionDigits: exp });
}
