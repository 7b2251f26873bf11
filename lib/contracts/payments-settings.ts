import { z } from 'zod';

/** The real rails an organisation may choose (issue 35's organisation setting `payments.provider`). */
export const PAYMENTS_PROVIDERS = ['paystack', 'flutterwave'] as const;
export type PaymentsProviderName = (typeof PAYMENTS_PROVIDERS)[number];

/** PUT /payments/settings: the organisation's payments provider (audited, step-up). */
export const paymentsSettingsSchema = z.object({ provider: z.enum(PAYMENTS_PROVIDERS) }).strict();
export type PaymentsSettingsInput = z.infer<typeof paymentsSettingsSchema>;

/** GET /payments/settings: the rail in use, whether the organisation chose it, and what it may choose. */
export const paymentsSettingsViewSchema = z.object({
  /** the rail new payouts go through */
  provider: z.string(),
  /** the deployment's PAYMENTS_PROVIDER (used when the organisation chose none) */
  deploymentDefault: z.string(),
  chosen: z.boolean(),
  /** the rails this deployment is configured for */
  available: z.array(z.enum(PAYMENTS_PROVIDERS)),
});
export type PaymentsSettings = z.infer<typeof paymentsSettingsViewSchema>;
