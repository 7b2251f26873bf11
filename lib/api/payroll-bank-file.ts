import type { BankFileCheck, BankFileFormat, MarkPaidInput } from '@/lib/contracts/payroll-bank-file';
import { apiRequest } from './client';

// Paying a run through the employer's own bank (issue 36): the file's check, the file, marking the run paid.
export const checkBankFile = (id: string, format: BankFileFormat) =>
  apiRequest<BankFileCheck>('payroll/{payrollId}/bank-file/check', {
    params: { payrollId: id },
    query: { format },
  });
/** GET payroll/{payrollId}/bank-file — the bulk file (CSV or xlsx); 422 BANK_ACCOUNTS_INVALID while accounts fail. */
export const downloadBankFile = (
  id: string,
  format: BankFileFormat,
  batch: { terminalId?: string; sourceAccount?: string } = {},
) =>
  apiRequest('payroll/{payrollId}/bank-file', {
    params: { payrollId: id },
    query: { format, ...batch },
    responseType: 'blob',
  });
/** `idempotencyKey`: one per decision, so a resent click is answered once. */
export const markPayrollPaid = (id: string, body: MarkPaidInput, idempotencyKey: string) =>
  apiRequest<{ status: string; bankReference: string | null; paidOn: string | null }>(
    'payroll/{payrollId}/mark-paid',
    { method: 'POST', params: { payrollId: id }, body, headers: { 'Idempotency-Key': idempotencyKey } },
  );
