import { describe, expect, it } from 'vitest';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createGroup, insertEmployee, teamAdmin } from './fixtures';

describe('[PAYROLL GROUPS] pay and bank data need a permission that covers pay', () => {
  it('a team admin without `employees` or `payroll.*` reads group names and head counts but no pay, and no member rows', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Salaried');
    await insertEmployee(s.organization.id, {
      payrollGroupId: group.id,
      basic: 40_000_000,
      bankCode: '058',
      accountNumber: '0123456789',
    });
    const admin = await teamAdmin(s.organization.id, ['leave', 'settings']);

    const list = await api('/payroll-groups?result=all', { token: admin.token });
    expect(list.status).toBe(200);
    const row = list.body.data.find((g: { id: string }) => g.id === group.id);
    expect(row).toMatchObject({ name: 'Salaried', employeeCount: 1, monthlyGross: {} });
    const one = await api(`/payroll-groups/${group.id}`, { token: admin.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ employeeCount: 1, monthlyGross: {} });

    const members = await api(`/payroll-groups/${group.id}/employees`, { token: admin.token });
    expect(members.status).toBe(403);
    expect(members.body.data).toBeUndefined();
  });

  it('those whose permissions cover pay (employees, payroll.create, payroll.approve, the employer) see it', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Paid');
    await insertEmployee(s.organization.id, { payrollGroupId: group.id, basic: 40_000_000 });
    for (const permissions of [['employees'], ['payroll.create'], ['payroll.approve']]) {
      const admin = await teamAdmin(s.organization.id, permissions);
      expect(
        (await api(`/payroll-groups/${group.id}`, { token: admin.token })).body.data.monthlyGross,
      ).toEqual({ NGN: 40_000_000 });
      const members = await api(`/payroll-groups/${group.id}/employees`, { token: admin.token });
      expect(members.status).toBe(200);
      expect(members.body.data[0].monthlyGross).toBe(40_000_000);
    }
    expect((await api('/payroll-groups', { token: s.token })).body.data[0].monthlyGross).toEqual({
      NGN: 40_000_000,
    });
  });
});
