import type {
  AddDepartmentEmployeesInput,
  Department,
  DepartmentDetail,
  DepartmentEmployeesQuery,
  DepartmentInput,
  DepartmentListQuery,
  JobRole,
  JobRoleInput,
  PublicDepartments,
  UpdateDepartmentLeadInput,
} from '@/lib/contracts/departments';
import type { EmployeeSummary } from '@/lib/contracts/employees';
import { apiRequest } from './client';

// One function per /api/v1/departments endpoint.
export const getDepartments = (query: DepartmentListQuery = {}) =>
  apiRequest<Department[]>('departments', { query });
export const createDepartment = (body: DepartmentInput) =>
  apiRequest<Department>('departments', { method: 'POST', body });
export const getDepartment = (id: string, query: DepartmentEmployeesQuery = {}) =>
  apiRequest<DepartmentDetail>('departments/{department_id}', { params: { department_id: id }, query });
export const updateDepartment = (id: string, body: DepartmentInput) =>
  apiRequest<Department>('departments/{department_id}', {
    method: 'PUT',
    params: { department_id: id },
    body,
  });
export const deleteDepartment = (id: string) =>
  apiRequest<null>('departments/{department_id}', { method: 'DELETE', params: { department_id: id } });
export const getPublicDepartments = (organizationName: string) =>
  apiRequest<PublicDepartments>('departments/{organization_name}/public', {
    params: { organization_name: organizationName },
  });
export const addDepartmentEmployees = (body: AddDepartmentEmployeesInput) =>
  apiRequest<Department>('departments/add-employees', { method: 'POST', body });
export const updateDepartmentLead = (body: UpdateDepartmentLeadInput) =>
  apiRequest<Department>('departments/update-lead', { method: 'PATCH', body });

export const getJobRoles = () => apiRequest<JobRole[]>('departments/roles');
export const createJobRole = (body: JobRoleInput) =>
  apiRequest<JobRole>('departments/roles', { method: 'POST', body });
export const updateJobRole = (id: string, body: JobRoleInput) =>
  apiRequest<JobRole>('departments/roles/{role_id}', { method: 'PUT', params: { role_id: id }, body });
export const deleteJobRole = (id: string) =>
  apiRequest<{ id: string; unassignedEmployees: number }>('departments/roles/{role_id}', {
    method: 'DELETE',
    params: { role_id: id },
  });

// The department screens' views of GET employees (the employees module owns that endpoint).
export type EmployeePickerQuery = { page?: number; perPage?: number; search?: string };
/** Active employees in no department: the "without" tab. */
export const getEmployeesWithoutDepartment = (query: EmployeePickerQuery = {}) =>
  apiRequest<EmployeeSummary[]>('employees', {
    query: { ...query, tab: 'active', withoutDepartment: 'true' },
  });
