import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

/** The organisation's audit rows for one route (sign-ins and other modules' rows left aside). */
async function rowsFor(organizationId: string, action: string) {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, action)));
}

describe('[SETTINGS] audit', () => {
  it('a settings update leaves one row, entity settings, with the settings before and after', async () => {
    const s = await employerSession();
    const was = (await api('/organizations/settings', { token: s.token })).body.data;
    const breakdown = { basic: 7000, housing: 1000, transport: 1000, other: 1000 };
    const res = await api('/organizations/settings/salary-breakdown', {
      method: 'PATCH',
      token: s.token,
      body: breakdown,
    });
    expect(res.status).toBe(200);

    const rows = await rowsFor(s.organization.id, 'PATCH /organizations/settings/salary-breakdown');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'settings', actorUserId: s.user.id });
    expect(rows[0]!.before).toMatchObject({ salaryBreakdown: was.salaryBreakdown });
    expect(rows[0]!.after).toMatchObject({ salaryBreakdown: breakdown });
  });

  it('a company details update records the details before and after; a refused write records nothing', async () => {
    const s = await employerSession();
    const res = await api('/organizations/details', {
      method: 'PUT',
      token: s.token,
      body: { name: 'Renamed Foods Ltd' },
    });
    expect(res.status).toBe(200);
    const rows = await rowsFor(s.organization.id, 'PUT /organizations/details');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'settings', entityId: s.organization.id });
    expect(rows[0]!.before).toMatchObject({ name: s.organization.name });
    expect(rows[0]!.after).toMatchObject({ name: 'Renamed Foods Ltd' });

    const bad = await api('/organizations/settings/salary-breakdown', {
      method: 'PATCH',
      token: s.token,
      body: { basic: 1, housing: 0, transport: 0, other: 0 },
    });
    expect(bad.status).toBe(422);
    expect(await rowsFor(s.organization.id, 'PATCH /organizations/settings/salary-breakdown')).toEqual([]);
  });
});
