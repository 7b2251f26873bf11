import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  addDepartmentEmployees,
  createDepartment,
  createJobRole,
  deleteDepartment,
  deleteJobRole,
  getDepartment,
  getDepartments,
  getEmployeesWithoutDepartment,
  getJobRoles,
  updateDepartment,
  updateDepartmentLead,
  updateJobRole,
  type EmployeePickerQuery,
} from '@/lib/api/departments';
import type {
  DepartmentEmployeesQuery,
  DepartmentInput,
  DepartmentListQuery,
  JobRoleInput,
} from '@/lib/contracts/departments';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; every department write invalidates `all` (lists, details, roles, pickers). */
export const departmentKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'departments'),
  list: (orgId: OrgId, query: DepartmentListQuery) => orgKey(orgId, 'departments', 'list', query),
  detail: (orgId: OrgId, id: string, query: DepartmentEmployeesQuery) =>
    orgKey(orgId, 'departments', 'detail', id, query),
  roles: (orgId: OrgId) => orgKey(orgId, 'departments', 'roles'),
  withoutDepartment: (orgId: OrgId, query: EmployeePickerQuery) =>
    orgKey(orgId, 'departments', 'without', query),
};

export const departmentsQuery = (orgId: OrgId, query: DepartmentListQuery = {}) =>
  queryOptions({
    queryKey: departmentKeys.list(orgId, query),
    queryFn: () => getDepartments(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function useDepartments(query: DepartmentListQuery = {}) {
  return useQuery(departmentsQuery(useCurrentOrgId(), query));
}

export const departmentQuery = (orgId: OrgId, id: string, query: DepartmentEmployeesQuery = {}) =>
  queryOptions({
    queryKey: departmentKeys.detail(orgId, id, query),
    queryFn: () => getDepartment(id, query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function useDepartment(id: string, query: DepartmentEmployeesQuery = {}) {
  return useQuery(departmentQuery(useCurrentOrgId(), id, query));
}

export const jobRolesQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: departmentKeys.roles(orgId),
    queryFn: async () => (await getJobRoles()).data,
    enabled: Boolean(orgId),
  });

export function useJobRoles() {
  return useQuery(jobRolesQuery(useCurrentOrgId()));
}

export const employeesWithoutDepartmentQuery = (orgId: OrgId, query: EmployeePickerQuery) =>
  queryOptions({
    queryKey: departmentKeys.withoutDepartment(orgId, query),
    queryFn: () => getEmployeesWithoutDepartment(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function useEmployeesWithoutDepartment(query: EmployeePickerQuery) {
  return useQuery(employeesWithoutDepartmentQuery(useCurrentOrgId(), query));
}

/** A mutation whose success refreshes everything department-shaped, and the employees lists that show departments. */
const useDepartmentsMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useOrgMutation(mutationFn, (qc, orgId) => invalidateOrgModules(qc, orgId, ['departments', 'employees']));

export const useCreateDepartmentMutation = () => useDepartmentsMutation(createDepartment);
export const useUpdateDepartmentMutation = () =>
  useDepartmentsMutation(({ id, ...body }: DepartmentInput & { id: string }) => updateDepartment(id, body));
export const useDeleteDepartmentMutation = () => useDepartmentsMutation(deleteDepartment);
export const useAddDepartmentEmployeesMutation = () => useDepartmentsMutation(addDepartmentEmployees);
export const useUpdateDepartmentLeadMutation = () => useDepartmentsMutation(updateDepartmentLead);
export const useCreateJobRoleMutation = () => useDepartmentsMutation(createJobRole);
export const useUpdateJobRoleMutation = () =>
  useDepartmentsMutation(({ id, ...body }: JobRoleInput & { id: string }) => updateJobRole(id, body));
export const useDeleteJobRoleMutation = () => useDepartmentsMutation(deleteJobRole);
