import { bandTax, formatRate, percentOf } from '../bands';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { KeTable } from '../tables/types';
import { major, tableText } from '../text';
import type { Payslip } from '../types';

function buildText(t: KeTable) {
  const id = t.id;
  const rate = formatRate(t.nssfBp);
  return {
    nssf: `${rate} × gross up to ${major(t, t.nssfLowerLimit)} (Tier I) + ${rate} × gross from ${major(t, t.nssfLowerLimit)} to ${major(t, t.nssfUpperLimit)} (Tier II)`,
    nssfEmployer: `matches the employee: ${rate} Tier I + Tier II`,
    nssfRule: `${id} · NSSF Act 2013`,
    shif: `${formatRate(t.shifBp)} × gross, minimum ${major(t, t.shifMin)}`,
    shifRule: `${id} · Social Health Insurance Act 2023`,
    ahl: `${formatRate(t.ahlBp)} × gross`,
    ahlEmployer: `${formatRate(t.ahlEmployerBp)} × gross`,
    ahlRule: `${id} · Affordable Housing Act 2024`,
    taxable: t.leviesDeductible ? 'gross − NSSF − SHIF − AHL' : 'gross − NSSF',
    taxableRule: t.leviesDeductible
      ? `${id} · Income Tax Act as amended by Tax Laws (Amendment) Act 2024`
      : `${id} · Income Tax Act`,
    bands: 'monthly bands: 10% to 24,000, 25% to 32,333, 30% to 500,000, 32.5% to 800,000, 35% above',
    bandsRule: `${id} · Third Schedule`,
    personal: `fixed monthly relief of ${major(t, t.personalRelief)}`,
    insurance: t.leviesDeductible
      ? `${formatRate(t.insuranceReliefBp)} × insurance premium, max ${major(t, t.insuranceReliefCap)}`
      : `${formatRate(t.insuranceReliefBp)} × (insurance premium + SHIF), max ${major(t, t.insuranceReliefCap)}`,
    insuranceRule: `${id} · Income Tax Act (insurance relief)`,
    ahlRelief: `${formatRate(t.ahlReliefBp)} × AHL`,
    ahlReliefRule: `${id} · Income Tax Act (affordable housing relief, to 26 Dec 2024)`,
    payeRule: `${id} · Income Tax Act s.37`,
    nitaRule: `${id} · Industrial Training Act`,
  };
}

const TEXT = new WeakMap<KeTable, ReturnType<typeof buildText>>();

/** Kenya: monthly bands on taxable pay, then personal and insurance reliefs (Income Tax Act Cap 470). */
export function computeKe(t: KeTable, pay: LocalPay, b: SlipBuilder): Payslip {
  const x = tableText(TEXT, t, buildText);
  const gross = pay.gross;
  b.earnings(pay, t.id);

  // NSSF Act 2013: 6% on Tier I (up to LEL) and Tier II (LEL to UEL), matched by the employer
  const tier1 = percentOf(Math.min(gross, t.nssfLowerLimit), t.nssfBp);
  const tier2 = percentOf(Math.max(0, Math.min(gross, t.nssfUpperLimit) - t.nssfLowerLimit), t.nssfBp);
  const nssf = tier1 + tier2;
  b.deduct('nssf', 'NSSF (employee)', nssf, x.nssf, x.nssfRule);
  const shif = gross > 0 ? Math.max(percentOf(gross, t.shifBp), t.shifMin) : 0;
  b.deduct('shif', 'SHIF', shif, gross > 0 ? x.shif : 'no pay in the period', x.shifRule);
  const ahl = percentOf(gross, t.ahlBp);
  b.deduct('ahl', 'Affordable Housing Levy', ahl, x.ahl, x.ahlRule);

  const taxable = Math.max(0, t.leviesDeductible ? gross - nssf - shif - ahl : gross - nssf);
  b.line('taxable', 'Taxable pay', taxable, x.taxable, x.taxableRule);
  const tax = bandTax(t.bands, taxable);
  b.line('tax.gross', 'Tax on taxable pay', tax, x.bands, x.bandsRule);
  b.line('relief.personal', 'Personal relief', t.personalRelief, x.personal, x.bandsRule);

  // Before 27 Dec 2024 SHIF earned insurance relief and AHL its own relief; after, both are deductions
  const insuredBase = t.leviesDeductible ? pay.insurancePremium : pay.insurancePremium + shif;
  const insuranceRelief = Math.min(percentOf(insuredBase, t.insuranceReliefBp), t.insuranceReliefCap);
  b.line('relief.insurance', 'Insurance relief', insuranceRelief, x.insurance, x.insuranceRule);
  let ahlRelief = 0;
  if (!t.leviesDeductible) {
    ahlRelief = percentOf(ahl, t.ahlReliefBp);
    b.line('relief.ahl', 'Affordable housing relief', ahlRelief, x.ahlRelief, x.ahlReliefRule);
  }

  const paye = Math.max(0, tax - t.personalRelief - insuranceRelief - ahlRelief);
  b.line('paye', 'PAYE', paye, 'tax − reliefs, not below 0', x.payeRule);

  b.employer('nssf', 'NSSF (employer)', nssf, x.nssfEmployer, x.nssfRule);
  b.employer(
    'ahl',
    'Affordable Housing Levy (employer)',
    percentOf(gross, t.ahlEmployerBp),
    x.ahlEmployer,
    x.ahlRule,
  );
  // a month with no pay is treated as not on the payroll: no per-head levy
  const nita = gross > 0 ? t.nita : 0;
  b.employer(
    'nita',
    'NITA levy',
    nita,
    gross > 0 ? 'fixed per employee per month' : 'no pay in the period',
    x.nitaRule,
  );
  return b.finish(gross, taxable, paye, t.id);
}
