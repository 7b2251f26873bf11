import { describe, expect, it } from 'vitest';
import type { Addon } from '@/lib/contracts/employees';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee, msg, teamAdmin } from './fixtures';

const bonus = {
  kind: 'bonus',
  name: 'Q1 performance bonus',
  amount: 5_000_000,
  frequency: 'one_off',
  startPeriod: '2026-03',
};
const loan = {
  kind: 'deduction',
  name: 'Staff loan',
  amount: 2_500_000,
  frequency: 'recurring',
  startPeriod: '2026-01',
  endPeriod: '2026-06',
};

describe('[EMPLOYEES] add-ons', () => {
  it('adds, lists, replaces and removes bonuses and deductions in the employee’s pay currency', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token, { payCurrency: 'USD' });
    const created = await api(`/employees/add-ons/${e.id}`, { method: 'POST', token: s.token, body: bonus });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(msg('employees.api.addonCreated'));
    expect(created.body.data).toMatchObject({ ...bonus, employeeId: e.id, currency: 'USD', endPeriod: null });
    const second = await api(`/employees/add-ons/${e.id}`, { method: 'POST', token: s.token, body: loan });
    expect(second.status).toBe(201);

    const list = await api(`/employees/add-ons/${e.id}`, { token: s.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: Addon) => a.name)).toEqual(['Q1 performance bonus', 'Staff loan']); // newest period first

    const id = created.body.data.id;
    const put = await api(`/employees/add-ons/${id}`, {
      method: 'PUT',
      token: s.token,
      body: { ...bonus, amount: 6_000_000, frequency: 'recurring', endPeriod: '2026-05' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      id,
      amount: 6_000_000,
      frequency: 'recurring',
      endPeriod: '2026-05',
      currency: 'USD',
    });

    const del = await api(`/employees/add-ons/${id}`, { method: 'DELETE', token: s.token });
    expect(del.status).toBe(200);
    expect(
      (await api(`/employees/add-ons/${e.id}`, { token: s.token })).body.data.map((a: Addon) => a.name),
    ).toEqual(['Staff loan']);
    expect((await api(`/employees/add-ons/${id}`, { method: 'DELETE', token: s.token })).status).toBe(404);
  });

  it('answers 422 with the field for a bad add-on', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token);
    const oneOffEnd = await api(`/employees/add-ons/${e.id}`, {
      method: 'POST',
      token: s.token,
      body: { ...bonus, endPeriod: '2026-04' },
    });
    expect(oneOffEnd.status).toBe(422);
    expect(oneOffEnd.body.errors).toEqual({ endPeriod: [msg('validation.endPeriodOneOff')] });
    const bad = await api(`/employees/add-ons/${e.id}`, {
      method: 'POST',
      token: s.token,
      body: { ...loan, amount: 0, startPeriod: '2026-13', endPeriod: null },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'startPeriod']);
  });

  it('another tenant’s employee or add-on answers 404 and is left alone', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const theirs = await createEmployee(other.token);
    const theirAddon = (
      await api(`/employees/add-ons/${theirs.id}`, { method: 'POST', token: other.token, body: bonus })
    ).body.data;
    expect((await api(`/employees/add-ons/${theirs.id}`, { token: s.token })).status).toBe(404);
    expect(
      (await api(`/employees/add-ons/${theirs.id}`, { method: 'POST', token: s.token, body: bonus })).status,
    ).toBe(404);
    expect(
      (await api(`/employees/add-ons/${theirAddon.id}`, { method: 'PUT', token: s.token, body: loan }))
        .status,
    ).toBe(404);
    expect(
      (await api(`/employees/add-ons/${theirAddon.id}`, { method: 'DELETE', token: s.token })).status,
    ).toBe(404);
    expect((await api(`/employees/add-ons/${theirs.id}`, { token: other.token })).body.data).toEqual([
      theirAddon,
    ]);
  });
});

describe('[EMPLOYEES] queries', () => {
  it('issues a query, lists it with its issuer, and records the response once', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token);
    const issued = await api(`/employees/${e.id}/queries`, {
      method: 'POST',
      token: s.token,
      body: { subject: 'Lateness', body: 'Explain your lateness on 3 March.' },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.message).toBe(msg('employees.api.queryIssued'));
    expect(issued.body.data).toMatchObject({
      subject: 'Lateness',
      issuedBy: `${s.user.firstName} ${s.user.lastName}`,
      response: null,
      respondedAt: null,
    });

    const answered = await api(`/employees/${e.id}/queries`, {
      method: 'POST',
      token: s.token,
      body: { queryId: issued.body.data.id, response: 'Traffic on Third Mainland Bridge.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.message).toBe(msg('employees.api.queryAnswered'));
    expect(answered.body.data.response).toBe('Traffic on Third Mainland Bridge.');
    expect(answered.body.data.respondedAt).not.toBeNull();
    const again = await api(`/employees/${e.id}/queries`, {
      method: 'POST',
      token: s.token,
      body: { queryId: issued.body.data.id, response: 'Changed story' },
    });
    expect(again.status).toBe(409);

    const list = await api(`/employees/${e.id}/queries`, { token: s.token });
    expect(list.body.data).toEqual([answered.body.data]);
  });

  it('refuses an empty query, an unknown query id and another tenant’s employee', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const e = await createEmployee(s.token);
    const theirs = await createEmployee(other.token);
    expect(
      (
        await api(`/employees/${e.id}/queries`, {
          method: 'POST',
          token: s.token,
          body: { subject: '', body: '' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await api(`/employees/${e.id}/queries`, {
          method: 'POST',
          token: s.token,
          body: { queryId: crypto.randomUUID(), response: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await api(`/employees/${theirs.id}/queries`, { token: s.token })).status).toBe(404);
    expect(
      (
        await api(`/employees/${theirs.id}/queries`, {
          method: 'POST',
          token: s.token,
          body: { subject: 'S', body: 'B' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('[EMPLOYEES] payroll history and permissions', () => {
  it('answers an empty page with meta until payroll runs exist; 404 for another tenant', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const e = await createEmployee(s.token);
    const res = await api(`/employees/${e.id}/payroll-history?perPage=10`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], meta: { page: 1, perPage: 10, total: 0, totalPages: 1 } });
    expect(
      (await api(`/employees/${(await createEmployee(other.token)).id}/payroll-history`, { token: s.token }))
        .status,
    ).toBe(404);
  });

  it('a team admin without `employees` gets 403 on add-ons, queries and history', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token);
    const addon = (await api(`/employees/add-ons/${e.id}`, { method: 'POST', token: s.token, body: bonus }))
      .body.data;
    const hr = await teamAdmin(s.organization.id, ['comms']);
    expect((await api(`/employees/add-ons/${e.id}`, { token: hr.token })).status).toBe(403);
    expect(
      (await api(`/employees/add-ons/${e.id}`, { method: 'POST', token: hr.token, body: bonus })).status,
    ).toBe(403);
    expect(
      (await api(`/employees/add-ons/${addon.id}`, { method: 'PUT', token: hr.token, body: loan })).status,
    ).toBe(403);
    expect((await api(`/employees/add-ons/${addon.id}`, { method: 'DELETE', token: hr.token })).status).toBe(
      403,
    );
    expect((await api(`/employees/${e.id}/queries`, { token: hr.token })).status).toBe(403);
    expect(
      (
        await api(`/employees/${e.id}/queries`, {
          method: 'POST',
          token: hr.token,
          body: { subject: 'S', body: 'B' },
        })
      ).status,
    ).toBe(403);
    expect((await api(`/employees/${e.id}/payroll-history`, { token: hr.token })).status).toBe(403);
    expect((await api(`/employees/add-ons/${e.id}`, { token: s.token })).body.data).toHaveLength(1);
  });
});
