import { MINOR_UNIT_EXPONENT, toLocal, toUsd, usdCentFactor } from './currency';
import { computeGh } from './engines/gh';
import { computeKe } from './engines/ke';
import { computeNgNta } from './engines/ng-nta';
import { computeNgPita } from './engines/ng-pita';
import { computeUg } from './engines/ug';
import { PayrollInputError } from './errors';
import { SlipBuilder, type LocalPay } from './slip-builder';
import { selectTable } from './tables';
import type { RuleTable } from './tables/types';
import type { Payslip, PayslipInput, PayslipOptions } from './types';
import { validateInput } from './validate';
import { monthlyGross } from './gross';

// Keeps every intermediate product (annual amount × rate in basis points) below 2^53,
// so the rounding rule sees exact integers: ~₦2bn, KES 2bn, GHS 2bn or UGX 200bn a month.
const MAX_LOCAL_GROSS = 200_000_000_000;

function local(v: number | undefined, factor: number): number {
  return v === undefined ? 0 : factor === 1 ? v : toLocal(v, factor);
}

function dispatch(t: RuleTable, pay: LocalPay, options: PayslipOptions, currency: string): Payslip {
  const b = new SlipBuilder(t.regime, currency);
  switch (t.kind) {
    case 'NG-NTA':
      return computeNgNta(t, pay, options, b);
    case 'NG-PITA':
      return computeNgPita(t, pay, options, b);
    case 'KE':
      return computeKe(t, pay, b);
    case 'GH':
      return computeGh(t, pay, options, b);
    case 'UG':
      return computeUg(t, pay, options, b);
  }
}

/**
 * Computes one employee's payslip for one monthly period under the statutory rules in force
 * at `periodEnd` (see RULE_TABLES). All amounts in and out are integers in minor units of
 * `input.currency`; USD pay needs `options.fxRate` and is taxed in the local currency.
 * Throws a RangeError (PayrollInputError) for invalid input or a period no table covers.
 */
export function computePayslip(input: PayslipInput): Payslip {
  const { country, period, options } = validateInput(input);
  const t = selectTable(country, period.end);
  const e = input.earnings;
  const usd = input.currency === 'USD' && t.currency !== 'USD';
  if (!usd && input.currency !== t.currency) {
    throw new PayrollInputError(
      'currency',
      `${country} pay must be in ${t.currency} or USD (with options.fxRate), got ${input.currency}`,
    );
  }
  // fxRate is ignored when the amounts are already in the local currency
  const factor = usd ? usdCentFactor(t.currency, options.fxRate) : 1;

  const basic = local(e.basic, factor);
  const housing = local(e.housing, factor);
  const transport = local(e.transport, factor);
  const other = local(e.other, factor);
  const gross = basic + housing + transport + other;
  if (gross > MAX_LOCAL_GROSS) {
    throw new PayrollInputError(
      'earnings',
      `gross ${gross} ${t.currency} minor units exceeds the supported ${MAX_LOCAL_GROSS}`,
    );
  }
  const pay: LocalPay = {
    basic,
    housing,
    transport,
    other,
    gross,
    nhis: local(options.nhis, factor),
    annualRent: options.annualRent === undefined ? undefined : local(options.annualRent, factor),
    lifeAssurance: local(options.lifeAssurance, factor),
    insurancePremium: local(options.insurancePremium, factor),
    month: period.month,
  };
  const slip = dispatch(t, pay, options, t.currency);
  return usd ? toUsdPayslip(slip, e, factor, options.fxRate!) : slip;
}

/** Re-expresses a local-currency payslip in USD, line by line; gross stays the input's. */
function toUsdPayslip(slip: Payslip, e: PayslipInput['earnings'], factor: number, fxRate: number): Payslip {
  const gross = monthlyGross(e);
  const deductions: Record<string, number> = {};
  let deducted = 0;
  for (const k in slip.deductions) {
    const v = toUsd(slip.deductions[k]!, factor);
    deductions[k] = v;
    deducted += v;
  }
  const employerContributions: Record<string, number> = {};
  for (const k in slip.employerContributions) {
    employerContributions[k] = toUsd(slip.employerContributions[k]!, factor);
  }
  const paye = toUsd(slip.paye, factor);
  const net = gross - paye - deducted;
  const usdInputs: Record<string, number | undefined> = {
    'earnings.basic': e.basic,
    'earnings.housing': e.housing,
    'earnings.transport': e.transport,
    'earnings.other': e.other,
    gross,
    net,
  };
  // the local amount as money ("NGN 1,500,000.00"), never minor units
  const exp = MINOR_UNIT_EXPONENT[slip.currency] ?? 2;
  const local = (minor: number) =>
    `${slip.currency} ${(minor / 10 ** exp).toLocaleString('en-GB', { minimumFractionDigits: exp, maximumFractionDigits: exp })}`;
  const lines = slip.lines.map((l) => {
    const exact = usdInputs[l.code];
    const basis =
      l.code === 'net' ? l.basis : `${l.basis} [local ${local(l.amount)} ÷ ${fxRate} ${slip.currency}/USD]`;
    return { ...l, amount: exact ?? toUsd(l.amount, factor), basis };
  });
  return {
    regime: slip.regime,
    currency: 'USD',
    gross,
    taxableIncome: toUsd(slip.taxableIncome, factor),
    paye,
    deductions,
    employerContributions,
    net,
    lines,
  };
}
