import { describe, expect, it } from 'vitest';
import { calendarDaysBetween } from '@/lib/dates';
import {
  cheapestPlanFor,
  moduleOutsidePlan,
  NAV,
  PLAN_IDS,
  planIncludes,
  planModules,
  planToOffer,
} from '@/lib/modules';
import { loadMessages } from '@/lib/i18n/catalog';

const PAID_MODULES = [
  'employees',
  'departments',
  'payroll-groups',
  'payroll',
  'remittances',
  'benefits',
  'wallet',
  'leave',
  'shifts',
  'hiring',
  'comms',
];

describe('the plan table (lib/modules.ts): each plan opens exactly what its description lists', () => {
  it('Starter: employees, payroll, wallet and remittances (with departments and payroll groups)', () => {
    expect(planModules('starter')).toEqual([
      'employees',
      'departments',
      'payroll-groups',
      'payroll',
      'remittances',
      'wallet',
    ]);
  });

  it('Growth: Starter plus leave, shifts and earned wage access', () => {
    expect(planModules('growth')).toEqual(
      [...planModules('starter'), 'benefits', 'leave', 'shifts'].sort(byRegistry),
    );
  });

  it('Enterprise: every module, including hiring and comms', () => {
    expect([...planModules('enterprise')].sort()).toEqual([...PAID_MODULES].sort());
  });

  it.each([
    [
      'starter',
      ['leave', 'shifts', 'hiring', 'comms', 'benefits'],
      ['employees', 'payroll', 'wallet', 'remittances'],
    ],
    ['growth', ['hiring', 'comms'], ['leave', 'shifts', 'benefits', 'employees']],
    ['enterprise', [], PAID_MODULES],
    ['trial', [], PAID_MODULES],
  ] as const)('%s leaves out %j', (plan, out, inside) => {
    for (const m of out) expect(planIncludes(plan, m), m).toBe(false);
    for (const m of inside) expect(planIncludes(plan, m), m).toBe(true);
  });

  it('keeps the modules every subscription has (dashboard, settings, billing) open on any plan', () => {
    for (const m of ['dashboard', 'settings', 'billing', 'account'])
      for (const plan of [...PLAN_IDS, 'trial', 'legacy']) expect(planIncludes(plan, m)).toBe(true);
  });

  it('treats a plan it does not know as the cheapest, never as everything', () => {
    expect(planIncludes('legacy', 'employees')).toBe(true);
    expect(planIncludes('legacy', 'leave')).toBe(false);
  });

  it('names the cheapest plan that includes each module', () => {
    expect(
      Object.fromEntries(
        ['employees', 'leave', 'shifts', 'benefits', 'hiring', 'comms', 'settings'].map((m) => [
          m,
          cheapestPlanFor(m),
        ]),
      ),
    ).toEqual({
      employees: 'starter',
      leave: 'growth',
      shifts: 'growth',
      benefits: 'growth',
      hiring: 'enterprise',
      comms: 'enterprise',
      settings: null,
    });
  });

  it('finds the screen a plan does not include (the middleware guard), most specific module first', () => {
    expect(moduleOutsidePlan('/app/leave', 'starter')?.name).toBe('leave');
    expect(moduleOutsidePlan('/app/hiring/create', 'growth')?.name).toBe('hiring');
    expect(moduleOutsidePlan('/app/employees/benefits', 'starter')?.name).toBe('benefits');
    expect(moduleOutsidePlan('/app/employees', 'starter')).toBeUndefined();
    expect(moduleOutsidePlan('/app/leave', 'growth')).toBeUndefined();
    expect(moduleOutsidePlan('/app/comms', 'trial')).toBeUndefined();
  });

  it('the pay-wall offers the cheapest plan with the module asked for, never less than the plan paid for', () => {
    expect(planToOffer('leave', 'trial')).toBe('growth');
    expect(planToOffer('shifts', 'starter')).toBe('growth');
    expect(planToOffer('hiring', 'starter')).toBe('enterprise');
    expect(planToOffer('comms', 'growth')).toBe('enterprise');
    expect(planToOffer('leave', 'enterprise')).toBe('enterprise');
    expect(planToOffer(null, 'trial')).toBe('starter');
    expect(planToOffer(null, 'growth')).toBe('growth');
  });

  it('gives the sidebar each item’s module, and the plan cards a name and description per plan in both languages', () => {
    expect(NAV.find((n) => n.key === 'leave')).toMatchObject({ module: 'leave', plan: 'growth' });
    for (const locale of ['en-GB', 'zh-CN'] as const) {
      const billing = loadMessages(locale).billing as { plans: Record<string, { name: string }> };
      for (const plan of PLAN_IDS) expect(billing.plans[plan]?.name).toBeTruthy();
    }
  });
});

const order = NAV.map((n) => n.module as string);
function byRegistry(a: string, b: string) {
  return order.indexOf(a) - order.indexOf(b);
}

describe('calendarDaysBetween: days on the wall calendar of a time zone', () => {
  it.each([
    ['11 days away', '2026-11-20T08:00:00Z', '2026-12-01T08:00:00Z', 11],
    ['30 days away', '2026-11-01T12:00:00Z', '2026-12-01T12:00:00Z', 30],
    ['11 days and an hour', '2026-11-20T08:00:00Z', '2026-12-01T09:00:00Z', 11],
    ['10 days and 23 hours, across midnight', '2026-11-20T08:00:00Z', '2026-12-01T07:00:00Z', 11],
    ['the same day', '2026-12-01T00:30:00Z', '2026-12-01T22:00:00Z', 0],
    ['the day before', '2026-12-02T08:00:00Z', '2026-12-01T08:00:00Z', -1],
  ])('%s in Lagos → %i', (_, from, to, expected) => {
    expect(calendarDaysBetween(new Date(from), new Date(to), 'Africa/Lagos')).toBe(expected);
  });

  it('uses the zone’s date: 23:30 UTC is tomorrow in Lagos (UTC+1) but today in Accra (UTC+0)', () => {
    const from = new Date('2026-11-20T23:30:00Z');
    const to = new Date('2026-12-01T12:00:00Z');
    expect(calendarDaysBetween(from, to, 'Africa/Accra')).toBe(11);
    expect(calendarDaysBetween(from, to, 'Africa/Lagos')).toBe(10);
  });
});
