import { describe, expect, it } from 'vitest';
import {
  fromFlutterwaveAmount,
  toFlutterwaveAmount,
} from '@/server/modules/payments/flutterwave/flutterwave-amounts';
import { ugandaMobileNumber } from '@/server/modules/payments/flutterwave/flutterwave-banks';
import { flutterwaveProviderFromEnv } from '@/server/modules/payments/flutterwave/flutterwave-config';
import { readFlutterwaveWebhook } from '@/server/modules/payments/flutterwave/flutterwave-mapping';
import { verifyFlutterwaveHash } from '@/server/modules/payments/flutterwave/flutterwave-security';
import { createPaymentsProvider } from '@/server/modules/payments/payments.service';

// Issue 35: Flutterwave's amounts are major units, converted at the edge by the currency's exponent with no
// float arithmetic (a test per currency); its keys and verif-hash; Uganda's numbers checked by form.
describe('[FLUTTERWAVE] amounts: minor units ↔ Flutterwave major units, per currency', () => {
  it.each([
    ['NGN', 150_050, 1500.5],
    ['NGN', 150_029, 1500.29],
    ['GHS', 1_234_567, 12345.67],
    ['KES', 99, 0.99],
    ['UGX', 250_000, 250000],
  ])('%s %d ↔ %d', (currency, minor, major) => {
    expect(toFlutterwaveAmount(minor, currency)).toBe(major);
    expect(fromFlutterwaveAmount(major, currency)).toBe(minor);
    expect(fromFlutterwaveAmount(String(major), currency)).toBe(minor);
  });

  it('NGN 4.35 is 435 kobo (the float product 4.35 × 100 is 434.99999999999994)', () => {
    expect(4.35 * 100).not.toBe(435);
    expect(fromFlutterwaveAmount(4.35, 'NGN')).toBe(435);
    expect(toFlutterwaveAmount(435, 'NGN')).toBe(4.35);
  });

  it('a fee finer than the currency (NGN 26.875) rounds half up; UGX drops no shillings', () => {
    expect(fromFlutterwaveAmount(26.875, 'NGN')).toBe(2_688);
    expect(fromFlutterwaveAmount(10.754, 'NGN')).toBe(1_075);
    expect(fromFlutterwaveAmount(499.5, 'UGX')).toBe(500);
    expect(fromFlutterwaveAmount(500, 'UGX')).toBe(500);
  });

  it('refuses what is not an amount', () => {
    expect(() => fromFlutterwaveAmount('12,5', 'NGN')).toThrow(RangeError);
    expect(() => fromFlutterwaveAmount(1e21, 'UGX')).toThrow(RangeError);
  });
});

const env = (over: Record<string, string>) =>
  ({ NODE_ENV: 'test', FLUTTERWAVE_WEBHOOK_HASH: 'h', ...over }) as unknown as NodeJS.ProcessEnv;
const log = { warn: () => {} };

describe('[FLUTTERWAVE] configuration', () => {
  it('PAYMENTS_PROVIDER=flutterwave builds it from FLUTTERWAVE_* (default base URL api.flutterwave.com)', () => {
    const provider = createPaymentsProvider(
      env({ PAYMENTS_PROVIDER: 'flutterwave', FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc123-X' }),
      log,
    );
    expect(provider.name).toBe('flutterwave');
  });

  it('refuses a missing key, a public key, a live key under test, a missing hash, and a live key over http', () => {
    expect(() => flutterwaveProviderFromEnv(env({}), log)).toThrow(/FLUTTERWAVE_SECRET_KEY must be set/);
    expect(() =>
      flutterwaveProviderFromEnv(env({ FLUTTERWAVE_SECRET_KEY: 'FLWPUBK_TEST-abc-X' }), log),
    ).toThrow(/never a public/);
    expect(() =>
      flutterwaveProviderFromEnv(env({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK-abc123-X' }), log),
    ).toThrow(/live Flutterwave key/);
    expect(() =>
      flutterwaveProviderFromEnv(
        env({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc123-X', FLUTTERWAVE_WEBHOOK_HASH: '' }),
        log,
      ),
    ).toThrow(/FLUTTERWAVE_WEBHOOK_HASH/);
    expect(() =>
      flutterwaveProviderFromEnv(
        env({
          NODE_ENV: 'production',
          FLUTTERWAVE_SECRET_KEY: 'FLWSECK-abc123-X',
          FLUTTERWAVE_BASE_URL: 'http://x',
        }),
        log,
      ),
    ).toThrow(/https/);
  });

  it('in production a FLWSECK_TEST key is refused unless PAYMENTS_TEST_MODE=true (then a warning)', () => {
    const production = { NODE_ENV: 'production', FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc123-X' };
    expect(() => flutterwaveProviderFromEnv(env(production), log)).toThrow(/PAYMENTS_TEST_MODE=true/);
    const warnings: unknown[] = [];
    const provider = flutterwaveProviderFromEnv(env({ ...production, PAYMENTS_TEST_MODE: 'true' }), {
      warn: (...args: unknown[]) => void warnings.push(args),
    });
    expect(provider.name).toBe('flutterwave');
    expect(warnings).toHaveLength(1);
  });
});

describe('[FLUTTERWAVE] verif-hash and the inbox key', () => {
  const body = JSON.stringify({
    event: 'transfer.completed',
    data: { id: 991, reference: 'payroll-x-1', status: 'SUCCESSFUL' },
  });
  const headers = (hash?: string) => new Headers(hash === undefined ? {} : { 'verif-hash': hash });

  it('compares the shared secret in constant time: equal passes, anything else (or nothing) fails', () => {
    expect(verifyFlutterwaveHash('secret-hash', 'secret-hash')).toBe(true);
    expect(verifyFlutterwaveHash('secret-hasH', 'secret-hash')).toBe(false);
    expect(verifyFlutterwaveHash('secret', 'secret-hash')).toBe(false);
    expect(verifyFlutterwaveHash(null, 'secret-hash')).toBe(false);
    expect(verifyFlutterwaveHash('x', '')).toBe(false);
  });

  it('keys an event by event + data.id + data.status, with the reference kept to find the payout', () => {
    expect(readFlutterwaveWebhook('h', body, headers('h'))).toMatchObject({
      event: 'transfer.completed',
      dataId: '991',
      dataStatus: 'SUCCESSFUL',
      reference: 'payroll-x-1',
    });
    expect(readFlutterwaveWebhook('h', body, headers('nope'))).toBeNull();
    expect(readFlutterwaveWebhook('h', body, headers())).toBeNull();
    expect(readFlutterwaveWebhook('h', 'not json', headers('h'))).toBeNull();
  });
});

describe('[FLUTTERWAVE] Uganda mobile money: no name enquiry, so the number is checked by form', () => {
  it.each(['+256 772 123456', '256772123456', '0772123456', '772-123-456'])('%s → 256772123456', (n) =>
    expect(ugandaMobileNumber(n)).toBe('256772123456'),
  );
  it.each(['+256 412 123456', '077212345', '+254 712 345678', 'MTN'])('%s is refused', (n) =>
    expect(() => ugandaMobileNumber(n)).toThrow(),
  );
});
