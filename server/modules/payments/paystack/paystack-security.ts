import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack's transfer reference rule (lowercase letters, digits, `-` and `_`), with our own length bounds:
 * at least 16 (the reference's minimum) and at most 50, so a payout reference never gets cut.
 */
const TRANSFER_REFERENCE = /^[a-z0-9_-]{16,50}$/;

export function isValidTransferReference(reference: string): boolean {
  return TRANSFER_REFERENCE.test(reference);
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/**
 * True when `signature` (the `x-paystack-signature` header) is the hex HMAC-SHA512 of exactly these bytes,
 * keyed with the secret key. Pass the raw request bytes: a re-serialised JSON body would not match.
 */
export function verifyPaystackSignature(
  rawBody: string | Uint8Array,
  signature: string | null | undefined,
  secretKey: string,
): boolean {
  if (!signature || !secretKey) return false;
  const given = signature.trim();
  if (!HEX_SHA512.test(given)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  // Both are 64 bytes here, so timingSafeEqual cannot throw on a length mismatch.
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * Why this secret key must not be used here, or null when it may. A test key moves no real money, so in
 * production it runs only on a declared demo/staging deployment (PAYMENTS_TEST_MODE=true); a live key never
 * runs under the test runner, where fakes and fixtures could send real payouts.
 */
export function paystackKeyProblem({
  key,
  nodeEnv,
  testMode,
}: {
  key: string | undefined;
  nodeEnv: string | undefined;
  testMode: boolean;
}): string | null {
  if (!key) return 'PAYSTACK_SECRET_KEY must be set when PAYMENTS_PROVIDER=paystack.';
  const live = key.startsWith('sk_live_');
  if (!/^sk_(test|live)_[A-Za-z0-9]+$/.test(key))
    return 'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…), never a public pk_ key.';
  if (live && nodeEnv === 'test') return 'A live Paystack key (sk_live_) is refused when NODE_ENV=test.';
  if (!live && nodeEnv === 'production' && !testMode)
    return 'A test Paystack key (sk_test_) is refused in production unless PAYMENTS_TEST_MODE=true (a demo or staging deployment).';
  return null;
}
