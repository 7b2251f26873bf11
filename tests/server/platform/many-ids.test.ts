import { describe, expect, it } from 'vitest';
import { listPayoutAccounts } from '@/server/modules/employees/employees-bank.queries';
import { listUnpaidApproved } from '@/server/modules/leave/leave.repo';
import { listWages } from '@/server/modules/shifts/shifts.repo';
import { getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { insertEmployee } from '../payroll/fixtures';

// A statement carries at most 65,535 bind parameters; a 100,000-employee run once failed to compute because
// its input sources bound one parameter per employee. These are the run path's reads by employee id.
const MANY = 70_000;

describe('[PLATFORM] reads by employee id take more ids than a statement has parameters', () => {
  it('answers for 70,000 ids with the one real employee among them', { timeout: 60_000 }, async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const org = s.organization.id;
    const e = await insertEmployee(org, { firstName: 'Ngozi' });
    const ids = [...Array.from({ length: MANY }, () => crypto.randomUUID()), e.id];

    const accounts = await listPayoutAccounts(deps.db, org, ids);
    expect([...accounts.keys()]).toEqual([e.id]);
    expect(await listUnpaidApproved(deps.db, org, ids, '2026-11-01', '2026-11-30')).toEqual([]);
    expect(await listWages(deps.db, org, ids)).toEqual([]);
  });
});
