import { bandTax, formatRate, percentOf } from '../bands';
import { roundMinor } from '../rounding';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { UgTable } from '../tables/types';
import { major, tableText } from '../text';
import type { Payslip, PayslipOptions } from '../types';

function lstAnnual(t: UgTable, monthlyIncome: number): number {
  for (const band of t.lstBands) if (band.upTo === null || monthlyIncome <= band.upTo) return band.annual;
  return 0;
}

function buildText(t: UgTable) {
  const id = t.id;
  const lstRule = `${id} · Local Governments (Amendment) Act 2008, LST`;
  return {
    nssf: `${formatRate(t.nssfEmployeeBp)} × gross (not deductible for PAYE)`,
    nssfEmployer: `${formatRate(t.nssfEmployerBp)} × gross`,
    nssfRule: `${id} · NSSF Act`,
    taxableRule: `${id} · Income Tax Act s.19; LST allowable deduction`,
    bands: '0% to 235,000, 10% to 335,000, 20% to 410,000, 30% above',
    nonResidentBands: 'non-resident: 10% to 335,000, 20% to 410,000, 30% above',
    bandsRule: `${id} · Income Tax Act, Third Schedule Part I`,
    surcharge: `${formatRate(t.surchargeBp)} × (chargeable income − ${major(t, t.surchargeAbove)})`,
    payeRule: `${id} · Income Tax Act s.116`,
    lstBefore: `annual LST for the monthly-income band of gross ÷ ${t.lstInstalments} instalments (before PAYE)`,
    lstAfter: `annual LST for the band of take-home (gross − PAYE − NSSF) ÷ ${t.lstInstalments} instalments (after PAYE)`,
    lstNone: 'collected only in July–October',
    lstRule,
  };
}

const TEXT = new WeakMap<UgTable, ReturnType<typeof buildText>>();

/** Uganda: PAYE on monthly chargeable income (+10% over 10m), NSSF not deductible, LST July–October. */
export function computeUg(t: UgTable, pay: LocalPay, options: PayslipOptions, b: SlipBuilder): Payslip {
  const x = tableText(TEXT, t, buildText);
  const gross = pay.gross;
  b.earnings(pay, t.id);

  const nssf = percentOf(gross, t.nssfEmployeeBp);
  b.deduct('nssf', 'NSSF (employee)', nssf, x.nssf, x.nssfRule);

  const lstMonth = t.lstMonths.includes(pay.month);
  const lstFirst = options.lstOrder !== 'after-paye';
  let lst = lstMonth && lstFirst ? roundMinor(lstAnnual(t, gross), t.lstInstalments) : 0;

  const taxable = Math.max(0, gross - lst);
  b.line(
    'taxable',
    'Chargeable income',
    taxable,
    lst > 0 ? 'gross − LST instalment' : 'gross',
    x.taxableRule,
  );

  const resident = options.resident !== false;
  const banded = bandTax(resident ? t.bands : t.nonResidentBands, taxable);
  b.line(
    'tax.bands',
    'Tax on chargeable income',
    banded,
    resident ? x.bands : x.nonResidentBands,
    x.bandsRule,
  );
  const surcharge = percentOf(Math.max(0, taxable - t.surchargeAbove), t.surchargeBp);
  if (surcharge > 0)
    b.line('tax.surcharge', 'Additional 10% above 10,000,000', surcharge, x.surcharge, x.bandsRule);
  const paye = banded + surcharge;
  b.line('paye', 'PAYE', paye, 'banded tax + surcharge', x.payeRule);

  if (lstMonth && !lstFirst) lst = roundMinor(lstAnnual(t, gross - paye - nssf), t.lstInstalments);
  b.deduct(
    'lst',
    'Local Service Tax',
    lst,
    lstMonth ? (lstFirst ? x.lstBefore : x.lstAfter) : x.lstNone,
    x.lstRule,
  );

  b.employer('nssf', 'NSSF (employer)', percentOf(gross, t.nssfEmployerBp), x.nssfEmployer, x.nssfRule);
  return b.finish(gross, taxable, paye, t.id);
}
