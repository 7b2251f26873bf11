import { z } from 'zod';

/** GET payroll/{payrollId}/bank-changes: the run's employees whose new bank account awaits confirmation. */
export const runBankChangeSchema = z.object({
  employeeId: z.string(),
  staffId: z.string(),
  name: z.string(),
  changedAt: z.string(),
});
export type RunBankChange = z.infer<typeof runBankChangeSchema>;
export const runBankChangesSchema = z.array(runBankChangeSchema);
