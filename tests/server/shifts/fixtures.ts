import { expect } from 'vitest';
import { localDate } from '@/server/modules/shifts/shifts.time';
import { addDays, mondayOf } from '@/server/modules/shifts/shifts.calc';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { insertEmployee } from '../departments/fixtures';

export { insertEmployee, teamAdmin } from '../departments/fixtures';

/** Today in Lagos (the demo organisations are Nigerian) and the Monday `weeks` weeks from this one. */
export const today = () => localDate(new Date(), 'NG');
export const monday = (weeks = 1) => addDays(mondayOf(today()), 7 * weeks);
export { addDays };

export async function createLocation(token: string, name = `Store ${crypto.randomUUID().slice(0, 6)}`) {
  const res = await api('/shifts/locations', {
    method: 'POST',
    token,
    body: { name, address: '12 Allen Avenue, Ikeja' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string };
}

/** An employer with one location and `people` employees on the roster, each paid `rate` kobo an hour. */
export async function rosterOrg(people = 2, rate = 150_000) {
  const s = await employerSession();
  const location = await createLocation(s.token);
  const staff = [];
  for (let i = 0; i < people; i++)
    staff.push(
      await insertEmployee(s.organization.id, {
        firstName: `Worker${i}`,
        lastName: `Hourly ${i}`,
        startDate: '2025-01-06',
      }),
    );
  const added = await api('/shifts/add-employees', {
    method: 'POST',
    token: s.token,
    body: { employeeIds: staff.map((e) => e.id) },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  for (const e of staff) {
    const wage = await api(`/shifts/${e.id}/update-wage`, {
      method: 'PATCH',
      token: s.token,
      body: { hourlyRate: rate, effectiveFrom: '2025-01-06' },
    });
    expect(wage.status, JSON.stringify(wage.body)).toBe(200);
  }
  return { s, token: s.token, orgId: s.organization.id, location, staff };
}

export type ShiftBody = {
  employeeId: string;
  date: string;
  start: string;
  end: string;
  breakMinutes?: number;
  locationId: string;
  note?: string;
};

export async function addShifts(token: string, shifts: ShiftBody[]) {
  const res = await api('/shifts', { method: 'POST', token, body: { shifts } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { created: number; ids: string[] };
}

export async function grid(token: string, from: string, to = addDays(from, 6), locationId?: string) {
  const res = await api(`/shifts?from=${from}&to=${to}${locationId ? `&locationId=${locationId}` : ''}`, {
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
