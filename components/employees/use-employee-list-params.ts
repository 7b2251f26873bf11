'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { EMPLOYEE_STATUSES, type EmployeeListQuery, type EmployeeStatus } from '@/lib/contracts/employees';

export const PER_PAGE = 20;
export type EmployeeListTab = 'active' | 'in-active';
/** Filters that live in the URL beside `tab`, so a filtered page can be shared and survives a reload. */
export type EmployeeListFilters = {
  search: string;
  departmentId: string;
  payrollGroupId: string;
  status: string;
  page: number;
};

const FILTER_KEYS = ['search', 'departmentId', 'payrollGroupId', 'status'] as const;

/** Statuses each tab can hold: the active tab lists active and suspended employees, the other separated ones. */
export const TAB_STATUSES: Record<EmployeeListTab, readonly EmployeeStatus[]> = {
  active: ['active', 'suspended'],
  'in-active': ['separated'],
};

/** Reads the list filters from the URL and writes changes back with `router.replace` (no history entry per keystroke). */
export function useEmployeeListParams(tab: EmployeeListTab) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();

  const filters = useMemo<EmployeeListFilters>(() => {
    const page = Number(params.get('page'));
    return {
      search: params.get('search') ?? '',
      departmentId: params.get('departmentId') ?? '',
      payrollGroupId: params.get('payrollGroupId') ?? '',
      status: params.get('status') ?? '',
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);

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

  const status =
    (EMPLOYEE_STATUSES as readonly string[]).includes(filters.status) &&
    TAB_STATUSES[tab].includes(filters.status as EmployeeStatus)
      ? (filters.status as EmployeeStatus)
      : undefined;
  const query: EmployeeListQuery = {
    tab,
    page: filters.page,
    perPage: PER_PAGE,
    search: filters.search.trim() || undefined,
    departmentId: filters.departmentId || undefined,
    payrollGroupId: filters.payrollGroupId || undefined,
    status,
  };
  const hasFilters = FILTER_KEYS.some((k) => filters[k] !== '');
  return {
    filters,
    setFilters,
    query,
    hasFilters,
    clear: () => setFilters({ search: '', departmentId: '', payrollGroupId: '', status: '' }),
  };
}
