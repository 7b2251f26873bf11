import { z } from 'zod';
import { PAYOUT_STATUSES } from './payroll';

/** GET payroll/{payrollId}/disbursement: where the run's money is, by status and currency. */
export const disbursementProgressEntrySchema = z.object({
  status: z.enum(PAYOUT_STATUSES),
  currency: z.string(),
  count: z.number().int(),
  /** minor units */
  amount: z.number().int(),
});

export const disbursementFailedRowSchema = z.object({
  payrollEmployeeId: z.string(),
  employeeId: z.string().nullable(),
  name: z.string(),
  staffId: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  accountNumberLast4: z.string().nullable(),
  attempt: z.number().int(),
  /** failed, held (the provider lacked balance: resent as it was) or reversed (the bank returned it) */
  status: z.enum(PAYOUT_STATUSES),
  reason: z.string().nullable(),
  providerReference: z.string().nullable(),
  bankReference: z.string().nullable(),
});

export const payrollDisbursementSchema = z.object({
  progress: z.array(disbursementProgressEntrySchema),
  /** what the payments provider charged for the run's transfers, per currency (minor units; booked from the wallet) */
  fees: z.array(z.object({ currency: z.string(), amount: z.number().int() })).optional(),
  /** payouts still without the provider's final word after 10 minutes: listed as stuck for a person to check */
  stuck: z.number().int().optional(),
  /** the rows not paid and waiting for a retry (failed, held, reversed; up to 200), by name */
  failed: z.array(disbursementFailedRowSchema),
});
export type PayrollDisbursement = z.infer<typeof payrollDisbursementSchema>;
export type DisbursementFailedRow = z.infer<typeof disbursementFailedRowSchema>;

/** POST payroll/{payrollId}/retry-failed */
export const payrollRetryResultSchema = z.object({ retried: z.number().int(), status: z.string() });
export type PayrollRetryResult = z.infer<typeof payrollRetryResultSchema>;
