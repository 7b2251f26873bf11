import 'server-only';
import { sql } from 'drizzle-orm';
import { loadPayrollConfig } from './payroll-config';
import type { PayrollContribution, PayrollInputSource } from './payroll-inputs';
import { daysWithin, periodDays } from './payroll-period';

const toIso = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : v ? String(v).slice(0, 10) : null;

/**
 * Payroll's own source: joiners and leavers inside the period are not paid for the days they were not
 * employed, when their effective settings have `payroll.prorateJoiners` on (the default). Days are counted on
 * the organisation's proration basis (calendar by default, working days as a setting), so salary × paid days ÷
 * period days is exactly lib/payroll `prorate`.
 */
export const prorationSource: PayrollInputSource = {
  name: 'proration',
  async gather(ctx) {
    const result = (await ctx.db.execute(sql`
      select id, payroll_group_id, start_date::text as start_date, separated_at::text as separated_at
      from employees
      where organization_id = ${ctx.organizationId}
        and id in (select value::uuid from json_array_elements_text(${JSON.stringify(ctx.employeeIds)}::json))
        and (start_date > ${ctx.period.start} or (separated_at is not null and separated_at < ${ctx.period.end}))`)) as unknown as {
      rows: {
        id: string;
        payroll_group_id: string | null;
        start_date: string;
        separated_at: string | null;
      }[];
    };
    const out = new Map<string, PayrollContribution>();
    if (result.rows.length === 0) return out;
    const config = await loadPayrollConfig(
      ctx.db,
      ctx.organizationId,
      result.rows.map((r) => r.payroll_group_id),
    );
    const total = periodDays(ctx.period, config.prorationBasis);
    for (const r of result.rows) {
      if (!config.effective(r.payroll_group_id).prorateJoiners) continue;
      const employed = daysWithin(
        ctx.period,
        toIso(r.start_date),
        toIso(r.separated_at),
        config.prorationBasis,
      );
      const unpaid = total - employed;
      if (unpaid > 0) out.set(r.id, { unpaidDays: unpaid });
    }
    return out;
  },
};
