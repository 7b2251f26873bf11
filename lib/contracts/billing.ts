import { z } from 'zod';

/** Subscription status values of spec §3, derived from the subscription's dates. */
export const SUBSCRIPTION_STATUSES = ['free trial', 'active', 'overdue', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.string(),
  cycle: z.enum(BILLING_CYCLES).nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** When the next payment is due: the period end (or the trial end); null once cancelled. */
  nextPaymentAt: z.string().nullable(),
  /**
   * Calendar days, in the organisation's time zone, until the next payment date (period end, or trial end);
   * overdue: until the grace week ends; cancelled: until access ends; 0 once expired.
   */
  daysLeft: z.number(),
  /** False only when expired: guarded modules (comms, hiring, leave, shifts) are then blocked. */
  hasAccess: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const planPriceSchema = z.object({
  currency: z.string(),
  /** Minor units per active employee per month. */
  perEmployeeMonthly: z.number().int(),
  minimumMonthly: z.number().int(),
  /** What a period costs today for the organisation's active employees (minor units). */
  monthly: z.number().int(),
  yearly: z.number().int(),
});
export const planSchema = z.object({
  id: z.string(),
  modules: z.array(z.string()),
  yearlyDiscountPercent: z.number(),
  prices: z.array(planPriceSchema),
});
export type Plan = z.infer<typeof planSchema>;
export const plansSchema = z.object({
  currency: z.string(),
  activeEmployees: z.number().int(),
  plans: z.array(planSchema),
});
export type Plans = z.infer<typeof plansSchema>;

export const renewSubscriptionSchema = z.object({
  planId: z
    .string({ message: 'billing.validation.planRequired' })
    .trim()
    .min(1, { message: 'billing.validation.planRequired' }),
  cycle: z.enum(BILLING_CYCLES, { message: 'billing.validation.cycle' }),
});
export type RenewSubscriptionInput = z.infer<typeof renewSubscriptionSchema>;

export const cancelSubscriptionSchema = z.object({
  reason: z.string().trim().max(500, { message: 'billing.validation.reasonTooLong' }).optional(),
});
export type CancelSubscriptionInput = z.infer<typeof cancelSubscriptionSchema>;

export const subscriptionPaymentSchema = z.object({
  id: z.string(),
  plan: z.string(),
  cycle: z.enum(BILLING_CYCLES),
  periodStart: z.string(),
  periodEnd: z.string(),
  employeesBilled: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  invoiceUrl: z.string(),
  createdAt: z.string(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** POST billings/subscription/renew: the subscription as it now stands, with the payment that extended it. */
export const renewResultSchema = subscriptionSchema.extend({ payment: subscriptionPaymentSchema });
export type RenewResult = z.infer<typeof renewResultSchema>;

export const paymentParamsSchema = z.object({ payment_id: z.uuid({ message: 'validation.invalid' }) });
