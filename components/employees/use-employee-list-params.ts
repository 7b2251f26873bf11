'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import {
  FILTER_KEYS,
  listFilters,
  listQuery,
  type EmployeeListFilters,
  type EmployeeListTab,
} from './employee-list-query';

export {
  PER_PAGE,
  TAB_STATUSES,
  type EmployeeListFilters,
  type EmployeeListTab,
} from './employee-list-query';

/** Reads the list filters from the URL and writes changes back with `router.replace` (no history entry per keystroke). */
export function useEmployeeListParams(tab: EmployeeListTab) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();

  const filters = useMemo(() => listFilters((key) => params.get(key)), [params]);

  const setFilters = useCallback(
    (changes: Partial<EmployeeListFilters>) => {
      const next = new URLSearchParams(params.toString());
      next.set('tab', tab);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      // Any filter change starts again at page 1; only an explicit page change keeps a page.
      if (!('page' in changes)) next.delete('page');
      router.replace(`${pathname}?${next.toString()}`, { scroll: false });
    },
    [params, router, pathname, tab],
  );

  const query = listQuery(tab, filters);
  const hasFilters = FILTER_KEYS.some((k) => filters[k] !== '');
  return {
    filters,
    setFilters,
    query,
    hasFilters,
    clear: () => setFilters({ search: '', departmentId: '', payrollGroupId: '', status: '' }),
  };
}
