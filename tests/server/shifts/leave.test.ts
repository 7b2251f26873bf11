import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests, leaveTypes, shifts } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { addDays, monday, rosterOrg } from './fixtures';

describe('[SHIFTS] approved leave', () => {
  it('refuses a shift on a day the employee is on approved leave (422 naming it) and saves nothing', async () => {
    const { token, orgId, location, staff } = await rosterOrg(2);
    const { deps } = await getHarness();
    const week = monday(2);
    const [type] = await deps.db
      .insert(leaveTypes)
      .values({ organizationId: orgId, name: 'Annual leave', daysPerYear: 20 })
      .returning();
    await deps.db.insert(leaveRequests).values({
      organizationId: orgId,
      employeeId: staff[0]!.id,
      leaveTypeId: type!.id,
      startDate: addDays(week, 1),
      endDate: addDays(week, 2),
      days: 2,
      status: 'approved',
    });

    const shift = (employeeId: string, date: string) => ({
      employeeId,
      date,
      start: '09:00',
      end: '17:00',
      locationId: location.id,
    });
    const res = await api('/shifts', {
      method: 'POST',
      token,
      body: { shifts: [shift(staff[1]!.id, addDays(week, 1)), shift(staff[0]!.id, addDays(week, 2))] },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.errors['shifts.1.date'])).toMatch(/Annual leave/);
    expect(await deps.db.select().from(shifts).where(eq(shifts.organizationId, orgId))).toEqual([]); // all or nothing

    // The day after the leave is fine.
    expect(
      (
        await api('/shifts', {
          method: 'POST',
          token,
          body: { shifts: [shift(staff[0]!.id, addDays(week, 3))] },
        })
      ).status,
    ).toBe(201);
  });
});
