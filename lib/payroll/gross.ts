import { roundMinor } from './rounding';
import type { Earnings } from './types';

/**
 * Monthly gross: the sum of the salary components (basic + housing + transport + other), minor units. The
 * one TypeScript definition; its SQL twin is `monthlyGrossSql` in server/modules/employees/employees.queries.ts.
 */
export const monthlyGross = (e: Earnings): number =>
  e.basic + (e.housing ?? 0) + (e.transport ?? 0) + (e.other ?? 0);

/** Basis points of gross: 10,000 = 100%. */
const BP = 10_000;

/** An organisation's (or payroll group's) salary breakdown: each part's share of gross in basis points. */
export type GrossShares = { basic: number; housing: number; transport: number; other: number };

/**
 * One gross split into the four salary components by the salary breakdown, each part rounded per line and
 * basic taking the rounding, so the parts always add back to `total`. The one split: payroll uses it for a
 * single gross (pay entered as basic only), "Create employee" from a hire for the offered salary.
 */
export function splitGross(total: number, shares: GrossShares) {
  const housing = roundMinor(total * shares.housing, BP);
  const transport = roundMinor(total * shares.transport, BP);
  const other = roundMinor(total * shares.other, BP);
  return { basic: total - housing - transport - other, housing, transport, other };
}
