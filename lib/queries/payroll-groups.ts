import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/lib/api/client';
import {
  addPayrollGroupEmployees,
  createPayrollGroup,
  deletePayrollGroup,
  getPayrollGroup,
  getPayrollGroupEmployees,
  getPayrollGroups,
  getPayrollGroupSettings,
  removePayrollGroupEmployees,
  updatePayrollGroup,
} from '@/lib/api/payroll-groups';
import type {
  PayrollGroupEmployeesQuery,
  PayrollGroupInput,
  PayrollGroupListQuery,
  PayrollGroupSettings,
} from '@/lib/contracts/payroll-groups';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; group writes invalidate `all` (lists, details, members, settings). */
export const payrollGroupKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'payroll-groups'),
  list: (orgId: OrgId, query: PayrollGroupListQuery) => orgKey(orgId, 'payroll-groups', 'list', query),
  detail: (orgId: OrgId, id: string) => orgKey(orgId, 'payroll-groups', 'detail', id),
  members: (orgId: OrgId, id: string, query: PayrollGroupEmployeesQuery) =>
    orgKey(orgId, 'payroll-groups', 'members', id, query),
  settings: (orgId: OrgId, id: string) => orgKey(orgId, 'payroll-groups', 'settings', id),
};

/** GET payroll-groups (the envelope: `data` and `meta`). Also used by the employees screens' filters and forms. */
export const payrollGroupsQuery = (orgId: OrgId, query: PayrollGroupListQuery = {}) =>
  queryOptions({
    queryKey: payrollGroupKeys.list(orgId, query),
    queryFn: () => getPayrollGroups(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function usePayrollGroups(query: PayrollGroupListQuery = {}) {
  return useQuery(payrollGroupsQuery(useCurrentOrgId(), query));
}

export const payrollGroupQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: payrollGroupKeys.detail(orgId, id),
    queryFn: async () => (await getPayrollGroup(id)).data,
    enabled: Boolean(orgId),
  });

export function usePayrollGroup(id: string) {
  return useQuery(payrollGroupQuery(useCurrentOrgId(), id));
}

export const payrollGroupEmployeesQuery = (
  orgId: OrgId,
  id: string,
  query: PayrollGroupEmployeesQuery = {},
) =>
  queryOptions({
    queryKey: payrollGroupKeys.members(orgId, id, query),
    queryFn: () => getPayrollGroupEmployees(id, query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function usePayrollGroupEmployees(id: string, query: PayrollGroupEmployeesQuery = {}) {
  return useQuery(payrollGroupEmployeesQuery(useCurrentOrgId(), id, query));
}

export const payrollGroupSettingsQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: payrollGroupKeys.settings(orgId, id),
    queryFn: async () => (await getPayrollGroupSettings(id)).data,
    enabled: Boolean(orgId),
  });

export function usePayrollGroupSettings(id: string) {
  return useQuery(payrollGroupSettingsQuery(useCurrentOrgId(), id));
}

/** A write that refreshes every group view and the employees lists (which show each employee's group). */
const useGroupsMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useOrgMutation(mutationFn, (qc, orgId) => invalidateOrgModules(qc, orgId, ['payroll-groups', 'employees']));

export const useCreatePayrollGroupMutation = () => useGroupsMutation(createPayrollGroup);
export const useUpdatePayrollGroupMutation = () =>
  useGroupsMutation(({ id, ...body }: PayrollGroupInput & { id: string }) => updatePayrollGroup(id, body));
export const useDeletePayrollGroupMutation = () => useGroupsMutation(deletePayrollGroup);
export const useAddPayrollGroupEmployeesMutation = (id: string) =>
  useGroupsMutation((employeeIds: string[]) => addPayrollGroupEmployees(id, { employeeIds }));
export const useRemovePayrollGroupEmployeesMutation = (id: string) =>
  useGroupsMutation((employeeIds: string[]) => removePayrollGroupEmployees(id, { employeeIds }));

/** A settings write answers the effective settings, which replace the cache (nothing else changes). */
export const usePayrollGroupSettingsMutation = <V>(
  id: string,
  fn: (v: V) => Promise<ApiEnvelope<PayrollGroupSettings>>,
) =>
  useOrgMutation(fn, async (qc, orgId, _v, { data }) =>
    qc.setQueryData(payrollGroupKeys.settings(orgId, id), data),
  );
