import { z } from 'zod';

export const KYC_STATUSES = ['pending', 'submitted', 'approved', 'rejected'] as const;
export const CHECKLIST_KEYS = ['verifyEmail', 'kyc', 'wallet', 'firstEmployee', 'firstPayroll'] as const;

export const dashboardChecklistSchema = z.object({
  checklist: z.array(z.object({ key: z.enum(CHECKLIST_KEYS), done: z.boolean() })),
  kycStatus: z.enum(KYC_STATUSES),
  hasWallet: z.boolean(),
});
export type DashboardChecklist = z.infer<typeof dashboardChecklistSchema>;
