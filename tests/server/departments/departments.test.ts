import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, departments, employees } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createDepartment, insertEmployee, teamAdmin, uniqueName } from './fixtures';

describe('[DEPARTMENTS] list', () => {
  it('pages with headcount and lead in name order, searches, and returns everything with result=all', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const names = ['Finance', 'admin', 'Logistics'];
    const created = [];
    for (const name of names) created.push(await createDepartment(s.token, name));
    const [finance] = created;
    const lead = await insertEmployee(orgId, {
      firstName: 'Ngozi',
      lastName: 'Eze',
      departmentId: finance!.id,
    });
    await insertEmployee(orgId, { departmentId: finance!.id });
    await insertEmployee(orgId, { departmentId: finance!.id, status: 'separated' });
    await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: finance!.id, employeeId: lead.id },
    });

    const first = await api('/departments?page=1&perPage=2', { token: s.token });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, perPage: 2, total: 3, totalPages: 2 });
    // Case-insensitive name order: admin, Finance | Logistics.
    expect(first.body.data.map((d: { name: string }) => d.name)).toEqual(['admin', 'Finance']);
    expect(first.body.data[1]).toMatchObject({
      name: 'Finance',
      employeeCount: 3,
      description: null,
      lead: { id: lead.id, firstName: 'Ngozi', lastName: 'Eze' },
    });
    expect(first.body.data[0]).toMatchObject({ employeeCount: 0, lead: null });
    expect(first.body.data[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const second = await api('/departments?page=2&perPage=2', { token: s.token });
    expect(second.body.data.map((d: { name: string }) => d.name)).toEqual(['Logistics']);

    const defaults = await api('/departments', { token: s.token });
    expect(defaults.body.meta).toEqual({ page: 1, perPage: 20, total: 3, totalPages: 1 });

    const searched = await api('/departments?search=LOGI', { token: s.token });
    expect(searched.body.data.map((d: { name: string }) => d.name)).toEqual(['Logistics']);
    expect(searched.body.meta.total).toBe(1);
    // Wildcards are literal.
    expect((await api('/departments?search=%25', { token: s.token })).body.data).toEqual([]);

    const all = await api('/departments?result=all', { token: s.token });
    expect(all.body.data).toHaveLength(3);
    expect(all.body.meta).toMatchObject({ page: 1, total: 3, totalPages: 1 });

    expect((await api('/departments?perPage=500', { token: s.token })).status).toBe(422);
  });

  it('answers only for the session organisation and needs a session', async () => {
    const a = await employerSession();
    const b = await employerSession();
    await createDepartment(a.token, 'Only in A');
    expect((await api('/departments', { token: b.token })).body.data).toEqual([]);
    expect((await api('/departments')).status).toBe(401);
  });
});

describe('[DEPARTMENTS] create, read, update, delete', () => {
  it('creates, refuses a duplicate name in any case (422 on name), updates and audits the change', async () => {
    const s = await employerSession();
    const res = await api('/departments', {
      method: 'POST',
      token: s.token,
      body: { name: '  Sales  ', description: 'Distributors' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Department created.');
    expect(res.body.data).toMatchObject({
      name: 'Sales',
      description: 'Distributors',
      employeeCount: 0,
      lead: null,
    });

    const dup = await api('/departments', { method: 'POST', token: s.token, body: { name: 'SALES' } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toEqual(['A department with this name already exists.']);
    const empty = await api('/departments', { method: 'POST', token: s.token, body: { name: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toEqual(['This field is required.']);
    const long = await api('/departments', {
      method: 'POST',
      token: s.token,
      body: { name: 'x'.repeat(121) },
    });
    expect(long.body.errors.name).toBeDefined();

    // The same name in another organisation is fine.
    const other = await employerSession();
    expect(
      (await api('/departments', { method: 'POST', token: other.token, body: { name: 'Sales' } })).status,
    ).toBe(201);

    const hr = await createDepartment(s.token, 'HR');
    const clash = await api(`/departments/${hr.id}`, {
      method: 'PUT',
      token: s.token,
      body: { name: 'sales' },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.name).toBeDefined();
    const renamed = await api(`/departments/${hr.id}`, {
      method: 'PUT',
      token: s.token,
      body: { name: 'People', description: '' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: hr.id, name: 'People', description: null });
    // Renaming to itself in another case is not a clash.
    expect(
      (await api(`/departments/${hr.id}`, { method: 'PUT', token: s.token, body: { name: 'PEOPLE' } }))
        .status,
    ).toBe(200);

    const { deps } = await getHarness();
    const [audit] = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, s.organization.id),
          eq(auditLogs.action, 'PUT /departments/{department_id}'),
        ),
      )
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ entity: 'departments', entityId: hr.id });
    expect(audit!.before).toMatchObject({ name: 'People' });
    expect(audit!.after).toMatchObject({ name: 'PEOPLE' });
  });

  it('shows a department with a page of its employees (job role name, status), searchable', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const dept = await createDepartment(s.token, 'Technology');
    const role = await api('/departments/roles', {
      method: 'POST',
      token: s.token,
      body: { title: uniqueName('Engineer'), departmentId: dept.id },
    });
    const ada = await insertEmployee(orgId, {
      firstName: 'Ada',
      lastName: 'Adeyemi',
      departmentId: dept.id,
      jobRoleId: role.body.data.id,
    });
    await insertEmployee(orgId, {
      firstName: 'Bola',
      lastName: 'Bakare',
      departmentId: dept.id,
      status: 'suspended',
    });
    await insertEmployee(orgId, { firstName: 'Cyril', lastName: 'Chukwu' }); // not in the department

    const res = await api(`/departments/${dept.id}?perPage=1`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: dept.id, name: 'Technology', employeeCount: 2 });
    expect(res.body.data.employees).toEqual([
      {
        id: ada.id,
        staffId: ada.staffId,
        firstName: 'Ada',
        lastName: 'Adeyemi',
        email: ada.email,
        jobRole: role.body.data.title,
        status: 'active',
      },
    ]);
    expect(res.body.meta).toEqual({ page: 1, perPage: 1, total: 2, totalPages: 2 });

    const page2 = await api(`/departments/${dept.id}?perPage=1&page=2`, { token: s.token });
    expect(page2.body.data.employees[0]).toMatchObject({
      firstName: 'Bola',
      jobRole: null,
      status: 'suspended',
    });

    const search = await api(`/departments/${dept.id}?search=bakare`, { token: s.token });
    expect(search.body.data.employees.map((e: { firstName: string }) => e.firstName)).toEqual(['Bola']);

    expect((await api('/departments/not-a-uuid', { token: s.token })).status).toBe(422);
    expect((await api(`/departments/${crypto.randomUUID()}`, { token: s.token })).status).toBe(404);
  });

  it('refuses to delete a department with employees (409 naming the count), then deletes it once empty', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const dept = await createDepartment(s.token, 'Operations');
    const other = await createDepartment(s.token, 'Warehouse');
    const role = await api('/departments/roles', {
      method: 'POST',
      token: s.token,
      body: { title: uniqueName('Operator'), departmentId: dept.id },
    });
    const e1 = await insertEmployee(orgId, { departmentId: dept.id });
    const e2 = await insertEmployee(orgId, { departmentId: dept.id, status: 'separated' });

    const refused = await api(`/departments/${dept.id}`, { method: 'DELETE', token: s.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Operations still has 2 employees. Move them to another department before deleting it.',
    });

    await api('/departments/add-employees', {
      method: 'POST',
      token: s.token,
      body: { departmentId: other.id, employeeIds: [e1.id] },
    });
    const one = await api(`/departments/${dept.id}`, { method: 'DELETE', token: s.token });
    expect(one.status).toBe(409);
    expect(one.body.message).toContain('still has 1 employee.');

    await api('/departments/add-employees', {
      method: 'POST',
      token: s.token,
      body: { departmentId: other.id, employeeIds: [e2.id] },
    });
    const done = await api(`/departments/${dept.id}`, { method: 'DELETE', token: s.token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: 'Department Operations deleted.', data: null });
    expect((await api(`/departments/${dept.id}`, { token: s.token })).status).toBe(404);
    // Its job role survives, unlinked.
    const roles = await api('/departments/roles', { token: s.token });
    expect(roles.body.data.find((r: { id: string }) => r.id === role.body.data.id)).toMatchObject({
      department: null,
    });
  });
});

describe('[DEPARTMENTS] permissions and tenancy', () => {
  it('lets any member read but needs `employees` to write (403), and nothing changes', async () => {
    const owner = await employerSession();
    const dept = await createDepartment(owner.token, 'Finance');
    const employee = await insertEmployee(owner.organization.id);
    const reader = await teamAdmin(owner.organization.id, ['leave']);
    expect((await api('/departments', { token: reader.token })).status).toBe(200);
    expect((await api(`/departments/${dept.id}`, { token: reader.token })).status).toBe(200);
    expect((await api('/departments/roles', { token: reader.token })).status).toBe(200);

    const writes = [
      api('/departments', { method: 'POST', token: reader.token, body: { name: 'Nope' } }),
      api(`/departments/${dept.id}`, { method: 'PUT', token: reader.token, body: { name: 'Nope' } }),
      api(`/departments/${dept.id}`, { method: 'DELETE', token: reader.token }),
      api('/departments/add-employees', {
        method: 'POST',
        token: reader.token,
        body: { departmentId: dept.id, employeeIds: [employee.id] },
      }),
      api('/departments/update-lead', {
        method: 'PATCH',
        token: reader.token,
        body: { departmentId: dept.id, employeeId: employee.id },
      }),
      api('/departments/roles', { method: 'POST', token: reader.token, body: { title: 'Nope' } }),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
    const after = await api(`/departments/${dept.id}`, { token: owner.token });
    expect(after.body.data).toMatchObject({ name: 'Finance', employeeCount: 0, lead: null });

    const clerk = await teamAdmin(owner.organization.id, ['employees']);
    expect(
      (await api('/departments', { method: 'POST', token: clerk.token, body: { name: 'Audit' } })).status,
    ).toBe(201);
  });

  it("answers 404 for another organisation's department and employees", async () => {
    const a = await employerSession();
    const b = await employerSession();
    const deptA = await createDepartment(a.token, 'Finance');
    const deptB = await createDepartment(b.token, 'Finance');
    const empA = await insertEmployee(a.organization.id, { departmentId: deptA.id });
    const empB = await insertEmployee(b.organization.id);

    expect((await api(`/departments/${deptA.id}`, { token: b.token })).status).toBe(404);
    expect(
      (await api(`/departments/${deptA.id}`, { method: 'PUT', token: b.token, body: { name: 'Stolen' } }))
        .status,
    ).toBe(404);
    expect((await api(`/departments/${deptA.id}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    const foreignDept = await api('/departments/add-employees', {
      method: 'POST',
      token: b.token,
      body: { departmentId: deptA.id, employeeIds: [empB.id] },
    });
    expect(foreignDept.status).toBe(404);
    const foreignEmp = await api('/departments/add-employees', {
      method: 'POST',
      token: b.token,
      body: { departmentId: deptB.id, employeeIds: [empB.id, empA.id] },
    });
    expect(foreignEmp.status).toBe(404);
    expect(foreignEmp.body.message).toMatch(/Nothing was changed/);
    const foreignLead = await api('/departments/update-lead', {
      method: 'PATCH',
      token: b.token,
      body: { departmentId: deptB.id, employeeId: empA.id },
    });
    expect(foreignLead.status).toBe(404);

    // Nothing moved: B's employee is still without a department, A's still in A's.
    const { deps } = await getHarness();
    const rows = await deps.db
      .select({ id: employees.id, departmentId: employees.departmentId })
      .from(employees)
      .where(eq(employees.id, empB.id));
    expect(rows[0]!.departmentId).toBeNull();
    expect((await api(`/departments/${deptA.id}`, { token: a.token })).body.data).toMatchObject({
      name: 'Finance',
      employeeCount: 1,
      lead: null,
    });
    const [stored] = await deps.db.select().from(departments).where(eq(departments.id, deptB.id));
    expect(stored!.leadEmployeeId).toBeNull();
  });
});
