import 'server-only';
import type { PaymentsProvider } from './payments.provider';
import { createSandboxProvider, DEV_WEBHOOK_SECRET } from './sandbox-provider';

export type { Bank, FundingEvent, NameEnquiryResult, PaymentsProvider, VirtualAccount } from './payments.provider';

/** The webhook secret: required in production, a fixed dev string elsewhere so sandbox tools work out of the box. */
export function paymentsWebhookSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYMENTS_WEBHOOK_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === 'production') throw new Error('PAYMENTS_WEBHOOK_SECRET must be set in production');
  return DEV_WEBHOOK_SECRET;
}

/** Builds the provider named by PAYMENTS_PROVIDER (default `sandbox`); an unknown name fails at start-up. */
export function createPaymentsProvider(env: NodeJS.ProcessEnv = process.env): PaymentsProvider {
  const name = env.PAYMENTS_PROVIDER ?? 'sandbox';
  switch (name) {
    case 'sandbox':
      return createSandboxProvider({ webhookSecret: paymentsWebhookSecret(env) });
    default:
      throw new Error(`Unknown PAYMENTS_PROVIDER "${name}" (known: sandbox)`);
  }
}

let current: PaymentsProvider | undefined;

/** The process-wide provider, built on first use (the payments router asks for it when the app is built). */
export function getPaymentsProvider(): PaymentsProvider {
  current ??= createPaymentsProvider();
  return current;
}
