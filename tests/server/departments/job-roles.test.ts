import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createDepartment, insertEmployee, teamAdmin } from './fixtures';

describe('[DEPARTMENTS] job roles', () => {
  it('creates, lists with department and headcount, refuses duplicate titles in any case, updates', async () => {
    const s = await employerSession();
    const dept = await createDepartment(s.token, 'Finance');
    const res = await api('/departments/roles', {
      method: 'POST',
      token: s.token,
      body: { title: 'Accountant', description: 'Books and ledgers', departmentId: dept.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Job role created.');
    expect(res.body.data).toMatchObject({
      title: 'Accountant',
      description: 'Books and ledgers',
      department: { id: dept.id, name: 'Finance' },
      employeeCount: 0,
    });
    const free = await api('/departments/roles', {
      method: 'POST',
      token: s.token,
      body: { title: 'Auditor' },
    });
    expect(free.body.data.department).toBeNull();

    await insertEmployee(s.organization.id, { jobRoleId: res.body.data.id });
    const list = await api('/departments/roles', { token: s.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { title: string }) => r.title)).toEqual(['Accountant', 'Auditor']);
    expect(list.body.data[0].employeeCount).toBe(1);

    const dup = await api('/departments/roles', {
      method: 'POST',
      token: s.token,
      body: { title: 'ACCOUNTANT' },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.title).toEqual(['A job role with this title already exists.']);
    const blank = await api('/departments/roles', { method: 'POST', token: s.token, body: { title: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.title).toBeDefined();

    const clash = await api(`/departments/roles/${free.body.data.id}`, {
      method: 'PUT',
      token: s.token,
      body: { title: 'accountant' },
    });
    expect(clash.status).toBe(422);
    const updated = await api(`/departments/roles/${free.body.data.id}`, {
      method: 'PUT',
      token: s.token,
      body: { title: 'Internal Auditor', departmentId: dept.id },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Internal Auditor', department: { id: dept.id } });
  });

  it('deletes a role in use and leaves its holders without one, saying how many', async () => {
    const s = await employerSession();
    const role = await api('/departments/roles', {
      method: 'POST',
      token: s.token,
      body: { title: 'Driver' },
    });
    const e1 = await insertEmployee(s.organization.id, { jobRoleId: role.body.data.id });
    await insertEmployee(s.organization.id, { jobRoleId: role.body.data.id });

    const res = await api(`/departments/roles/${role.body.data.id}`, { method: 'DELETE', token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: role.body.data.id, unassignedEmployees: 2 });
    expect(res.body.message).toBe('Job role deleted. 2 employee(s) no longer have a job role.');
    const { deps } = await getHarness();
    const [row] = await deps.db
      .select({ jobRoleId: employees.jobRoleId })
      .from(employees)
      .where(eq(employees.id, e1.id));
    expect(row!.jobRoleId).toBeNull();
    expect((await api('/departments/roles', { token: s.token })).body.data).toEqual([]);

    const unused = await api('/departments/roles', {
      method: 'POST',
      token: s.token,
      body: { title: 'Cleaner' },
    });
    const quiet = await api(`/departments/roles/${unused.body.data.id}`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(quiet.body.message).toBe('Job role deleted.');
  });

  it("needs `employees` to write, and answers 404 for another organisation's role or department", async () => {
    const a = await employerSession();
    const b = await employerSession();
    const roleA = await api('/departments/roles', {
      method: 'POST',
      token: a.token,
      body: { title: 'Chef' },
    });
    const deptA = await createDepartment(a.token, 'Kitchen');
    const id = roleA.body.data.id;

    const reader = await teamAdmin(a.organization.id, ['payroll.create']);
    expect(
      (await api(`/departments/roles/${id}`, { method: 'PUT', token: reader.token, body: { title: 'X' } }))
        .status,
    ).toBe(403);
    expect((await api(`/departments/roles/${id}`, { method: 'DELETE', token: reader.token })).status).toBe(
      403,
    );

    expect(
      (await api(`/departments/roles/${id}`, { method: 'PUT', token: b.token, body: { title: 'Stolen' } }))
        .status,
    ).toBe(404);
    expect((await api(`/departments/roles/${id}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    expect((await api('/departments/roles', { token: b.token })).body.data).toEqual([]);
    const foreignDept = await api('/departments/roles', {
      method: 'POST',
      token: b.token,
      body: { title: 'Chef', departmentId: deptA.id },
    });
    expect(foreignDept.status).toBe(404);
    expect((await api('/departments/roles', { token: b.token })).body.data).toEqual([]);

    const still = await api('/departments/roles', { token: a.token });
    expect(still.body.data).toMatchObject([{ id, title: 'Chef' }]);
  });
});
