import { bandTax, formatRate, percentOf } from '../bands';
import { roundMinor } from '../rounding';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { UgTable } from '../tables/types';
import type { Payslip, PayslipOptions } from '../types';

function lstAnnual(t: UgTable, monthlyIncome: number): number {
  for (const band of t.lstBands) if (band.upTo === null || monthlyIncome <= band.upTo) return band.annual;
  return 0;
}

/** Uganda: PAYE on monthly chargeable income (+10% over 10m), NSSF not deductible, LST July–October. */
export function computeUg(t: UgTable, pay: LocalPay, options: PayslipOptions, b: SlipBuilder): Payslip {
  const rule = t.id;
  const gross = pay.gross;
  b.earnings(pay, rule);

  const nssf = percentOf(gross, t.nssfEmployeeBp);
  b.deduct(
    'nssf',
    'NSSF (employee)',
    nssf,
    `${formatRate(t.nssfEmployeeBp)} × ${gross} (not deductible for PAYE)`,
    `${rule} · NSSF Act`,
  );

  const lstMonth = t.lstMonths.includes(pay.month);
  const lstFirst = (options.lstOrder ?? 'before-paye') === 'before-paye';
  let lst = 0;
  if (lstMonth && lstFirst) lst = roundMinor(lstAnnual(t, gross), t.lstInstalments);

  const taxable = Math.max(0, gross - lst);
  b.line(
    'taxable',
    'Chargeable income',
    taxable,
    lstFirst && lstMonth ? 'gross − LST instalment' : 'gross',
    `${rule} · Income Tax Act s.19; LST allowable deduction`,
  );

  const resident = options.resident !== false;
  const banded = bandTax(resident ? t.bands : t.nonResidentBands, taxable);
  b.line(
    'tax.bands',
    resident ? 'Tax on chargeable income' : 'Tax on chargeable income (non-resident)',
    banded,
    resident
      ? '0% to 235,000, 10% to 335,000, 20% to 410,000, 30% above'
      : '10% to 335,000, 20% to 410,000, 30% above',
    `${rule} · Third Schedule Part I`,
  );
  const surcharge = percentOf(Math.max(0, taxable - t.surchargeAbove), t.surchargeBp);
  if (surcharge > 0) {
    b.line(
      'tax.surcharge',
      'Additional 10% above 10,000,000',
      surcharge,
      `${formatRate(t.surchargeBp)} × (${taxable} − ${t.surchargeAbove})`,
      `${rule} · Third Schedule Part I`,
    );
  }
  const paye = banded + surcharge;
  b.line('paye', 'PAYE', paye, 'banded tax + surcharge', `${rule} · Income Tax Act s.116`);

  if (lstMonth && !lstFirst) {
    const takeHome = gross - paye - nssf;
    lst = roundMinor(lstAnnual(t, takeHome), t.lstInstalments);
    b.deduct(
      'lst',
      'Local Service Tax',
      lst,
      `annual ${lstAnnual(t, takeHome)} for take-home ${takeHome} ÷ ${t.lstInstalments} instalments`,
      `${rule} · Local Governments (Amendment) Act 2008, LST (after PAYE)`,
    );
  } else if (lstMonth) {
    b.deduct(
      'lst',
      'Local Service Tax',
      lst,
      `annual ${lstAnnual(t, gross)} for monthly income ${gross} ÷ ${t.lstInstalments} instalments`,
      `${rule} · Local Governments (Amendment) Act 2008, LST (before PAYE)`,
    );
  } else {
    b.deduct(
      'lst',
      'Local Service Tax',
      0,
      'collected only in July–October',
      `${rule} · Local Governments (Amendment) Act 2008, LST`,
    );
  }

  b.employer(
    'nssf',
    'NSSF (employer)',
    percentOf(gross, t.nssfEmployerBp),
    `${formatRate(t.nssfEmployerBp)} × ${gross}`,
    `${rule} · NSSF Act`,
  );
  return b.finish(gross, taxable, paye, rule);
}
