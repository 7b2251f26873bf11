import { TAB_RULES } from '@/lib/modules';

/**
 * Tabbed screens (spec §2): the tab lives in `?tab=`; a tab-less or unknown tab redirects to the default.
 * Each module declares its tabbed screens in lib/modules.ts; middleware.ts applies the redirect before render
 * and the screens render their tabs from the same rule.
 */
export const TABBED_SCREENS = TAB_RULES;

export function tabsFor(pathname: string): readonly string[] | undefined {
  return TAB_RULES.find((s) => s.pattern.test(pathname))?.tabs;
}

/** The tab to redirect to, or null when the URL already names a valid tab (or the screen has none). */
export function tabRedirect(pathname: string, tab: string | null): string | null {
  const tabs = tabsFor(pathname);
  if (!tabs || (tab && tabs.includes(tab))) return null;
  return tabs[0]!;
}

/** A screen's URL with its default tab, so links never cost a redirect hop. */
export function withDefaultTab(href: string): string {
  const [path, query] = href.split('?');
  const tabs = tabsFor(path!);
  if (!tabs || new URLSearchParams(query).has('tab')) return href;
  return `${path}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), tab: tabs[0]! })}`;
}
