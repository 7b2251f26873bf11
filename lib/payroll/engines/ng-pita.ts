import { bandTax, formatRate, percentOf } from '../bands';
import { roundMinor } from '../rounding';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { NgPitaTable } from '../tables/types';
import { major, tableText } from '../text';
import type { Payslip, PayslipOptions } from '../types';
import { ngContributions, ngText } from './ng-common';

export type NgPitaAnnual = {
  craIncome: number;
  cra: number;
  chargeable: number;
  bandTax: number;
  minimumTax: number;
  tax: number;
};

/**
 * One year under PITA 2011 as amended: CRA = max(₦200k, 1% GI) + 20% GI, where GI is gross
 * income less tax-exempt items (FA 2020) unless `craBase` is 'gross'; tax on the Sixth
 * Schedule bands, never below the 1%-of-gross minimum tax (s.37).
 */
export function computeNgPitaAnnual(
  t: NgPitaTable,
  a: {
    income: number;
    pension?: number;
    nhf?: number;
    nhis?: number;
    lifeAssurance?: number;
    craBase?: 'net' | 'gross';
  },
): NgPitaAnnual {
  const exemptItems = (a.pension ?? 0) + (a.nhf ?? 0) + (a.nhis ?? 0) + (a.lifeAssurance ?? 0);
  const craIncome = a.craBase === 'gross' ? a.income : Math.max(0, a.income - exemptItems);
  const cra = Math.max(t.craFixed, percentOf(craIncome, t.craMinBp)) + percentOf(craIncome, t.craRateBp);
  const chargeable = Math.max(0, a.income - exemptItems - cra);
  const banded = bandTax(t.bands, chargeable);
  const minimumTax = percentOf(a.income, t.minimumTaxBp);
  return { craIncome, cra, chargeable, bandTax: banded, minimumTax, tax: Math.max(banded, minimumTax) };
}

function buildText(t: NgPitaTable) {
  const id = t.id;
  const cra = `max(₦${major(t, t.craFixed)}, ${formatRate(t.craMinBp)} × GI) + ${formatRate(t.craRateBp)} × GI`;
  return {
    income: `${id} · PITA (employment income)`,
    life: `${id} · PITA tax-exempt items`,
    craNet: `${cra}; GI = annual gross less pension, NHF, NHIS, life assurance`,
    craGross: `${cra}; GI = annual gross`,
    craRule: `${id} · s.33(1)-(2) as amended by FA 2020`,
    chargeableRule: `${id} · s.33`,
    bands: 'Sixth Schedule: 7% 300k, 11% 300k, 15% 500k, 19% 500k, 21% 1.6m, 24% above 3.2m',
    bandsRule: `${id} · Sixth Schedule`,
    minimumTax: `${formatRate(t.minimumTaxBp)} × annual gross income, as it exceeds the banded tax`,
    minimumTaxRule: `${id} · s.37`,
    exemptRule: `${id} · s.37 proviso (FA 2020)`,
    payeRule: `${id} · PAYE Regulations (annual tax ÷ 12)`,
  };
}

const TEXT = new WeakMap<NgPitaTable, ReturnType<typeof buildText>>();

export function computeNgPita(
  t: NgPitaTable,
  pay: LocalPay,
  options: PayslipOptions,
  b: SlipBuilder,
): Payslip {
  const x = tableText(TEXT, t, buildText);
  b.earnings(pay, t.id);
  const c = ngContributions(t, pay, options, b);
  const income = pay.gross * 12;
  const craBase = options.craBase ?? 'net';
  const annual = computeNgPitaAnnual(t, {
    income,
    pension: c.pension * 12,
    nhf: c.nhf * 12,
    nhis: c.nhis * 12,
    lifeAssurance: pay.lifeAssurance,
    craBase,
  });
  b.line('annual.income', 'Annualised gross income', income, '12 × gross', x.income);
  if (pay.lifeAssurance) {
    b.line('relief.life-assurance', 'Life assurance premium (annual)', pay.lifeAssurance, 'input', x.life);
  }
  const craBasis = craBase === 'gross' ? x.craGross : x.craNet;
  b.line('relief.cra', 'Consolidated relief allowance (annual)', annual.cra, craBasis, x.craRule);
  b.line(
    'annual.chargeable',
    'Chargeable income (annual)',
    annual.chargeable,
    '12 × (gross − pension − NHF − NHIS) − life assurance − CRA, not below 0',
    x.chargeableRule,
  );
  b.line('tax.annual', 'Tax on chargeable income (annual)', annual.bandTax, x.bands, x.bandsRule);
  if (annual.minimumTax > annual.bandTax) {
    b.line('tax.minimum', 'Minimum tax (annual)', annual.minimumTax, x.minimumTax, x.minimumTaxRule);
  }

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
    x.chargeableRule,
  );
  b.line('paye', 'PAYE', paye, exempt ? 'exempt' : 'annual tax ÷ 12', x.payeRule);
  return b.finish(pay.gross, taxable, paye, t.id);
}
