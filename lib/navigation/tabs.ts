/**
 * Tabbed screens (spec §2): the tab lives in `?tab=`; a tab-less or unknown tab redirects to the default.
 * middleware.ts applies the redirect before render; the screens render their tabs from the same list.
 */
export const TABBED_SCREENS = [
  { pattern: /^\/app\/employees$/, tabs: ['active', 'in-active'] },
  { pattern: /^\/app\/employees\/(?!bulk$|benefits|departments|groups|remittances)[^/]+$/, tabs: ['details', 'bonuses-deductions', 'payroll-history', 'queries'] },
  { pattern: /^\/app\/employees\/departments$/, tabs: ['all', 'without'] },
  { pattern: /^\/app\/hiring$/, tabs: ['active', 'in-active'] },
  { pattern: /^\/app\/leave$/, tabs: ['calendar', 'leave-requests', 'employees-on-leave', 'settings'] },
  { pattern: /^\/app\/settings$/, tabs: ['company-info', 'personal-info', 'billing-info', 'manage-team', 'payroll-settings', 'audit-log'] },
  { pattern: /^\/app\/shifts$/, tabs: ['active-schedule', 'shift-reports', 'locations'] },
] as const;

export function tabsFor(pathname: string): readonly string[] | undefined {
  return TABBED_SCREENS.find((s) => s.pattern.test(pathname))?.tabs;
}

/** The tab to redirect to, or null when the URL already names a valid tab (or the screen has none). */
export function tabRedirect(pathname: string, tab: string | null): string | null {
  const tabs = tabsFor(pathname);
  if (!tabs || (tab && tabs.includes(tab))) return null;
  return tabs[0]!;
}
