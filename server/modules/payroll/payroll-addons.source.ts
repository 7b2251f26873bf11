import 'server-only';
import { sql } from 'drizzle-orm';
import type { PayrollContribution, PayrollInputSource } from './payroll-inputs';

/**
 * Payroll's own source: the employees' add-ons for the period. Bonuses are taxable earnings; deductions are
 * taken from net pay after tax. One-off add-ons count in their period, recurring ones from their start period
 * to their end period (inclusive, open when unset). An add-on whose currency is no longer the employee's pay
 * currency is left out (add-ons are never converted). Regular runs only: the month's add-ons are paid with its
 * salary, and an off-cycle run pays the amounts it was created with (were add-ons gathered there too, a one-off
 * add-on of the month would be paid twice and a recurring deduction taken twice).
 */
export const addonsSource: PayrollInputSource = {
  name: 'addons',
  async gather(ctx) {
    const result = (await ctx.db.execute(sql`
      select a.employee_id, a.id, a.kind, a.name, a.amount
      from employee_addons a
      join employees e on e.id = a.employee_id and e.organization_id = a.organization_id and e.pay_currency = a.currency
      where a.organization_id = ${ctx.organizationId}
        and a.employee_id in (select value::uuid from json_array_elements_text(${JSON.stringify(ctx.employeeIds)}::json))
        and ((a.frequency = 'one_off' and a.start_period = ${ctx.period.month})
          or (a.frequency = 'recurring' and a.start_period <= ${ctx.period.month} and (a.end_period is null or a.end_period >= ${ctx.period.month})))
      order by a.created_at, a.id`)) as unknown as {
      rows: { employee_id: string; id: string; kind: string; name: string; amount: string | number }[];
    };
    const out = new Map<string, PayrollContribution>();
    for (const r of result.rows) {
      const amount = Number(r.amount);
      if (!(amount > 0)) continue;
      const c = out.get(r.employee_id) ?? { earnings: [], deductions: [] };
      const item = { code: r.id.slice(0, 8), label: r.name, amount };
      if (r.kind === 'deduction') c.deductions!.push(item);
      else c.earnings!.push(item);
      out.set(r.employee_id, c);
    }
    return out;
  },
};
