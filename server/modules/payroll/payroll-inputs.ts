import 'server-only';
import type { PayrollContribution } from '@/server/deps';

/**
 * The seam where other modules change pay (its types are the kernel's, server/deps.ts): computing a run
 * gathers the period's inputs from the pay sources the wiring lists (server/wiring/payroll.ts), payroll's own
 * first. Payroll never imports the modules that add a source, and sources never see each other.
 */
export type {
  PayrollContribution,
  PayrollInputContext,
  PayrollInputSource,
  PayrollItem,
  PayrollPeriod,
} from '@/server/deps';

/** Adds `next` to `into` (per employee), so sources can be combined in any order with the same result. */
export function mergeContribution(into: PayrollContribution, next: PayrollContribution): PayrollContribution {
  return {
    unpaidDays: (into.unpaidDays ?? 0) + (next.unpaidDays ?? 0) || undefined,
    earnings: [...(into.earnings ?? []), ...(next.earnings ?? [])],
    deductions: [...(into.deductions ?? []), ...(next.deductions ?? [])],
  };
}
