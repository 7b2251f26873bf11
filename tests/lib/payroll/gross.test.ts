import { describe, expect, it } from 'vitest';
import { monthlyGross, splitGross } from '@/lib/payroll/gross';

describe('splitGross', () => {
  it.each([
    [
      35_000_000,
      { basic: 5000, housing: 2500, transport: 1500, other: 1000 },
      [17_500_000, 8_750_000, 5_250_000, 3_500_000],
    ],
    // 33,333 kobo: housing 8,333.25 → 8,333, transport 4,999.95 → 5,000, other 3,333.3 → 3,333, basic the rest
    [33_333, { basic: 5000, housing: 2500, transport: 1500, other: 1000 }, [16_667, 8_333, 5_000, 3_333]],
    [24_000_000, { basic: 10_000, housing: 0, transport: 0, other: 0 }, [24_000_000, 0, 0, 0]],
  ])('splits %i by %o, each part rounded and basic taking the rounding', (total, shares, parts) => {
    const split = splitGross(total, shares);
    expect([split.basic, split.housing, split.transport, split.other]).toEqual(parts);
    expect(monthlyGross(split)).toBe(total);
  });
});
