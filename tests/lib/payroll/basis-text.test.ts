import { describe, expect, it } from 'vitest';
import { computePayslip, type PayslipInput } from '@/lib/payroll';

const base = { periodStart: '2026-11-01', periodEnd: '2026-11-30' } as const;
const inputs: PayslipInput[] = [
  {
    ...base,
    country: 'NG',
    currency: 'NGN',
    earnings: { basic: 30_000_000, housing: 15_000_000, transport: 5_000_000 },
    options: { pension: false, nhf: true, nhfBase: 'income', nhis: 100_000, annualRent: 180_000_000 },
  },
  {
    ...base,
    periodStart: '2025-11-01',
    periodEnd: '2025-11-30',
    country: 'NG',
    currency: 'NGN',
    earnings: { basic: 30_000_000 },
    options: { nhf: false, craBase: 'gross' },
  },
  { ...base, country: 'NG', currency: 'USD', earnings: { basic: 250_000 }, options: { fxRate: 1500 } },
  { ...base, country: 'KE', currency: 'KES', earnings: { basic: 10_000_000 } },
  { ...base, country: 'GH', currency: 'GHS', earnings: { basic: 1_000_000 }, options: { resident: false } },
  {
    ...base,
    country: 'UG',
    currency: 'UGX',
    earnings: { basic: 2_000_000 },
    options: { lstOrder: 'after-paye' },
  },
];

describe('payslip line texts (shown on the payslip drawer)', () => {
  it('name no engine option and write no amount in minor units', () => {
    for (const input of inputs) {
      for (const line of computePayslip(input).lines) {
        const text = `${line.basis} ${line.rule}`;
        expect(text, `${input.country} ${line.code}`).not.toMatch(/options\./);
        // a run of six or more digits without separators is an amount in minor units
        expect(text, `${input.country} ${line.code}`).not.toMatch(/\d{6,}/);
      }
    }
  });

  it('writes the declared rent as money, like the cap beside it', () => {
    const rent = computePayslip(inputs[0]!).lines.find((l) => l.code === 'relief.rent')!;
    expect(rent.basis).toBe('min(20% × declared annual rent ₦1,800,000, ₦500,000)');
  });

  it('writes a dollar payslip’s local amounts as money', () => {
    const basic = computePayslip(inputs[2]!).lines.find((l) => l.code === 'earnings.basic')!;
    expect(basic.basis).toBe('input [local NGN 3,750,000.00 ÷ 1500 NGN/USD]');
  });
});
