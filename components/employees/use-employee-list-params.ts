'use client';

import { useUrlPaging } from '@/components/ui/use-url-paging';
import {
  FILTER_KEYS,
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

/** The department, group and status filters, each its own URL parameter beside `search`, `page` and `tab`. */
const SELECTS = ['departmentId', 'payrollGroupId', 'status'] as const;
export type EmployeeSelectFilter = (typeof SELECTS)[number];

/**
 * The list's filters and page in the URL (useUrlPaging: `router.replace`, the tab and other parameters kept,
 * a search or filter change back to page 1), and the API query they make. The parameters and their defaults
 * are the ones the page's server prefetch reads (employee-list-query.ts: `listFilters`), so both ask for the
 * same query key.
 */
export function useEmployeeListParams(tab: EmployeeListTab) {
  const paging = useUrlPaging({ filters: SELECTS });
  const filters: EmployeeListFilters = { search: paging.search, ...paging.filters, page: paging.page };
  return {
    filters,
    query: listQuery(tab, filters),
    hasFilters: FILTER_KEYS.some((k) => filters[k] !== ''),
    term: paging.term,
    setTerm: paging.setTerm,
    setFilter: paging.setFilter,
    setPage: paging.setPage,
    clear: () => paging.setFilters({ search: '', departmentId: '', payrollGroupId: '', status: '' }),
  };
}
