import { beforeAll, describe, expect, it } from 'vitest';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import {
  addDays,
  addShifts,
  createLocation,
  grid,
  insertEmployee,
  monday,
  rosterOrg,
  today,
} from './fixtures';

// Opening and migrating the worker's database can take a while on a busy machine.
beforeAll(() => getHarness().then(() => undefined), 120_000);

describe('[SHIFTS] locations', () => {
  it('adds, lists with upcoming shift counts, refuses a duplicate or blank name, and refuses deleting one with future shifts (409 naming the count)', async () => {
    const { token, location, staff } = await rosterOrg(1);
    const dup = await api('/shifts/locations', {
      method: 'POST',
      token,
      body: { name: location.name.toUpperCase() },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toEqual(['A location with this name already exists.']);
    const blank = await api('/shifts/locations', { method: 'POST', token, body: { name: '  ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toBeDefined();

    const next = monday(1);
    await addShifts(token, [
      { employeeId: staff[0]!.id, date: next, start: '09:00', end: '17:00', locationId: location.id },
      {
        employeeId: staff[0]!.id,
        date: addDays(next, 1),
        start: '09:00',
        end: '17:00',
        locationId: location.id,
      },
    ]);
    const list = await api('/shifts/locations', { token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: location.id, futureShifts: 2, address: '12 Allen Avenue, Ikeja' }),
    ]);

    const refused = await api(`/shifts/locations/${location.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${location.name} has 2 upcoming shifts. Move or delete them before deleting the location.`,
    );

    await api('/shifts/clear-schedule', {
      method: 'POST',
      token,
      body: { from: next, to: addDays(next, 6) },
    });
    const gone = await api(`/shifts/locations/${location.id}`, { method: 'DELETE', token });
    expect(gone.status).toBe(200);
    expect((await api('/shifts/locations', { token })).body.data).toEqual([]);
    // The name is free again; the retired location is gone for new shifts.
    await createLocation(token, location.name);
    const onRetired = await api('/shifts', {
      method: 'POST',
      token,
      body: {
        shifts: [
          { employeeId: staff[0]!.id, date: next, start: '09:00', end: '10:00', locationId: location.id },
        ],
      },
    });
    expect(onRetired.status).toBe(404);
  });

  it('keeps a location with only past shifts deletable, and its past shifts still report under its name', async () => {
    const { token, location, staff } = await rosterOrg(1);
    const past = addDays(today(), -10);
    await addShifts(token, [
      { employeeId: staff[0]!.id, date: past, start: '08:00', end: '12:00', locationId: location.id },
    ]);
    expect((await api(`/shifts/locations/${location.id}`, { method: 'DELETE', token })).status).toBe(200);
    const report = await api(`/shifts/report?from=${past}&to=${past}`, { token });
    expect(report.body.data.byLocation).toEqual([
      expect.objectContaining({ name: location.name, regularMinutes: 240 }),
    ]);
  });
});

describe('[SHIFTS] roster and wages', () => {
  it('adds employees once (created/skipped), refuses separated ones, and removes one with their future shifts only', async () => {
    const s = await employerSession();
    const location = await createLocation(s.token);
    const a = await insertEmployee(s.organization.id, { startDate: '2025-01-06' });
    const b = await insertEmployee(s.organization.id, { startDate: '2025-01-06' });
    const gone = await insertEmployee(s.organization.id, { status: 'separated' });
    const first = await api('/shifts/add-employees', {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [a.id] },
    });
    expect(first.body.data).toEqual({ created: 1, skipped: 0 });
    const again = await api('/shifts/add-employees', {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [a.id, b.id] },
    });
    expect(again.body.data).toEqual({ created: 1, skipped: 1 });
    const separated = await api('/shifts/add-employees', {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [gone.id] },
    });
    expect(separated.status).toBe(422);
    expect(separated.body.errors['employeeIds.0']).toEqual([
      'A separated employee cannot be put on the roster.',
    ]);
    const empty = await api('/shifts/add-employees', {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [] },
    });
    expect(empty.status).toBe(422);

    const past = addDays(today(), -3);
    const future = monday(1);
    await addShifts(s.token, [
      { employeeId: a.id, date: past, start: '09:00', end: '17:00', locationId: location.id },
      { employeeId: a.id, date: future, start: '09:00', end: '17:00', locationId: location.id },
    ]);
    const removed = await api('/shifts/remove-employee', {
      method: 'POST',
      token: s.token,
      body: { employeeId: a.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: 1 });
    const week = await grid(s.token, past, addDays(past, 0));
    expect(week.shifts).toHaveLength(1);
    expect(
      (await api('/shifts/remove-employee', { method: 'POST', token: s.token, body: { employeeId: a.id } }))
        .status,
    ).toBe(404);
    // Off the roster: no new shifts for them.
    const refused = await api('/shifts', {
      method: 'POST',
      token: s.token,
      body: {
        shifts: [{ employeeId: a.id, date: future, start: '09:00', end: '10:00', locationId: location.id }],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['shifts.0.employeeId'][0]).toMatch(/is not on the roster/);
  });

  it('applies wage changes from their date: earlier shifts keep the old rate; no backdating once a wage exists', async () => {
    const { token, location, staff } = await rosterOrg(1, 100_000);
    const e = staff[0]!;
    const next = monday(1);
    await addShifts(token, [
      { employeeId: e.id, date: next, start: '09:00', end: '17:00', locationId: location.id },
      { employeeId: e.id, date: addDays(next, 2), start: '09:00', end: '17:00', locationId: location.id },
    ]);
    const change = await api(`/shifts/${e.id}/update-wage`, {
      method: 'PATCH',
      token,
      body: { hourlyRate: 200_000, overtimeMultiplier: 2, effectiveFrom: addDays(next, 1) },
    });
    expect(change.status).toBe(200);
    expect(change.body.data.wage).toEqual({
      hourlyRate: 200_000,
      currency: 'NGN',
      overtimeMultiplier: 2,
      effectiveFrom: addDays(next, 1),
    });
    expect(change.body.data.history).toHaveLength(2);
    const week = await grid(token, next);
    const costs = week.shifts.map((x: { cost: number }) => x.cost);
    expect(costs).toEqual([8 * 100_000, 8 * 200_000]);
    expect(week.totals.cost).toBe(2_400_000);
    expect(week.employees[0].wage).toMatchObject({ hourlyRate: 100_000 });
    expect(week.employees[0].upcomingWages).toEqual([expect.objectContaining({ hourlyRate: 200_000 })]);

    const backdated = await api(`/shifts/${e.id}/update-wage`, {
      method: 'PATCH',
      token,
      body: { hourlyRate: 1, effectiveFrom: addDays(today(), -1) },
    });
    expect(backdated.status).toBe(422);
    expect(backdated.body.errors.effectiveFrom).toBeDefined();
    for (const body of [
      { hourlyRate: 0 },
      { hourlyRate: 10.5 },
      { hourlyRate: 1000, overtimeMultiplier: 0.5 },
      { hourlyRate: 1000, effectiveFrom: '2026-02-30' },
    ]) {
      const bad = await api(`/shifts/${e.id}/update-wage`, { method: 'PATCH', token, body });
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    expect((await grid(token, next)).totals.cost).toBe(2_400_000);
  });
});
