import 'server-only';
import { DEFAULT_COUNTRY, type CountryCode } from '@/lib/countries';
import type { Bank, NameEnquiryInput, NameEnquiryResult } from '@/lib/contracts/payments';
import type { DbOrTx } from '@/server/db/client';
import { logger, type Logger } from '@/server/logger';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import type { PaymentsProvider } from '@/server/payments-provider';
import { traceProvider } from '@/server/telemetry/provider';
import { flutterwaveProviderFromEnv } from './flutterwave/flutterwave-config';
import { paystackProviderFromEnv } from './paystack/paystack-config';
import { createSandboxProvider, DEV_WEBHOOK_SECRET } from './sandbox-provider';

/** The webhook secret: required in production, a fixed dev string elsewhere so sandbox tools work out of the box. */
export function paymentsWebhookSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYMENTS_WEBHOOK_SECRET;
  const production = env.NODE_ENV === 'production';
  if (secret && production && Buffer.byteLength(secret, 'utf8') < 32) {
    throw new Error('PAYMENTS_WEBHOOK_SECRET must be at least 32 bytes in production');
  }
  if (secret) return secret;
  if (production) throw new Error('PAYMENTS_WEBHOOK_SECRET must be set in production');
  return DEV_WEBHOOK_SECRET;
}

/**
 * Builds the provider named by PAYMENTS_PROVIDER (`sandbox`; `paystack` configured by PAYSTACK_SECRET_KEY,
 * PAYSTACK_BASE_URL, PAYSTACK_DVA_BANK and PAYMENTS_TEST_MODE; `flutterwave` by FLUTTERWAVE_SECRET_KEY,
 * FLUTTERWAVE_BASE_URL and FLUTTERWAVE_WEBHOOK_HASH); an unknown name fails at start-up. Outside
 * production the default is `sandbox`. In production there is no default: the sandbox (pretend money,
 * self-signed webhooks) runs only when PAYMENTS_PROVIDER=sandbox is set explicitly — a demo deployment — and
 * says so in the log.
 */
export function createPaymentsProvider(
  env: NodeJS.ProcessEnv = process.env,
  log: Pick<Logger, 'warn'> = logger,
): PaymentsProvider {
  const production = env.NODE_ENV === 'production';
  const name = env.PAYMENTS_PROVIDER || (production ? undefined : 'sandbox');
  if (!name)
    throw new Error(
      'PAYMENTS_PROVIDER must be set in production (set PAYMENTS_PROVIDER=sandbox only for a demo deployment).',
    );
  switch (name) {
    case 'sandbox':
      if (production) {
        log.warn(
          { paymentsProvider: 'sandbox' },
          'PAYMENTS_PROVIDER=sandbox in production: wallets are funded with pretend money. Use this only for a demo deployment.',
        );
      }
      return createSandboxProvider({ webhookSecret: paymentsWebhookSecret(env) });
    case 'paystack':
      return paystackProviderFromEnv(env, log);
    case 'flutterwave':
      return flutterwaveProviderFromEnv(env, log);
    default:
      throw new Error(`Unknown PAYMENTS_PROVIDER "${name}" (known: sandbox, paystack, flutterwave)`);
  }
}

// On globalThis, like the app (server/boot/app.ts): one provider per process even when Next.js loads this
// module in more than one bundle, so the sandbox's memory of the collections it started is shared.
const holder = globalThis as unknown as { __paygridPayments?: PaymentsProvider };

/** The process-wide provider, built on first use (the payments router asks for it when the app is built). */
export function getPaymentsProvider(): PaymentsProvider {
  // a span per provider call when OpenTelemetry is on (server/telemetry)
  holder.__paygridPayments ??= traceProvider(createPaymentsProvider());
  return holder.__paygridPayments;
}

/** The country asked for, else the organisation's, else Nigeria (consultant mode has no organisation). */
export async function resolveCountry(db: DbOrTx, organizationId: string | null, requested?: CountryCode) {
  if (requested) return requested;
  if (!organizationId) return DEFAULT_COUNTRY;
  const organization = await findOrganization(db, organizationId);
  return (organization?.country as CountryCode | undefined) ?? DEFAULT_COUNTRY;
}

/** The banks employees can be paid into in a country, sorted by name. */
export async function listBanks(
  db: DbOrTx,
  provider: PaymentsProvider,
  { organizationId, country }: { organizationId: string | null; country?: CountryCode },
): Promise<Bank[]> {
  return provider.listBanks(await resolveCountry(db, organizationId, country));
}

/** Confirms who holds an account before anyone is paid into it; unknown accounts answer 400. */
export async function nameEnquiry(
  db: DbOrTx,
  provider: PaymentsProvider,
  organizationId: string,
  input: { bankCode: string; accountNumber: string; country?: NameEnquiryInput['country'] },
): Promise<NameEnquiryResult> {
  const country = await resolveCountry(db, organizationId, input.country);
  const result = await provider.nameEnquiry({
    country,
    bankCode: input.bankCode,
    accountNumber: input.accountNumber,
  });
  const bank = (await provider.listBanks(country)).find((b) => b.code === result.bankCode);
  return { ...result, bankName: bank?.name ?? result.bankCode };
}
