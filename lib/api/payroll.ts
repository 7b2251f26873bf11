import type {
  PayrollApproveInput,
  PayrollComputeInput,
  PayrollCreateInput,
  PayrollDetail,
  PayrollDetailQuery,
  EmployeePayrollHistoryEntry,
  PayrollInitData,
  PayrollInitInput,
  PayrollListQuery,
  PayrollRejectInput,
  PayrollRun,
  PayrollSettings,
  PayrollSettingsInput,
  PayrollStatsCard,
} from '@/lib/contracts/payroll';
import { apiRequest, type ApiEnvelope } from './client';
import { getPayrollHistory } from './employees';

// One function per /api/v1/payroll endpoint the screens use.
const run = (id: string) => ({ payrollId: id });

export const listPayrollRuns = (query: PayrollListQuery = {}) =>
  apiRequest<PayrollRun[]>('payroll', { query });
export const getPayrollStatsCard = () => apiRequest<PayrollStatsCard>('payroll/stats-card');
export const getPayrollInitData = (body: PayrollInitInput) =>
  apiRequest<PayrollInitData>('payroll/get-init-data', { method: 'POST', body });
export const createPayrollRun = (body: PayrollCreateInput) =>
  apiRequest<PayrollRun>('payroll/create', { method: 'POST', body });
export const computePayrollRun = (body: PayrollComputeInput) =>
  apiRequest<PayrollRun>('payroll/compute', { method: 'POST', body });
export const getPayrollRun = (id: string, query: PayrollDetailQuery = {}) =>
  apiRequest<PayrollDetail>('payroll/{payrollId}', { params: run(id), query });
export const approvePayrollRun = (id: string, body: PayrollApproveInput) =>
  apiRequest<PayrollRun>('payroll/{payrollId}/approve', { method: 'PATCH', params: run(id), body });
export const rejectPayrollRun = (id: string, body: PayrollRejectInput) =>
  apiRequest<PayrollRun>('payroll/{payrollId}/reject', { method: 'PATCH', params: run(id), body });
export const getPayrollSettings = () => apiRequest<PayrollSettings>('payroll/settings');
export const updatePayrollSettings = (body: PayrollSettingsInput) =>
  apiRequest<PayrollSettings>('payroll/settings', { method: 'PATCH', body });
/** The same call as the employees module's, typed with the payroll contract's full line. */
export const getEmployeePayrollHistory = (
  employeeId: string,
  query: { page?: number; perPage?: number } = {},
) => getPayrollHistory(employeeId, query) as Promise<ApiEnvelope<EmployeePayrollHistoryEntry[]>>;
