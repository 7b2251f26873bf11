import { expect } from 'vitest';
import { employeeInputSchema, type EmployeeInput } from '@/lib/contracts/employees';
import { employeeAddons, employees } from '@/server/db/schema';
import { createUser } from '@/server/seed/factories';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';

/** Shared set-up for the payroll API tests: employees straight into the database, team admins, runs. */

export async function insertEmployee(
  organizationId: string,
  o: Partial<EmployeeInput> & { status?: string; separatedAt?: string; payrollEnabled?: boolean } = {},
) {
  const { deps } = await getHarness();
  const tag = crypto.randomUUID().slice(0, 8);
  const { status, separatedAt, payrollEnabled, ...input } = o;
  const values = employeeInputSchema.parse({
    staffId: `P-${tag}`,
    firstName: 'Ngozi',
    lastName: `Adeyemi ${tag}`,
    email: `ngozi-${tag}@example.test`,
    startDate: '2025-01-06',
    payCurrency: 'NGN',
    basic: 30_000_000,
    housing: 15_000_000,
    transport: 5_000_000,
    ...input,
  });
  const [row] = await deps.db
    .insert(employees)
    .values({
      ...toEmployeeInsert(organizationId, values),
      ...(status && { status }),
      ...(separatedAt && { separatedAt }),
      ...(payrollEnabled !== undefined && { payrollEnabled }),
    })
    .returning();
  return row!;
}

export async function insertAddon(
  organizationId: string,
  employeeId: string,
  o: { kind: 'bonus' | 'deduction'; amount: number; period: string; name?: string; currency?: string },
) {
  const { deps } = await getHarness();
  const [row] = await deps.db
    .insert(employeeAddons)
    .values({
      organizationId,
      employeeId,
      kind: o.kind,
      name: o.name ?? (o.kind === 'bonus' ? 'Performance bonus' : 'Cooperative loan'),
      amount: o.amount,
      currency: o.currency ?? 'NGN',
      frequency: 'one_off',
      startPeriod: o.period,
    })
    .returning();
  return row!;
}

/** A team admin of the organisation holding only `permissions`, signed in (like hr@demo.paygrid.test). */
export async function teamAdmin(organizationId: string, permissions: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('hr') });
  await insertUserRole(deps.db, { userId: user.id, name: 'team_admin', organizationId, permissions });
  return { ...(await signIn(user.email, password)), userId: user.id };
}

export async function createRun(token: string, body: Record<string, unknown>) {
  const res = await api('/payroll/create', {
    method: 'POST',
    token,
    body: { name: 'Monthly payroll', payDate: '2026-11-27', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; version: number; status: string };
}

export async function computeRun(token: string, payrollId: string) {
  const res = await api('/payroll/compute', { method: 'POST', token, body: { payrollId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    id: string;
    version: number;
    status: string;
    totals: Record<string, Record<string, number>>;
  };
}

/** Every row of a run, paging through GET payroll/{id}. */
export async function allRows(token: string, payrollId: string) {
  const rows = [];
  for (let page = 1; ; page++) {
    const res = await api(`/payroll/${payrollId}?page=${page}&perPage=100`, { token });
    expect(res.status).toBe(200);
    rows.push(...res.body.data.employees);
    if (page >= res.body.meta.totalPages) return rows;
  }
}
