import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country, PayslipInput } from '../../../lib/payroll';
import { deducted, slip } from './helpers';

// One month per regime (and per Kenyan NSSF phase); July is an LST month in Uganda.
const REGIMES: [Country, string, string][] = [
  ['NG', '2026-04', 'NG-NTA2025'],
  ['NG', '2025-04', 'NG-PITA2011 (₦70k exemption)'],
  ['NG', '2023-04', 'NG-PITA2011 (NHF on income)'],
  ['NG', '2022-04', 'NG-PITA2011 (₦30k exemption)'],
  ['KE', '2024-10', 'KE-2024-10'],
  ['KE', '2024-12', 'KE-2024-12'],
  ['KE', '2025-04', 'KE-2025-02'],
  ['KE', '2026-04', 'KE-2026-02'],
  ['GH', '2024-04', 'GH-2024'],
  ['GH', '2026-04', 'GH-2026'],
  ['UG', '2025-11', 'UG-2012 (no LST)'],
  ['UG', '2025-07', 'UG-2012 (LST month)'],
];

// up to 50m major units a month in any of these currencies
const amount = fc.integer({ min: 0, max: 5_000_000_000 });
const earnings = fc.record({ basic: amount, housing: amount, transport: amount, other: amount });
const options = fc.record(
  {
    pension: fc.boolean(),
    nhf: fc.boolean(),
    nhfBase: fc.constantFrom('basic' as const, 'income' as const),
    nhis: fc.integer({ min: 0, max: 5_000_000 }),
    annualRent: fc.integer({ min: 0, max: 1_000_000_000 }),
    craBase: fc.constantFrom('net' as const, 'gross' as const),
    lifeAssurance: fc.integer({ min: 0, max: 100_000_000 }),
    insurancePremium: fc.integer({ min: 0, max: 10_000_000 }),
    lstOrder: fc.constantFrom('before-paye' as const, 'after-paye' as const),
    resident: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe.each(REGIMES)('%s %s (%s) properties', (country, ym) => {
  it('net + PAYE + employee deductions = gross, and every figure is an integer', () => {
    fc.assert(
      fc.property(earnings, options, (e, o) => {
        const p = slip(country, ym, e, o);
        expect(p.gross).toBe(e.basic + e.housing + e.transport + e.other);
        expect(p.net + p.paye + deducted(p)).toBe(p.gross);
        for (const l of p.lines) expect(Number.isInteger(l.amount)).toBe(true);
        for (const v of Object.values(p.employerContributions))
          expect(Number.isInteger(v) && v >= 0).toBe(true);
        expect(p.paye).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  // In LST months, LST-first PAYE can fall as pay rises (see the UG test below): test the PAYE-first order there
  const lstMonth = country === 'UG' && ym.endsWith('-07');
  // KE Oct–Nov 2024 gives reliefs that grow with gross (15% of SHIF and AHL); with every line rounded,
  // one more cent of gross can add a cent of relief while tax stays put (see the test below).
  // Nigeria likewise: pension (8 %, rounded per line) and CRA on gross both grow with pay, so one more kobo of
  // basic can lower the annual chargeable income by a few kobo and the monthly PAYE by one (test below).
  const perLineSlack = ym === '2024-10' || country === 'NG' ? 1 : 0;
  it('PAYE never decreases as gross rises', () => {
    fc.assert(
      fc.property(
        earnings,
        options,
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom('basic', 'housing', 'transport', 'other'),
        (e, o, raise, part) => {
          const opts: PayslipInput['options'] = lstMonth ? { ...o, lstOrder: 'after-paye' } : o;
          const low = slip(country, ym, e, opts);
          const high = slip(country, ym, { ...e, [part]: e[part as keyof typeof e] + raise }, opts);
          expect(high.paye).toBeGreaterThanOrEqual(low.paye - perLineSlack);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe.each(REGIMES)('%s %s (%s) zero pay', (country, ym) => {
  it('gives zero gross, PAYE, deductions, net and employer contributions', () => {
    const p = slip(country, ym, { basic: 0 });
    expect([p.gross, p.taxableIncome, p.paye, p.net, deducted(p)]).toEqual([0, 0, 0, 0, 0]);
    expect(Object.values(p.employerContributions).every((v) => v === 0)).toBe(true);
  });
});

describe('UG LST-first is not monotonic (a statutory artefact, documented)', () => {
  it('crossing an LST band raises the instalment more than the PAYE saved, so PAYE can fall by up to 30% × the step', () => {
    // 1,000,000 → LST 22,500, PAYE 195,250; 1,000,001 → LST 25,000, chargeable 975,001, PAYE 194,500
    const a = slip('UG', '2025-07', { basic: 1_000_000 });
    const b = slip('UG', '2025-07', { basic: 1_000_001 });
    expect(b.paye).toBeLessThan(a.paye);
    expect(a.paye - b.paye).toBeLessThanOrEqual(Math.ceil(0.3 * (b.deductions.lst! - a.deductions.lst!)));
  });
});

describe('KE Oct–Nov 2024: per-line rounding can lower PAYE by one cent (documented)', () => {
  it('NG: one more kobo of basic rounds the pension up a kobo and CRA on gross up three: PAYE falls a kobo', () => {
    const e = { basic: 4_999_999_993, housing: 2_930_033_532, transport: 1_652_912_781, other: 30 };
    const o = { nhis: 5, craBase: 'gross' as const, lifeAssurance: 11_821_716 };
    const a = slip('NG', '2023-04', e, o);
    const b = slip('NG', '2023-04', { ...e, basic: e.basic + 1 }, o);
    const line = (p: typeof a, code: string) => p.lines.find((l) => l.code === code)!.amount;
    expect(line(b, 'deduction.pension') - line(a, 'deduction.pension')).toBe(1);
    expect(line(b, 'relief.cra') - line(a, 'relief.cra')).toBe(3);
    expect(a.paye - b.paye).toBe(1);
  });

  it('KES 26,357.66 → 26,357.67: AHL rounds up a cent, its 15% relief rounds up a cent, the rounded tax is unchanged', () => {
    const a = slip('KE', '2024-10', { basic: 2_635_766 });
    const b = slip('KE', '2024-10', { basic: 2_635_767 });
    expect(b.deductions.ahl! - a.deductions.ahl!).toBe(1);
    const tax = (p: typeof a) => p.lines.find((l) => l.code === 'tax.gross')!.amount;
    expect(tax(b)).toBe(tax(a)); // 25% × 1 cent = 0.25 cent does not move the rounded tax
    expect(a.paye - b.paye).toBe(1);
  });
});
