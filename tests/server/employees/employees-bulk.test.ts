import { describe, expect, it } from 'vitest';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee, detail, msg, orgStructure, teamAdmin } from './fixtures';

const updateMany = (token: string, body: unknown) =>
  api('/employees/updates/update-many', { method: 'PUT', token, body });
const toggle = (token: string, body: unknown) =>
  api('/employees/payroll/toggle-all', { method: 'PATCH', token, body });

describe('[EMPLOYEES] PUT employees/updates/update-many', () => {
  it('applies only the changes sent to every chosen employee', async () => {
    const s = await employerSession();
    const { department, group } = await orgStructure(s.organization.id);
    const a = await createEmployee(s.token, { nhfEnabled: true, pensionEnabled: false, ewaEligible: true });
    const b = await createEmployee(s.token, { nhfEnabled: true });
    const untouched = await createEmployee(s.token);
    const res = await updateMany(s.token, {
      employeeIds: [a.id, b.id],
      changes: { departmentId: department.id, payrollGroupId: group.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: msg('employees.api.employeesUpdated'), data: { updated: 2 } });
    const after = await detail(s.token, a.id);
    expect(after).toMatchObject({ department: { id: department.id }, payrollGroup: { id: group.id } });
    // Flags that were not sent keep their values (the contract's defaults must not leak in).
    expect(after).toMatchObject({ nhfEnabled: true, pensionEnabled: false, ewaEligible: true });
    expect((await detail(s.token, untouched.id)).department).toBeNull();

    expect((await updateMany(s.token, { employeeIds: [a.id], changes: { nhfEnabled: false } })).status).toBe(
      200,
    );
    expect(await detail(s.token, a.id)).toMatchObject({
      nhfEnabled: false,
      department: { id: department.id },
    });
  });

  it('answers 422 for no changes or a department of another organisation, and 404 for another tenant’s employee', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const mine = await createEmployee(s.token);
    const theirs = await createEmployee(other.token);
    const theirDept = (await orgStructure(other.organization.id)).department;

    const none = await updateMany(s.token, { employeeIds: [mine.id], changes: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ changes: [msg('validation.noChanges')] });
    const foreignDept = await updateMany(s.token, {
      employeeIds: [mine.id],
      changes: { departmentId: theirDept.id },
    });
    expect(foreignDept.status).toBe(422);
    expect(foreignDept.body.errors).toEqual({ 'changes.departmentId': [msg('validation.notFoundInOrg')] });

    const mixed = await updateMany(s.token, {
      employeeIds: [mine.id, theirs.id],
      changes: { ewaEligible: true },
    });
    expect(mixed.status).toBe(404);
    expect((await detail(s.token, mine.id)).ewaEligible).toBe(false);
    expect((await detail(other.token, theirs.id)).ewaEligible).toBe(false);
  });
});

describe('[EMPLOYEES] PATCH employees/payroll/toggle-all', () => {
  it('switches payroll inclusion for the chosen employees, or for every current employee', async () => {
    const s = await employerSession();
    const a = await createEmployee(s.token);
    const b = await createEmployee(s.token);
    const leaver = await createEmployee(s.token);
    await api('/employees/separate', {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [leaver.id], date: '2026-01-31', reason: 'Contract ended' },
    });

    const one = await toggle(s.token, { enabled: false, employeeIds: [a.id] });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ message: msg('employees.api.payrollToggled'), data: { updated: 1 } });
    expect((await detail(s.token, a.id)).payrollEnabled).toBe(false);
    expect((await detail(s.token, b.id)).payrollEnabled).toBe(true);

    const all = await toggle(s.token, { enabled: false });
    expect(all.body.data).toEqual({ updated: 2 });
    expect((await detail(s.token, b.id)).payrollEnabled).toBe(false);
    expect((await detail(s.token, leaver.id)).payrollEnabled).toBe(true); // leavers are not touched
  });

  it('answers 404 for another tenant’s ids (nothing changes), 422 for a bad body, 403 without the permission', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const mine = await createEmployee(s.token);
    const theirs = await createEmployee(other.token);
    expect((await toggle(s.token, { enabled: false, employeeIds: [mine.id, theirs.id] })).status).toBe(404);
    expect((await detail(s.token, mine.id)).payrollEnabled).toBe(true);
    expect((await detail(other.token, theirs.id)).payrollEnabled).toBe(true);
    // The all-employees form never reaches another organisation.
    await toggle(s.token, { enabled: false });
    expect((await detail(other.token, theirs.id)).payrollEnabled).toBe(true);
    expect((await toggle(s.token, { enabled: 'yes' })).status).toBe(422);

    const hr = await teamAdmin(s.organization.id, ['leave']);
    expect((await toggle(hr.token, { enabled: true })).status).toBe(403);
    expect(
      (await updateMany(hr.token, { employeeIds: [mine.id], changes: { nhfEnabled: true } })).status,
    ).toBe(403);
    expect((await api('/employees/statutory-disabled/nhf', { token: hr.token })).status).toBe(403);
    expect((await detail(s.token, mine.id)).nhfEnabled).toBe(false);
  });
});
