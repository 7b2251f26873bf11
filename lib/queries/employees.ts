import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import {
  acceptBankName,
  createAddon,
  createEmployee,
  deleteAddon,
  getEmployee,
  listAddons,
  listEmployeeQueries,
  listEmployees,
  lookupEmployees,
  postEmployeeQuery,
  restoreEmployee,
  revokeSuspension,
  separateEmployees,
  suspendEmployees,
  togglePayroll,
  updateAddon,
  updateEmployee,
  updateManyEmployees,
} from '@/lib/api/employees';
import { getBanks, nameEnquiry } from '@/lib/api/payments';
import type {
  AddonInput,
  EmployeeListQuery,
  EmployeeQueryPost,
  EmployeeUpdateInput,
} from '@/lib/contracts/employees';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation. Other modules (departments) invalidate `all` when they move employees. */
export const employeeKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'employees'),
  lists: (orgId: OrgId) => orgKey(orgId, 'employees', 'list'),
  list: (orgId: OrgId, query: EmployeeListQuery) => orgKey(orgId, 'employees', 'list', query),
  detail: (orgId: OrgId, id: string) => orgKey(orgId, 'employees', 'detail', id),
  addons: (orgId: OrgId, id: string) => orgKey(orgId, 'employees', 'addons', id),
  queries: (orgId: OrgId, id: string) => orgKey(orgId, 'employees', 'queries', id),
  payrollHistory: (orgId: OrgId, id: string, page: number) =>
    orgKey(orgId, 'employees', 'payroll-history', id, page),
  banks: (orgId: OrgId) => orgKey(orgId, 'payments', 'banks'),
  picker: (orgId: OrgId, search: string) => orgKey(orgId, 'employees', 'picker', search),
};

export const employeesQuery = (orgId: OrgId, query: EmployeeListQuery) =>
  queryOptions({
    queryKey: employeeKeys.list(orgId, query),
    queryFn: () => listEmployees(query),
    enabled: Boolean(orgId),
    // Paging and filtering keep the old rows on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useEmployees(query: EmployeeListQuery) {
  return useQuery(employeesQuery(useCurrentOrgId(), query));
}

/** Page size of the employee picker: one page shows at once, "Show more" (or ↓ past the end) asks for the next. */
export const PICKER_PAGE_SIZE = 20;

/**
 * The employee picker's search: GET employees/lookup?search= over the whole organisation, page after page
 * (the server searches; the browser never holds the whole staff list).
 */
export const employeePickerQuery = (orgId: OrgId, search: string) =>
  infiniteQueryOptions({
    queryKey: employeeKeys.picker(orgId, search),
    queryFn: ({ pageParam }) =>
      lookupEmployees({ search: search || undefined, page: pageParam, perPage: PICKER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta && last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function useEmployeePickerSearch(search: string, enabled: boolean) {
  const options = employeePickerQuery(useCurrentOrgId(), search);
  return useInfiniteQuery({ ...options, enabled: options.enabled && enabled });
}

export const employeeQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: employeeKeys.detail(orgId, id),
    queryFn: async () => (await getEmployee(id)).data,
    enabled: Boolean(orgId),
  });

export function useEmployee(id: string) {
  return useQuery(employeeQuery(useCurrentOrgId(), id));
}

export const employeeAddonsQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: employeeKeys.addons(orgId, id),
    queryFn: async () => (await listAddons(id)).data,
    enabled: Boolean(orgId),
  });

export function useEmployeeAddons(id: string) {
  return useQuery(employeeAddonsQuery(useCurrentOrgId(), id));
}

/** The employee's queries (disciplinary: subject, body and the employee's response). */
export const employeeQueriesQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: employeeKeys.queries(orgId, id),
    queryFn: async () => (await listEmployeeQueries(id)).data,
    enabled: Boolean(orgId),
  });

export function useEmployeeQueries(id: string) {
  return useQuery(employeeQueriesQuery(useCurrentOrgId(), id));
}

/** Banks of the organisation's country, for the employee bank field; they rarely change. */
export const banksQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: employeeKeys.banks(orgId),
    queryFn: async () => (await getBanks()).data,
    enabled: Boolean(orgId),
    staleTime: 60 * 60 * 1000,
  });

export function useBanks() {
  return useQuery(banksQuery(useCurrentOrgId()));
}

/** POST payments/name-enquiry: nothing cached changes, so nothing is refreshed. */
export const useNameEnquiryMutation = () =>
  useOrgMutation(async (input: Parameters<typeof nameEnquiry>[0]) => (await nameEnquiry(input)).data);

// Head counts on the departments and groups screens move whenever employees are added or moved.
const refreshRosters = (qc: QueryClient, orgId: OrgId) =>
  invalidateOrgModules(qc, orgId, ['employees', 'departments', 'payroll-groups']);

export const useCreateEmployeeMutation = () => useOrgMutation(createEmployee, refreshRosters);
export const useUpdateEmployeeMutation = () =>
  useOrgMutation(
    ({ id, body }: { id: string; body: EmployeeUpdateInput }) => updateEmployee(id, body),
    refreshRosters,
  );

// A status change shows in the lists (tabs, badges) and on the record; department counts do not move.
const refreshLists = (qc: QueryClient, orgId: OrgId, ids: string[]) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: employeeKeys.lists(orgId) }),
    ...ids.map((id) => qc.invalidateQueries({ queryKey: employeeKeys.detail(orgId, id) })),
  ]);

export const useSuspendMutation = () =>
  useOrgMutation(suspendEmployees, (qc, orgId, v) => refreshLists(qc, orgId, v.employeeIds));
export const useSeparateMutation = () =>
  useOrgMutation(separateEmployees, (qc, orgId, v) => refreshLists(qc, orgId, v.employeeIds));
export const useRevokeSuspensionMutation = () =>
  useOrgMutation(
    ({ employeeId, suspendId }: { employeeId: string; suspendId: string }) =>
      revokeSuspension(employeeId, suspendId),
    (qc, orgId, v) => refreshLists(qc, orgId, [v.employeeId]),
  );
export const useRestoreMutation = () =>
  useOrgMutation(restoreEmployee, (qc, orgId, id) => refreshLists(qc, orgId, [id]));
/** Accepting the bank's name verifies the account: the record, the lists and payroll's warnings change. */
export const useAcceptBankNameMutation = () =>
  useOrgMutation(acceptBankName, (qc, orgId) => invalidateOrgModules(qc, orgId, ['employees', 'payroll']));

export const useUpdateManyMutation = () => useOrgMutation(updateManyEmployees, refreshRosters);
export const useTogglePayrollMutation = () =>
  useOrgMutation(togglePayroll, (qc, orgId, v) =>
    v.employeeIds
      ? refreshLists(qc, orgId, v.employeeIds)
      : qc.invalidateQueries({ queryKey: employeeKeys.all(orgId) }),
  );

const refreshAddons = (qc: QueryClient, orgId: OrgId, v: { employeeId: string }) =>
  qc.invalidateQueries({ queryKey: employeeKeys.addons(orgId, v.employeeId) });
export const useCreateAddonMutation = () =>
  useOrgMutation(
    ({ employeeId, body }: { employeeId: string; body: AddonInput }) => createAddon(employeeId, body),
    refreshAddons,
  );
export const useUpdateAddonMutation = () =>
  useOrgMutation(
    ({ addonId, body }: { employeeId: string; addonId: string; body: AddonInput }) =>
      updateAddon(addonId, body),
    refreshAddons,
  );
export const useDeleteAddonMutation = () =>
  useOrgMutation(
    ({ addonId }: { employeeId: string; addonId: string }) => deleteAddon(addonId),
    refreshAddons,
  );

export const usePostEmployeeQueryMutation = () =>
  useOrgMutation(
    ({ employeeId, body }: { employeeId: string; body: EmployeeQueryPost }) =>
      postEmployeeQuery(employeeId, body),
    (qc, orgId, v) => qc.invalidateQueries({ queryKey: employeeKeys.queries(orgId, v.employeeId) }),
  );
