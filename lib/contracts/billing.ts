import { z } from 'zod';

/** Subscription status values of spec §3, derived from the subscription's dates. */
export const SUBSCRIPTION_STATUSES = ['free trial', 'active', 'overdue', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.string(),
  trialEndsAt: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Days until access stops (trial end, period end or grace end); 0 once expired. */
  daysLeft: z.number(),
  /** False only when expired: guarded modules (comms, hiring, leave, shifts) are then blocked. */
  hasAccess: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
