import { describe, expect, it } from 'vitest';
import { TABBED_SCREENS, tabRedirect, tabsFor } from '@/lib/navigation/tabs';

// Spec §2: every tabbed screen, its tabs in order (the first is the default).
const SCREENS: [string, string[]][] = [
  ['/app/employees', ['active', 'in-active']],
  ['/app/employees/123', ['details', 'bonuses-deductions', 'payroll-history', 'queries']],
  ['/app/employees/departments', ['all', 'without']],
  ['/app/hiring', ['active', 'in-active']],
  ['/app/leave', ['calendar', 'leave-requests', 'employees-on-leave', 'settings']],
  [
    '/app/settings',
    ['company-info', 'personal-info', 'billing-info', 'manage-team', 'payroll-settings', 'audit-log'],
  ],
  ['/app/shifts', ['active-schedule', 'shift-reports', 'locations']],
];

describe('tabsFor', () => {
  it.each(SCREENS)('%s has the spec tabs', (path, tabs) => {
    expect(tabsFor(path)).toEqual(tabs);
  });

  it('covers exactly the tabbed screens of the spec', () => {
    expect(TABBED_SCREENS).toHaveLength(SCREENS.length);
  });

  it.each([
    '/app/employees/bulk',
    '/app/employees/groups',
    '/app/employees/groups/g1',
    '/app/employees/benefits',
    '/app/employees/remittances',
    '/app/employees/remittances/pension',
    '/app/employees/departments/x',
    '/app/employees/123/extra',
    '/app/dashboard',
    '/app/hiring/1',
    '/app/payroll',
    '/app/leave/x',
  ])('%s has no tabs', (path) => {
    expect(tabsFor(path)).toBeUndefined();
  });

  it('treats any other single segment under employees as an employee record', () => {
    expect(tabsFor('/app/employees/4f1c2d9e-uuid')?.[0]).toBe('details');
  });
});

describe('tabRedirect', () => {
  it.each([
    ['/app/employees', 'active'],
    ['/app/employees/123', 'details'],
    ['/app/employees/departments', 'all'],
    ['/app/hiring', 'active'],
    ['/app/leave', 'calendar'],
    ['/app/settings', 'company-info'],
    ['/app/shifts', 'active-schedule'],
  ])('%s without a tab goes to %s', (path, tab) => {
    expect(tabRedirect(path, null)).toBe(tab);
    expect(tabRedirect(path, '')).toBe(tab);
  });

  it.each(SCREENS)('%s with an unknown tab goes to the default', (path, tabs) => {
    expect(tabRedirect(path, 'nope')).toBe(tabs[0]);
  });

  it.each(SCREENS.flatMap(([path, tabs]) => tabs.map((tab) => [path, tab] as const)))(
    '%s?tab=%s stays',
    (path, tab) => {
      expect(tabRedirect(path, tab)).toBeNull();
    },
  );

  it.each(['/app/employees/bulk', '/app/employees/groups', '/app/employees/departments/x', '/app/dashboard'])(
    '%s is never redirected',
    (path) => {
      expect(tabRedirect(path, null)).toBeNull();
    },
  );
});
