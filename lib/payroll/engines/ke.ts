import { bandTax, formatRate, percentOf } from '../bands';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { KeTable } from '../tables/types';
import type { Payslip } from '../types';

/** Kenya: monthly bands on taxable pay, then personal and insurance reliefs (Income Tax Act Cap 470). */
export function computeKe(t: KeTable, pay: LocalPay, b: SlipBuilder): Payslip {
  const rule = t.id;
  const gross = pay.gross;
  b.earnings(pay, rule);

  // NSSF Act 2013: 6% on Tier I (up to LEL) and Tier II (LEL to UEL), matched by the employer
  const tier1 = percentOf(Math.min(gross, t.nssfLowerLimit), t.nssfBp);
  const tier2 = percentOf(Math.max(0, Math.min(gross, t.nssfUpperLimit) - t.nssfLowerLimit), t.nssfBp);
  const nssf = tier1 + tier2;
  const nssfBasis = `${formatRate(t.nssfBp)} × min(gross, ${t.nssfLowerLimit}) = ${tier1} (Tier I) + ${formatRate(t.nssfBp)} × (min(gross, ${t.nssfUpperLimit}) − ${t.nssfLowerLimit}) = ${tier2} (Tier II)`;
  b.deduct('nssf', 'NSSF (employee)', nssf, nssfBasis, `${rule} · NSSF Act 2013`);

  const shif = gross > 0 ? Math.max(percentOf(gross, t.shifBp), t.shifMin) : 0;
  b.deduct(
    'shif',
    'SHIF',
    shif,
    `${formatRate(t.shifBp)} × ${gross}, minimum ${t.shifMin}`,
    `${rule} · Social Health Insurance Act 2023`,
  );

  const ahl = percentOf(gross, t.ahlBp);
  b.deduct(
    'ahl',
    'Affordable Housing Levy',
    ahl,
    `${formatRate(t.ahlBp)} × ${gross}`,
    `${rule} · Affordable Housing Act 2024`,
  );

  const taxable = Math.max(0, t.leviesDeductible ? gross - nssf - shif - ahl : gross - nssf);
  b.line(
    'taxable',
    'Taxable pay',
    taxable,
    t.leviesDeductible ? 'gross − NSSF − SHIF − AHL' : 'gross − NSSF',
    `${rule} · Income Tax Act${t.leviesDeductible ? ' as amended by Tax Laws (Amendment) Act 2024' : ''}`,
  );

  const tax = bandTax(t.bands, taxable);
  b.line(
    'tax.gross',
    'Tax on taxable pay',
    tax,
    'monthly bands: 10% to 24,000, 25% to 32,333, 30% to 500,000, 32.5% to 800,000, 35% above',
    `${rule} · Third Schedule`,
  );
  b.line(
    'relief.personal',
    'Personal relief',
    t.personalRelief,
    'fixed monthly relief',
    `${rule} · Third Schedule`,
  );

  let insuranceRelief: number;
  let ahlRelief = 0;
  if (t.leviesDeductible) {
    insuranceRelief = Math.min(percentOf(pay.insurancePremium, t.insuranceReliefBp), t.insuranceReliefCap);
    b.line(
      'relief.insurance',
      'Insurance relief',
      insuranceRelief,
      `min(${formatRate(t.insuranceReliefBp)} × ${pay.insurancePremium} premium, ${t.insuranceReliefCap})`,
      `${rule} · Income Tax Act (insurance relief)`,
    );
  } else {
    insuranceRelief = Math.min(
      percentOf(pay.insurancePremium + shif, t.insuranceReliefBp),
      t.insuranceReliefCap,
    );
    b.line(
      'relief.insurance',
      'Insurance relief (incl. SHIF)',
      insuranceRelief,
      `min(${formatRate(t.insuranceReliefBp)} × (${pay.insurancePremium} premium + ${shif} SHIF), ${t.insuranceReliefCap})`,
      `${rule} · Income Tax Act (insurance relief)`,
    );
    ahlRelief = percentOf(ahl, t.ahlReliefBp);
    b.line(
      'relief.ahl',
      'Affordable housing relief',
      ahlRelief,
      `${formatRate(t.ahlReliefBp)} × ${ahl}`,
      `${rule} · Income Tax Act (affordable housing relief, to 26 Dec 2024)`,
    );
  }

  const paye = Math.max(0, tax - t.personalRelief - insuranceRelief - ahlRelief);
  b.line('paye', 'PAYE', paye, 'tax − reliefs, not below 0', `${rule} · Income Tax Act s.37`);

  b.employer('nssf', 'NSSF (employer)', nssf, 'matches the employee contribution', `${rule} · NSSF Act 2013`);
  b.employer(
    'ahl',
    'Affordable Housing Levy (employer)',
    percentOf(gross, t.ahlEmployerBp),
    `${formatRate(t.ahlEmployerBp)} × ${gross}`,
    `${rule} · Affordable Housing Act 2024`,
  );
  // a month with no pay is treated as not on the payroll: no per-head levy
  b.employer(
    'nita',
    'NITA levy',
    gross > 0 ? t.nita : 0,
    gross > 0 ? 'fixed per employee per month' : 'no pay in the period',
    `${rule} · Industrial Training Act`,
  );
  return b.finish(gross, taxable, paye, rule);
}
