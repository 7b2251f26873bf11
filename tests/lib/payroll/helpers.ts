import { computePayslip, type Country, type Payslip, type PayslipInput } from '../../../lib/payroll';

const CURRENCY: Record<Country, string> = { NG: 'NGN', KE: 'KES', GH: 'GHS', UG: 'UGX' };

function lastDay(ym: string): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return `${ym}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** A full calendar month's payslip in the local currency; `ym` is 'YYYY-MM'. */
export function slip(
  country: Country,
  ym: string,
  earnings: PayslipInput['earnings'],
  options?: PayslipInput['options'],
): Payslip {
  return computePayslip({
    country,
    periodStart: `${ym}-01`,
    periodEnd: lastDay(ym),
    currency: CURRENCY[country],
    earnings,
    options,
  });
}

/** Sum of employee deductions. */
export function deducted(p: Payslip): number {
  return Object.values(p.deductions).reduce((a, b) => a + b, 0);
}

/** Major units → minor units for 2-decimal currencies, exactly (no float drift). */
export const minor = (major: number): number => Math.round(major * 100);
