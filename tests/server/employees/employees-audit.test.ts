import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, employees } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee, detail, employeeInput } from './fixtures';
import { employeeRow, unique } from './import-fixtures';

/** The organisation's audit rows for one action, oldest first. */
async function auditsOf(organizationId: string, action: string) {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.createdAt));
}

/**
 * Runs `fn` while the database refuses every audit row of this organisation (a NOT VALID check constraint
 * on audit_logs naming it; other organisations' rows and the rows already stored are untouched), so a
 * write's audit row cannot be stored.
 */
async function withAuditRefused<T>(organizationId: string, fn: () => Promise<T>): Promise<T> {
  const { deps } = await getHarness();
  const name = sql.identifier(`test_refuse_audit_${organizationId.replace(/-/g, '')}`);
  await deps.db.execute(
    // DDL takes no bind parameters; the id is a uuid the database itself made.
    sql`alter table audit_logs add constraint ${name} check (organization_id <> ${sql.raw(`'${organizationId}'::uuid`)}) not valid`,
  );
  try {
    return await fn();
  } finally {
    await deps.db.execute(sql`alter table audit_logs drop constraint ${name}`);
  }
}

describe('[EMPLOYEES] the audit row of a write (issue 10)', () => {
  it('writes one row per change with entity `employees`, the record before and the answer after', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const e = await createEmployee(s.token, { basic: 30_000_000 });

    const put = await api(`/employees/${e.id}`, {
      method: 'PUT',
      token: s.token,
      body: { basic: 45_000_000 },
    });
    expect(put.status).toBe(200);
    const [update] = await auditsOf(orgId, 'PUT /employees/{employee_id}');
    expect(update).toMatchObject({ entity: 'employees', entityId: e.id, actorUserId: s.user.id });
    expect(update!.before).toMatchObject({ id: e.id, basic: 30_000_000 });
    expect(update!.after).toMatchObject({ id: e.id, basic: 45_000_000 });

    // A bulk change: `before` lists the employees by what the change overwrote.
    await api('/employees/suspend', {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [e.id], startDate: '2026-03-02', reason: 'Audit', withPay: true },
    });
    const [suspend] = await auditsOf(orgId, 'POST /employees/suspend');
    expect(suspend).toMatchObject({ entity: 'employees' });
    expect(suspend!.before).toEqual([{ was: { status: 'active' }, employeeIds: [e.id] }]);
    expect(suspend!.after).toEqual({ updated: 1 });

    // The restore GET changes something: exactly one row, in its transaction, with before and after.
    await api('/employees/separate', {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [e.id], date: '2026-04-30', reason: 'Resigned' },
    });
    expect((await api(`/employees/${e.id}/restore`, { token: s.token })).status).toBe(200);
    const restores = await auditsOf(orgId, 'GET /employees/{employee_id}/restore');
    expect(restores).toHaveLength(1);
    expect(restores[0]!.before).toMatchObject({ status: 'separated' });
    expect(restores[0]!.after).toMatchObject({ status: 'active' });
  });

  it('keeps an import’s audit row to the count, and leaves none for a check that changes nothing', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const rows = [employeeRow(unique())];
    expect(
      (await api('/employees/validate', { method: 'POST', token: s.token, body: { rows } })).status,
    ).toBe(200);
    expect(await auditsOf(orgId, 'POST /employees/validate')).toHaveLength(0);
    const res = await api('/employees/import', { method: 'POST', token: s.token, body: { rows } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    const [row] = await auditsOf(orgId, 'POST /employees/import');
    expect(row).toMatchObject({ entity: 'employees', before: null, after: { imported: 1 } });
  });

  it('does not make a change whose audit row cannot be stored', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const e = await createEmployee(s.token, { firstName: 'Ada' });
    const { deps } = await getHarness();
    const input = employeeInput();

    await withAuditRefused(orgId, async () => {
      const put = await api(`/employees/${e.id}`, {
        method: 'PUT',
        token: s.token,
        body: { firstName: 'Unaudited' },
      });
      expect(put.status).toBe(500);
      const created = await api('/employees', { method: 'POST', token: s.token, body: input });
      expect(created.status).toBe(500);
      const separated = await api('/employees/separate', {
        method: 'POST',
        token: s.token,
        body: { employeeIds: [e.id], date: '2026-04-30', reason: 'Resigned' },
      });
      expect(separated.status).toBe(500);
    });

    expect(await detail(s.token, e.id)).toMatchObject({ firstName: 'Ada', status: 'active' });
    expect(
      await deps.db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.organizationId, orgId), eq(employees.staffId, input.staffId))),
    ).toHaveLength(0);
    // Once the audit can be stored again, the same change goes through.
    expect(
      (await api(`/employees/${e.id}`, { method: 'PUT', token: s.token, body: { firstName: 'Audited' } }))
        .status,
    ).toBe(200);
  });
});
