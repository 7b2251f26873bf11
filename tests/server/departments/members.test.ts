import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departments, employees } from '@/server/db/schema';
import { createEmployer } from '@/server/seed/factories';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createDepartment, insertEmployee } from './fixtures';

async function departmentOf(ids: string[]) {
  const { deps } = await getHarness();
  const rows = await deps.db
    .select({ id: employees.id, departmentId: employees.departmentId })
    .from(employees)
    .where(inArray(employees.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.departmentId]));
}

async function leadOf(departmentId: string) {
  const { deps } = await getHarness();
  const [row] = await deps.db
    .select({ lead: departments.leadEmployeeId })
    .from(departments)
    .where(eq(departments.id, departmentId));
  return row!.lead;
}

describe('[DEPARTMENTS] add employees', () => {
  it('moves employees in (from no or another department), and validates the body', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const sales = await createDepartment(s.token, 'Sales');
    const ops = await createDepartment(s.token, 'Operations');
    const loose = await insertEmployee(orgId);
    const fromOps = await insertEmployee(orgId, { departmentId: ops.id });

    const res = await api('/departments/add-employees', {
      method: 'POST',
      token: s.token,
      body: { departmentId: sales.id, employeeIds: [loose.id, fromOps.id, loose.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Employees moved to Sales.');
    expect(res.body.data).toMatchObject({ id: sales.id, employeeCount: 2 });
    expect(await departmentOf([loose.id, fromOps.id])).toEqual({
      [loose.id]: sales.id,
      [fromOps.id]: sales.id,
    });

    const empty = await api('/departments/add-employees', {
      method: 'POST',
      token: s.token,
      body: { departmentId: sales.id, employeeIds: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.employeeIds).toBeDefined();
    const bad = await api('/departments/add-employees', {
      method: 'POST',
      token: s.token,
      body: { departmentId: 'x', employeeIds: ['y'] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.departmentId).toBeDefined();
    expect(bad.body.errors['employeeIds.0']).toBeDefined();
  });

  it('moves nothing when one id is unknown (404)', async () => {
    const s = await employerSession();
    const dept = await createDepartment(s.token, 'Sales');
    const e1 = await insertEmployee(s.organization.id);
    const res = await api('/departments/add-employees', {
      method: 'POST',
      token: s.token,
      body: { departmentId: dept.id, employeeIds: [e1.id, crypto.randomUUID()] },
    });
    expect(res.status).toBe(404);
    expect(await departmentOf([e1.id])).toEqual({ [e1.id]: null });
  });

  it('clears the old department’s lead when its lead is moved away', async () => {
    const s = await employerSession();
    const a = await createDepartment(s.token, 'A');
    const b = await createDepartment(s.token, 'B');
    const lead = await insertEmployee(s.organization.id, { departmentId: a.id });
    await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: a.id, employeeId: lead.id },
    });
    expect(await leadOf(a.id)).toBe(lead.id);
    await api('/departments/add-employees', {
      method: 'POST',
      token: s.token,
      body: { departmentId: b.id, employeeIds: [lead.id] },
    });
    expect(await leadOf(a.id)).toBeNull();
  });
});

describe('[DEPARTMENTS] update lead', () => {
  it('sets a member as lead, moves an outsider in (clearing their old lead role), clears with null', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const finance = await createDepartment(s.token, 'Finance');
    const tech = await createDepartment(s.token, 'Technology');
    const member = await insertEmployee(orgId, {
      firstName: 'Amaka',
      lastName: 'Nwosu',
      departmentId: finance.id,
    });
    const outsider = await insertEmployee(orgId, {
      firstName: 'Tunde',
      lastName: 'Bello',
      departmentId: tech.id,
    });

    const set = await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: finance.id, employeeId: member.id },
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Department lead updated.');
    expect(set.body.data.lead).toEqual({ id: member.id, firstName: 'Amaka', lastName: 'Nwosu' });

    await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: tech.id, employeeId: outsider.id },
    });
    expect(await leadOf(tech.id)).toBe(outsider.id);
    const moved = await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: finance.id, employeeId: outsider.id },
    });
    expect(moved.body.data).toMatchObject({ employeeCount: 2, lead: { id: outsider.id } });
    expect(await departmentOf([outsider.id])).toEqual({ [outsider.id]: finance.id });
    expect(await leadOf(tech.id)).toBeNull();

    const cleared = await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: finance.id, employeeId: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.lead).toBeNull();
  });

  it('refuses a former employee (422 on employeeId) and an unknown one (404)', async () => {
    const s = await employerSession();
    const dept = await createDepartment(s.token, 'Finance');
    const gone = await insertEmployee(s.organization.id, { departmentId: dept.id, status: 'separated' });
    const res = await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: dept.id, employeeId: gone.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.employeeId).toEqual(['A former employee cannot lead a department.']);
    const unknown = await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: dept.id, employeeId: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(404);
    const missing = await api('/departments/update-lead', {
      method: 'PATCH',
      token: s.token,
      body: { departmentId: dept.id },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.employeeId).toBeDefined();
  });
});

describe('[DEPARTMENTS] public department names', () => {
  it('finds the organisation by name in any case, URL-encoded or as a slug; 404 otherwise; no session needed', async () => {
    const { deps } = await getHarness();
    const tag = crypto.randomUUID().slice(0, 6);
    const orgName = `Acme Foods ${tag} Ltd.`;
    const owner = await createEmployer(deps.db, { email: uniqueEmail('careers'), organizationName: orgName });
    await deps.db.insert(departments).values([
      { organizationId: owner.organization.id, name: 'Sales' },
      { organizationId: owner.organization.id, name: 'finance' },
    ]);

    const byName = await api(`/departments/${encodeURIComponent(orgName.toUpperCase())}/public`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.organizationName).toBe(orgName);
    expect(byName.body.data.departments.map((d: { name: string }) => d.name)).toEqual(['finance', 'Sales']);
    expect(Object.keys(byName.body.data.departments[0]).sort()).toEqual(['id', 'name']);

    const bySlug = await api(`/departments/acme-foods-${tag}-ltd/public`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.organizationName).toBe(orgName);

    const none = await api(`/departments/${encodeURIComponent(`Nobody ${tag}`)}/public`);
    expect(none.status).toBe(404);
    expect((await api('/departments/---/public')).status).toBe(404);
  });
});

describe('[DEPARTMENTS] API reference', () => {
  it('documents every departments route, fixed paths included', async () => {
    const res = await api('/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const methods = (p: string) =>
      Object.keys(paths[`/api/v1/departments${p}`] ?? paths[`/departments${p}`] ?? {}).sort();
    expect(methods('')).toEqual(['get', 'post']);
    expect(methods('/{department_id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/{organization_name}/public')).toEqual(['get']);
    expect(methods('/add-employees')).toEqual(['post']);
    expect(methods('/update-lead')).toEqual(['patch']);
    expect(methods('/roles')).toEqual(['get', 'post']);
    expect(methods('/roles/{role_id}')).toEqual(['delete', 'put']);
  });
});
