import { bandTax, formatRate, percentOf } from '../bands';
import { major, tableText } from '../text';
import { roundMinor } from '../rounding';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { NgNtaTable } from '../tables/types';
import type { Payslip, PayslipOptions } from '../types';
import { ngContributions, ngText } from './ng-common';

/** Annual figures of the NTA 2025 computation, minor units. */
export type NgNtaAnnual = { rentRelief: number; chargeable: number; tax: number };

/**
 * Chargeable income and tax for a year under NTA 2025 ss.30 and 58: total income less the
 * employee's pension, NHF and NHIS, the life-assurance premium and rent relief, taxed on the
 * Fourth Schedule bands. Exported so annual worked examples can be checked directly.
 */
export function computeNgNtaAnnual(
  t: NgNtaTable,
  a: {
    income: number;
    pension?: number;
    nhf?: number;
    nhis?: number;
    lifeAssurance?: number;
    annualRent?: number;
  },
): NgNtaAnnual {
  const rentRelief =
    a.annualRent === undefined ? 0 : Math.min(percentOf(a.annualRent, t.rentReliefBp), t.rentReliefCap);
  const deductions = (a.pension ?? 0) + (a.nhf ?? 0) + (a.nhis ?? 0) + (a.lifeAssurance ?? 0) + rentRelief;
  const chargeable = Math.max(0, a.income - deductions);
  return { rentRelief, chargeable, tax: bandTax(t.bands, chargeable) };
}

function buildText(t: NgNtaTable) {
  const id = t.id;
  return {
    income: `${id} · s.28`,
    life: `${id} · s.30(2)(a)(v)`,
    rentPrefix: `min(${formatRate(t.rentReliefBp)} × declared annual rent `,
    rentSuffix: `, ₦${major(t, t.rentReliefCap)})`,
    rentRule: `${id} · s.30(2)(a)(vi)`,
    chargeableRule: `${id} · s.30(1)`,
    bands: 'Fourth Schedule bands: 0% to 800k, 15% to 3m, 18% to 12m, 21% to 25m, 23% to 50m, 25% above',
    bandsRule: `${id} · s.58, Fourth Schedule`,
    exemptRule: `${id} · s.163(1)(t); National Minimum Wage (Amendment) Act 2024`,
    taxableRule: `${id} · s.30`,
    payeRule: `${id} · s.58; PAYE practice (annual tax ÷ 12)`,
  };
}

const TEXT = new WeakMap<NgNtaTable, ReturnType<typeof buildText>>();

export function computeNgNta(t: NgNtaTable, pay: LocalPay, options: PayslipOptions, b: SlipBuilder): Payslip {
  const x = tableText(TEXT, t, buildText);
  b.earnings(pay, t.id);
  const c = ngContributions(t, pay, options, b);

  // Monthly PAYE practice: annualise the period, tax the year, take one twelfth
  const income = pay.gross * 12;
  const annual = computeNgNtaAnnual(t, {
    income,
    pension: c.pension * 12,
    nhf: c.nhf * 12,
    nhis: c.nhis * 12,
    lifeAssurance: pay.lifeAssurance,
    annualRent: pay.annualRent,
  });
  b.line('annual.income', 'Annualised gross income', income, '12 × gross', x.income);
  if (pay.lifeAssurance) {
    b.line('relief.life-assurance', 'Life assurance premium (annual)', pay.lifeAssurance, 'input', x.life);
  }
  if (pay.annualRent !== undefined) {
    // the declared rent as money, like the cap beside it (minor units would read "180000000")
    const basis = `${x.rentPrefix}₦${major(t, pay.annualRent)}${x.rentSuffix}`;
    b.line('relief.rent', 'Rent relief (annual)', annual.rentRelief, basis, x.rentRule);
  }
  b.line(
    'annual.chargeable',
    'Chargeable income (annual)',
    annual.chargeable,
    '12 × (gross − pension − NHF − NHIS) − life assurance − rent relief, not below 0',
    x.chargeableRule,
  );
  b.line('tax.annual', 'Tax on chargeable income (annual)', annual.tax, x.bands, x.bandsRule);

  const exempt = pay.gross <= t.minimumWageMonthly;
  let paye = 0;
  let taxable = 0;
  if (exempt) {
    b.line('exemption.minimum-wage', 'Minimum-wage exemption', 0, ngText(t).minimumWage, x.exemptRule);
  } else {
    taxable = roundMinor(annual.chargeable, 12);
    paye = roundMinor(annual.tax, 12);
  }
  b.line(
    'taxable',
    'Taxable income (period)',
    taxable,
    exempt ? 'exempt' : 'annual chargeable ÷ 12',
    x.taxableRule,
  );
  b.line('paye', 'PAYE', paye, exempt ? 'exempt' : 'annual tax ÷ 12', x.payeRule);
  return b.finish(pay.gross, taxable, paye, t.id);
}
