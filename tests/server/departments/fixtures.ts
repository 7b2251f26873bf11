import { expect } from 'vitest';
import { employeeInputSchema, type EmployeeInput } from '@/lib/contracts/employees';
import { employees } from '@/server/db/schema';
import { createUser } from '@/server/seed/factories';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';

/**
 * Employees straight into the database through the shared insert mapper, so these tests do not depend on the
 * employees API being finished.
 */
export async function insertEmployee(
  organizationId: string,
  o: Partial<EmployeeInput> & { status?: string } = {},
) {
  const { deps } = await getHarness();
  const tag = crypto.randomUUID().slice(0, 8);
  const { status, ...input } = o;
  const values = employeeInputSchema.parse({
    staffId: `S-${tag}`,
    firstName: 'Chidi',
    lastName: `Okafor ${tag}`,
    email: `chidi-${tag}@example.test`,
    startDate: '2026-01-05',
    payCurrency: 'NGN',
    basic: 25_000_000,
    ...input,
  });
  const [row] = await deps.db
    .insert(employees)
    .values({ ...toEmployeeInsert(organizationId, values), ...(status && { status }) })
    .returning();
  return row!;
}

/** A team admin of the organisation holding only `permissions`. */
export async function teamAdmin(organizationId: string, permissions: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('admin') });
  await insertUserRole(deps.db, { userId: user.id, name: 'team_admin', organizationId, permissions });
  return signIn(user.email, password);
}

export async function createDepartment(token: string, name: string, description?: string) {
  const res = await api('/departments', { method: 'POST', token, body: { name, description } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string };
}

export const uniqueName = (base: string) => `${base} ${crypto.randomUUID().slice(0, 6)}`;
