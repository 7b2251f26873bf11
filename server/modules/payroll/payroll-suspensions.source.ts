import 'server-only';
import { sql } from 'drizzle-orm';
import { readPayrollSettings } from './payroll-config';
import type { PayrollContribution, PayrollInputSource } from './payroll-inputs';
import { daysWithin } from './payroll-period';

/**
 * Payroll's own source: days of the period under a suspension WITHOUT pay are not paid. A suspension runs
 * from its start to its end date, or to the day before it was revoked; open-ended ones run past the period.
 * Counted on the organisation's proration basis.
 */
export const suspensionsSource: PayrollInputSource = {
  name: 'suspensions',
  async gather(ctx) {
    const result = (await ctx.db.execute(sql`
      select employee_id, start_date::text as start_date,
        least(end_date, (revoked_at at time zone 'UTC')::date - 1)::text as end_date
      from employee_suspensions
      where organization_id = ${ctx.organizationId}
        and not with_pay
        and employee_id in (select value::uuid from json_array_elements_text(${JSON.stringify(ctx.employeeIds)}::json))
        and start_date <= ${ctx.period.end}
        and (end_date is null or end_date >= ${ctx.period.start})
        and (revoked_at is null or (revoked_at at time zone 'UTC')::date > ${ctx.period.start})`)) as unknown as {
      rows: { employee_id: string; start_date: string; end_date: string | null }[];
    };
    const out = new Map<string, PayrollContribution>();
    if (result.rows.length === 0) return out;
    const { prorationBasis } = await readPayrollSettings(ctx.db, ctx.organizationId);
    for (const r of result.rows) {
      const days = daysWithin(
        ctx.period,
        r.start_date.slice(0, 10),
        r.end_date ? r.end_date.slice(0, 10) : null,
        prorationBasis,
      );
      if (days <= 0) continue;
      const prev = out.get(r.employee_id)?.unpaidDays ?? 0;
      out.set(r.employee_id, { unpaidDays: prev + days });
    }
    return out;
  },
};
