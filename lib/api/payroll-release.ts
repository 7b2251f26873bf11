import type { PayrollRun } from '@/lib/contracts/payroll';
import type {
  PayrollCancelScheduleResult,
  PayrollPayInput,
  PayrollReleaseSummary,
} from '@/lib/contracts/payroll-release';
import { apiRequest } from './client';

// When an approved run pays (issue 29): the last approval's figures, cancelling a schedule, paying again.
export const getReleaseSummary = (id: string) =>
  apiRequest<PayrollReleaseSummary>('payroll/{payrollId}/release-summary', { params: { payrollId: id } });
/** `idempotencyKey`: one per decision, so a resent click is answered once. */
export const cancelPayrollSchedule = (id: string, idempotencyKey: string) =>
  apiRequest<PayrollCancelScheduleResult>('payroll/{payrollId}/cancel-schedule', {
    method: 'POST',
    params: { payrollId: id },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
export const payPayrollRun = (id: string, body: PayrollPayInput, idempotencyKey: string) =>
  apiRequest<PayrollRun>('payroll/{payrollId}/pay', {
    method: 'POST',
    params: { payrollId: id },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
