import { afterEach, describe, expect, it } from 'vitest';
import { api, clock, latestMail, uniqueEmail } from '../helpers/app';
import { consultantSession, employerSession, signIn } from '../helpers/accounts';
import { addEmployees } from './fixtures';

const DAY = 86_400_000;
const ROUTES = [
  '/admin/stats',
  '/dashboard/stats-card',
  '/dashboard/payroll-distribution-summary',
  '/dashboard/tasks',
  '/dashboard/employee-stats',
];
afterEach(() => clock.reset());

/** Invites a team admin with `permissions` and accepts through the mailed link; returns their token. */
async function teamAdmin(employerToken: string, permissions: string[]) {
  const email = uniqueEmail('admin');
  expect(
    (
      await api('/organizations/admins', {
        method: 'POST',
        token: employerToken,
        body: { email, permissions },
      })
    ).status,
  ).toBe(201);
  const link = /\/invite\/([A-Za-z0-9_-]+)/.exec((await latestMail(email))!.text)![1];
  const done = await api(`/organizations/admins/complete/${link}`, {
    method: 'POST',
    body: { firstName: 'Team', lastName: 'Admin', password: 'Str0ng-passw0rd' },
  });
  expect(done.status).toBe(200);
  return done.body.data.token as string;
}

describe('[DASHBOARD] a fresh organisation', () => {
  it('answers real zeros on every route before any employee or wallet exists', async () => {
    const s = await employerSession();
    const stats = await api('/admin/stats', { token: s.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual({
      employees: { active: 0, suspended: 0, separated: 0, total: 0 },
      departments: 0,
      payrollGroups: 0,
      teamAdmins: 0,
      pendingInvitations: 0,
      wallets: [],
    });
    expect((await api('/dashboard/stats-card', { token: s.token })).body.data).toEqual({
      currency: 'NGN',
      totalEmployees: { value: 0, previous: 0 },
      monthlyPayroll: [],
      walletBalance: null,
      newHires: { value: 0, previous: 0 },
    });
    expect((await api('/dashboard/payroll-distribution-summary', { token: s.token })).body.data).toEqual({
      currency: 'NGN',
      currencies: [],
      headcount: 0,
      gross: 0,
      byDepartment: [],
      byComponent: [
        { component: 'basic', amount: 0 },
        { component: 'housing', amount: 0 },
        { component: 'transport', amount: 0 },
        { component: 'other', amount: 0 },
      ],
    });
    // Only the onboarding checklist: KYC, wallet, first employee and first payroll are still to do.
    const tasks = (await api('/dashboard/tasks', { token: s.token })).body.data;
    expect(tasks).toEqual([{ type: 'checklist', count: 4, href: '/app/onboarding', dueDate: null }]);
    const people = (await api('/dashboard/employee-stats', { token: s.token })).body.data;
    expect(people).toMatchObject({
      byStatus: { active: 0, suspended: 0, separated: 0 },
      byGender: [],
      byEmploymentType: [],
      byDepartment: [],
    });
    expect(people.monthly).toHaveLength(12);
    expect(people.monthly.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      joiners: 0,
      leavers: 0,
    });
  });

  it('shows a funded wallet in admin/stats and on the balance card, with its 30-day trend', async () => {
    const s = await employerSession();
    const wallet = (await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} }))
      .body.data;
    const funded = await api(`/wallets/${wallet.id}/simulate-funding`, {
      method: 'POST',
      token: s.token,
      body: { amount: 125_000 },
    });
    expect(funded.status).toBe(200);

    expect((await api('/admin/stats', { token: s.token })).body.data.wallets).toEqual([
      { currency: 'NGN', balance: 125_000 },
    ]);
    expect((await api('/dashboard/stats-card', { token: s.token })).body.data.walletBalance).toEqual({
      currency: 'NGN',
      value: 125_000,
      previous: 0,
    });

    // 31 days on (a new sign-in: sessions last 7 days), the funding is older than the comparison point.
    clock.advance(31 * DAY);
    const later = await signIn(s.user.email, s.password);
    expect((await api('/dashboard/stats-card', { token: later.token })).body.data.walletBalance).toEqual({
      currency: 'NGN',
      value: 125_000,
      previous: 125_000,
    });
    clock.reset();

    const other = await employerSession();
    expect((await api('/admin/stats', { token: other.token })).body.data.wallets).toEqual([]);
    expect((await api('/dashboard/stats-card', { token: other.token })).body.data.walletBalance).toBeNull();
  });

  it('lists the subscription as ending once the trial has fewer than 7 days left', async () => {
    const s = await employerSession();
    const trialEnds = (await api('/billings/subscription', { token: s.token })).body.data?.trialEndsAt as
      | string
      | undefined;
    clock.advance(8 * DAY);
    const later = await signIn(s.user.email, s.password);
    const tasks = (await api('/dashboard/tasks', { token: later.token })).body.data;
    const ending = tasks.find((t: { type: string }) => t.type === 'subscriptionEnding');
    expect(ending).toMatchObject({ count: 1, href: '/app/settings?tab=billing-info' });
    if (trialEnds) expect(ending.dueDate).toBe(trialEnds.slice(0, 10));
    expect(ending.dueDate).toBe(new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10));
  });
});

describe('[DASHBOARD] access', () => {
  it('needs a session (401) and an organisation (403 in consultant mode)', async () => {
    for (const path of ROUTES) expect((await api(path)).status).toBe(401);
    const c = await consultantSession(1);
    for (const path of ROUTES) {
      const res = await api(path, { token: c.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    // Switched into a client organisation, the consultant sees that organisation's dashboard.
    await addEmployees(c.organizations[0]!.id, [{ startDate: '2025-01-01', basic: 1_000 }]);
    expect(
      (
        await api('/account/switch-org', {
          method: 'POST',
          token: c.token,
          body: { orgId: c.organizations[0]!.id },
        })
      ).status,
    ).toBe(200);
    expect((await api('/admin/stats', { token: c.token })).body.data.employees.total).toBe(1);
    expect((await api('/dashboard/employee-stats', { token: c.token })).status).toBe(200);
  });

  it('hides salaries and balances from a team admin without the permissions', async () => {
    const s = await employerSession();
    await addEmployees(s.organization.id, [{ startDate: '2025-01-01', basic: 5_000_000 }]);
    await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} });

    const leaveOnly = await teamAdmin(s.token, ['leave']);
    const stats = await api('/admin/stats', { token: leaveOnly });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ employees: { total: 1 }, teamAdmins: 1, wallets: null });
    const card = (await api('/dashboard/stats-card', { token: leaveOnly })).body.data;
    expect(card).toMatchObject({ totalEmployees: { value: 1 }, monthlyPayroll: null, walletBalance: null });
    expect((await api('/dashboard/payroll-distribution-summary', { token: leaveOnly })).status).toBe(403);
    expect((await api('/dashboard/employee-stats', { token: leaveOnly })).status).toBe(403);
    const tasks = (await api('/dashboard/tasks', { token: leaveOnly })).body.data;
    expect(tasks.map((t: { type: string }) => t.type)).toEqual(['checklist']);

    const employeesOnly = await teamAdmin(s.token, ['employees']);
    const card2 = (await api('/dashboard/stats-card', { token: employeesOnly })).body.data;
    expect(card2.monthlyPayroll).toEqual([{ currency: 'NGN', value: 5_000_000, previous: 5_000_000 }]);
    expect(card2.walletBalance).toBeNull();
    expect(
      (await api('/dashboard/payroll-distribution-summary', { token: employeesOnly })).body.data.gross,
    ).toBe(5_000_000);
    const tasks2 = (await api('/dashboard/tasks', { token: employeesOnly })).body.data;
    expect(tasks2.map((t: { type: string }) => t.type)).toEqual(['checklist', 'missingBankAccount']);

    const walletOnly = await teamAdmin(s.token, ['wallet']);
    expect((await api('/admin/stats', { token: walletOnly })).body.data.wallets).toEqual([
      { currency: 'NGN', balance: 0 },
    ]);
    expect((await api('/dashboard/stats-card', { token: walletOnly })).body.data.walletBalance).toEqual({
      currency: 'NGN',
      value: 0,
      previous: 0,
    });
  });
});
