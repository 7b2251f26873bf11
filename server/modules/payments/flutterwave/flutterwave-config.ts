import 'server-only';
import type { Logger } from '@/server/logger';
import type { PaymentsProvider } from '@/server/payments-provider';
import { createFlutterwaveClient, FLUTTERWAVE_BASE_URL } from './flutterwave-client';
import { createFlutterwaveProvider } from './flutterwave-provider';
import { flutterwaveKeyProblem, isFlutterwaveTestKey } from './flutterwave-security';

/**
 * The Flutterwave provider as the environment configures it (FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_BASE_URL,
 * FLUTTERWAVE_WEBHOOK_HASH), refusing a key that must not run here: none, a public key, a live key under the
 * test runner, a test key (FLWSECK_TEST-) in production without PAYMENTS_TEST_MODE=true, or no webhook hash.
 */
export function flutterwaveProviderFromEnv(
  env: NodeJS.ProcessEnv,
  log: Pick<Logger, 'warn'>,
): PaymentsProvider {
  const key = env.FLUTTERWAVE_SECRET_KEY?.trim() || undefined;
  const webhookHash = env.FLUTTERWAVE_WEBHOOK_HASH?.trim() || undefined;
  const problem = flutterwaveKeyProblem({
    key,
    webhookHash,
    nodeEnv: env.NODE_ENV,
    testMode: env.PAYMENTS_TEST_MODE === 'true',
  });
  if (problem || !key || !webhookHash) throw new Error(problem ?? 'FLUTTERWAVE_SECRET_KEY must be set.');
  const testKey = isFlutterwaveTestKey(key);

  const baseUrl = env.FLUTTERWAVE_BASE_URL?.trim() || FLUTTERWAVE_BASE_URL;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`FLUTTERWAVE_BASE_URL "${baseUrl}" is not a URL.`);
  }
  // the key travels in the Authorization header of every call: a live one never over plain HTTP
  if (url.protocol !== 'https:' && (url.protocol !== 'http:' || !testKey))
    throw new Error(
      'FLUTTERWAVE_BASE_URL must be https:// with a live key (http:// only for a local fake with a test key).',
    );

  if (env.NODE_ENV === 'production' && testKey)
    log.warn(
      { paymentsProvider: 'flutterwave' },
      'Flutterwave with a test key (FLWSECK_TEST-) in production: no real money moves. Use this only for a demo or staging deployment.',
    );

  return createFlutterwaveProvider({
    client: createFlutterwaveClient({ secretKey: key, baseUrl }),
    webhookHash,
    log,
  });
}
