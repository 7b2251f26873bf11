import { departments, employees, employeeSuspensions, payrollGroups } from '@/server/db/schema';
import { getHarness } from '../helpers/app';

type EmployeeOverrides = Partial<typeof employees.$inferInsert> & { startDate: string };

let seq = 0;

/** Plain inserts (the dashboard only reads these tables); each call makes uniquely named rows. */
export async function addEmployees(organizationId: string, rows: EmployeeOverrides[]) {
  const { deps } = await getHarness();
  return deps.db
    .insert(employees)
    .values(
      rows.map((r) => {
        seq += 1;
        const tag = `${seq}-${crypto.randomUUID().slice(0, 6)}`;
        return {
          organizationId,
          staffId: `S-${tag}`,
          firstName: 'Test',
          lastName: `Employee ${tag}`,
          email: `employee-${tag}@example.test`,
          payCurrency: 'NGN',
          ...r,
        };
      }),
    )
    .returning();
}

export async function addDepartments(organizationId: string, names: string[]) {
  const { deps } = await getHarness();
  return deps.db
    .insert(departments)
    .values(names.map((name) => ({ organizationId, name })))
    .returning();
}

export async function addPayrollGroup(organizationId: string, name: string) {
  const { deps } = await getHarness();
  const [row] = await deps.db.insert(payrollGroups).values({ organizationId, name }).returning();
  return row!;
}

export async function addSuspension(
  organizationId: string,
  employeeId: string,
  startDate: string,
  endDate: string,
) {
  const { deps } = await getHarness();
  await deps.db
    .insert(employeeSuspensions)
    .values({ organizationId, employeeId, startDate, endDate, reason: 'Test' });
}

/** Bank details as the employees module stores them: ciphertext is opaque here, so any text will do. */
export const bank = (verified: boolean) => ({
  bankCode: '058',
  accountNumberEnc: 'test-ciphertext',
  accountNumberLast4: '1234',
  bankVerifiedAt: verified ? new Date('2026-01-01T00:00:00Z') : null,
});
