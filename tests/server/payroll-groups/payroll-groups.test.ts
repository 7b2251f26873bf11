import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, payrollGroups } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createGroup, groupOf, insertEmployee, teamAdmin } from './fixtures';

describe('[PAYROLL GROUPS] list', () => {
  it('pages in name order with head count and monthly gross per currency, searches, and returns all with result=all', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const field = await createGroup(s.token, 'Field staff');
    await createGroup(s.token, 'contractors');
    await createGroup(s.token, 'Managers');
    await insertEmployee(orgId, { payrollGroupId: field.id, basic: 20_000_000, housing: 5_000_000 });
    await insertEmployee(orgId, { payrollGroupId: field.id, basic: 10_000_000, transport: 1_000_000 });
    await insertEmployee(orgId, { payrollGroupId: field.id, payCurrency: 'USD', basic: 300_000 });
    // A leaver still counts as a member but is not paid.
    await insertEmployee(orgId, { payrollGroupId: field.id, basic: 99_000_000, status: 'separated' });
    await insertEmployee(orgId, { basic: 50_000_000 }); // in no group

    const first = await api('/payroll-groups?page=1&perPage=2', { token: s.token });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, perPage: 2, total: 3, totalPages: 2 });
    expect(first.body.data.map((g: { name: string }) => g.name)).toEqual(['contractors', 'Field staff']);
    expect(first.body.data[1]).toEqual({
      id: field.id,
      name: 'Field staff',
      description: null,
      employeeCount: 4,
      monthlyGross: { NGN: 36_000_000, USD: 300_000 },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(first.body.data[0]).toMatchObject({ employeeCount: 0, monthlyGross: {} });

    const second = await api('/payroll-groups?page=2&perPage=2', { token: s.token });
    expect(second.body.data.map((g: { name: string }) => g.name)).toEqual(['Managers']);
    const searched = await api('/payroll-groups?search=FIELD', { token: s.token });
    expect(searched.body.data.map((g: { id: string }) => g.id)).toEqual([field.id]);
    expect(searched.body.meta.total).toBe(1);
    expect((await api('/payroll-groups?search=%25', { token: s.token })).body.data).toEqual([]);
    const all = await api('/payroll-groups?result=all', { token: s.token });
    expect(all.body.data).toHaveLength(3);
    expect(all.body.meta).toMatchObject({ page: 1, total: 3 });
    expect((await api('/payroll-groups?perPage=500', { token: s.token })).status).toBe(422);
  });

  it('answers only for the session organisation, and needs a session', async () => {
    const a = await employerSession();
    const b = await employerSession();
    await createGroup(a.token, 'Only in A');
    expect((await api('/payroll-groups', { token: b.token })).body.data).toEqual([]);
    expect((await api('/payroll-groups')).status).toBe(401);
  });
});

describe('[PAYROLL GROUPS] create, read, update, delete', () => {
  it('creates, reads and updates; a name taken in any case is a 422 on name; bad input is a 422', async () => {
    const s = await employerSession();
    const created = await api('/payroll-groups', {
      method: 'POST',
      token: s.token,
      body: { name: '  Drivers ', description: 'Night shift' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Payroll group created.');
    expect(created.body.data).toMatchObject({
      name: 'Drivers',
      description: 'Night shift',
      employeeCount: 0,
      monthlyGross: {},
    });
    const id = created.body.data.id;

    const dup = await api('/payroll-groups', { method: 'POST', token: s.token, body: { name: 'DRIVERS' } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ name: ['A payroll group with this name already exists.'] });
    const empty = await api('/payroll-groups', { method: 'POST', token: s.token, body: { name: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toBeDefined();

    const read = await api(`/payroll-groups/${id}`, { token: s.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, name: 'Drivers' });

    const other = await createGroup(s.token, 'Cleaners');
    const clash = await api(`/payroll-groups/${other.id}`, {
      method: 'PUT',
      token: s.token,
      body: { name: 'drivers' },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.name).toEqual(['A payroll group with this name already exists.']);
    // Renaming to its own name in another case is fine.
    const updated = await api(`/payroll-groups/${id}`, {
      method: 'PUT',
      token: s.token,
      body: { name: 'DRIVERS', description: '' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'DRIVERS', description: null });

    const { deps } = await getHarness();
    const [audit] = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, s.organization.id),
          eq(auditLogs.action, 'PUT /payroll-groups/{group_id}'),
        ),
      )
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(audit?.before).toMatchObject({ name: 'Drivers', description: 'Night shift' });
  });

  it('deletes a group and leaves its members in no group', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Seasonal');
    const e1 = await insertEmployee(s.organization.id, { payrollGroupId: group.id });
    const e2 = await insertEmployee(s.organization.id, { payrollGroupId: group.id });
    const res = await api(`/payroll-groups/${group.id}`, { method: 'DELETE', token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: group.id, unassignedEmployees: 2 });
    expect(res.body.message).toBe('Payroll group Seasonal deleted. Employees taken out of it: 2.');
    expect(await groupOf([e1.id, e2.id])).toEqual({ [e1.id]: null, [e2.id]: null });
    expect((await api(`/payroll-groups/${group.id}`, { token: s.token })).status).toBe(404);
  });

  it('answers 404 for another organisation’s group and for unknown ids; 422 for a malformed id', async () => {
    const a = await employerSession();
    const b = await employerSession();
    const group = await createGroup(a.token, 'Private');
    expect((await api(`/payroll-groups/${group.id}`, { token: b.token })).status).toBe(404);
    expect(
      (await api(`/payroll-groups/${group.id}`, { method: 'PUT', token: b.token, body: { name: 'Mine' } }))
        .status,
    ).toBe(404);
    expect((await api(`/payroll-groups/${group.id}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    expect((await api(`/payroll-groups/${crypto.randomUUID()}`, { token: a.token })).status).toBe(404);
    expect((await api('/payroll-groups/not-a-uuid', { token: a.token })).status).toBe(422);
    const { deps } = await getHarness();
    const [still] = await deps.db.select().from(payrollGroups).where(eq(payrollGroups.id, group.id));
    expect(still?.name).toBe('Private');
  });

  it('lets a team admin without `employees` read (names and head counts, no pay) but not write (403)', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Ops');
    const admin = await teamAdmin(s.organization.id, ['leave']);
    expect((await api('/payroll-groups', { token: admin.token })).status).toBe(200);
    expect((await api(`/payroll-groups/${group.id}`, { token: admin.token })).status).toBe(200);
    expect(
      (await api('/payroll-groups', { method: 'POST', token: admin.token, body: { name: 'X' } })).status,
    ).toBe(403);
    expect(
      (await api(`/payroll-groups/${group.id}`, { method: 'PUT', token: admin.token, body: { name: 'X' } }))
        .status,
    ).toBe(403);
    expect((await api(`/payroll-groups/${group.id}`, { method: 'DELETE', token: admin.token })).status).toBe(
      403,
    );
    const allowed = await teamAdmin(s.organization.id, ['employees']);
    expect(
      (await api('/payroll-groups', { method: 'POST', token: allowed.token, body: { name: 'By admin' } }))
        .status,
    ).toBe(201);
  });
});

describe('[PAYROLL GROUPS] API reference', () => {
  it('documents every payroll-groups route in openapi.json', async () => {
    const res = await api('/openapi.json');
    expect(res.status).toBe(200);
    const methods = (path: string) => Object.keys(res.body.paths[`/api/v1${path}`] ?? {}).sort();
    expect(methods('/payroll-groups')).toEqual(['get', 'post']);
    expect(methods('/payroll-groups/{group_id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/payroll-groups/{group_id}/employees')).toEqual(['delete', 'get', 'post']);
    expect(methods('/payroll-groups/{group_id}/settings')).toEqual(['get']);
    for (const part of ['toggle', 'bonus', 'salary-breakdown'])
      expect(methods(`/payroll-groups/{group_id}/settings/${part}`)).toEqual(['delete', 'patch']);
  });
});
