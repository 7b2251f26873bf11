import { bandTax, formatRate, percentOf } from '../bands';
import { roundMinor } from '../rounding';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { NgPitaTable } from '../tables/types';
import type { Payslip, PayslipOptions } from '../types';
import { ngContributions } from './ng-common';

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

export function computeNgPita(
  t: NgPitaTable,
  pay: LocalPay,
  options: PayslipOptions,
  b: SlipBuilder,
): Payslip {
  const rule = t.id;
  b.earnings(pay, rule);
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
  b.line(
    'annual.income',
    'Annualised gross income',
    income,
    `12 × ${pay.gross}`,
    `${rule} · PITA (employment income)`,
  );
  if (pay.lifeAssurance) {
    b.line(
      'relief.life-assurance',
      'Life assurance premium (annual)',
      pay.lifeAssurance,
      'input',
      `${rule} · PITA tax-exempt items`,
    );
  }
  b.line(
    'relief.cra',
    'Consolidated relief allowance (annual)',
    annual.cra,
    `max(${t.craFixed}, ${formatRate(t.craMinBp)} × ${annual.craIncome}) + ${formatRate(t.craRateBp)} × ${annual.craIncome} (${craBase === 'gross' ? 'gross income' : 'gross income less pension, NHF, NHIS, life assurance'})`,
    `${rule} · s.33(1)-(2) as amended by FA 2020`,
  );
  b.line(
    'annual.chargeable',
    'Chargeable income (annual)',
    annual.chargeable,
    '12 × (gross − pension − NHF − NHIS) − life assurance − CRA, not below 0',
    `${rule} · s.33`,
  );
  b.line(
    'tax.annual',
    'Tax on chargeable income (annual)',
    annual.bandTax,
    'Sixth Schedule: 7% 300k, 11% 300k, 15% 500k, 19% 500k, 21% 1.6m, 24% above 3.2m',
    `${rule} · Sixth Schedule`,
  );
  if (annual.minimumTax > annual.bandTax) {
    b.line(
      'tax.minimum',
      'Minimum tax (annual)',
      annual.minimumTax,
      `${formatRate(t.minimumTaxBp)} × ${income} gross income > banded tax`,
      `${rule} · s.37`,
    );
  }

  const exempt = pay.gross <= t.minimumWageMonthly;
  let paye = 0;
  let taxable = 0;
  if (exempt) {
    b.line(
      'exemption.minimum-wage',
      'Minimum-wage exemption',
      0,
      `gross ${pay.gross} ≤ national minimum wage ${t.minimumWageMonthly}`,
      `${rule} · s.37 proviso (FA 2020)`,
    );
  } else {
    taxable = roundMinor(annual.chargeable, 12);
    paye = roundMinor(annual.tax, 12);
  }
  b.line(
    'taxable',
    'Taxable income (period)',
    taxable,
    exempt ? 'exempt' : 'annual chargeable income ÷ 12',
    `${rule} · s.33`,
  );
  b.line(
    'paye',
    'PAYE',
    paye,
    exempt ? 'exempt' : `annual tax ${annual.tax} ÷ 12`,
    `${rule} · PAYE Regulations`,
  );
  return b.finish(pay.gross, taxable, paye, rule);
}
