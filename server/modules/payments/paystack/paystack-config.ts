import 'server-only';
import type { Logger } from '@/server/logger';
import type { PaymentsProvider } from '@/server/payments-provider';
import { createPaystackClient, PAYSTACK_BASE_URL } from './paystack-client';
import { createPaystackProvider } from './paystack-provider';
import { paystackKeyProblem } from './paystack-security';

/**
 * The Paystack provider as the environment configures it (PAYMENTS_PROVIDER=paystack), refusing to start
 * on a key that must not run here: none, a public key, a live key under the test runner, a test key in
 * production without PAYMENTS_TEST_MODE=true. A test key in production with it is a demo or staging
 * deployment, said in the log.
 */
export function paystackProviderFromEnv(env: NodeJS.ProcessEnv, log: Pick<Logger, 'warn'>): PaymentsProvider {
  const key = env.PAYSTACK_SECRET_KEY?.trim() || undefined;
  const production = env.NODE_ENV === 'production';
  const problem = paystackKeyProblem({
    key,
    nodeEnv: env.NODE_ENV,
    testMode: env.PAYMENTS_TEST_MODE === 'true',
  });
  if (problem || !key) throw new Error(problem ?? 'PAYSTACK_SECRET_KEY must be set.');
  const testKey = key.startsWith('sk_test_');

  const baseUrl = env.PAYSTACK_BASE_URL?.trim() || PAYSTACK_BASE_URL;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`PAYSTACK_BASE_URL "${baseUrl}" is not a URL.`);
  }
  // A live key travels in the Authorization header of every call: never over plain HTTP.
  if (url.protocol !== 'https:' && (url.protocol !== 'http:' || !testKey))
    throw new Error(
      'PAYSTACK_BASE_URL must be https:// with a live key (http:// only for a local fake with a test key).',
    );

  if (production && testKey)
    log.warn(
      { paymentsProvider: 'paystack' },
      'PAYMENTS_PROVIDER=paystack with a test key (sk_test_) in production: no real money moves. Use this only for a demo or staging deployment.',
    );

  return createPaystackProvider({
    client: createPaystackClient({ secretKey: key, baseUrl }),
    secretKey: key,
    testMode: testKey,
    // Paystack's test integrations assign DVAs only from its `test-bank`
    dvaBank: env.PAYSTACK_DVA_BANK?.trim() || (testKey ? 'test-bank' : 'wema-bank'),
    log,
  });
}
