import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { employees, leaveLedger, leaveRequests, leaveTypes } from '@/server/db/schema';
import { addDays, countLeaveDays, isWeekend, today } from '@/server/modules/leave/leave-dates';
import { holidaySet } from '@/server/modules/leave/leave-holidays';
import { ensureDefaultTypes } from '@/server/modules/leave/leave-types.service';
import { raiseMaxSpan } from '@/server/modules/leave/leave.repo';

/**
 * The nearest working day from `d`, looking back for leave that starts today or earlier (so that the people
 * "away today" are away on a weekend too: a start moved forward past today would leave fewer people away) and
 * forward for leave still to come.
 */
const workday = (d: string, step: 1 | -1) => {
  while (isWeekend(d)) d = addDays(d, step);
  return d;
};

type Plan = {
  who: number;
  type: string;
  start: number;
  workdays: number;
  status: 'approved' | 'pending' | 'declined' | 'ended';
  reason: string;
  endAfter?: number;
  comment?: string;
};

/**
 * Demo Foods' leave: Nigeria's default types (annual raised to the company's 20 days with carry-over), and
 * requests around the day the demo is seeded — past, ended early, declined, people away today, upcoming and
 * pending — so every tab and balance has something to show and explain.
 */
export async function seedDemoLeave(tx: DbOrTx, organizationId: string, now = new Date()) {
  await ensureDefaultTypes(tx, organizationId);
  const year = now.getUTCFullYear();
  // The types existed last year, so balances show a year end (lapse, carry-over, expiry).
  await tx
    .update(leaveTypes)
    .set({ createdAt: new Date(Date.UTC(year - 1, 0, 1)) })
    .where(eq(leaveTypes.organizationId, organizationId));
  await tx
    .update(leaveTypes)
    .set({ daysPerYear: 20, carryOverDays: 5, carryOverExpiry: '03-31', minServiceMonths: 3 })
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.name, 'Annual leave')));
  const types = new Map(
    (await tx.select().from(leaveTypes).where(eq(leaveTypes.organizationId, organizationId))).map((t) => [
      t.name,
      t,
    ]),
  );
  const staff = await tx
    .select({
      id: employees.id,
      gender: employees.gender,
      departmentId: employees.departmentId,
      startDate: employees.startDate,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.status, 'active')))
    .orderBy(asc(employees.staffId));
  const women = staff.filter((s) => s.gender === 'female');
  const day = today(now);
  const holidays = await holidaySet(tx, organizationId, 'NG', addDays(day, -120), addDays(day, 120));

  const plans: Plan[] = [
    {
      who: 0,
      type: 'Annual leave',
      start: -60,
      workdays: 5,
      status: 'approved',
      reason: 'Family visit in Enugu',
    },
    { who: 1, type: 'Annual leave', start: -45, workdays: 10, status: 'approved', reason: 'Wedding' },
    { who: 2, type: 'Sick leave', start: -30, workdays: 2, status: 'approved', reason: 'Malaria' },
    {
      who: 3,
      type: 'Annual leave',
      start: -25,
      workdays: 8,
      status: 'ended',
      endAfter: 3,
      reason: 'Holiday',
      comment: 'Recalled for the stock count',
    },
    { who: 4, type: 'Unpaid leave', start: -20, workdays: 3, status: 'approved', reason: 'Personal matters' },
    {
      who: 5,
      type: 'Annual leave',
      start: -14,
      workdays: 3,
      status: 'declined',
      reason: 'Trip',
      comment: 'Month-end close; please pick another week',
    },
    { who: 6, type: 'Annual leave', start: -2, workdays: 6, status: 'approved', reason: 'Annual break' },
    { who: 7, type: 'Sick leave', start: -1, workdays: 3, status: 'approved', reason: 'Doctor’s rest' },
    { who: -1, type: 'Maternity leave', start: -20, workdays: 60, status: 'approved', reason: 'Maternity' },
    { who: 8, type: 'Annual leave', start: 10, workdays: 5, status: 'approved', reason: 'Christmas travel' },
    { who: 9, type: 'Compassionate leave', start: 3, workdays: 2, status: 'approved', reason: 'Bereavement' },
    { who: 10, type: 'Annual leave', start: 21, workdays: 7, status: 'pending', reason: 'End-of-year break' },
    { who: 11, type: 'Annual leave', start: 14, workdays: 4, status: 'pending', reason: 'Relocation' },
    { who: 12, type: 'Paternity leave', start: 7, workdays: 10, status: 'pending', reason: 'New baby' },
    { who: 13, type: 'Sick leave', start: 5, workdays: 1, status: 'pending', reason: 'Hospital appointment' },
  ];
  const men = staff.filter((s) => s.gender === 'male');
  for (const p of plans) {
    const type = types.get(p.type)!;
    const person =
      p.who === -1
        ? women[women.length - 1]
        : p.type === 'Paternity leave'
          ? men[men.length - 1]
          : staff[p.who];
    if (!person) continue;
    const start = workday(addDays(day, p.start), p.start <= 0 ? -1 : 1);
    let end = start;
    for (let n = 1; n < p.workdays; ) {
      end = addDays(end, 1);
      if (type.countsWeekends || (!isWeekend(end) && !holidays.has(end))) n++;
    }
    const lastDay = p.status === 'ended' ? addDays(start, p.endAfter! - 1) : end;
    const fullDays = countLeaveDays(start, end, type, holidays);
    const days = countLeaveDays(start, lastDay, type, holidays);
    await raiseMaxSpan(
      tx,
      organizationId,
      Math.round((Date.parse(lastDay) - Date.parse(start)) / 86_400_000),
    );
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        organizationId,
        employeeId: person.id,
        leaveTypeId: type.id,
        departmentId: person.departmentId,
        startDate: start,
        endDate: lastDay,
        days,
        status: p.status,
        reason: p.reason,
        reviewComment: p.comment ?? null,
        reviewedAt: p.status === 'pending' ? null : now,
      })
      .returning();
    if (p.status === 'approved' || p.status === 'ended') {
      await tx.insert(leaveLedger).values({
        organizationId,
        employeeId: person.id,
        leaveTypeId: type.id,
        kind: 'taken',
        days: -fullDays,
        effectiveDate: start,
        requestId: row!.id,
      });
      if (p.status === 'ended') {
        await tx.insert(leaveLedger).values({
          organizationId,
          employeeId: person.id,
          leaveTypeId: type.id,
          kind: 'returned',
          days: fullDays - days,
          effectiveDate: start,
          requestId: row!.id,
        });
      }
    }
  }
  // One manual adjustment, so the balance screen shows a reason.
  const annual = types.get('Annual leave')!;
  if (staff[0]) {
    await tx.insert(leaveLedger).values({
      organizationId,
      employeeId: staff[0].id,
      leaveTypeId: annual.id,
      kind: 'adjustment',
      days: 2,
      effectiveDate: addDays(day, -10),
      reason: 'Worked two public holidays (days in lieu)',
    });
  }
}
