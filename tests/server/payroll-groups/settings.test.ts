import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, payrollGroups } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createGroup, teamAdmin } from './fixtures';

const ORG_BREAKDOWN = { basic: 5000, housing: 2500, transport: 1500, other: 1000 };

async function storedSettings(id: string) {
  const { deps } = await getHarness();
  const [row] = await deps.db
    .select({ settings: payrollGroups.settings })
    .from(payrollGroups)
    .where(eq(payrollGroups.id, id));
  return row!.settings;
}

describe('[PAYROLL GROUPS] settings', () => {
  it('inherits everything from the organisation until overridden, and follows later organisation changes', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Inheritor');
    await api('/organizations/settings/salary-breakdown', {
      method: 'PATCH',
      token: s.token,
      body: ORG_BREAKDOWN,
    });

    const res = await api(`/payroll-groups/${group.id}/settings`, { token: s.token });
    expect(res.status).toBe(200);
    const org = (await api('/organizations/settings', { token: s.token })).body.data;
    expect(res.body.data).toEqual({
      groupId: group.id,
      toggles: org.toggles,
      payrollBonus: org.payrollBonus,
      salaryBreakdown: ORG_BREAKDOWN,
      overridden: { toggles: [], payrollBonus: false, salaryBreakdown: false },
      organization: { toggles: org.toggles, payrollBonus: org.payrollBonus, salaryBreakdown: ORG_BREAKDOWN },
    });

    await api('/organizations/settings/toggle', {
      method: 'PATCH',
      token: s.token,
      body: { key: 'payroll.emailPayslips', enabled: false },
    });
    const after = await api(`/payroll-groups/${group.id}/settings`, { token: s.token });
    expect(after.body.data.toggles['payroll.emailPayslips']).toBe(false);
  });

  it('merges overrides over the organisation’s values and resets each back to inherit', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Overrider');
    await api('/organizations/settings/payroll-bonus', {
      method: 'PATCH',
      token: s.token,
      body: { enabled: false, type: 'percentage', value: 500, month: 12 },
    });

    const toggle = await api(`/payroll-groups/${group.id}/settings/toggle`, {
      method: 'PATCH',
      token: s.token,
      body: { key: 'payroll.autoRemitStatutory', enabled: true },
    });
    expect(toggle.status).toBe(200);
    expect(toggle.body.message).toBe('Settings saved.');
    expect(toggle.body.data.toggles).toMatchObject({
      'payroll.autoRemitStatutory': true,
      'payroll.prorateJoiners': true,
    });
    expect(toggle.body.data.organization.toggles['payroll.autoRemitStatutory']).toBe(false);
    expect(toggle.body.data.overridden.toggles).toEqual(['payroll.autoRemitStatutory']);

    const bonus = { enabled: true, type: 'fixed', value: 5_000_000, month: 6 };
    const setBonus = await api(`/payroll-groups/${group.id}/settings/bonus`, {
      method: 'PATCH',
      token: s.token,
      body: bonus,
    });
    expect(setBonus.status).toBe(200);
    expect(setBonus.body.data.payrollBonus).toEqual(bonus);
    expect(setBonus.body.data.organization.payrollBonus).toEqual({
      enabled: false,
      type: 'percentage',
      value: 500,
      month: 12,
    });

    const breakdown = { basic: 6000, housing: 2000, transport: 1000, other: 1000 };
    const setBreakdown = await api(`/payroll-groups/${group.id}/settings/salary-breakdown`, {
      method: 'PATCH',
      token: s.token,
      body: breakdown,
    });
    expect(setBreakdown.body.data.salaryBreakdown).toEqual(breakdown);
    expect(setBreakdown.body.data.overridden).toEqual({
      toggles: ['payroll.autoRemitStatutory'],
      payrollBonus: true,
      salaryBreakdown: true,
    });
    expect(await storedSettings(group.id)).toEqual({
      toggles: { 'payroll.autoRemitStatutory': true },
      payrollBonus: bonus,
      salaryBreakdown: breakdown,
    });

    // The organisation's own settings are untouched by the group's.
    expect((await api('/organizations/settings', { token: s.token })).body.data.payrollBonus.type).toBe(
      'percentage',
    );

    const resetToggle = await api(
      `/payroll-groups/${group.id}/settings/toggle?key=payroll.autoRemitStatutory`,
      { method: 'DELETE', token: s.token },
    );
    expect(resetToggle.status).toBe(200);
    expect(resetToggle.body.message).toBe("The group now follows the organisation's setting.");
    expect(resetToggle.body.data.toggles['payroll.autoRemitStatutory']).toBe(false);
    expect(resetToggle.body.data.overridden.toggles).toEqual([]);
    const resetBonus = await api(`/payroll-groups/${group.id}/settings/bonus`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(resetBonus.body.data.payrollBonus).toEqual({
      enabled: false,
      type: 'percentage',
      value: 500,
      month: 12,
    });
    const resetBreakdown = await api(`/payroll-groups/${group.id}/settings/salary-breakdown`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(resetBreakdown.body.data.overridden).toEqual({
      toggles: [],
      payrollBonus: false,
      salaryBreakdown: false,
    });
    expect(await storedSettings(group.id)).toEqual({ toggles: {} });
  });

  it('validates with the organisation’s rules (422): breakdown sums to 10000, known keys, bonus bounds', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Strict');
    const sum = await api(`/payroll-groups/${group.id}/settings/salary-breakdown`, {
      method: 'PATCH',
      token: s.token,
      body: { basic: 5000, housing: 2000, transport: 1000, other: 1000 },
    });
    expect(sum.status).toBe(422);
    expect(sum.body.errors.total).toBeDefined();
    const key = await api(`/payroll-groups/${group.id}/settings/toggle`, {
      method: 'PATCH',
      token: s.token,
      body: { key: 'nope', enabled: true },
    });
    expect(key.status).toBe(422);
    expect(key.body.errors.key).toBeDefined();
    const pct = await api(`/payroll-groups/${group.id}/settings/bonus`, {
      method: 'PATCH',
      token: s.token,
      body: { enabled: true, type: 'percentage', value: 20_000, month: 12 },
    });
    expect(pct.status).toBe(422);
    expect(pct.body.errors.value).toBeDefined();
    const resetKey = await api(`/payroll-groups/${group.id}/settings/toggle?key=nope`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(resetKey.status).toBe(422);
    expect(await storedSettings(group.id)).toEqual({});
  });

  it('is 404 for another organisation’s group and 403 for writes without `employees`', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const group = await createGroup(s.token, 'Closed');
    const body = { key: 'payroll.prorateJoiners', enabled: false };
    expect((await api(`/payroll-groups/${group.id}/settings`, { token: other.token })).status).toBe(404);
    expect(
      (
        await api(`/payroll-groups/${group.id}/settings/toggle`, {
          method: 'PATCH',
          token: other.token,
          body,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(`/payroll-groups/${group.id}/settings/bonus`, { method: 'DELETE', token: other.token }))
        .status,
    ).toBe(404);

    const admin = await teamAdmin(s.organization.id, ['settings']);
    expect((await api(`/payroll-groups/${group.id}/settings`, { token: admin.token })).status).toBe(200);
    expect(
      (
        await api(`/payroll-groups/${group.id}/settings/toggle`, {
          method: 'PATCH',
          token: admin.token,
          body,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(`/payroll-groups/${group.id}/settings/salary-breakdown`, {
          method: 'DELETE',
          token: admin.token,
        })
      ).status,
    ).toBe(403);
    expect(await storedSettings(group.id)).toEqual({});
  });

  it('keeps the group’s settings before each change in its audit row (entity payroll-groups)', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Audited settings');
    const set = await api(`/payroll-groups/${group.id}/settings/salary-breakdown`, {
      method: 'PATCH',
      token: s.token,
      body: ORG_BREAKDOWN,
    });
    expect(set.status).toBe(200);
    const reset = await api(`/payroll-groups/${group.id}/settings/salary-breakdown`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(reset.status).toBe(200);

    const { deps } = await getHarness();
    const rows = await deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.entityId, group.id)));
    const of = (action: string) => rows.filter((r) => r.action === action);
    const patched = of('PATCH /payroll-groups/{group_id}/settings/salary-breakdown');
    expect(patched).toHaveLength(1);
    expect(patched[0]).toMatchObject({
      entity: 'payroll-groups',
      before: { groupId: group.id, overridden: { salaryBreakdown: false } },
      after: { salaryBreakdown: ORG_BREAKDOWN, overridden: { salaryBreakdown: true } },
    });
    const deleted = of('DELETE /payroll-groups/{group_id}/settings/salary-breakdown');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      before: { salaryBreakdown: ORG_BREAKDOWN, overridden: { salaryBreakdown: true } },
      after: { overridden: { salaryBreakdown: false } },
    });
  });
});
