import { describe, expect, it } from 'vitest';
import { addMonths, countLeaveDays, returnDate } from '@/server/modules/leave/leave-dates';
import { systemEntries } from '@/server/modules/leave/leave-ledger-rules';

const type = {
  daysPerYear: 12,
  accrual: 'upfront',
  carryOverDays: 3,
  carryOverExpiry: '02-28',
  createdAt: new Date('2024-01-01T00:00:00Z'),
};

describe('[LEAVE] day counting and ledger rules', () => {
  it.each([
    ['a working week', '2026-03-02', '2026-03-06', false, false, 5],
    ['over a weekend', '2026-03-06', '2026-03-09', false, false, 2],
    ['weekends counted', '2026-03-06', '2026-03-09', true, false, 4],
    ['a holiday skipped', '2026-12-24', '2026-12-28', false, false, 2],
    ['a holiday counted', '2026-12-24', '2026-12-28', false, true, 3],
  ])('%s', (_, start, end, countsWeekends, countsHolidays, expected) => {
    expect(countLeaveDays(start, end, { countsWeekends, countsHolidays }, new Set(['2026-12-25']))).toBe(
      expected,
    );
  });

  it('returns on the next working day and adds months at month ends', () => {
    expect(returnDate('2026-12-24', new Set(['2026-12-25', '2026-12-28']))).toBe('2026-12-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2025-11-15', 14)).toBe('2027-01-15');
  });

  it('is idempotent: entries it produced make it produce nothing more', () => {
    const first = systemEntries(type, '2024-01-01', [], '2026-06-30');
    expect(first.map((e) => `${e.kind}:${e.period}:${e.days}`)).toEqual([
      'accrual:2024:12',
      'lapse:2024:-12',
      'carry_over:2024:3',
      'accrual:2025:12',
      'expiry:2025:-3',
      'lapse:2025:-12',
      'carry_over:2025:3',
      'accrual:2026:12',
      'expiry:2026:-3',
    ]);
    expect(systemEntries(type, '2024-01-01', first, '2026-06-30')).toEqual([]);
    expect(systemEntries(type, null, [], '2026-06-30')).toEqual([]);
  });
});
