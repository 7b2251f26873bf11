import { describe, expect, it } from 'vitest';
import { type CalendarLeave, weekBars } from '@/components/leave/calendar-bars';

const leave = (id: string, startDate: string, endDate: string, lastName = id): CalendarLeave => ({
  id,
  employee: { id, firstName: 'A', lastName },
  leaveType: { id: 't', name: 'Annual' },
  startDate,
  endDate,
  halfDay: false,
  status: 'approved',
});

describe('[LEAVE] calendar bars', () => {
  it('clips leave to the week, stacks overlapping bars in lanes and reuses a lane once it is free', () => {
    // Week of Monday 2 Nov 2026.
    const bars = weekBars(
      [
        leave('a', '2026-10-28', '2026-11-03'), // from last week: Mon–Tue
        leave('b', '2026-11-03', '2026-11-12'), // Tue → past Sunday
        leave('c', '2026-11-05', '2026-11-06'), // Thu–Fri: lane 0 is free again after Tue
        leave('d', '2026-11-09', '2026-11-10'), // next week: not here
      ],
      '2026-11-02',
    );
    expect(bars.map((b) => [b.leave.id, b.from, b.to, b.lane])).toEqual([
      ['a', 0, 1, 0],
      ['b', 1, 6, 1],
      ['c', 3, 4, 0],
    ]);
  });
});
