import { z } from 'zod';

/**
 * An employee's bank change awaiting confirmation (issue 33): masked numbers only. The admin who made it may
 * confirm it from `confirmableBySameAdminAt`; another admin at once.
 */
export const pendingBankChangeSchema = z.object({
  id: z.string(),
  oldBankCode: z.string().nullable(),
  oldBankName: z.string().nullable(),
  oldAccountNumber: z.string().nullable(),
  newBankCode: z.string().nullable(),
  newAccountNumber: z.string().nullable(),
  newAccountName: z.string().nullable(),
  nameMatches: z.boolean().nullable(),
  changedBy: z.string().nullable(),
  createdAt: z.string(),
  confirmableBySameAdminAt: z.string(),
});
export type PendingBankChange = z.infer<typeof pendingBankChangeSchema>;
