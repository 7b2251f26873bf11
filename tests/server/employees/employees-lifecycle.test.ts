import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, employeeSuspensions } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee, detail, msg, teamAdmin } from './fixtures';

const suspension = {
  startDate: '2026-03-02',
  endDate: '2026-03-16',
  reason: 'Investigation pending',
  withPay: true,
};
const suspend = (token: string, employeeIds: string[], extra = {}) =>
  api('/employees/suspend', { method: 'POST', token, body: { employeeIds, ...suspension, ...extra } });
const separate = (token: string, employeeIds: string[]) =>
  api('/employees/separate', {
    method: 'POST',
    token,
    body: { employeeIds, date: '2026-04-30', reason: 'Resigned' },
  });

describe('[EMPLOYEES] POST employees/suspend and DELETE employees/{id}/revoke/{suspend_id}', () => {
  it('suspends many with dates, shows the live suspension, and revoking makes the employee active again', async () => {
    const s = await employerSession();
    const a = await createEmployee(s.token);
    const b = await createEmployee(s.token);
    const res = await suspend(s.token, [a.id, b.id]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: msg('employees.api.employeesSuspended'),
      data: { updated: 2 },
    });
    const suspended = await detail(s.token, a.id);
    expect(suspended.status).toBe('suspended');
    expect(suspended.activeSuspension).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-16',
      reason: 'Investigation pending',
      withPay: true,
    });

    const revoked = await api(`/employees/${a.id}/revoke/${suspended.activeSuspension!.id}`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ status: 'active', activeSuspension: null });
    const { deps } = await getHarness();
    const [row] = await deps.db
      .select()
      .from(employeeSuspensions)
      .where(eq(employeeSuspensions.id, suspended.activeSuspension!.id));
    expect(row!.revokedAt).not.toBeNull();
    // Revoking twice is refused; b is still suspended.
    expect(
      (await api(`/employees/${a.id}/revoke/${row!.id}`, { method: 'DELETE', token: s.token })).status,
    ).toBe(409);
    expect((await detail(s.token, b.id)).status).toBe('suspended');
  });

  it('a batch with a suspended or separated employee changes nothing and names them', async () => {
    const s = await employerSession();
    const fine = await createEmployee(s.token, { firstName: 'Fine', lastName: 'Person' });
    const already = await createEmployee(s.token, { firstName: 'Already', lastName: 'Suspended' });
    const gone = await createEmployee(s.token, { firstName: 'Long', lastName: 'Gone' });
    expect((await suspend(s.token, [already.id])).status).toBe(200);
    expect((await separate(s.token, [gone.id])).status).toBe(200);

    const res = await suspend(s.token, [fine.id, already.id, gone.id]);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(res.body.message).toContain('Already Suspended');
    expect(res.body.message).toContain('Long Gone');
    expect((await detail(s.token, fine.id)).status).toBe('active');
    const { deps } = await getHarness();
    expect(
      await deps.db.select().from(employeeSuspensions).where(eq(employeeSuspensions.employeeId, fine.id)),
    ).toEqual([]);
  });

  it('another tenant’s ids answer 404 and nothing is suspended; bad dates answer 422', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const mine = await createEmployee(s.token);
    const theirs = await createEmployee(other.token);
    expect((await suspend(s.token, [mine.id, theirs.id])).status).toBe(404);
    expect((await detail(s.token, mine.id)).status).toBe('active');
    expect((await detail(other.token, theirs.id)).status).toBe('active');
    const bad = await suspend(s.token, [mine.id], { endDate: '2026-03-01' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['endDate']);
    expect((await suspend(s.token, [])).body.errors).toHaveProperty('employeeIds');

    // Revoke: someone else's employee, or a suspension of another employee, is 404.
    await suspend(other.token, [theirs.id]);
    const theirSuspension = (await detail(other.token, theirs.id)).activeSuspension!.id;
    expect(
      (await api(`/employees/${theirs.id}/revoke/${theirSuspension}`, { method: 'DELETE', token: s.token }))
        .status,
    ).toBe(404);
    expect(
      (await api(`/employees/${mine.id}/revoke/${theirSuspension}`, { method: 'DELETE', token: s.token }))
        .status,
    ).toBe(404);
    expect((await detail(other.token, theirs.id)).status).toBe('suspended');
  });
});

describe('[EMPLOYEES] POST employees/separate and GET employees/{id}/restore', () => {
  it('separates (ending a live suspension) and restores, writing an audit row for the GET', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token);
    await suspend(s.token, [e.id]);
    const res = await separate(s.token, [e.id]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: msg('employees.api.employeesSeparated'),
      data: { updated: 1 },
    });
    const separated = await detail(s.token, e.id);
    expect(separated).toMatchObject({
      status: 'separated',
      separatedAt: '2026-04-30',
      separationReason: 'Resigned',
      activeSuspension: null,
    });
    const { deps } = await getHarness();
    const rows = await deps.db
      .select()
      .from(employeeSuspensions)
      .where(eq(employeeSuspensions.employeeId, e.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    // Separating again is refused.
    expect((await separate(s.token, [e.id])).status).toBe(409);

    const restored = await api(`/employees/${e.id}/restore`, { token: s.token });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(msg('employees.api.employeeRestored'));
    expect(restored.body.data).toMatchObject({ status: 'active', separatedAt: null, separationReason: null });
    const [audit] = await deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.entityId, e.id)))
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'GET /employees/{employee_id}/restore',
      entity: 'employees',
      actorUserId: s.user.id,
    });
    expect(audit!.before).toMatchObject({ status: 'separated' });
    expect(audit!.after).toMatchObject({ status: 'active' });
    // Restoring an active employee is refused.
    expect((await api(`/employees/${e.id}/restore`, { token: s.token })).status).toBe(409);
  });

  it('another tenant’s ids answer 404 and nothing changes', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const theirs = await createEmployee(other.token);
    expect((await separate(s.token, [theirs.id])).status).toBe(404);
    await separate(other.token, [theirs.id]);
    expect((await api(`/employees/${theirs.id}/restore`, { token: s.token })).status).toBe(404);
    expect((await detail(other.token, theirs.id)).status).toBe('separated');
  });

  it('a team admin without `employees` cannot suspend, revoke, separate or restore', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token);
    const hr = await teamAdmin(s.organization.id, ['payroll.create']);
    expect((await suspend(hr.token, [e.id])).status).toBe(403);
    expect((await separate(hr.token, [e.id])).status).toBe(403);
    expect((await api(`/employees/${e.id}/restore`, { token: hr.token })).status).toBe(403);
    expect(
      (await api(`/employees/${e.id}/revoke/${crypto.randomUUID()}`, { method: 'DELETE', token: hr.token }))
        .status,
    ).toBe(403);
    expect((await detail(s.token, e.id)).status).toBe('active');
  });
});
