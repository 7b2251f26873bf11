import { beforeAll, describe, expect, it } from 'vitest';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createRequest, createType, insertEmployee, teamAdmin } from './fixtures';

// Opening the worker's database can take longer than one test's timeout on a loaded machine.
beforeAll(() => getHarness(), 120_000);

describe('[LEAVE] leave types', () => {
  it("starts a new organisation with its country's types, once", async () => {
    const s = await employerSession();
    const res = await api('/leaves/leave-types', { token: s.token });
    expect(res.status).toBe(200);
    const names = res.body.data.map((t: { name: string }) => t.name);
    expect(names).toEqual([
      'Annual leave',
      'Compassionate leave',
      'Maternity leave',
      'Paternity leave',
      'Sick leave',
      'Unpaid leave',
    ]);
    const maternity = res.body.data.find((t: { name: string }) => t.name === 'Maternity leave');
    expect(maternity).toMatchObject({ daysPerYear: 84, gender: 'female', countsWeekends: true, paid: true });
    expect(res.body.data.find((t: { name: string }) => t.name === 'Annual leave')).toMatchObject({
      daysPerYear: 6,
      minServiceMonths: 12,
    });
    expect(res.body.data.find((t: { name: string }) => t.name === 'Unpaid leave')).toMatchObject({
      paid: false,
      allowNegative: true,
    });
    // Deleting every default never brings them back.
    for (const t of res.body.data)
      expect((await api(`/leaves/leave-types/${t.id}`, { method: 'DELETE', token: s.token })).status).toBe(
        200,
      );
    expect((await api('/leaves/leave-types', { token: s.token })).body.data).toEqual([]);
  });

  it('creates, refuses bad input and a duplicate name with nothing saved, updates and archives', async () => {
    const s = await employerSession();
    const type = await createType(s.token, {
      name: 'Study leave',
      carryOverDays: 5,
      carryOverExpiry: '03-31',
      accrual: 'monthly',
    });
    const bad = await api('/leaves/leave-types', {
      method: 'POST',
      token: s.token,
      body: {
        name: ' ',
        paid: 'yes',
        daysPerYear: -1,
        accrual: 'weekly',
        carryOverExpiry: '13-01',
        gender: 'other',
        departmentIds: ['x'],
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['accrual', 'carryOverExpiry', 'daysPerYear', 'departmentIds.0', 'gender', 'name', 'paid'].sort(),
    );
    expect(bad.body.errors.carryOverExpiry).toEqual(['Enter a day as MM-DD.']);
    const dup = await api('/leaves/leave-types', {
      method: 'POST',
      token: s.token,
      body: { name: 'STUDY LEAVE', paid: true, daysPerYear: 1, accrual: 'upfront' },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toEqual(['A leave type with this name already exists.']);
    const foreignDept = await api('/leaves/leave-types', {
      method: 'POST',
      token: s.token,
      body: {
        name: 'Scoped',
        paid: true,
        daysPerYear: 1,
        accrual: 'upfront',
        departmentIds: [crypto.randomUUID()],
      },
    });
    expect(foreignDept.status).toBe(422);
    expect(foreignDept.body.errors.departmentIds).toBeDefined();
    const list = await api('/leaves/leave-types', { token: s.token });
    expect(list.body.data.filter((t: { name: string }) => /study|scoped/i.test(t.name))).toHaveLength(1);

    const put = await api(`/leaves/leave-types/${type.id}`, {
      method: 'PUT',
      token: s.token,
      body: { name: 'Study leave', paid: false, daysPerYear: 10, accrual: 'upfront', archived: true },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      paid: false,
      daysPerYear: 10,
      archived: true,
      carryOverDays: 0,
      carryOverExpiry: null,
    });
    const archived = await api('/leaves/leave-types?archived=true', { token: s.token });
    expect(archived.body.data.map((t: { id: string }) => t.id)).toEqual([type.id]);
  });

  it('refuses to delete a type with requests (409 with the count); filters list the options', async () => {
    const s = await employerSession();
    const type = await createType(s.token);
    const e = await insertEmployee(s.organization.id);
    await createRequest(s.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    });
    const del = await api(`/leaves/leave-types/${type.id}`, { method: 'DELETE', token: s.token });
    expect(del.status).toBe(409);
    expect(del.body.message).toContain('1 request');
    const filters = await api('/leaves/leave-types/filters', { token: s.token });
    expect(filters.status).toBe(200);
    expect(filters.body.data.statuses).toEqual(['pending', 'approved', 'declined', 'cancelled', 'ended']);
    expect(filters.body.data.types.map((t: { id: string }) => t.id)).toContain(type.id);
  });

  it('offers payroll groups by name to the type form, and a type scoped to one accepts it', async () => {
    const s = await employerSession();
    const group = await api('/payroll-groups', { method: 'POST', token: s.token, body: { name: 'Drivers' } });
    expect(group.status).toBe(201);
    const filters = await api('/leaves/leave-types/filters', { token: s.token });
    expect(filters.body.data.payrollGroups).toEqual([{ id: group.body.data.id, name: 'Drivers' }]);
    const scoped = await createType(s.token, { payrollGroupIds: [group.body.data.id] });
    expect(scoped).toMatchObject({ payrollGroupIds: [group.body.data.id] });
  });

  it('answers 404 for another organisation, 403 without the leave permission, 402 on writes once the subscription expired', async () => {
    const a = await employerSession();
    const b = await employerSession();
    const type = await createType(a.token);
    const body = { name: 'X', paid: true, daysPerYear: 1, accrual: 'upfront' };
    expect(
      (await api(`/leaves/leave-types/${type.id}`, { method: 'PUT', token: b.token, body })).status,
    ).toBe(404);
    expect((await api(`/leaves/leave-types/${type.id}`, { method: 'DELETE', token: b.token })).status).toBe(
      404,
    );
    const noLeave = await teamAdmin(a.organization.id, ['employees']);
    expect((await api('/leaves/leave-types', { token: noLeave.token })).status).toBe(403);
    expect((await api('/leaves/leave-types', { method: 'POST', token: noLeave.token, body })).status).toBe(
      403,
    );
    const withLeave = await teamAdmin(a.organization.id, ['leave']);
    expect((await api('/leaves/leave-types', { token: withLeave.token })).status).toBe(200);
    expect((await api('/leaves/leave-types')).status).toBe(401);
  });
});
