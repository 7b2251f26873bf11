import { describe, expect, it } from 'vitest';
import {
  computePayslip,
  PayrollInputError,
  prorate,
  roundMinor,
  type PayslipInput,
} from '../../../lib/payroll';
import { deducted, minor, slip } from './helpers';

const base: PayslipInput = {
  country: 'NG',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  currency: 'NGN',
  earnings: { basic: minor(500_000) },
};

describe('rounding rule', () => {
  it('rounds half away from zero, exactly on integer ratios', () => {
    expect(roundMinor(5, 2)).toBe(3);
    expect(roundMinor(-5, 2)).toBe(-3);
    expect(roundMinor(4999, 10_000)).toBe(0);
    expect(roundMinor(5000, 10_000)).toBe(1);
    expect(roundMinor(1.5)).toBe(2);
    expect(roundMinor(2.5)).toBe(3);
    expect(roundMinor(-2.5)).toBe(-3);
    expect(roundMinor(0)).toBe(0);
  });
});

describe('input validation', () => {
  const bad: [string, Partial<PayslipInput> | Record<string, unknown>, RegExp][] = [
    ['negative amount', { earnings: { basic: -1 } }, /earnings\.basic: must not be negative/],
    ['non-integer amount', { earnings: { basic: 100.5 } }, /earnings\.basic: expected an integer/],
    ['NaN', { earnings: { basic: Number.NaN } }, /earnings\.basic/],
    ['negative allowance', { earnings: { basic: 1, housing: -5 } }, /earnings\.housing/],
    ['bad date format', { periodStart: '2026-3-01' }, /periodStart: expected a date/],
    [
      'impossible date',
      { periodEnd: '2026-02-30', periodStart: '2026-02-01' },
      /periodEnd: not a calendar date/,
    ],
    ['end before start', { periodStart: '2026-03-15', periodEnd: '2026-03-01' }, /before periodStart/],
    ['period across months', { periodStart: '2026-03-01', periodEnd: '2026-04-30' }, /one calendar month/],
    ['unknown country', { country: 'ZA' }, /unknown country "ZA"/],
    ['wrong currency', { currency: 'KES' }, /NG pay must be in NGN or USD/],
    ['bad option', { options: { craBase: 'half' } }, /options\.craBase/],
    ['negative option amount', { options: { annualRent: -1 } }, /options\.annualRent/],
    [
      'non-positive fxRate',
      { currency: 'USD', options: { fxRate: 0 } },
      /options\.fxRate: expected a positive number/,
    ],
  ];
  it.each(bad)('rejects %s', (_name, patch, message) => {
    const input = { ...base, ...patch } as PayslipInput;
    expect(() => computePayslip(input)).toThrow(PayrollInputError);
    expect(() => computePayslip(input)).toThrow(RangeError);
    expect(() => computePayslip(input)).toThrow(message);
  });

  it('rejects pay too large for exact integer arithmetic', () => {
    expect(() => computePayslip({ ...base, earnings: { basic: 200_000_000_001 } })).toThrow(
      /exceeds the supported/,
    );
  });

  it('a one-day period inside a month is accepted (joiner on the last day)', () => {
    expect(computePayslip({ ...base, periodStart: '2026-03-31' }).gross).toBe(minor(500_000));
  });

  it('leap day is a valid date', () => {
    expect(computePayslip({ ...base, periodStart: '2028-02-01', periodEnd: '2028-02-29' }).regime).toBe(
      'NG-NTA2025',
    );
  });
});

describe('USD pay with an FX rate', () => {
  it('USD without fxRate throws a RangeError naming the option', () => {
    expect(() => computePayslip({ ...base, currency: 'USD' })).toThrow(RangeError);
    expect(() => computePayslip({ ...base, currency: 'USD' })).toThrow(/options\.fxRate/);
  });

  it('NG: USD 1,000 at ₦1,500 is taxed as ₦1,500,000 and reported in USD cents', () => {
    // local: pension 120,000; annual 12 × 1,380,000 = 16,560,000 → 1,950,000 + 21% × 4,560,000 = 2,907,600 → 242,300/month
    const usd = computePayslip({
      ...base,
      currency: 'USD',
      earnings: { basic: 100_000 },
      options: { fxRate: 1500 },
    });
    const local = computePayslip({ ...base, earnings: { basic: minor(1_500_000) } });
    expect(local.paye).toBe(minor(242_300));
    expect(usd.currency).toBe('USD');
    expect(usd.gross).toBe(100_000);
    expect(usd.paye).toBe(roundMinor(local.paye, 1500)); // 24,230,000 kobo ÷ 1,500 kobo per cent = 16,153.33 → 16,153
    expect(usd.paye).toBe(16_153);
    expect(usd.deductions.pension).toBe(8_000);
    expect(usd.net).toBe(usd.gross - usd.paye - deducted(usd));
    expect(usd.lines.find((l) => l.code === 'gross')?.amount).toBe(100_000);
    expect(usd.lines.find((l) => l.code === 'net')?.amount).toBe(usd.net);
  });

  it('NG: the minimum-wage test is applied in naira (USD 40 at ₦1,500 = ₦60,000 → exempt)', () => {
    const p = computePayslip({
      ...base,
      currency: 'USD',
      earnings: { basic: 4_000 },
      options: { fxRate: 1500 },
    });
    expect(p.paye).toBe(0);
  });

  it('UG: USD cents convert to whole shillings (USD 500 at 3,700 = UGX 1,850,000)', () => {
    const p = computePayslip({
      country: 'UG',
      periodStart: '2025-11-01',
      periodEnd: '2025-11-30',
      currency: 'USD',
      earnings: { basic: 50_000 },
      options: { fxRate: 3700 },
    });
    // PAYE 25,000 + 30% × 1,440,000 = 457,000 UGX → 457,000 / 3,700 = 123.51 USD
    expect(p.paye).toBe(12_351);
    expect(p.deductions.nssf).toBe(2_500); // 92,500 UGX = USD 25.00
  });

  it('fxRate is ignored when amounts are already local', () => {
    expect(computePayslip({ ...base, options: { fxRate: 1500 } }).paye).toBe(computePayslip(base).paye);
  });
});

describe('prorate', () => {
  const march = { amount: minor(310_000), periodStart: '2026-03-01', periodEnd: '2026-03-31' } as const;

  it('joiner on the 1st and leaver on the last day get the full amount', () => {
    expect(prorate({ ...march, from: '2026-03-01', basis: 'calendar' })).toBe(minor(310_000));
    expect(prorate({ ...march, to: '2026-03-31', basis: 'working' })).toBe(minor(310_000));
  });

  it('joiner on the last day gets one day', () => {
    expect(prorate({ ...march, from: '2026-03-31', basis: 'calendar' })).toBe(minor(10_000));
    // March 2026 has 22 working days; the 31st is a Tuesday
    expect(prorate({ ...march, from: '2026-03-31', basis: 'working' })).toBe(roundMinor(minor(310_000), 22));
  });

  it('leaver on the 1st gets one day', () => {
    expect(prorate({ ...march, to: '2026-03-01', basis: 'calendar' })).toBe(minor(10_000));
    // 1 March 2026 is a Sunday: no working day
    expect(prorate({ ...march, to: '2026-03-01', basis: 'working' })).toBe(0);
  });

  it('mid-month joiner on both bases', () => {
    // 16–31 March: 16 calendar days of 31; working days Mon 16 … Tue 31 = 12 of 22
    expect(prorate({ ...march, from: '2026-03-16', basis: 'calendar' })).toBe(minor(160_000));
    expect(prorate({ ...march, from: '2026-03-16', basis: 'working' })).toBe(
      roundMinor(minor(310_000) * 12, 22),
    );
  });

  it('employment outside the period pays 0; bad input throws', () => {
    expect(prorate({ ...march, from: '2026-04-02', basis: 'calendar' })).toBe(0);
    expect(() => prorate({ ...march, from: '2026-03-20', to: '2026-03-10', basis: 'calendar' })).toThrow(
      RangeError,
    );
    expect(() => prorate({ ...march, amount: -1, basis: 'calendar' })).toThrow(RangeError);
    expect(() => prorate({ ...march, basis: 'hours' as never })).toThrow(RangeError);
  });

  it('prorated pay feeds the payslip', () => {
    const basic = prorate({ ...march, amount: minor(620_000), from: '2026-03-16', basis: 'calendar' });
    expect(slip('NG', '2026-03', { basic }).gross).toBe(minor(320_000));
  });
});
