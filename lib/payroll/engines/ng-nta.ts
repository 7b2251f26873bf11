import { bandTax, formatRate, percentOf } from '../bands';
import { roundMinor } from '../rounding';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { NgNtaTable } from '../tables/types';
import type { Payslip, PayslipOptions } from '../types';
import { ngContributions } from './ng-common';

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

export function computeNgNta(t: NgNtaTable, pay: LocalPay, options: PayslipOptions, b: SlipBuilder): Payslip {
  const rule = t.id;
  b.earnings(pay, rule);
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
  b.line('annual.income', 'Annualised gross income', income, `12 × ${pay.gross}`, `${rule} · s.28`);
  if (pay.lifeAssurance) {
    b.line(
      'relief.life-assurance',
      'Life assurance premium (annual)',
      pay.lifeAssurance,
      'input',
      `${rule} · s.30(2)(a)(v)`,
    );
  }
  if (pay.annualRent !== undefined) {
    b.line(
      'relief.rent',
      'Rent relief (annual)',
      annual.rentRelief,
      `min(${formatRate(t.rentReliefBp)} × ${pay.annualRent} declared rent, ${t.rentReliefCap})`,
      `${rule} · s.30(2)(a)(vi)`,
    );
  }
  b.line(
    'annual.chargeable',
    'Chargeable income (annual)',
    annual.chargeable,
    '12 × (gross − pension − NHF − NHIS) − life assurance − rent relief, not below 0',
    `${rule} · s.30(1)`,
  );
  b.line(
    'tax.annual',
    'Tax on chargeable income (annual)',
    annual.tax,
    'Fourth Schedule bands: 0% to 800k, 15% to 3m, 18% to 12m, 21% to 25m, 23% to 50m, 25% above',
    `${rule} · s.58, Fourth Schedule`,
  );

  const exempt = pay.gross <= t.minimumWageMonthly;
  let paye: number;
  let taxable: number;
  if (exempt) {
    paye = 0;
    taxable = 0;
    b.line(
      'exemption.minimum-wage',
      'Minimum-wage exemption',
      0,
      `gross ${pay.gross} ≤ national minimum wage ${t.minimumWageMonthly}: employment income exempt`,
      `${rule} · s.163(1)(t); National Minimum Wage (Amendment) Act 2024`,
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
    `${rule} · s.30`,
  );
  b.line(
    'paye',
    'PAYE',
    paye,
    exempt ? 'exempt' : `annual tax ${annual.tax} ÷ 12`,
    `${rule} · s.58; PAYE practice`,
  );
  return b.finish(pay.gross, taxable, paye, rule);
}
