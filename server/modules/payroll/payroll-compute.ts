import { computePayslip, roundMinor, type Country, type PayslipInput, type PayslipLine } from '@/lib/payroll';
import type { PayrollWarning } from '@/lib/contracts/payroll';
import { BREAKDOWN_TOTAL } from '@/lib/contracts/settings';
import type { EffectiveSettings } from './payroll-config';
import type { PayrollContribution, PayrollItem, PayrollPeriod } from './payroll-inputs';
import { periodDays, type ProrationBasis } from './payroll-period';
import { monthlyGross, splitGross } from '@/lib/payroll/gross';

/**
 * Computing ONE employee for one run, pure (no I/O): the inputs gathered for them become one
 * `computePayslip` call. What the engine does not model is applied around it, each as its own payslip line
 * with its basis and rule, so a person can check every figure by hand:
 * - a single gross (pay entered as basic only) is split by the salary breakdown;
 * - unpaid days (joiners, leavers, suspensions without pay, other modules' unpaid leave) remove salary
 *   × unpaid ÷ period days (on the proration basis), per component, rounded by the engine's rule;
 * - the yearly bonus in its month, and source earnings (add-ons, shift wages…) are taxable: added to `other`;
 * - source deductions (add-on deductions, wage-access recoveries) come off net pay after tax;
 * - the employee's statutory switches: PAYE, NSITF or ITF disabled for them are zeroed on their line.
 * A negative net is flagged: never paid, left out of the run's totals.
 */

export type ComputeEmployee = {
  id: string;
  payrollGroupId: string | null;
  startDate: string;
  separatedAt: string | null;
  payCurrency: string;
  basic: number;
  housing: number;
  transport: number;
  other: number;
  pensionEnabled: boolean;
  payeEnabled: boolean;
  nhfEnabled: boolean;
  nsitfEnabled: boolean;
  itfEnabled: boolean;
  annualRent: number;
};

export type ComputeRun = {
  country: string;
  localCurrency: string;
  period: PayrollPeriod;
  runType: 'regular' | 'off-cycle';
  fxRates: Record<string, number>;
  nhfBase: 'basic' | 'income';
  prorationBasis: ProrationBasis;
};

/** What the engine was given and what was applied around it: stored on the row, so it can be recomputed. */
export type ComputeInputs = {
  payslip: PayslipInput;
  /** off-cycle rows: the month's pay without the payment (the figures are `payslip`'s minus this one's) */
  base?: PayslipInput;
  afterTax: PayrollItem[];
  exempt: { paye: boolean; nsitf: boolean; itf: boolean };
};

export type ComputedEmployee = {
  regime: string | null;
  gross: number;
  taxableIncome: number;
  paye: number;
  deductions: number;
  employerContributions: number;
  net: number;
  flagged: boolean;
  warnings: PayrollWarning[];
  lines: PayslipLine[];
  inputs: ComputeInputs | null;
};

const SETTINGS_RULE = 'Paygrid payroll settings';
const isSingleGross = (e: ComputeEmployee) =>
  e.basic > 0 && e.housing === 0 && e.transport === 0 && e.other === 0;

/** The employee's monthly salary by component: a single gross (basic only) split by the salary breakdown. */
export function monthlyPay(e: ComputeEmployee, b: EffectiveSettings['salaryBreakdown']) {
  return isSingleGross(e)
    ? splitGross(e.basic, b)
    : { basic: e.basic, housing: e.housing, transport: e.transport, other: e.other };
}

const pct = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** The one function per employee: gathers its inputs into a PayslipInput and calls computePayslip once. */
export function computeEmployee(
  e: ComputeEmployee,
  contribution: PayrollContribution,
  settings: EffectiveSettings,
  run: ComputeRun,
): ComputedEmployee {
  const warnings: PayrollWarning[] = [];
  const pre: PayslipLine[] = [];
  const regular = run.runType === 'regular';
  const usd = e.payCurrency === 'USD' && run.localCurrency !== 'USD';
  const fxRate = usd ? run.fxRates.USD : undefined;
  if (usd && !fxRate) {
    return {
      regime: null,
      gross: 0,
      taxableIncome: 0,
      paye: 0,
      deductions: 0,
      employerContributions: 0,
      net: 0,
      flagged: true,
      warnings: ['usdNeedsRate'],
      lines: [],
      inputs: null,
    };
  }

  // 1. salary (regular runs only; off-cycle runs are computed by computeOffCycleEmployee)
  let pay = regular
    ? { basic: e.basic, housing: e.housing, transport: e.transport, other: e.other }
    : { basic: 0, housing: 0, transport: 0, other: 0 };
  if (regular && isSingleGross(e)) {
    const b = settings.salaryBreakdown;
    pay = splitGross(e.basic, b);
    pre.push({
      code: 'info.salaryBreakdown',
      label: 'Salary breakdown',
      amount: e.basic,
      basis: `single gross split: basic ${pct(b.basic)}, housing ${pct(b.housing)}, transport ${pct(b.transport)}, other ${pct(b.other)} (basic takes the rounding)`,
      rule: `${SETTINGS_RULE} · salary breakdown`,
    });
  }

  // 2. unpaid days
  const unpaid = regular ? (contribution.unpaidDays ?? 0) : 0;
  if (unpaid > 0) {
    const total = periodDays(run.period, run.prorationBasis);
    const paid = Math.max(0, total - unpaid);
    const full = monthlyGross(pay);
    pay = {
      basic: roundMinor(pay.basic * paid, total),
      housing: roundMinor(pay.housing * paid, total),
      transport: roundMinor(pay.transport * paid, total),
      other: roundMinor(pay.other * paid, total),
    };
    pre.push({
      code: 'info.proration',
      label: 'Days paid',
      amount: full - monthlyGross(pay),
      basis: `each component × ${paid} ÷ ${total} ${run.prorationBasis} days (${unpaid} unpaid: joining, leaving, suspension or unpaid leave)`,
      rule: `${SETTINGS_RULE} · proration basis ${run.prorationBasis}`,
    });
    if (e.startDate > run.period.start) warnings.push('joinerProrated');
    if (e.separatedAt && e.separatedAt < run.period.end) warnings.push('leaverProrated');
  }

  // 3. taxable earnings: the yearly bonus in its month, then the sources' earnings
  const earnings: PayrollItem[] = [];
  const bonus = settings.payrollBonus;
  if (regular && bonus.enabled && bonus.value > 0 && Number(run.period.month.slice(5)) === bonus.month) {
    const amount =
      bonus.type === 'percentage' ? roundMinor(e.basic * bonus.value, BREAKDOWN_TOTAL) : bonus.value;
    if (amount > 0) earnings.push({ code: 'settings.yearlyBonus', label: 'Yearly bonus', amount });
  }
  earnings.push(...(contribution.earnings ?? []));
  for (const it of earnings) {
    pre.push({
      code: `earning.${it.code}`,
      label: it.label,
      amount: it.amount,
      basis:
        it.code === 'settings.yearlyBonus'
          ? `${bonus.type === 'percentage' ? `${pct(bonus.value)} × monthly basic` : 'fixed amount'}, paid in month ${bonus.month}; taxable, in earnings.other`
          : 'taxable; included in earnings.other',
      rule:
        it.code === 'settings.yearlyBonus'
          ? `${SETTINGS_RULE} · yearly bonus`
          : `payroll source ${it.code.split('.')[0]}`,
    });
  }
  const other = pay.other + earnings.reduce((s, it) => s + it.amount, 0);

  const payslip: PayslipInput = {
    country: run.country as Country,
    periodStart: run.period.start,
    periodEnd: run.period.end,
    currency: e.payCurrency,
    earnings: { basic: pay.basic, housing: pay.housing, transport: pay.transport, other },
    options: {
      pension: e.pensionEnabled,
      nhf: e.nhfEnabled,
      nhfBase: run.nhfBase,
      ...(e.annualRent > 0 && { annualRent: e.annualRent }),
      ...(fxRate && { fxRate }),
    },
  };
  const inputs: ComputeInputs = {
    payslip,
    afterTax: contribution.deductions ?? [],
    exempt: { paye: !e.payeEnabled, nsitf: !e.nsitfEnabled, itf: !e.itfEnabled },
  };
  let result: ComputedEmployee;
  try {
    result = applyAround(computePayslip(payslip), inputs);
  } catch {
    return {
      regime: null,
      gross: 0,
      taxableIncome: 0,
      paye: 0,
      deductions: 0,
      employerContributions: 0,
      net: 0,
      flagged: true,
      warnings: [...warnings, 'zeroPay'],
      lines: pre,
      inputs,
    };
  }
  result.lines = [...pre, ...result.lines];
  result.warnings = [...warnings, ...result.warnings];
  if (result.gross === 0) result.warnings.push('zeroPay');
  return result;
}

/** The engine's payslip with the employee's statutory switches and after-tax deductions applied. */
export function applyAround(
  slip: ReturnType<typeof computePayslip>,
  inputs: ComputeInputs,
): ComputedEmployee {
  const deductions = { ...slip.deductions };
  const employer = { ...slip.employerContributions };
  let paye = slip.paye;
  const lines = slip.lines.map((l) => ({ ...l }));
  const zero = (code: string, why: string) => {
    const line = lines.find((l) => l.code === code);
    if (line) Object.assign(line, { amount: 0, basis: `${why} (was ${line.basis})` });
  };
  if (inputs.exempt.paye) {
    paye = 0;
    zero('paye', 'PAYE disabled for this employee (statutory-disabled)');
  }
  if (inputs.exempt.nsitf && 'nsitf' in employer) {
    employer.nsitf = 0;
    zero('employer.nsitf', 'NSITF disabled for this employee');
  }
  if (inputs.exempt.itf && 'itf' in employer) {
    employer.itf = 0;
    zero('employer.itf', 'ITF disabled for this employee');
  }
  const netAt = lines.findIndex((l) => l.code === 'net');
  // Fixed after-tax deductions first, then the `upToNet` ones (recoveries), each capped at the net left.
  const fixed = inputs.afterTax.filter((it) => !it.upToNet);
  const capped = inputs.afterTax.filter((it) => it.upToNet);
  const afterTaxLines: PayslipLine[] = fixed.map((it) => ({
    code: `deduction.${it.code}`,
    label: it.label,
    amount: it.amount,
    basis: 'after tax: taken from net pay',
    rule: `payroll source ${it.code.split('.')[0]}`,
  }));
  for (const it of fixed) deductions[it.code] = (deductions[it.code] ?? 0) + it.amount;
  let left = slip.gross - paye - Object.values(deductions).reduce((s, v) => s + v, 0);
  for (const it of capped) {
    const taken = Math.max(0, Math.min(it.amount, left));
    if (taken === 0) continue;
    left -= taken;
    deductions[it.code] = (deductions[it.code] ?? 0) + taken;
    afterTaxLines.push({
      code: `deduction.${it.code}`,
      label: it.label,
      amount: taken,
      basis:
        taken < it.amount
          ? `after tax: ${taken} of ${it.amount} due, what net pay covers; the rest carries to the next run`
          : 'after tax: taken from net pay',
      rule: `payroll source ${it.code.split('.')[0]}`,
    });
  }
  const deducted = Object.values(deductions).reduce((s, v) => s + v, 0);
  const net = slip.gross - paye - deducted;
  const netLine: PayslipLine = {
    code: 'net',
    label: netAt >= 0 ? lines[netAt]!.label : 'Net pay',
    amount: net,
    basis: 'gross − PAYE − all deductions (statutory and after-tax)',
    rule: netAt >= 0 ? lines[netAt]!.rule : 'Paygrid',
  };
  const body = netAt >= 0 ? lines.filter((_, i) => i !== netAt) : lines;
  const flagged = net < 0;
  return {
    regime: slip.regime,
    gross: slip.gross,
    taxableIncome: slip.taxableIncome,
    paye,
    deductions: deducted,
    employerContributions: Object.values(employer).reduce((s, v) => s + v, 0),
    net,
    flagged,
    warnings: flagged ? ['negativeNet'] : [],
    lines: [...body, ...afterTaxLines, netLine],
    inputs,
  };
}
