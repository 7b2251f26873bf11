import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee, teamAdmin } from './fixtures';

// The employee picker's lookup (issue 30): a leave, shifts or hiring admin picks people without the
// `employees` permission, and sees their names only — never pay or bank details.
describe('[EMPLOYEES] GET employees/lookup', () => {
  it('answers names, staff ID, department and group to whoever names people; pay and bank details never', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const zainab = await createEmployee(s.token, { firstName: 'Zainab', lastName: 'Lookup' });
    const left = await createEmployee(s.token, { firstName: 'Zainab', lastName: 'Leaver' });
    const { deps } = await getHarness();
    await deps.db.update(employees).set({ status: 'separated' }).where(eq(employees.id, left.id));

    const leaveAdmin = await teamAdmin(org, ['leave']);
    const res = await api('/employees/lookup?search=zainab&page=1&perPage=20', { token: leaveAdmin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { id: string }) => e.id)).toEqual([zainab.id]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      ['department', 'firstName', 'id', 'lastName', 'payrollGroup', 'staffId'].sort(),
    );
    expect(res.body.meta).toMatchObject({ page: 1, perPage: 20, total: 1 });
    // the full list stays behind the employees permission
    expect((await api('/employees?search=zainab', { token: leaveAdmin.token })).status).toBe(403);
  });

  it('refuses a team admin whose work names nobody (wallet only), and finds no one of another organisation', async () => {
    const s = await employerSession();
    const walletAdmin = await teamAdmin(s.organization.id, ['wallet']);
    expect((await api('/employees/lookup', { token: walletAdmin.token })).status).toBe(403);
    const other = await employerSession();
    const theirs = await createEmployee(other.token, { firstName: 'Olusegun', lastName: 'Elsewhere' });
    const mine = await api('/employees/lookup?search=Elsewhere', { token: s.token });
    expect(mine.body.data.map((e: { id: string }) => e.id)).not.toContain(theirs.id);
  });
});
