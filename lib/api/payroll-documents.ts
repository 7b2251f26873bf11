import { apiRequest } from './client';

/** GET payroll/{payrollEmployeeId}/download-payslip — one employee's payslip PDF. */
export const downloadPayslip = (payrollEmployeeId: string) =>
  apiRequest('payroll/{payrollEmployeeId}/download-payslip', {
    params: { payrollEmployeeId },
    responseType: 'blob',
  });

/** GET payroll/{payrollId}/download-sheet — the run as an xlsx sheet. */
export const downloadPayrollSheet = (payrollId: string) =>
  apiRequest('payroll/{payrollId}/download-sheet', { params: { payrollId }, responseType: 'blob' });
