import 'server-only';
import type { Db } from '@/server/db/client';

/**
 * The seam where other modules change pay. Computing a run gathers the period's inputs from a list of named
 * sources (payroll-sources.ts): payroll's own (salary components, add-ons, proration, suspensions) and one
 * per module that changes pay — leave (unpaid days), shifts (hourly wages), wage access (recoveries). A new
 * source is one file in its own module plus one line in that list; payroll never reads another module's
 * tables, and sources never see each other.
 *
 * Sources read inside the run's transaction (`db` may be a transaction), for the employees of the run only,
 * with set-based queries: one call per source per run, never one per employee.
 */

export type PayrollPeriod = {
  /** 'YYYY-MM' */
  month: string;
  /** 'YYYY-MM-DD', first and last calendar day of the month */
  start: string;
  end: string;
};

export type PayrollInputContext = {
  db: Db;
  organizationId: string;
  period: PayrollPeriod;
  /** the run being computed (sources that must remember what they contributed key it by this id) */
  runId: string;
  runType: 'regular' | 'off-cycle';
  /** employees of the run */
  employeeIds: readonly string[];
};

/**
 * An amount named on the payslip; `amount` in minor units of the employee's pay currency, > 0.
 * `upToNet` (deductions only): take at most what net pay still covers after every other deduction, so a
 * recovery never makes net negative; the line shows what was taken and the source carries the rest (wage
 * access recoveries: the source cannot know the net, which is computed after it gathers).
 */
export type PayrollItem = { code: string; label: string; amount: number; upToNet?: boolean };

/** What one source contributes to one employee's period. Every field is optional and adds up across sources. */
export type PayrollContribution = {
  /** Days of the period not paid (unpaid leave): removed from salary by the organisation's proration basis. */
  unpaidDays?: number;
  /** Taxable earnings added to gross (shift wages, bonuses). */
  earnings?: PayrollItem[];
  /** Taken from net pay after tax (wage-access recoveries, loans). */
  deductions?: PayrollItem[];
};

export type PayrollInputSource = {
  /** Unique; shown on payslip lines it produced and in warnings. */
  name: string;
  /** Off-cycle runs (bonuses, corrections) skip sources that only apply to regular pay unless this is true. */
  offCycle?: boolean;
  gather(ctx: PayrollInputContext): Promise<Map<string, PayrollContribution>>;
};

/** Adds `next` to `into` (per employee), so sources can be combined in any order with the same result. */
export function mergeContribution(into: PayrollContribution, next: PayrollContribution): PayrollContribution {
  return {
    unpaidDays: (into.unpaidDays ?? 0) + (next.unpaidDays ?? 0) || undefined,
    earnings: [...(into.earnings ?? []), ...(next.earnings ?? [])],
    deductions: [...(into.deductions ?? []), ...(next.deductions ?? [])],
  };
}
