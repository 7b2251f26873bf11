import { describe, expect, it } from 'vitest';
import { computePayslip, type PayslipInput } from '@/lib/payroll';
import { applyAround } from '@/server/modules/payroll/payroll-compute';

/** The payroll seam extension wage access relies on: `upToNet` deductions take only what net pay covers. */
const payslip: PayslipInput = {
  country: 'NG',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  currency: 'NGN',
  earnings: { basic: 30_000_000, housing: 15_000_000, transport: 5_000_000, other: 0 },
  options: { pension: true, nhf: false },
};
const slip = computePayslip(payslip);
const exempt = { paye: false, nsitf: false, itf: false };
const line = (r: ReturnType<typeof applyAround>, code: string) => r.lines.find((l) => l.code === code);

describe('upToNet deductions', () => {
  const plain = applyAround(slip, { payslip, afterTax: [], exempt });

  it('take the whole amount when net pay covers it', () => {
    const r = applyAround(slip, {
      payslip,
      afterTax: [{ code: 'benefits.ewa', label: 'Earned wage access', amount: 1_000_000, upToNet: true }],
      exempt,
    });
    expect(r.net).toBe(plain.net - 1_000_000);
    expect(line(r, 'deduction.benefits.ewa')).toMatchObject({
      amount: 1_000_000,
      basis: 'after tax: taken from net pay',
    });
  });

  it('take only what is left after the fixed deductions, never making net negative', () => {
    const loan = { code: 'addons.loan', label: 'Loan', amount: plain.net - 300_000 };
    const r = applyAround(slip, {
      payslip,
      afterTax: [
        { code: 'benefits.ewa', label: 'Earned wage access', amount: 1_000_000, upToNet: true },
        loan,
      ],
      exempt,
    });
    expect(line(r, 'deduction.benefits.ewa')!.amount).toBe(300_000);
    expect(line(r, 'deduction.benefits.ewa')!.basis).toMatch(/300000 of 1000000 due/);
    expect(r.net).toBe(0);
    expect(r.flagged).toBe(false);
  });

  it('leave no line when nothing is left; a fixed deduction still flags a negative net', () => {
    const loan = { code: 'addons.loan', label: 'Loan', amount: plain.net + 1 };
    const r = applyAround(slip, {
      payslip,
      afterTax: [loan, { code: 'benefits.ewa', label: 'Earned wage access', amount: 500, upToNet: true }],
      exempt,
    });
    expect(line(r, 'deduction.benefits.ewa')).toBeUndefined();
    expect(r.net).toBe(-1);
    expect(r.flagged).toBe(true);
  });
});
