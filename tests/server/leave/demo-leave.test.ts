import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '@/server/db/schema';
import { seedDemoLeave } from '@/server/seed/demo-leave';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { insertEmployee } from './fixtures';

// Opening the worker's database can take longer than one test's timeout on a loaded machine.
beforeAll(() => getHarness(), 120_000);

describe('[LEAVE] demo seed', () => {
  it('seeds types and requests around today that the API reads back, with balances that add up', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    for (let i = 0; i < 16; i++)
      await insertEmployee(orgId, {
        staffId: `D-${String(i).padStart(3, '0')}-${crypto.randomUUID().slice(0, 4)}`,
        gender: i % 2 ? 'male' : 'female',
        startDate: '2021-03-01',
      });
    const { deps } = await getHarness();
    await seedDemoLeave(deps.db, orgId);
    const rows = await deps.db.select().from(leaveRequests).where(eq(leaveRequests.organizationId, orgId));
    expect(rows.length).toBe(15);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['approved', 'pending', 'declined', 'ended']));
    const active = await api('/leaves/active', { token: s.token });
    expect(active.body.data.length).toBeGreaterThanOrEqual(3);
    const types = await api('/leaves/leave-types', { token: s.token });
    expect(types.body.data.find((t: { name: string }) => t.name === 'Annual leave')).toMatchObject({
      daysPerYear: 20,
      carryOverDays: 5,
    });
    for (const r of rows.slice(0, 5)) {
      const balances = await api(`/leaves/balances?employeeId=${r.employeeId}`, { token: s.token });
      for (const b of balances.body.data as { balance: number; entries: { days: number }[] }[]) {
        expect(Math.round(b.entries.reduce((sum, x) => sum + x.days, 0) * 100) / 100).toBe(b.balance);
      }
    }
  }, 120_000);
});
