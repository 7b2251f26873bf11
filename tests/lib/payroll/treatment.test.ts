import { describe, expect, it } from 'vitest';
import { earningTreatment, type EarningInput } from '@/lib/payroll/treatment';
import type { Country } from '@/lib/payroll';
import { slip } from './helpers';

/**
 * The create screen's tax note (lib/payroll/treatment.ts) must say what the engine does: pay added to an
 * earnings input is taxed, and counts for the pension / social-security scheme exactly when the scheme's
 * deduction grows with it.
 */
const CASES: { country: Country; month: string; base: number; extra: number; scheme: string }[] = [
  { country: 'NG', month: '2026-11', base: 30_000_000, extra: 5_000_000, scheme: 'pension' },
  { country: 'KE', month: '2026-03', base: 5_000_000, extra: 1_000_000, scheme: 'nssf' },
  { country: 'GH', month: '2026-03', base: 300_000, extra: 100_000, scheme: 'ssnit' },
  { country: 'UG', month: '2026-03', base: 2_000_000, extra: 500_000, scheme: 'nssf' },
];

describe('earningTreatment agrees with the engine', () => {
  it.each(CASES)('$country: taxable, and pensionable exactly when $scheme grows', (c) => {
    const before = slip(c.country, c.month, { basic: c.base, housing: c.base / 2 });
    for (const input of ['basic', 'other'] as EarningInput[]) {
      const after = slip(c.country, c.month, {
        basic: c.base + (input === 'basic' ? c.extra : 0),
        housing: c.base / 2,
        other: input === 'other' ? c.extra : 0,
      });
      const t = earningTreatment(c.country, input)!;
      expect(t.scheme).toBe(c.scheme);
      expect(t.taxable).toBe(true);
      expect(after.paye).toBeGreaterThan(before.paye);
      expect(after.deductions[c.scheme]! > before.deductions[c.scheme]!, `${c.country} ${input}`).toBe(
        t.pensionable,
      );
    }
  });

  it('knows nothing about a country the engine does not cover', () => {
    expect(earningTreatment('ZA', 'basic')).toBeNull();
  });
});
