import { expect } from 'vitest';
import { api } from '../helpers/app';

export { insertEmployee, teamAdmin } from '../departments/fixtures';

/** A leave type through the API with sensible defaults (20 working days, upfront, no carry-over). */
export async function createType(token: string, o: Record<string, unknown> = {}) {
  const res = await api('/leaves/leave-types', {
    method: 'POST',
    token,
    body: {
      name: `Annual ${crypto.randomUUID().slice(0, 6)}`,
      paid: true,
      daysPerYear: 20,
      accrual: 'upfront',
      ...o,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string };
}

export async function createRequest(token: string, body: Record<string, unknown>, status = 201) {
  const res = await api('/leaves', { method: 'POST', token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

export async function approve(token: string, id: string) {
  const res = await api(`/leaves/${id}`, { method: 'PATCH', token, body: { decision: 'approve' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function balanceOf(token: string, employeeId: string, typeId: string, date?: string) {
  const res = await api(`/leaves/balances?employeeId=${employeeId}${date ? `&date=${date}` : ''}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (
    res.body.data as {
      leaveType: { id: string };
      balance: number;
      pending: number;
      entries: { kind: string; days: number; effectiveDate: string }[];
    }[]
  ).find((b) => b.leaveType.id === typeId);
}
