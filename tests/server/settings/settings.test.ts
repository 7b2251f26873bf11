import { describe, expect, it } from 'vitest';
import { createEmployer, createUser } from '@/server/seed/factories';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { employerSession, signIn } from '../helpers/accounts';

async function teamAdminSession(organizationId: string, permissions: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('admin') });
  await insertUserRole(deps.db, { userId: user.id, name: 'team_admin', organizationId, permissions });
  return { ...(await signIn(user.email, password)), user };
}

describe('[SETTINGS] GET organizations/settings', () => {
  it('creates defaults on first read, with the organisation details', async () => {
    const s = await employerSession();
    const res = await api('/organizations/settings', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      organization: { id: s.organization.id, name: s.organization.name, country: 'NG', currency: 'NGN' },
      toggles: {
        'payroll.prorateJoiners': true,
        'payroll.autoRemitStatutory': false,
        'employees.allowSelfService': true,
      },
      payrollBonus: { enabled: false, type: 'percentage', value: 0, month: 12 },
      salaryBreakdown: { basic: 5000, housing: 2500, transport: 1500, other: 1000 },
      approvalLevels: [],
    });
  });

  it('needs a session', async () => {
    expect((await api('/organizations/settings')).status).toBe(401);
    expect(
      (
        await api('/organizations/settings/toggle', {
          method: 'PATCH',
          body: { key: 'payroll.prorateJoiners', enabled: true },
        })
      ).status,
    ).toBe(401);
  });
});

describe('[SETTINGS] writes', () => {
  it('flips a known toggle and refuses unknown keys', async () => {
    const s = await employerSession();
    const res = await api('/organizations/settings/toggle', {
      method: 'PATCH',
      token: s.token,
      body: { key: 'payroll.autoRemitStatutory', enabled: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.toggles['payroll.autoRemitStatutory']).toBe(true);
    const bad = await api('/organizations/settings/toggle', {
      method: 'PATCH',
      token: s.token,
      body: { key: 'nope', enabled: true },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.key).toBeDefined();
  });

  it('saves the payroll bonus and refuses a percentage above 100%', async () => {
    const s = await employerSession();
    const bonus = { enabled: true, type: 'fixed', value: 5_000_000, month: 12 };
    const res = await api('/organizations/settings/payroll-bonus', {
      method: 'PATCH',
      token: s.token,
      body: bonus,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.payrollBonus).toEqual(bonus);
    const bad = await api('/organizations/settings/payroll-bonus', {
      method: 'PATCH',
      token: s.token,
      body: { enabled: true, type: 'percentage', value: 10001, month: 13 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['month', 'value']);
  });

  it('saves a salary breakdown that sums to 100% and answers 422 otherwise', async () => {
    const s = await employerSession();
    const good = { basic: 6000, housing: 2000, transport: 1000, other: 1000 };
    const res = await api('/organizations/settings/salary-breakdown', {
      method: 'PATCH',
      token: s.token,
      body: good,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.salaryBreakdown).toEqual(good);
    const bad = await api('/organizations/settings/salary-breakdown', {
      method: 'PATCH',
      token: s.token,
      body: { ...good, other: 999 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors.total).toEqual([
      'Basic, housing, transport and other must add up to exactly 100%.',
    ]);
    const zh = await api('/organizations/settings/salary-breakdown', {
      method: 'PATCH',
      token: s.token,
      body: { ...good, other: 999 },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.errors.total[0]).toContain('100%');
    expect((await api('/organizations/settings', { token: s.token })).body.data.salaryBreakdown).toEqual(
      good,
    );
  });

  it('saves ordered approvers from the organisation and refuses strangers, gaps and duplicates', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['payroll.approve']);
    const levels = [
      { level: 1, userId: admin.user.id },
      { level: 2, userId: s.user.id },
    ];
    const res = await api('/organizations/settings/approval-levels', {
      method: 'PATCH',
      token: s.token,
      body: { levels },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.approvalLevels).toMatchObject([
      { level: 1, userId: admin.user.id, email: admin.user.email },
      { level: 2, userId: s.user.id },
    ]);
    const stranger = await createEmployer(deps.db, { email: uniqueEmail('stranger') });
    const bad = await api('/organizations/settings/approval-levels', {
      method: 'PATCH',
      token: s.token,
      body: { levels: [{ level: 1, userId: stranger.user.id }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['levels.0.userId']).toEqual([
      'This approver is not a member of the organisation.',
    ]);
    const dup = await api('/organizations/settings/approval-levels', {
      method: 'PATCH',
      token: s.token,
      body: {
        levels: [
          { level: 1, userId: s.user.id },
          { level: 2, userId: s.user.id },
        ],
      },
    });
    expect(dup.status).toBe(422);
    const gap = await api('/organizations/settings/approval-levels', {
      method: 'PATCH',
      token: s.token,
      body: { levels: [{ level: 2, userId: s.user.id }] },
    });
    expect(gap.status).toBe(422);
  });

  it('updates the company details and validates them', async () => {
    const s = await employerSession();
    const details = {
      name: 'Acme Nigeria Ltd',
      address: '1 Marina, Lagos',
      industry: 'Retail',
      companySize: '11-50',
      phone: '+234 803 000 0000',
      email: 'HR@acme.test',
    };
    const res = await api('/organizations/details', { method: 'PUT', token: s.token, body: details });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...details, email: 'hr@acme.test' });
    const bad = await api('/organizations/details', {
      method: 'PUT',
      token: s.token,
      body: { name: '', companySize: 'huge', email: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['companySize', 'email', 'name']);
  });

  it('bulk-updates several parts at once and checks each', async () => {
    const s = await employerSession();
    const body = {
      toggles: { 'employees.allowSelfService': false },
      salaryBreakdown: { basic: 4000, housing: 3000, transport: 2000, other: 1000 },
      approvalLevels: [{ level: 1, userId: s.user.id }],
    };
    const res = await api('/organizations/settings/update', { method: 'PUT', token: s.token, body });
    expect(res.status).toBe(200);
    expect(res.body.data.toggles['employees.allowSelfService']).toBe(false);
    expect(res.body.data.toggles['payroll.prorateJoiners']).toBe(true);
    expect(res.body.data.salaryBreakdown).toEqual(body.salaryBreakdown);
    const bad = await api('/organizations/settings/update', {
      method: 'PUT',
      token: s.token,
      body: { salaryBreakdown: { basic: 1, housing: 0, transport: 0, other: 0 } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['salaryBreakdown.total']).toBeDefined();
  });
});

describe('[SETTINGS] permissions', () => {
  it('lets a team admin without `settings` read but not write', async () => {
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['employees']);
    expect((await api('/organizations/settings', { token: admin.token })).status).toBe(200);
    const writes: [string, string, unknown][] = [
      ['PATCH', '/organizations/settings/toggle', { key: 'payroll.prorateJoiners', enabled: false }],
      [
        'PATCH',
        '/organizations/settings/payroll-bonus',
        { enabled: false, type: 'fixed', value: 0, month: 1 },
      ],
      [
        'PATCH',
        '/organizations/settings/salary-breakdown',
        { basic: 10000, housing: 0, transport: 0, other: 0 },
      ],
      ['PATCH', '/organizations/settings/approval-levels', { levels: [] }],
      ['PUT', '/organizations/settings/update', {}],
      ['PUT', '/organizations/details', { name: 'Hijacked' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await api(path, { method, token: admin.token, body });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('lets a team admin with `settings` write', async () => {
    const s = await employerSession();
    const admin = await teamAdminSession(s.organization.id, ['settings']);
    const res = await api('/organizations/settings/toggle', {
      method: 'PATCH',
      token: admin.token,
      body: { key: 'payroll.prorateJoiners', enabled: false },
    });
    expect(res.status).toBe(200);
  });
});
