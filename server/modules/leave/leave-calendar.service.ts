import 'server-only';
import type { AwayEntry, LeaveCalendar, LeaveStatus } from '@/lib/contracts/leave';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { findEmployeeRefs } from '@/server/modules/employees/employees-membership.service';
import { addDays, returnDate } from './leave-dates';
import { holidayMap, holidaySet } from './leave-holidays';
import { organizationCountry } from './leave-types.service';
import { presentRequests } from './leave.service';
import * as repo from './leave.repo';

// Who is away when: the day's list and the month grid (approved leave, and leave ended early).
const LIVE: LeaveStatus[] = ['approved', 'ended'];
// Plain code-point order: ISO dates sort right, and ICU collation costs ~100× more per comparison.
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** GET leaves/daily and leaves/active: approved leave covering `date`, with the first working day back. */
export async function awayOn(db: DbOrTx, organizationId: string, date: string): Promise<AwayEntry[]> {
  const [maxSpanDays, country] = await Promise.all([
    repo.findMaxSpan(db, organizationId),
    organizationCountry(db, organizationId),
  ]);
  const rows = await repo.listRequests(db, {
    organizationId,
    statuses: LIVE,
    from: date,
    to: date,
    maxSpanDays,
  });
  const lastEnd = rows.reduce((m, r) => (r.endDate > m ? r.endDate : m), date);
  const [holidays, presented] = await Promise.all([
    holidaySet(db, organizationId, country, date, addDays(lastEnd, 40)),
    presentRequests(db, organizationId, rows),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return presented
    .map((r) => ({ ...r, returnDate: returnDate(byId.get(r.id)!.endDate, holidays) }))
    .sort((a, b) => cmp(a.returnDate, b.returnDate) || cmp(a.employee.lastName, b.employee.lastName));
}

/** GET leaves/calendar?month=: the 42 days of the month grid (weeks from Monday), their holidays and approved leave. */
export async function calendarMonth(
  db: DbOrTx,
  organizationId: string,
  q: { month: string; departmentId?: string; leaveTypeId?: string },
  locale?: Locale,
): Promise<LeaveCalendar> {
  const first = `${q.month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const from = addDays(first, -weekday);
  const to = addDays(from, 41);
  const [country, maxSpanDays] = await Promise.all([
    organizationCountry(db, organizationId),
    repo.findMaxSpan(db, organizationId),
  ]);
  const [rows, holidays, types] = await Promise.all([
    repo.listCalendarRows(db, {
      organizationId,
      statuses: LIVE,
      from,
      to,
      departmentId: q.departmentId,
      leaveTypeId: q.leaveTypeId,
      maxSpanDays,
    }),
    holidayMap(db, organizationId, country, from, to, locale),
    repo.listTypes(db, organizationId),
  ]);
  // A month of a large organisation names thousands of people: in chunks, which a pool looks up side by side.
  const ids = [...new Set(rows.map((r) => r.employeeId))];
  const chunks = Array.from({ length: Math.ceil(ids.length / 500) }, (_, i) =>
    ids.slice(i * 500, (i + 1) * 500),
  );
  const people = new Map(
    (await Promise.all(chunks.map((c) => findEmployeeRefs(db, organizationId, c))))
      .flat()
      .map((p) => [p.id, p]),
  );
  const typeById = new Map(types.map((t) => [t.id, { id: t.id, name: t.name }]));
  return {
    month: q.month,
    from,
    to,
    holidays: [...holidays]
      .map(([date, name]) => ({ date, name }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    leaves: rows.map((r) => {
      const p = people.get(r.employeeId);
      return {
        id: r.id,
        employee: { id: r.employeeId, firstName: p?.firstName ?? '', lastName: p?.lastName ?? '' },
        leaveType: typeById.get(r.leaveTypeId)!,
        startDate: r.startDate,
        endDate: r.endDate,
        halfDay: r.halfDay,
        status: r.status as LeaveStatus,
      };
    }),
  };
}
