import 'server-only';
import { addonsSource } from './payroll-addons.source';
import { prorationSource } from './payroll-proration.source';
import { suspensionsSource } from './payroll-suspensions.source';
import {
  mergeContribution,
  type PayrollContribution,
  type PayrollInputContext,
  type PayrollInputSource,
} from './payroll-inputs';

/**
 * Payroll's own pay sources, first on the payslip. The run gathers every source the wiring lists
 * (server/wiring/payroll.ts: these, then one line per module that changes pay, each with its
 * `<module>.payroll-source.ts`), handed to payroll as `plugins.payrollSources`.
 */
export const PAYROLL_OWN_SOURCES: readonly PayrollInputSource[] = [
  addonsSource,
  prorationSource,
  suspensionsSource,
];

/** Items carry the source that produced them in their code (`addons.3f2a…`), so payslip lines name it. */
function named(source: string, c: PayrollContribution): PayrollContribution {
  const tag = (items?: PayrollContribution['earnings']) =>
    items?.map((it) => ({ ...it, code: `${source}.${it.code}` }));
  return { unpaidDays: c.unpaidDays, earnings: tag(c.earnings), deductions: tag(c.deductions) };
}

/** Every source's contribution, merged per employee. */
export async function gatherContributions(
  ctx: PayrollInputContext,
  sources: readonly PayrollInputSource[],
): Promise<Map<string, PayrollContribution>> {
  const applicable = sources.filter((s) => ctx.runType === 'regular' || s.offCycle);
  // one after another: `ctx.db` is usually the run's transaction, a single connection
  const results: Map<string, PayrollContribution>[] = [];
  for (const s of applicable) results.push(await s.gather(ctx));
  const inRun = new Set(ctx.employeeIds);
  const merged = new Map<string, PayrollContribution>();
  for (const [i, result] of results.entries()) {
    const source = applicable[i]!.name;
    for (const [employeeId, contribution] of result) {
      if (!inRun.has(employeeId)) continue; // a source never adds people to a run
      merged.set(employeeId, mergeContribution(merged.get(employeeId) ?? {}, named(source, contribution)));
    }
  }
  return merged;
}
