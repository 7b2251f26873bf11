import {
  computePayslip,
  monthlyGross,
  type Country,
  type PayslipInput,
  type PayslipLine,
} from '@/lib/payroll';
import { formatMoney } from '@/lib/money';
import { earningTreatment } from '@/lib/payroll/treatment';
import { OFF_CYCLE_KIND_INPUT, type OffCycleKind } from '@/lib/contracts/payroll';
import type { OffCycleAmountJson } from '@/server/db/schema';
import type { EffectiveSettings } from './payroll-config';
import type { PayrollContribution } from './payroll-inputs';
import {
  applyAround,
  monthlyPay,
  type ComputedEmployee,
  type ComputeEmployee,
  type ComputeInputs,
  type ComputeRun,
} from './payroll-compute';

/**
 * Computing ONE employee of an off-cycle run, pure (no I/O). The run pays only the amounts it was given
 * (payroll/create `amounts`): arrears enter the engine with basic salary, bonuses and other one-off earnings
 * in other earnings (OFF_CYCLE_KIND_INPUT), so each is taxed and counts for pension exactly as the engine
 * treats that input in the country (lib/payroll/treatment.ts).
 *
 * The payment is extra pay of its month, not a month of its own: the engine computes the month's pay with the
 * payment and without it, and the payment's PAYE, deductions and employer contributions are the differences.
 * A payment alone would be annualised as if it were the whole month's pay (and in Nigeria a small one would
 * fall under the minimum-wage exemption), and monthly reliefs and fixed levies (Kenya's personal relief,
 * SHIF minimum, NITA) would be granted or charged again. This way a bonus paid off-cycle costs the tax it
 * would have cost paid with the month's salary; in Nigeria it is part of the annualised gross of that month.
 * The month's pay is the employee's salary (single gross split by the salary breakdown), without proration or
 * other sources. Amounts in another currency than the employee's pay currency (it changed since the run was
 * created) are left out, never converted.
 */

const RULE = 'Paygrid off-cycle run';
const KIND_LABEL: Record<OffCycleKind, string> = {
  bonus: 'Bonus',
  arrears: 'Arrears',
  'one-off': 'One-off earning',
};
const SCHEME_NAME = { pension: 'pension', nssf: 'NSSF', ssnit: 'SSNIT' } as const;

/** How the engine treats a kind in the country, for the line's basis. */
export function treatmentBasis(country: string, kind: OffCycleKind): string {
  const input = OFF_CYCLE_KIND_INPUT[kind];
  const where =
    input === 'basic' ? 'with basic salary (earnings.basic)' : 'in other earnings (earnings.other)';
  const t = earningTreatment(country, input);
  if (!t) return `taxable; ${where}`;
  return `taxable; ${where}; ${t.pensionable ? 'counts' : 'does not count'} for ${SCHEME_NAME[t.scheme]}`;
}

const NOTHING = {
  regime: null,
  gross: 0,
  taxableIncome: 0,
  paye: 0,
  deductions: 0,
  employerContributions: 0,
  net: 0,
} as const;

/**
 * The off-cycle counterpart of computeEmployee: the amounts of `e`, computed on top of the month's pay, with
 * what the sources that apply to off-cycle runs (`offCycle: true`) contribute: earnings are taxable (other
 * earnings), deductions come off the payment after tax; unpaid days do not apply.
 */
export function computeOffCycleEmployee(
  e: ComputeEmployee,
  amounts: readonly OffCycleAmountJson[],
  contribution: PayrollContribution,
  settings: EffectiveSettings,
  run: ComputeRun,
): ComputedEmployee {
  const usd = e.payCurrency === 'USD' && run.localCurrency !== 'USD';
  const fxRate = usd ? run.fxRates.USD : undefined;
  if (usd && !fxRate) {
    return { ...NOTHING, flagged: true, warnings: ['usdNeedsRate'], lines: [], inputs: null };
  }
  const paid = amounts.filter((a) => a.currency === e.payCurrency && a.amount > 0);
  const extra = { basic: 0, other: 0 };
  for (const a of paid) extra[OFF_CYCLE_KIND_INPUT[a.kind]] += a.amount;
  const sourced = contribution.earnings ?? [];
  for (const it of sourced) extra.other += it.amount;
  const total = extra.basic + extra.other;

  const pay = monthlyPay(e, settings.salaryBreakdown);
  const slipInput = (earnings: PayslipInput['earnings']): PayslipInput => ({
    country: run.country as Country,
    periodStart: run.period.start,
    periodEnd: run.period.end,
    currency: e.payCurrency,
    earnings,
    options: {
      pension: e.pensionEnabled,
      nhf: e.nhfEnabled,
      nhfBase: run.nhfBase,
      ...(e.annualRent > 0 && { annualRent: e.annualRent }),
      ...(fxRate && { fxRate }),
    },
  });
  const base = slipInput(pay);
  const inputs: ComputeInputs = {
    payslip: slipInput({ ...pay, basic: pay.basic + extra.basic, other: pay.other + extra.other }),
    base,
    afterTax: contribution.deductions ?? [],
    exempt: { paye: !e.payeEnabled, nsitf: !e.nsitfEnabled, itf: !e.itfEnabled },
  };
  if (total === 0) return { ...NOTHING, flagged: false, warnings: ['zeroPay'], lines: [], inputs };

  let withIt: ComputedEmployee;
  let without: ComputedEmployee;
  try {
    withIt = applyAround(computePayslip(inputs.payslip), inputs);
    without = applyAround(computePayslip(base), { ...inputs, payslip: base, afterTax: [] });
  } catch {
    return { ...NOTHING, flagged: true, warnings: ['zeroPay'], lines: [], inputs };
  }

  // amounts in the texts as money of the slip ("NGN 1,234.50"), never minor units
  const money = (minor: number) => formatMoney(minor, e.payCurrency);
  const lines: PayslipLine[] = [
    {
      code: 'info.offCycle',
      label: 'Off-cycle payment',
      amount: total,
      basis: `paid on its own; PAYE, deductions and employer contributions are what it adds to the month's pay (${money(monthlyGross(pay))} a month): the month computed with it minus the month without it`,
      rule: RULE,
    },
  ];
  for (const a of paid) {
    if (OFF_CYCLE_KIND_INPUT[a.kind] !== 'other') continue;
    lines.push({
      code: `earning.off-cycle.${a.kind}`,
      label: KIND_LABEL[a.kind],
      amount: a.amount,
      basis: treatmentBasis(run.country, a.kind),
      rule: RULE,
    });
  }
  for (const it of sourced) {
    lines.push({
      code: `earning.${it.code}`,
      label: it.label,
      amount: it.amount,
      basis: 'taxable; included in earnings.other',
      rule: `payroll source ${it.code.split('.')[0]}`,
    });
  }
  const engineRule = withIt.lines.find((l) => l.code === 'gross')?.rule ?? RULE;
  if (extra.basic > 0) {
    lines.push({
      code: 'earnings.arrears',
      label: KIND_LABEL.arrears,
      amount: extra.basic,
      basis: treatmentBasis(run.country, 'arrears'),
      rule: engineRule,
    });
  }
  if (extra.other > 0) {
    lines.push({
      code: 'earnings.other',
      label: 'Other earnings',
      amount: extra.other,
      basis: 'the bonuses, one-off and source earnings above',
      rule: engineRule,
    });
  }
  lines.push({ code: 'gross', label: 'Gross pay', amount: total, basis: 'the payment', rule: RULE });

  // every deduction and employer contribution the payment changes, as the difference of the two months
  const before = new Map(without.lines.map((l) => [l.code, l.amount]));
  for (const l of withIt.lines) {
    if (!l.code.startsWith('deduction.') && !l.code.startsWith('employer.')) continue;
    const was = before.get(l.code) ?? 0;
    if (l.amount === was) continue;
    lines.push({
      ...l,
      amount: l.amount - was,
      basis: `${money(l.amount)} with the payment − ${money(was)} without it; ${l.basis}`,
    });
  }
  const taxableIncome = withIt.taxableIncome - without.taxableIncome;
  const paye = withIt.paye - without.paye;
  const payeRule = withIt.lines.find((l) => l.code === 'paye')?.rule ?? engineRule;
  lines.push({
    code: 'taxable',
    label: 'Taxable income (added)',
    amount: taxableIncome,
    basis: `${money(withIt.taxableIncome)} with the payment − ${money(without.taxableIncome)} without it`,
    rule: payeRule,
  });
  lines.push({
    code: 'paye',
    label: 'PAYE',
    amount: paye,
    basis: `PAYE on the month's pay with the payment (${money(withIt.paye)}) − without it (${money(without.paye)})`,
    rule: payeRule,
  });
  const deductions = withIt.deductions - without.deductions;
  const net = total - paye - deductions;
  lines.push({
    code: 'net',
    label: 'Net pay',
    amount: net,
    basis: 'the payment − the PAYE and deductions it adds',
    rule: RULE,
  });
  const flagged = net < 0;
  return {
    regime: withIt.regime,
    gross: total,
    taxableIncome,
    paye,
    deductions,
    employerContributions: withIt.employerContributions - without.employerContributions,
    net,
    flagged,
    warnings: flagged ? ['negativeNet'] : [],
    lines,
    inputs,
  };
}
