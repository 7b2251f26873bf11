import type { EmployeeSummary } from '@/lib/contracts/employees';
import type {
  PayrollGroup,
  PayrollGroupEmployeesInput,
  PayrollGroupEmployeesQuery,
  PayrollGroupInput,
  PayrollGroupListQuery,
  PayrollGroupMembersChange,
  PayrollGroupSettings,
} from '@/lib/contracts/payroll-groups';
import type {
  PayrollBonus,
  SalaryBreakdown,
  SettingToggle,
  ToggleSettingInput,
} from '@/lib/contracts/settings';
import { apiRequest } from './client';

// One function per /api/v1/payroll-groups endpoint.
const one = (id: string) => ({ params: { group_id: id } });

export const getPayrollGroups = (query: PayrollGroupListQuery = {}) =>
  apiRequest<PayrollGroup[]>('payroll-groups', { query });
export const createPayrollGroup = (body: PayrollGroupInput) =>
  apiRequest<PayrollGroup>('payroll-groups', { method: 'POST', body });
export const getPayrollGroup = (id: string) => apiRequest<PayrollGroup>('payroll-groups/{group_id}', one(id));
export const updatePayrollGroup = (id: string, body: PayrollGroupInput) =>
  apiRequest<PayrollGroup>('payroll-groups/{group_id}', { method: 'PUT', ...one(id), body });
export const deletePayrollGroup = (id: string) =>
  apiRequest<{ id: string; unassignedEmployees: number }>('payroll-groups/{group_id}', {
    method: 'DELETE',
    ...one(id),
  });

export const getPayrollGroupEmployees = (id: string, query: PayrollGroupEmployeesQuery = {}) =>
  apiRequest<EmployeeSummary[]>('payroll-groups/{group_id}/employees', { ...one(id), query });
export const addPayrollGroupEmployees = (id: string, body: PayrollGroupEmployeesInput) =>
  apiRequest<PayrollGroupMembersChange>('payroll-groups/{group_id}/employees', {
    method: 'POST',
    ...one(id),
    body,
  });
export const removePayrollGroupEmployees = (id: string, body: PayrollGroupEmployeesInput) =>
  apiRequest<PayrollGroupMembersChange>('payroll-groups/{group_id}/employees', {
    method: 'DELETE',
    ...one(id),
    body,
  });

export const getPayrollGroupSettings = (id: string) =>
  apiRequest<PayrollGroupSettings>('payroll-groups/{group_id}/settings', one(id));
export const setPayrollGroupToggle = (id: string, body: ToggleSettingInput) =>
  apiRequest<PayrollGroupSettings>('payroll-groups/{group_id}/settings/toggle', {
    method: 'PATCH',
    ...one(id),
    body,
  });
export const inheritPayrollGroupToggle = (id: string, key: SettingToggle) =>
  apiRequest<PayrollGroupSettings>('payroll-groups/{group_id}/settings/toggle', {
    method: 'DELETE',
    ...one(id),
    query: { key },
  });
export const setPayrollGroupBonus = (id: string, body: PayrollBonus) =>
  apiRequest<PayrollGroupSettings>('payroll-groups/{group_id}/settings/bonus', {
    method: 'PATCH',
    ...one(id),
    body,
  });
export const inheritPayrollGroupBonus = (id: string) =>
  apiRequest<PayrollGroupSettings>('payroll-groups/{group_id}/settings/bonus', {
    method: 'DELETE',
    ...one(id),
  });
export const setPayrollGroupSalaryBreakdown = (id: string, body: SalaryBreakdown) =>
  apiRequest<PayrollGroupSettings>('payroll-groups/{group_id}/settings/salary-breakdown', {
    method: 'PATCH',
    ...one(id),
    body,
  });
export const inheritPayrollGroupSalaryBreakdown = (id: string) =>
  apiRequest<PayrollGroupSettings>('payroll-groups/{group_id}/settings/salary-breakdown', {
    method: 'DELETE',
    ...one(id),
  });
