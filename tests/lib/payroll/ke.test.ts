import { describe, expect, it } from 'vitest';
import { bandTax, KE_2026_02 } from '../../../lib/payroll';
import { minor, slip } from './helpers';

// Kenya. Amounts in KES; the engine works in cents.

describe('KE — published worked examples', () => {
  it('KES 100,000 (Feb 2025–Jan 2026 NSSF limits): PAYE 19,812.35, net 71,617.65 (https://financialtools.io/kenya-net-pay-calculator)', () => {
    const p = slip('KE', '2025-06', { basic: minor(100_000) });
    expect(p.regime).toBe('KE-2025');
    expect(p.deductions).toEqual({ nssf: minor(4_320), shif: minor(2_750), ahl: minor(1_500) });
    expect(p.taxableIncome).toBe(minor(91_430));
    expect(p.lines.find((l) => l.code === 'tax.gross')?.amount).toBe(minor(22_212.35));
    expect(p.paye).toBe(minor(19_812.35));
    expect(p.net).toBe(minor(71_617.65));
  });

  it('KES 50,000: NSSF 480 + 2,520, SHIF 1,375, AHL 750, taxable 44,875, PAYE 5,845.85, net 39,029.15 (https://financialtools.io/net_pay_calculator_kenya)', () => {
    const p = slip('KE', '2025-09', { basic: minor(40_000), other: minor(10_000) });
    expect(p.deductions).toEqual({ nssf: minor(3_000), shif: minor(1_375), ahl: minor(750) });
    expect(p.taxableIncome).toBe(minor(44_875));
    expect(p.paye).toBe(minor(5_845.85));
    expect(p.net).toBe(minor(39_029.15));
  });

  it('Feb 2026 NSSF per PwC: KES 100,000 → 540 + 5,460 = 6,000; KES 200,000 → 6,480 (https://tengele.com/news/a3e79c87-5e11-410a-be7e-185d76314c23/explainer-how-new-nssf-deductions-will-change-employee-payslips)', () => {
    expect(slip('KE', '2026-02', { basic: minor(100_000) }).deductions.nssf).toBe(minor(6_000));
    const high = slip('KE', '2026-02', { basic: minor(200_000) });
    expect(high.deductions.nssf).toBe(minor(6_480));
    expect(high.employerContributions.nssf).toBe(minor(6_480));
  });
});

describe('KE — hand-computed from the statute', () => {
  it('KES 100,000 in Feb 2026', () => {
    // NSSF 6,000; SHIF 2,750; AHL 1,500 → taxable 89,750
    // tax 2,400 + 2,083.25 + 30% × (89,750 − 32,333) = 17,225.10 → 21,708.35; − 2,400 relief = 19,308.35
    const p = slip('KE', '2026-02', { basic: minor(100_000) });
    expect(p.paye).toBe(minor(19_308.35));
    expect(p.net).toBe(minor(100_000 - 6_000 - 2_750 - 1_500 - 19_308.35));
    expect(p.employerContributions).toEqual({ nssf: minor(6_000), ahl: minor(1_500), nita: minor(50) });
  });

  it('October 2024 order: taxable = gross − NSSF; reliefs 2,400 + 15% SHIF + 15% AHL', () => {
    // KES 50,000: NSSF 420 + 1,740 = 2,160; taxable 47,840; tax 2,400 + 2,083.25 + 30% × 15,507 = 9,135.35
    // reliefs 2,400 + 15% × 1,375 = 206.25 + 15% × 750 = 112.50 → PAYE 6,416.60
    const p = slip('KE', '2024-10', { basic: minor(50_000) });
    expect(p.regime).toBe('KE-2024-10');
    expect(p.taxableIncome).toBe(minor(47_840));
    expect(p.paye).toBe(minor(6_416.6));
  });

  it('insurance relief: 15% of the premium, capped at KES 5,000', () => {
    const base = slip('KE', '2025-06', { basic: minor(100_000) }).paye;
    expect(slip('KE', '2025-06', { basic: minor(100_000) }, { insurancePremium: minor(10_000) }).paye).toBe(
      base - minor(1_500),
    );
    expect(slip('KE', '2025-06', { basic: minor(100_000) }, { insurancePremium: minor(50_000) }).paye).toBe(
      base - minor(5_000),
    );
  });

  it.each([
    // [month, gross, expected employee NSSF] — tier limits by date
    ['2024-12', 5_000, 300],
    ['2024-12', 7_000, 420],
    ['2024-12', 36_000, 2_160],
    ['2024-12', 72_000, 2_160],
    ['2025-01', 72_000, 2_160],
    ['2025-02', 8_000, 480],
    ['2025-02', 72_000, 4_320],
    ['2025-02', 108_000, 4_320],
    ['2026-01', 108_000, 4_320],
    ['2026-02', 9_000, 540],
    ['2026-02', 108_000, 6_480],
    ['2026-02', 500_000, 6_480],
  ])('NSSF in %s on KES %i = %i', (ym, gross, nssf) => {
    expect(slip('KE', ym, { basic: minor(gross) }).deductions.nssf).toBe(minor(nssf));
  });

  it('SHIF minimum KES 300 (2.75% of 10,000 is 275); nothing on zero pay', () => {
    expect(slip('KE', '2025-06', { basic: minor(10_000) }).deductions.shif).toBe(minor(300));
    const zero = slip('KE', '2025-06', { basic: 0 });
    expect([zero.deductions.shif, zero.deductions.nssf, zero.deductions.ahl, zero.paye, zero.net]).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });

  it('band boundaries on taxable pay: 24,000 → 2,400; 32,333 → 4,483.25; 500,000 → 144,783.35; 800,000 → 242,283.35', () => {
    // 2,400 + 25% × 8,333 = 4,483.25; + 30% × 467,667 = 144,783.35; + 32.5% × 300,000 = 242,283.35
    expect(bandTax(KE_2026_02.bands, minor(24_000))).toBe(minor(2_400));
    expect(bandTax(KE_2026_02.bands, minor(32_333))).toBe(minor(4_483.25));
    expect(bandTax(KE_2026_02.bands, minor(500_000))).toBe(minor(144_783.35));
    expect(bandTax(KE_2026_02.bands, minor(800_000))).toBe(minor(242_283.35));
    expect(bandTax(KE_2026_02.bands, minor(800_001))).toBe(minor(242_283.7));
    // KES 24,000 taxable ⇒ tax 2,400 − personal relief 2,400 = PAYE 0
    expect(slip('KE', '2026-03', { basic: minor(20_000) }).paye).toBe(0);
  });

  it('July 2026 onward keeps the Feb 2026 table (later changes unknown; recorded in its notes)', () => {
    expect(slip('KE', '2026-08', { basic: minor(100_000) }).regime).toBe('KE-2026');
    expect(KE_2026_02.notes.join(' ')).toMatch(/UNVERIFIED after June 2026/);
  });

  it('periods before October 2024 (NHIF era) are refused', () => {
    expect(() => slip('KE', '2024-09', { basic: minor(50_000) })).toThrow(/no KE rule table/);
  });
});
