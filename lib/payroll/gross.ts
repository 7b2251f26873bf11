import type { Earnings } from './types';

/**
 * Monthly gross: the sum of the salary components (basic + housing + transport + other), minor units. The
 * one TypeScript definition; its SQL twin is `monthlyGrossSql` in server/modules/employees/employees.queries.ts.
 */
export const monthlyGross = (e: Earnings): number =>
  e.basic + (e.housing ?? 0) + (e.transport ?? 0) + (e.other ?? 0);
