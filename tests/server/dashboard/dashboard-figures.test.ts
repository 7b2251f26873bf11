import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, clock } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { addDepartments, addEmployees, addPayrollGroup, addSuspension, bank } from './fixtures';

// The dashboard's "today" is the app clock: fixed here, so month boundaries and trends are exact.
const NOW = '2026-06-15T12:00:00Z';
const freeze = () => {
  clock.offsetMs = Date.parse(NOW) - Date.now();
};
afterEach(() => clock.reset());

type Session = Awaited<ReturnType<typeof employerSession>>;
let s: Session;
let other: Session;

/**
 * One organisation with eight employees (five active, one suspended, two separated) in three departments,
 * and a second organisation whose rows must never be counted.
 */
beforeAll(async () => {
  s = await employerSession();
  other = await employerSession();
  const org = s.organization.id;
  const [eng, sales] = await addDepartments(org, ['Engineering', 'Sales', 'Empty']);
  await addPayrollGroup(org, 'Monthly');
  const ngn = (basic: number, rest: Partial<Record<'housing' | 'transport' | 'other', number>> = {}) => ({
    basic,
    ...rest,
  });
  const [, , , d] = await addEmployees(org, [
    // A, B, C, D
    {
      departmentId: eng!.id,
      startDate: '2024-01-10',
      gender: 'female',
      ...ngn(30_000_000, { housing: 10_000_000, transport: 5_000_000, other: 1_000_000 }),
      ...bank(true),
    },
    {
      departmentId: eng!.id,
      startDate: '2026-06-01',
      gender: 'male',
      employmentType: 'contract',
      ...ngn(20_000_000),
    },
    {
      departmentId: sales!.id,
      startDate: '2025-06-20',
      employmentType: 'part_time',
      payrollEnabled: false,
      ...ngn(15_000_000),
      ...bank(false),
    },
    {
      departmentId: sales!.id,
      startDate: '2025-01-05',
      gender: 'female',
      status: 'suspended',
      ...ngn(10_000_000),
      ...bank(true),
    },
  ]);
  await addEmployees(org, [
    // E, G: separated; F: USD, no department; H: joined last month
    {
      departmentId: eng!.id,
      startDate: '2023-03-01',
      gender: 'male',
      status: 'separated',
      separatedAt: '2026-06-05',
      ...ngn(50_000_000),
    },
    {
      departmentId: sales!.id,
      startDate: '2025-08-01',
      gender: 'male',
      status: 'separated',
      separatedAt: '2025-12-20',
      ...ngn(9_000_000),
    },
    {
      startDate: '2026-05-20',
      gender: 'female',
      employmentType: 'intern',
      payCurrency: 'USD',
      basic: 100_000,
      ...bank(true),
    },
    { departmentId: sales!.id, startDate: '2026-05-03', gender: 'male', ...ngn(5_000_000), ...bank(true) },
  ]);
  await addSuspension(org, d!.id, '2026-06-01', '2026-06-18');

  // The other tenant: a department, a big salary, a bank gap and a suspension ending soon.
  const [otherDept] = await addDepartments(other.organization.id, ['Engineering']);
  const [x] = await addEmployees(other.organization.id, [
    {
      departmentId: otherDept!.id,
      startDate: '2026-06-02',
      gender: 'female',
      basic: 99_000_000,
      status: 'suspended',
    },
    { startDate: '2026-05-10', status: 'separated', separatedAt: '2026-06-10' },
  ]);
  await addSuspension(other.organization.id, x!.id, '2026-06-01', '2026-06-16');
});

describe('[DASHBOARD] figures from real employees', () => {
  it('GET admin/stats counts employees by status, departments, groups, team and wallets', async () => {
    freeze();
    const invite = await api('/organizations/admins', {
      method: 'POST',
      token: s.token,
      body: { email: `inv-${crypto.randomUUID().slice(0, 6)}@example.test`, permissions: ['leave'] },
    });
    expect(invite.status).toBe(201);
    const res = await api('/admin/stats', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      employees: { active: 5, suspended: 1, separated: 2, total: 8 },
      departments: 3,
      payrollGroups: 1,
      teamAdmins: 0,
      pendingInvitations: 1,
      wallets: [],
    });
  });

  it('GET dashboard/stats-card compares today with 30 days ago and this month with last month', async () => {
    freeze();
    const res = await api('/dashboard/stats-card', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      currency: 'NGN',
      // On staff 15 June: A B C D F H; on 16 May: A C D E H (E left 5 June; B, F started later).
      totalEmployees: { value: 6, previous: 5 },
      // Active + payroll-enabled: A 460,000 + B 200,000 + H 50,000; 16 May: A + E 500,000 + H (C is off payroll, D suspended).
      monthlyPayroll: [
        { currency: 'NGN', value: 71_000_000, previous: 101_000_000 },
        { currency: 'USD', value: 100_000, previous: 0 },
      ],
      walletBalance: null,
      newHires: { value: 1, previous: 2 },
    });
  });

  it('GET dashboard/payroll-distribution-summary splits the gross by department and component', async () => {
    freeze();
    const res = await api('/dashboard/payroll-distribution-summary', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      currency: 'NGN',
      currencies: ['NGN', 'USD'],
      headcount: 3,
      gross: 71_000_000,
      byComponent: [
        { component: 'basic', amount: 55_000_000 },
        { component: 'housing', amount: 10_000_000 },
        { component: 'transport', amount: 5_000_000 },
        { component: 'other', amount: 1_000_000 },
      ],
    });
    expect(res.body.data.byDepartment).toEqual([
      expect.objectContaining({ name: 'Engineering', headcount: 2, gross: 66_000_000 }),
      expect.objectContaining({ name: 'Sales', headcount: 1, gross: 5_000_000 }),
    ]);

    const usd = await api('/dashboard/payroll-distribution-summary?currency=usd', { token: s.token });
    expect(usd.body.data).toMatchObject({ currency: 'USD', headcount: 1, gross: 100_000 });
    expect(usd.body.data.byDepartment).toEqual([
      { departmentId: null, name: null, headcount: 1, gross: 100_000 },
    ]);

    const bad = await api('/dashboard/payroll-distribution-summary?currency=US1', { token: s.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.currency).toBeDefined();
  });

  it('GET dashboard/tasks lists bank gaps, suspensions ending soon, invitations and the checklist', async () => {
    freeze();
    const checklist = (await api('/organizations/dashboard-checklist', { token: s.token })).body.data
      .checklist;
    const res = await api('/dashboard/tasks', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        type: 'checklist',
        count: checklist.filter((c: { done: boolean }) => !c.done).length,
        href: '/app/onboarding',
        dueDate: null,
      },
      { type: 'missingBankAccount', count: 1, href: '/app/employees?tab=active', dueDate: null },
      { type: 'unverifiedBankAccount', count: 1, href: '/app/employees?tab=active', dueDate: null },
      { type: 'suspensionsEnding', count: 1, href: '/app/employees?tab=active', dueDate: '2026-06-18' },
      { type: 'pendingInvitations', count: 1, href: '/app/settings?tab=manage-team', dueDate: null },
    ]);
  });

  it('GET dashboard/employee-stats breaks headcount down and counts joiners and leavers per month', async () => {
    freeze();
    const res = await api('/dashboard/employee-stats', { token: s.token });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.byStatus).toEqual({ active: 5, suspended: 1, separated: 2 });
    expect(data.byGender).toEqual([
      { key: 'female', count: 3 },
      { key: 'male', count: 2 },
      { key: 'unspecified', count: 1 },
    ]);
    expect(data.byEmploymentType).toEqual([
      { key: 'full_time', count: 3 },
      { key: 'contract', count: 1 },
      { key: 'intern', count: 1 },
      { key: 'part_time', count: 1 },
    ]);
    expect(data.byDepartment.map((d: { name: string | null; count: number }) => [d.name, d.count])).toEqual([
      ['Sales', 3],
      ['Engineering', 2],
      ['Empty', 0],
      [null, 1],
    ]);
    expect(data.monthly).toHaveLength(12);
    expect(data.monthly[0]).toEqual({ month: '2025-07', joiners: 0, leavers: 0 });
    const busy = data.monthly.filter((m: { joiners: number; leavers: number }) => m.joiners || m.leavers);
    expect(busy).toEqual([
      { month: '2025-08', joiners: 1, leavers: 0 },
      { month: '2025-12', joiners: 0, leavers: 1 },
      { month: '2026-05', joiners: 2, leavers: 0 },
      { month: '2026-06', joiners: 1, leavers: 1 },
    ]);
  });

  it("never counts another tenant's employees", async () => {
    freeze();
    const stats = (await api('/admin/stats', { token: other.token })).body.data;
    expect(stats.employees).toEqual({ active: 0, suspended: 1, separated: 1, total: 2 });
    expect(stats.departments).toBe(1);
    const card = (await api('/dashboard/stats-card', { token: other.token })).body.data;
    expect(card.totalEmployees).toEqual({ value: 1, previous: 1 });
    expect(card.monthlyPayroll).toEqual([{ currency: 'NGN', value: 0, previous: 0 }]);
    const tasks = (await api('/dashboard/tasks', { token: other.token })).body.data;
    expect(tasks.find((t: { type: string }) => t.type === 'suspensionsEnding')).toMatchObject({
      count: 1,
      dueDate: '2026-06-16',
    });
    expect(tasks.find((t: { type: string }) => t.type === 'missingBankAccount')).toMatchObject({ count: 1 });
    const dist = (await api('/dashboard/payroll-distribution-summary', { token: other.token })).body.data;
    expect(dist).toMatchObject({ headcount: 0, gross: 0, byDepartment: [], currencies: [] });
  });
});
