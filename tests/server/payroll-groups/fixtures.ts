import { expect } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { PayrollGroup } from '@/lib/contracts/payroll-groups';
import { employees } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';

// Employees go straight into the database through the shared insert mapper; team admins as elsewhere.
export { insertEmployee, teamAdmin } from '../departments/fixtures';

export async function createGroup(token: string, name: string, description?: string) {
  const res = await api('/payroll-groups', { method: 'POST', token, body: { name, description } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as PayrollGroup;
}

/** employee id → payroll group id, read from the database. */
export async function groupOf(ids: string[]) {
  const { deps } = await getHarness();
  const rows = await deps.db
    .select({ id: employees.id, groupId: employees.payrollGroupId })
    .from(employees)
    .where(inArray(employees.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.groupId]));
}
