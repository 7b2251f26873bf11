import { bandTax, formatRate, percentOf } from '../bands';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { GhTable } from '../tables/types';
import type { Payslip, PayslipOptions } from '../types';

/** Ghana: SSNIT on basic (capped), then monthly bands on chargeable income (Act 896). */
export function computeGh(t: GhTable, pay: LocalPay, options: PayslipOptions, b: SlipBuilder): Payslip {
  const rule = t.id;
  b.earnings(pay, rule);

  const insurable = Math.min(pay.basic, t.ssnitCap);
  const capNote = pay.basic > t.ssnitCap ? ` (basic capped at max insurable earnings ${t.ssnitCap})` : '';
  const ssnit = percentOf(insurable, t.ssnitEmployeeBp);
  b.deduct(
    'ssnit',
    'SSNIT (employee)',
    ssnit,
    `${formatRate(t.ssnitEmployeeBp)} × ${insurable}${capNote}`,
    `${rule} · National Pensions Act 2008 (Act 766)`,
  );

  const taxable = Math.max(0, pay.gross - ssnit);
  b.line(
    'taxable',
    'Chargeable income',
    taxable,
    'gross − employee SSNIT',
    `${rule} · Income Tax Act 2015 (Act 896)`,
  );

  let paye: number;
  if (options.resident === false) {
    paye = percentOf(taxable, t.nonResidentBp);
    b.line(
      'paye',
      'PAYE (non-resident)',
      paye,
      `${formatRate(t.nonResidentBp)} flat × ${taxable}`,
      `${rule} · First Schedule (non-resident)`,
    );
  } else {
    paye = bandTax(t.bands, taxable);
    b.line(
      'paye',
      'PAYE',
      paye,
      'monthly bands: 0% 490, 5% 110, 10% 130, 17.5% 3,166.67, 25% 16,000, 30% 30,520, 35% above 50,416.67',
      `${rule} · First Schedule as amended by Act 1111`,
    );
  }

  b.employer(
    'ssnit',
    'SSNIT (employer)',
    percentOf(insurable, t.ssnitEmployerBp),
    `${formatRate(t.ssnitEmployerBp)} × ${insurable}${capNote}`,
    `${rule} · National Pensions Act 2008 (Act 766)`,
  );
  return b.finish(pay.gross, taxable, paye, rule);
}
