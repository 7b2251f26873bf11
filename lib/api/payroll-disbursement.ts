import type { RunBankChange } from '@/lib/contracts/payroll-bank-changes';
import type { PayrollDisbursement, PayrollRetryResult } from '@/lib/contracts/payroll-disbursement';
import { apiRequest } from './client';

// The disbursement endpoints of /api/v1/payroll (issue 13).
export const getPayrollDisbursement = (id: string) =>
  apiRequest<PayrollDisbursement>('payroll/{payrollId}/disbursement', { params: { payrollId: id } });
/** `idempotencyKey`: one per retry decision, so a resent click or a network retry is answered once. */
export const retryFailedPayouts = (id: string, idempotencyKey: string) =>
  apiRequest<PayrollRetryResult>('payroll/{payrollId}/retry-failed', {
    method: 'POST',
    params: { payrollId: id },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
/** GET payroll/{payrollId}/bank-changes: the run's employees whose new bank account awaits confirmation. */
export const getRunBankChanges = (id: string) =>
  apiRequest<RunBankChange[]>('payroll/{payrollId}/bank-changes', { params: { payrollId: id } });
