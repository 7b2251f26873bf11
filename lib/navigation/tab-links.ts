export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The links of a `?tab=` tab bar: the current tab (the first when missing or unknown) and one href per tab
 * that keeps every other query parameter, so filters survive a tab switch.
 */
export function tabLinks(
  path: string,
  tabs: readonly string[],
  params: SearchParams,
  label: (tab: string) => string,
) {
  const current = typeof params.tab === 'string' && tabs.includes(params.tab) ? params.tab : tabs[0]!;
  const items = tabs.map((tab) => {
    const query = new URLSearchParams({ tab });
    for (const [key, value] of Object.entries(params)) {
      if (key !== 'tab' && value !== undefined) for (const v of [value].flat()) query.append(key, v);
    }
    return { value: tab, label: label(tab), href: `${path}?${query}` };
  });
  return { current, items };
}
