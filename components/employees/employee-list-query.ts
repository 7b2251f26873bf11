import type { EmployeeListQuery } from '@/lib/contracts/employees';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '@/lib/contracts/employees-values';

/**
 * The employees list's URL → filters → API query, pure, so the page's server prefetch and the client hook
 * (use-employee-list-params.ts) ask for exactly the same query key.
 */

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

export const FILTER_KEYS = ['search', 'departmentId', 'payrollGroupId', 'status'] as const;

/** Statuses each tab can hold: the active tab lists active and suspended employees, the other separated ones. */
export const TAB_STATUSES: Record<EmployeeListTab, readonly EmployeeStatus[]> = {
  active: ['active', 'suspended'],
  'in-active': ['separated'],
};

export function listFilters(get: (key: string) => string | null | undefined): EmployeeListFilters {
  const page = Number(get('page'));
  return {
    search: get('search') ?? '',
    departmentId: get('departmentId') ?? '',
    payrollGroupId: get('payrollGroupId') ?? '',
    status: get('status') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function listQuery(tab: EmployeeListTab, filters: EmployeeListFilters): EmployeeListQuery {
  const status =
    (EMPLOYEE_STATUSES as readonly string[]).includes(filters.status) &&
    TAB_STATUSES[tab].includes(filters.status as EmployeeStatus)
      ? (filters.status as EmployeeStatus)
      : undefined;
  return {
    tab,
    page: filters.page,
    perPage: PER_PAGE,
    search: filters.search.trim() || undefined,
    departmentId: filters.departmentId || undefined,
    payrollGroupId: filters.payrollGroupId || undefined,
    status,
  };
}
