import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Flutterwave's `verif-hash` header is not a signature: it is the secret hash set in the dashboard
 * (FLUTTERWAVE_WEBHOOK_HASH), sent as is with every webhook. So it proves only that the sender knows the
 * secret, never what the body says — which is why every event is re-read from Flutterwave before anything
 * happens. Compared in constant time: both sides are hashed first so their lengths match and a wrong guess
 * learns nothing from the time it took.
 */
export function verifyFlutterwaveHash(given: string | null | undefined, secretHash: string): boolean {
  if (!given || !secretHash) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secretHash));
}

/** Flutterwave's test secret keys start FLWSECK_TEST-; live ones FLWSECK-. */
export const isFlutterwaveTestKey = (key: string) => key.startsWith('FLWSECK_TEST-');

/**
 * Why this configuration must not run here, or null when it may. A test key moves no real money, so in
 * production it runs only on a declared demo or staging deployment (PAYMENTS_TEST_MODE=true); a live key
 * never runs under the test runner.
 */
export function flutterwaveKeyProblem({
  key,
  webhookHash,
  nodeEnv,
  testMode,
}: {
  key: string | undefined;
  webhookHash: string | undefined;
  nodeEnv: string | undefined;
  testMode: boolean;
}): string | null {
  if (!key) return 'FLUTTERWAVE_SECRET_KEY must be set when Flutterwave is a payments provider.';
  if (!/^FLWSECK(_TEST)?-[A-Za-z0-9]+(-X)?$/.test(key))
    return 'FLUTTERWAVE_SECRET_KEY must be a Flutterwave secret key (FLWSECK_TEST-… or FLWSECK-…), never a public FLWPUBK key.';
  const test = isFlutterwaveTestKey(key);
  if (!test && nodeEnv === 'test') return 'A live Flutterwave key (FLWSECK-) is refused when NODE_ENV=test.';
  if (test && nodeEnv === 'production' && !testMode)
    return 'A test Flutterwave key (FLWSECK_TEST-) is refused in production unless PAYMENTS_TEST_MODE=true (a demo or staging deployment).';
  if (!webhookHash)
    return 'FLUTTERWAVE_WEBHOOK_HASH (the secret hash set in the Flutterwave dashboard) must be set.';
  return null;
}
