import { describe, expect, it } from 'vitest';
import { UG_2012 } from '../../../lib/payroll';
import { slip } from './helpers';

// Uganda. UGX has no minor unit: amounts are whole shillings.
const URA = 'https://ura.go.ug/en/domestic-taxes/paye-rates/';

describe('UG — URA PAYE rates page (band formulas and their fixed amounts)', () => {
  // November: no LST, so chargeable income = gross
  it.each([
    [235_000, 0],
    [335_000, 10_000], // "(Taxable Income – 335,000) x 20% + 10,000"
    [410_000, 25_000], // "(Taxable Income – 410,000) x 30% + 25,000"
    [10_000_000, 2_902_000], // 25,000 + 30% × 9,590,000
    [12_000_000, 3_702_000], // 25,000 + 30% × 11,590,000 + 10% × 2,000,000
  ])(`resident, chargeable %i → PAYE %i (${URA})`, (gross, paye) => {
    expect(slip('UG', '2025-11', { basic: gross }).paye).toBe(paye);
  });

  it.each([
    [335_000, 33_500], // "Taxable Income x 10%"
    [410_000, 48_500], // "(Taxable Income – 410,000) x 30% + 48,500"
    [10_000_001, 2_925_500], // bands 48,500 + 30% × 9,590,001 = 2,925,500.3 → 2,925,500; surcharge 10% × 1 = 0.1 → 0 (each line rounded)
  ])(`non-resident, chargeable %i → PAYE %i (${URA})`, (gross, paye) => {
    expect(slip('UG', '2025-11', { basic: gross }, { resident: false }).paye).toBe(paye);
  });
});

describe('UG — LST order and months (hand-computed; RULES.md §4 open question 2)', () => {
  it('UGX 1,000,000 in July: LST first (default) nets 732,250; PAYE first nets 730,500 — the figures RULES.md gives', () => {
    // before-paye: band 900k–1m → 90,000/yr → 22,500; chargeable 977,500; PAYE 25,000 + 30% × 567,500 = 195,250
    const first = slip('UG', '2025-07', { basic: 1_000_000 });
    expect(first.deductions).toEqual({ nssf: 50_000, lst: 22_500 });
    expect(first.paye).toBe(195_250);
    expect(first.net).toBe(732_250);
    // after-paye: PAYE on 1,000,000 = 202,000; take-home 1,000,000 − 202,000 − 50,000 = 748,000 → 70,000/yr → 17,500
    const after = slip('UG', '2025-07', { basic: 1_000_000 }, { lstOrder: 'after-paye' });
    expect(after.paye).toBe(202_000);
    expect(after.deductions.lst).toBe(17_500);
    expect(after.net).toBe(730_500);
  });

  it('UGX 2,000,000 in August: LST 25,000, PAYE 494,500, NSSF 100,000 (employer 200,000), net 1,380,500', () => {
    const p = slip('UG', '2025-08', { basic: 1_500_000, housing: 500_000 });
    expect(p.paye).toBe(494_500);
    expect(p.net).toBe(1_380_500);
    expect(p.employerContributions).toEqual({ nssf: 200_000 });
  });

  it.each([
    ['2025-06', 0],
    ['2025-07', 25_000],
    ['2025-08', 25_000],
    ['2025-09', 25_000],
    ['2025-10', 25_000],
    ['2025-11', 0],
    ['2026-01', 0],
  ])('LST on UGX 3,000,000 in %s = %i (July–October only)', (ym, lst) => {
    expect(slip('UG', ym, { basic: 3_000_000 }).deductions.lst).toBe(lst);
  });

  it('LST bands are inclusive at the top: 100,000 → nil, 100,001 → 5,000/yr', () => {
    expect(slip('UG', '2025-09', { basic: 100_000 }).deductions.lst).toBe(0);
    expect(slip('UG', '2025-09', { basic: 100_001 }).deductions.lst).toBe(1_250);
  });

  it('NSSF is not deductible for PAYE', () => {
    const p = slip('UG', '2025-12', { basic: 500_000 });
    expect(p.taxableIncome).toBe(500_000);
    expect(p.paye).toBe(25_000 + 27_000);
  });

  it('from July 2026 the known table is still applied, with the gap recorded in its notes', () => {
    expect(slip('UG', '2026-08', { basic: 1_000_000 }).regime).toBe('UG-2012');
    expect(UG_2012.notes.join(' ')).toMatch(/UNVERIFIED from 1 July 2026/);
  });
});
