import type { LeaveCalendar } from '@/lib/contracts/leave';

const DAY = 86_400_000;
const time = (d: string) => Date.parse(`${d}T00:00:00Z`);
/** Bars shown per week before "+N more". */
export const MAX_LANES = 4;

export type CalendarLeave = LeaveCalendar['leaves'][number];
export type Bar = { leave: CalendarLeave; from: number; to: number; lane: number };

/** Splits the month grid's leave into one bar per person per week, stacked in lanes that never overlap. */
export function weekBars(leaves: CalendarLeave[], weekStart: string): Bar[] {
  const start = time(weekStart);
  const end = start + 6 * DAY;
  const bars: Bar[] = [];
  const lanes: number[] = [];
  const inWeek = leaves
    .filter((l) => time(l.startDate) <= end && time(l.endDate) >= start)
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) || a.employee.lastName.localeCompare(b.employee.lastName),
    );
  for (const leave of inWeek) {
    const from = Math.max(0, (time(leave.startDate) - start) / DAY);
    const to = Math.min(6, (time(leave.endDate) - start) / DAY);
    let lane = lanes.findIndex((lastTo) => lastTo < from);
    if (lane === -1) lane = lanes.push(to) - 1;
    else lanes[lane] = to;
    bars.push({ leave, from, to, lane });
  }
  return bars;
}
