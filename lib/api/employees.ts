import type {
  EmployeeLookupItem,
  EmployeeLookupQuery,
  Addon,
  AddonInput,
  EmployeeDetail,
  EmployeeInput,
  EmployeeListQuery,
  EmployeeQuery,
  EmployeeQueryPost,
  EmployeeSummary,
  EmployeeUpdateInput,
  SeparateInput,
  SuspendInput,
  TogglePayrollInput,
  UpdateManyInput,
} from '@/lib/contracts/employees';
import { apiRequest } from './client';

/** What the many-at-once calls (suspend, separate, update-many, toggle-all) answer. */
export type CountResult = { updated: number };

/**
 * One line of GET employees/{id}/payroll-history. The API declares it provisionally (payroll runs come in a
 * later issue), so it is typed here until the payroll contract owns it.
 */
export type PayrollHistoryEntry = {
  payrollId: string;
  period: string;
  currency: string;
  gross: number;
  net: number;
  status: string;
};

const employee = (id: string) => ({ employee_id: id });

// One function per /api/v1/employees endpoint used by the employee screens.
export const listEmployees = (query: EmployeeListQuery = {}) =>
  apiRequest<EmployeeSummary[]>('employees', { query: query as Record<string, string | number | undefined> });
export const lookupEmployees = (query: EmployeeLookupQuery = {}) =>
  apiRequest<EmployeeLookupItem[]>('employees/lookup', {
    query: query as Record<string, string | number | undefined>,
  });
export const createEmployee = (body: EmployeeInput) =>
  apiRequest<EmployeeDetail>('employees', { method: 'POST', body });
export const getEmployee = (id: string) =>
  apiRequest<EmployeeDetail>('employees/{employee_id}', { params: employee(id) });
export const updateEmployee = (id: string, body: EmployeeUpdateInput) =>
  apiRequest<EmployeeDetail>('employees/{employee_id}', { method: 'PUT', params: employee(id), body });

export const listAddons = (employeeId: string) =>
  apiRequest<Addon[]>('employees/add-ons/{employee_id}', { params: employee(employeeId) });
export const createAddon = (employeeId: string, body: AddonInput) =>
  apiRequest<Addon>('employees/add-ons/{employee_id}', {
    method: 'POST',
    params: employee(employeeId),
    body,
  });
export const updateAddon = (addonId: string, body: AddonInput) =>
  apiRequest<Addon>('employees/add-ons/{addon_id}', { method: 'PUT', params: { addon_id: addonId }, body });
export const deleteAddon = (addonId: string) =>
  apiRequest<null>('employees/add-ons/{addon_id}', { method: 'DELETE', params: { addon_id: addonId } });

export const suspendEmployees = (body: SuspendInput) =>
  apiRequest<CountResult>('employees/suspend', { method: 'POST', body });
export const revokeSuspension = (employeeId: string, suspendId: string) =>
  apiRequest<EmployeeDetail>('employees/{employee_id}/revoke/{suspend_id}', {
    method: 'DELETE',
    params: { employee_id: employeeId, suspend_id: suspendId },
  });
export const separateEmployees = (body: SeparateInput) =>
  apiRequest<CountResult>('employees/separate', { method: 'POST', body });
/** A GET in the spec, though it changes the record: a separated employee becomes active again. */
export const restoreEmployee = (employeeId: string) =>
  apiRequest<EmployeeDetail>('employees/{employee_id}/restore', { params: employee(employeeId) });

/** Accepts the bank's holder name of an account whose name did not match the employee's ("Name mismatch"). */
export const acceptBankName = (employeeId: string) =>
  apiRequest<EmployeeDetail>('employees/{employee_id}/accept-bank-name', {
    method: 'PATCH',
    params: employee(employeeId),
  });

export const getPayrollHistory = (employeeId: string, query: { page?: number; perPage?: number } = {}) =>
  apiRequest<PayrollHistoryEntry[]>('employees/{employee_id}/payroll-history', {
    params: employee(employeeId),
    query,
  });

export const listEmployeeQueries = (employeeId: string) =>
  apiRequest<EmployeeQuery[]>('employees/{employee_id}/queries', { params: employee(employeeId) });
/** Issues a query ({subject, body}) or, with `queryId`, records the employee's response to it. */
export const postEmployeeQuery = (employeeId: string, body: EmployeeQueryPost) =>
  apiRequest<EmployeeQuery>('employees/{employee_id}/queries', {
    method: 'POST',
    params: employee(employeeId),
    body,
  });

export const updateManyEmployees = (body: UpdateManyInput) =>
  apiRequest<CountResult>('employees/updates/update-many', { method: 'PUT', body });
export const togglePayroll = (body: TogglePayrollInput) =>
  apiRequest<CountResult>('employees/payroll/toggle-all', { method: 'PATCH', body });
