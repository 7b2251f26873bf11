import type { EmployeeDetail, EmployeeInput } from '@/lib/contracts/employees';
import { formatMessage } from '@/lib/i18n/format-message';
import { loadMessages } from '@/lib/i18n/catalog';

const en = loadMessages('en-GB');
import { createUser } from '@/server/seed/factories';
import { departments, jobRoles, payrollGroups } from '@/server/db/schema';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { nubanCheckDigit, toNuban } from '@/server/modules/payments/nuban';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';

/** Shared set-up for the employees API tests: valid inputs, org structure, team admins. */

const tag = () => crypto.randomUUID().slice(0, 8);

/** A valid NUBAN at GTBank (058) that the sandbox names. */
export const GOOD_ACCOUNT = toNuban('058', '012345678');
/** Whom the sandbox names as GOOD_ACCOUNT's holder ("CHIDI OKONKWO"): an employee of this name verifies it. */
export const GOOD_ACCOUNT_HOLDER = { firstName: 'Chidi', lastName: 'Okonkwo' };

/** A well-formed NUBAN ending in 0000: the sandbox's "no such account". */
export function missingAccount(bankCode = '058') {
  for (let i = 10_000; ; i++) {
    const serial = `${i}000`.padStart(9, '0');
    if (nubanCheckDigit(bankCode, serial) === 0) return serial + '0';
  }
}

export function employeeInput(overrides: Partial<EmployeeInput> = {}): EmployeeInput {
  const t = tag();
  return {
    staffId: `ST-${t}`,
    firstName: 'Ada',
    lastName: `Okafor${t}`,
    email: `ada.${t}@staff.test`,
    startDate: '2025-01-06',
    payCurrency: 'NGN',
    basic: 30_000_000,
    housing: 10_000_000,
    transport: 5_000_000,
    other: 1_000_000,
    ...overrides,
  };
}

/** POST employees and the created detail (throws unless 201, with the body for the failure message). */
export async function createEmployee(
  token: string,
  overrides: Partial<EmployeeInput> = {},
): Promise<EmployeeDetail> {
  const res = await api('/employees', { method: 'POST', token, body: employeeInput(overrides) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A department, a job role and a payroll group of the organisation. */
export async function orgStructure(organizationId: string) {
  const { deps } = await getHarness();
  const t = tag();
  const [department] = await deps.db
    .insert(departments)
    .values({ organizationId, name: `Dept ${t}` })
    .returning();
  const [jobRole] = await deps.db
    .insert(jobRoles)
    .values({ organizationId, title: `Role ${t}` })
    .returning();
  const [group] = await deps.db
    .insert(payrollGroups)
    .values({ organizationId, name: `Group ${t}` })
    .returning();
  return { department: department!, jobRole: jobRole!, group: group! };
}

/** A team admin of the organisation holding only `permissions`, signed in. */
export async function teamAdmin(organizationId: string, permissions: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('admin') });
  await insertUserRole(deps.db, { userId: user.id, name: 'team_admin', organizationId, permissions });
  return signIn(user.email, password);
}

export const detail = async (token: string, id: string) =>
  (await api(`/employees/${id}`, { token })).body.data as EmployeeDetail;

/** A message as the API answers it in en-GB (the wording lives in messages/, shared with other modules). */
export const msg = (key: string, params?: Record<string, string | number>) => formatMessage(en, key, params);
