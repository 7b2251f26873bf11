import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, shifts } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { addDays, addShifts, createLocation, grid, insertEmployee, monday, rosterOrg } from './fixtures';

beforeAll(() => getHarness().then(() => undefined), 120_000);

const countFor = async (organizationId: string) => {
  const { deps } = await getHarness();
  return (
    await deps.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.organizationId, organizationId))
  ).length;
};

describe('[SHIFTS] create and overlap rules', () => {
  it('creates many at once; back-to-back is fine; overlaps, including across midnight, are 422 naming the conflict and nothing is saved', async () => {
    const { token, orgId, location, staff } = await rosterOrg(2);
    const [a, b] = staff;
    const d = monday(1);
    const ok = await addShifts(token, [
      { employeeId: a!.id, date: d, start: '06:00', end: '14:00', breakMinutes: 30, locationId: location.id },
      {
        employeeId: a!.id,
        date: d,
        start: '14:00',
        end: '18:00',
        locationId: location.id,
        note: 'Back to back',
      },
      { employeeId: a!.id, date: addDays(d, 1), start: '22:00', end: '06:00', locationId: location.id },
      { employeeId: b!.id, date: d, start: '06:00', end: '14:00', locationId: location.id },
    ]);
    expect(ok.created).toBe(4);

    // 02:00–04:00 the next morning falls inside the 22:00–06:00 night shift.
    const night = await api('/shifts', {
      method: 'POST',
      token,
      body: {
        shifts: [
          { employeeId: b!.id, date: addDays(d, 2), start: '09:00', end: '17:00', locationId: location.id },
          { employeeId: a!.id, date: addDays(d, 2), start: '02:00', end: '04:00', locationId: location.id },
        ],
      },
    });
    expect(night.status).toBe(422);
    expect(night.body.errors['shifts.1']).toEqual([
      `Overlaps Worker0 Hourly 0's shift on ${addDays(d, 1)}, 22:00–06:00.`,
    ]);
    expect(night.body.errors['shifts.0']).toBeUndefined();
    // Within one request too.
    const twice = await api('/shifts', {
      method: 'POST',
      token,
      body: {
        shifts: [
          { employeeId: b!.id, date: addDays(d, 3), start: '09:00', end: '17:00', locationId: location.id },
          { employeeId: b!.id, date: addDays(d, 3), start: '16:59', end: '20:00', locationId: location.id },
        ],
      },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors['shifts.1'][0]).toMatch(/^Overlaps/);
    // Ends at 06:00 the next day, so a shift starting 06:00 on that day is fine.
    await addShifts(token, [
      { employeeId: a!.id, date: addDays(d, 2), start: '06:00', end: '10:00', locationId: location.id },
    ]);
    expect(await countFor(orgId)).toBe(5);

    const week = await grid(token, d);
    const night1 = week.shifts.find((x: { start: string }) => x.start === '22:00');
    expect(night1).toMatchObject({ end: '06:00', regularMinutes: 480, overtimeMinutes: 0 });
  });

  it('answers 422 with field errors for bad times, breaks, dates and employment dates, saving nothing', async () => {
    const { token, orgId, location, staff } = await rosterOrg(1);
    const d = monday(1);
    const base = { employeeId: staff[0]!.id, date: d, start: '09:00', end: '17:00', locationId: location.id };
    const cases: [object, string][] = [
      [{ ...base, start: '25:00' }, 'shifts.0.start'],
      [{ ...base, date: '2026-13-01' }, 'shifts.0.date'],
      [{ ...base, breakMinutes: -5 }, 'shifts.0.breakMinutes'],
      [{ ...base, breakMinutes: 480 }, 'shifts.0.breakMinutes'],
      [{ ...base, date: '2024-12-31' }, 'shifts.0.date'],
      [{ ...base, locationId: 'nope' }, 'shifts.0.locationId'],
    ];
    for (const [shift, field] of cases) {
      const res = await api('/shifts', { method: 'POST', token, body: { shifts: [shift] } });
      expect(res.status, JSON.stringify(shift)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toContain(field);
    }
    const early = await api('/shifts', {
      method: 'POST',
      token,
      body: { shifts: [{ ...base, date: '2024-12-31' }] },
    });
    expect(early.body.errors['shifts.0.date']).toEqual([
      'Worker0 Hourly 0 is not employed on 2024-12-31 (started 2025-01-06).',
    ]);
    expect((await api('/shifts', { method: 'POST', token, body: { shifts: [] } })).status).toBe(422);
    expect(await countFor(orgId)).toBe(0);
  });

  it('serialises concurrent requests for one person: of two overlapping creates at once, exactly one wins', async () => {
    const { token, orgId, location, staff } = await rosterOrg(1);
    const d = monday(2);
    const body = (start: string) => ({
      shifts: [{ employeeId: staff[0]!.id, date: d, start, end: '17:00', locationId: location.id }],
    });
    const results = await Promise.all([
      api('/shifts', { method: 'POST', token, body: body('09:00') }),
      api('/shifts', { method: 'POST', token, body: body('10:00') }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await countFor(orgId)).toBe(1);
  });

  it('deletes by ids, all of this organisation or nothing', async () => {
    const { token, location, staff } = await rosterOrg(1);
    const other = await rosterOrg(1);
    const d = monday(1);
    const mine = await addShifts(token, [
      { employeeId: staff[0]!.id, date: d, start: '09:00', end: '12:00', locationId: location.id },
    ]);
    const theirs = await addShifts(other.token, [
      {
        employeeId: other.staff[0]!.id,
        date: d,
        start: '09:00',
        end: '12:00',
        locationId: other.location.id,
      },
    ]);
    const mixed = await api('/shifts', {
      method: 'DELETE',
      token,
      body: { ids: [...mine.ids, ...theirs.ids] },
    });
    expect(mixed.status).toBe(404);
    expect((await grid(other.token, d)).shifts).toHaveLength(1);
    const res = await api('/shifts', { method: 'DELETE', token, body: { ids: mine.ids } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ removed: 1 });
    expect((await grid(token, d)).shifts).toHaveLength(0);
  });
});

describe('[SHIFTS] paste, clear and bulk update', () => {
  it('pastes a week forward: skip keeps existing shifts and skips clashes; overwrite replaces them', async () => {
    const { token, location, staff } = await rosterOrg(2);
    const [a, b] = staff;
    const src = monday(1);
    const target = addDays(src, 7);
    await addShifts(token, [
      { employeeId: a!.id, date: src, start: '09:00', end: '17:00', locationId: location.id },
      { employeeId: a!.id, date: addDays(src, 1), start: '09:00', end: '17:00', locationId: location.id },
      {
        employeeId: b!.id,
        date: addDays(src, 2),
        start: '12:00',
        end: '20:00',
        breakMinutes: 30,
        locationId: location.id,
      },
      // Already in the target week, clashing with a's Monday copy.
      { employeeId: a!.id, date: target, start: '08:00', end: '10:00', locationId: location.id },
    ]);
    const skip = await api('/shifts/paste-schedule', {
      method: 'POST',
      token,
      body: { sourceFrom: src, sourceTo: addDays(src, 6), targetFrom: target, mode: 'skip' },
    });
    expect(skip.status).toBe(200);
    expect(skip.body.data).toEqual({ created: 2, skipped: 1, replaced: 0 });
    const after = await grid(token, target);
    expect(after.shifts.map((s: { date: string; start: string }) => `${s.date} ${s.start}`).sort()).toEqual(
      [`${target} 08:00`, `${addDays(target, 1)} 09:00`, `${addDays(target, 2)} 12:00`].sort(),
    );
    expect(after.shifts.find((s: { employeeId: string }) => s.employeeId === b!.id)).toMatchObject({
      breakMinutes: 30,
      end: '20:00',
    });

    const overwrite = await api('/shifts/paste-schedule', {
      method: 'POST',
      token,
      body: { sourceFrom: src, sourceTo: addDays(src, 6), targetFrom: target, mode: 'overwrite' },
    });
    expect(overwrite.body.data).toEqual({ created: 3, skipped: 0, replaced: 3 });
    expect((await grid(token, target)).shifts.map((s: { start: string }) => s.start).sort()).toEqual([
      '09:00',
      '09:00',
      '12:00',
    ]);

    // Only one person.
    const one = await api('/shifts/paste-schedule', {
      method: 'POST',
      token,
      body: {
        sourceFrom: src,
        sourceTo: addDays(src, 6),
        targetFrom: addDays(src, 14),
        employeeIds: [b!.id],
      },
    });
    expect(one.body.data).toEqual({ created: 1, skipped: 0, replaced: 0 });
    const bad = await api('/shifts/paste-schedule', {
      method: 'POST',
      token,
      body: { sourceFrom: src, sourceTo: addDays(src, 6), targetFrom: addDays(src, 3) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.targetFrom).toBeDefined();
  });

  it('skips a pasted night shift that would run into a shift after the target range, and copies to someone who left only while employed', async () => {
    const { s, token, location, staff } = await rosterOrg(1);
    const src = monday(1);
    const target = addDays(src, 7);
    await addShifts(token, [
      {
        employeeId: staff[0]!.id,
        date: addDays(src, 6),
        start: '22:00',
        end: '06:00',
        locationId: location.id,
      },
      {
        employeeId: staff[0]!.id,
        date: addDays(src, 2),
        start: '22:00',
        end: '06:00',
        locationId: location.id,
      },
      // The Monday after the target week, 05:00: the copied Sunday night (to 06:00) would overlap it.
      {
        employeeId: staff[0]!.id,
        date: addDays(target, 7),
        start: '05:00',
        end: '09:00',
        locationId: location.id,
      },
    ]);
    const res = await api('/shifts/paste-schedule', {
      method: 'POST',
      token,
      body: { sourceFrom: src, sourceTo: addDays(src, 6), targetFrom: target },
    });
    expect(res.body.data).toEqual({ created: 1, skipped: 1, replaced: 0 });
    const { deps } = await getHarness();
    const leaver = await insertEmployee(s.organization.id, { startDate: '2025-01-06' });
    await api('/shifts/add-employees', { method: 'POST', token, body: { employeeIds: [leaver.id] } });
    await addShifts(token, [
      { employeeId: leaver.id, date: src, start: '09:00', end: '17:00', locationId: location.id },
      { employeeId: leaver.id, date: addDays(src, 3), start: '09:00', end: '17:00', locationId: location.id },
    ]);
    await deps.db
      .update(employees)
      .set({ separatedAt: addDays(target, 2) })
      .where(eq(employees.id, leaver.id));
    const left = await api('/shifts/paste-schedule', {
      method: 'POST',
      token,
      body: {
        sourceFrom: src,
        sourceTo: addDays(src, 6),
        targetFrom: addDays(src, 21),
        employeeIds: [leaver.id],
      },
    });
    expect(left.body.data).toEqual({ created: 0, skipped: 2, replaced: 0 });
    const partly = await api('/shifts/paste-schedule', {
      method: 'POST',
      token,
      body: { sourceFrom: src, sourceTo: addDays(src, 6), targetFrom: target, employeeIds: [leaver.id] },
    });
    expect(partly.body.data).toEqual({ created: 1, skipped: 1, replaced: 0 });
  });

  it('clears a range (optionally one location or some people) and answers the count', async () => {
    const { token, orgId, location, staff } = await rosterOrg(2);
    const second = await createLocation(token);
    const d = monday(1);
    await addShifts(token, [
      { employeeId: staff[0]!.id, date: d, start: '09:00', end: '17:00', locationId: location.id },
      { employeeId: staff[1]!.id, date: d, start: '09:00', end: '17:00', locationId: second.id },
      { employeeId: staff[1]!.id, date: addDays(d, 7), start: '09:00', end: '17:00', locationId: second.id },
    ]);
    const one = await api('/shifts/clear-schedule', {
      method: 'POST',
      token,
      body: { from: d, to: addDays(d, 6), locationId: second.id },
    });
    expect(one.body.data).toEqual({ removed: 1 });
    const rest = await api('/shifts/clear-schedule', {
      method: 'POST',
      token,
      body: { from: d, to: addDays(d, 6) },
    });
    expect(rest.body.data).toEqual({ removed: 1 });
    expect(await countFor(orgId)).toBe(1);
    expect(
      (await api('/shifts/clear-schedule', { method: 'POST', token, body: { from: addDays(d, 6), to: d } }))
        .status,
    ).toBe(422);
  });

  it('bulk-updates times and location, all or nothing; an edit that would overlap is 422', async () => {
    const { token, location, staff } = await rosterOrg(1);
    const second = await createLocation(token);
    const d = monday(1);
    const { ids } = await addShifts(token, [
      { employeeId: staff[0]!.id, date: d, start: '09:00', end: '13:00', locationId: location.id },
      { employeeId: staff[0]!.id, date: d, start: '14:00', end: '18:00', locationId: location.id },
      {
        employeeId: staff[0]!.id,
        date: addDays(d, 1),
        start: '09:00',
        end: '13:00',
        locationId: location.id,
      },
    ]);
    const moved = await api('/shifts/bulk/update', {
      method: 'PATCH',
      token,
      body: { ids: [ids[0], ids[2]], changes: { locationId: second.id, end: '14:00' } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ updated: 2 });
    const week = await grid(token, d);
    expect(
      week.shifts
        .filter((s: { locationId: string }) => s.locationId === second.id)
        .map((s: { end: string }) => s.end),
    ).toEqual(['14:00', '14:00']);

    const clash = await api('/shifts/bulk/update', {
      method: 'PATCH',
      token,
      body: { ids: [ids[0]], changes: { end: '15:00' } },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors['ids.0'][0]).toMatch(/^Overlaps .* 14:00–18:00\.$/);
    const breakTooLong = await api('/shifts/bulk/update', {
      method: 'PATCH',
      token,
      body: { ids, changes: { breakMinutes: 300 } },
    });
    expect(breakTooLong.status).toBe(422);
    expect(breakTooLong.body.errors['changes.breakMinutes']).toBeDefined();
    expect(
      (await api('/shifts/bulk/update', { method: 'PATCH', token, body: { ids, changes: {} } })).status,
    ).toBe(422);
    expect(
      (await grid(token, d)).shifts.map(
        (s: { end: string; breakMinutes: number }) => `${s.end}/${s.breakMinutes}`,
      ),
    ).toEqual(['14:00/0', '18:00/0', '14:00/0']);
  });

  it('shows separated people with past shifts, and people on the roster without shifts, in the grid', async () => {
    const { s, token, location, staff } = await rosterOrg(1);
    const newcomer = await insertEmployee(s.organization.id, { firstName: 'Zainab', lastName: 'Aaron' });
    await api('/shifts/add-employees', { method: 'POST', token, body: { employeeIds: [newcomer.id] } });
    const d = monday(1);
    await addShifts(token, [
      { employeeId: staff[0]!.id, date: d, start: '09:00', end: '10:00', locationId: location.id },
    ]);
    const week = await grid(token, d);
    expect(week.employees.map((e: { id: string }) => e.id)).toEqual([newcomer.id, staff[0]!.id]);
    expect(week.employees[0].wage).toBeNull();
    expect(week.byEmployee.find((r: { employeeId: string }) => r.employeeId === newcomer.id)).toMatchObject({
      regularMinutes: 0,
      cost: 0,
    });
    // People are paged; the day totals and the grand total still cover everyone.
    const page2 = (await api(`/shifts?from=${d}&to=${addDays(d, 6)}&perPage=1&page=2`, { token })).body.data;
    expect(page2.meta).toEqual({ page: 2, perPage: 1, total: 2, totalPages: 2 });
    expect(page2.employees.map((e: { id: string }) => e.id)).toEqual([staff[0]!.id]);
    const page1 = (await api(`/shifts?from=${d}&to=${addDays(d, 6)}&perPage=1`, { token })).body.data;
    expect(page1.shifts).toEqual([]);
    expect(page1.totals).toEqual(week.totals);
    expect(page1.byDay[0]).toMatchObject({ regularMinutes: 60, cost: 150_000 });
  });
});
