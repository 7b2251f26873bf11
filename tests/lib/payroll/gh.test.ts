import { describe, expect, it } from 'vitest';
import { GH_2026 } from '../../../lib/payroll';
import { minor, slip } from './helpers';

// Ghana. Amounts in GHS; the engine works in pesewas. RULES.md §3 notes that no full 2024+ payslip
// example was found; the sourced cases are the GRA chart's own cumulative-tax column.

const GRA_CHART = 'https://seekersnewsgh.com/how-taxes-are-calculated-on-salaries-gra-chart/';

describe('GH — GRA 2024 chart (cumulative tax at each band top)', () => {
  it.each([
    [600, 5.5],
    [730, 18.5],
    [3_896.67, 572.67],
    [19_896.67, 4_572.67],
    [50_416.67, 13_728.67],
  ])(`chargeable GHS %f → tax GHS %f (${GRA_CHART})`, (chargeable, tax) => {
    // all pay as a cash allowance, so no SSNIT (basic 0) and chargeable income = gross
    const p = slip('GH', '2025-04', { basic: 0, other: minor(chargeable) });
    expect(p.taxableIncome).toBe(minor(chargeable));
    expect(p.paye).toBe(minor(tax));
  });

  it('first GHS 490 is tax-free (GRA chart)', () => {
    expect(slip('GH', '2024-05', { basic: 0, other: minor(490) }).paye).toBe(0);
    expect(slip('GH', '2024-05', { basic: 0, other: minor(490.2) }).paye).toBe(1); // 5% × 0.20 = 0.01
  });
});

describe('GH — hand-computed from the statute', () => {
  it('GHS 1,000 basic: SSNIT 5.5% = 55 (as in https://www.gesquicknewsseekers.com/2025/04/a-clear-guide-to-salary-taxation-in.html); tax computed here', () => {
    // chargeable 945: 5.50 + 13.00 + 17.5% × 215 = 37.625 → 56.125 → 56.13 (half away from zero)
    const p = slip('GH', '2025-04', { basic: minor(1_000) });
    expect(p.deductions.ssnit).toBe(minor(55));
    expect(p.paye).toBe(minor(56.13));
    expect(p.net).toBe(minor(1_000 - 55 - 56.13));
    expect(p.employerContributions.ssnit).toBe(minor(130));
  });

  it('basic 5,000 + allowance 1,000 in 2025', () => {
    // SSNIT 275; chargeable 5,725; 572.66725 + 25% × (5,725 − 3,896.67) = 457.0825 → 1,029.74975 → 1,029.75
    const p = slip('GH', '2025-10', { basic: minor(5_000), transport: minor(1_000) });
    expect(p.taxableIncome).toBe(minor(5_725));
    expect(p.paye).toBe(minor(1_029.75));
    expect(p.net).toBe(minor(6_000 - 275 - 1_029.75));
  });

  it('non-resident: flat 25% of chargeable income (RULES.md §3)', () => {
    // 10,000 basic: SSNIT 550; 25% × 9,450 = 2,362.50
    const p = slip('GH', '2026-01', { basic: minor(10_000) }, { resident: false });
    expect(p.paye).toBe(minor(2_362.5));
  });

  it.each([
    // SSNIT cap (maximum insurable earnings) by year on a GHS 70,000 basic
    ['2024-06', 52_000, 2_860, 6_760],
    ['2025-06', 61_000, 3_355, 7_930],
    ['2026-06', 69_000, 3_795, 8_970],
  ])('SSNIT cap in %s is GHS %i: employee %f, employer %f', (ym, _cap, employee, employer) => {
    const p = slip('GH', ym, { basic: minor(70_000) });
    expect(p.deductions.ssnit).toBe(minor(employee));
    expect(p.employerContributions.ssnit).toBe(minor(employer));
  });

  it('SSNIT is on basic only; allowances are taxed but not insured', () => {
    const p = slip('GH', '2026-02', { basic: minor(2_000), housing: minor(3_000) });
    expect(p.deductions.ssnit).toBe(minor(110));
    expect(p.gross).toBe(minor(5_000));
  });

  it('tables: 2026 is the last known year; earlier than 2024 is refused', () => {
    expect(GH_2026.to).toBeNull();
    expect(slip('GH', '2027-03', { basic: minor(1_000) }).regime).toBe('GH-2026');
    expect(() => slip('GH', '2023-12', { basic: minor(1_000) })).toThrow(RangeError);
  });
});
