import type { EmployeeDetail } from '@/lib/contracts/employees';
import type { PendingBankChange } from '@/lib/contracts/employees-bank-change';
import { apiRequest } from './client';

const employee = (id: string) => ({ employee_id: id });

/** The employee's bank change awaiting confirmation (masked), or null. */
export const getPendingBankChange = (employeeId: string) =>
  apiRequest<PendingBankChange | null>('employees/{employee_id}/bank-change', {
    params: employee(employeeId),
  });

export const confirmBankChange = (employeeId: string) =>
  apiRequest<EmployeeDetail>('employees/{employee_id}/bank-change/confirm', {
    method: 'POST',
    params: employee(employeeId),
  });

export const rejectBankChange = (employeeId: string) =>
  apiRequest<EmployeeDetail>('employees/{employee_id}/bank-change/reject', {
    method: 'POST',
    params: employee(employeeId),
  });
