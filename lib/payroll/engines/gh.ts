import { bandTax, formatRate, percentOf } from '../bands';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { GhTable } from '../tables/types';
import { major, tableText } from '../text';
import type { Payslip, PayslipOptions } from '../types';

function buildText(t: GhTable) {
  const id = t.id;
  const cap = ` (basic capped at the ${t.from.slice(0, 4)} maximum insurable earnings ${major(t, t.ssnitCap)})`;
  return {
    ssnit: `${formatRate(t.ssnitEmployeeBp)} × basic`,
    ssnitCapped: `${formatRate(t.ssnitEmployeeBp)} × basic${cap}`,
    ssnitEmployer: `${formatRate(t.ssnitEmployerBp)} × basic`,
    ssnitEmployerCapped: `${formatRate(t.ssnitEmployerBp)} × basic${cap}`,
    ssnitRule: `${id} · National Pensions Act 2008 (Act 766)`,
    taxableRule: `${id} · Income Tax Act 2015 (Act 896)`,
    nonResident: `${formatRate(t.nonResidentBp)} flat × chargeable income`,
    nonResidentRule: `${id} · Act 896, First Schedule (non-resident)`,
    bands:
      'monthly bands: 0% 490, 5% 110, 10% 130, 17.5% 3,166.67, 25% 16,000, 30% 30,520, 35% above 50,416.67',
    bandsRule: `${id} · Act 896, First Schedule as amended by Act 1111`,
  };
}

const TEXT = new WeakMap<GhTable, ReturnType<typeof buildText>>();

/** Ghana: SSNIT on basic (capped), then monthly bands on chargeable income (Act 896). */
export function computeGh(t: GhTable, pay: LocalPay, options: PayslipOptions, b: SlipBuilder): Payslip {
  const x = tableText(TEXT, t, buildText);
  b.earnings(pay, t.id);

  const capped = pay.basic > t.ssnitCap;
  const insurable = capped ? t.ssnitCap : pay.basic;
  const ssnit = percentOf(insurable, t.ssnitEmployeeBp);
  b.deduct('ssnit', 'SSNIT (employee)', ssnit, capped ? x.ssnitCapped : x.ssnit, x.ssnitRule);

  const taxable = Math.max(0, pay.gross - ssnit);
  b.line('taxable', 'Chargeable income', taxable, 'gross − employee SSNIT', x.taxableRule);

  let paye: number;
  if (options.resident === false) {
    paye = percentOf(taxable, t.nonResidentBp);
    b.line('paye', 'PAYE (non-resident)', paye, x.nonResident, x.nonResidentRule);
  } else {
    paye = bandTax(t.bands, taxable);
    b.line('paye', 'PAYE', paye, x.bands, x.bandsRule);
  }

  const employer = percentOf(insurable, t.ssnitEmployerBp);
  b.employer(
    'ssnit',
    'SSNIT (employer)',
    employer,
    capped ? x.ssnitEmployerCapped : x.ssnitEmployer,
    x.ssnitRule,
  );
  return b.finish(pay.gross, taxable, paye, t.id);
}
