import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsProvider } from '@/server/modules/payments/payments.service';
import { startFakePaystack, type FakePaystack } from '@/tests/fakes/paystack';

// No database: the configuration is read from an env object, and the provider talks to the fake only.
const TEST_KEY = 'sk_test_paygridconfig00000000000000000000';
const LIVE_KEY = 'sk_live_paygridconfig00000000000000000000';

let fake: FakePaystack;

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: TEST_KEY });
});

afterAll(async () => {
  await fake?.close();
});

function logCollector() {
  const warnings: unknown[][] = [];
  return { warnings, log: { warn: (...args: unknown[]) => void warnings.push(args) } };
}

const paystack = (env: NodeJS.ProcessEnv) => ({ PAYMENTS_PROVIDER: 'paystack', ...env });

describe('[PAYMENTS] PAYMENTS_PROVIDER=paystack', () => {
  it('needs PAYSTACK_SECRET_KEY, and refuses a public key', () => {
    expect(() => createPaymentsProvider(paystack({ NODE_ENV: 'test' }))).toThrow(
      /PAYSTACK_SECRET_KEY must be set/,
    );
    expect(() =>
      createPaymentsProvider(paystack({ NODE_ENV: 'test', PAYSTACK_SECRET_KEY: 'pk_test_abc' })),
    ).toThrow(/never a public pk_ key/);
  });

  it('refuses a live key under the test runner', () => {
    expect(() =>
      createPaymentsProvider(paystack({ NODE_ENV: 'test', PAYSTACK_SECRET_KEY: LIVE_KEY })),
    ).toThrow(/live Paystack key/);
  });

  it('refuses a test key in production unless PAYMENTS_TEST_MODE=true, and then warns', () => {
    const env = paystack({
      NODE_ENV: 'production',
      PAYSTACK_SECRET_KEY: TEST_KEY,
      PAYSTACK_BASE_URL: fake.baseUrl,
    });
    const { warnings, log } = logCollector();
    expect(() => createPaymentsProvider(env, log)).toThrow(/PAYMENTS_TEST_MODE=true/);
    expect(() => createPaymentsProvider({ ...env, PAYMENTS_TEST_MODE: 'yes' }, log)).toThrow(
      /PAYMENTS_TEST_MODE/,
    );
    expect(warnings).toEqual([]);
    const provider = createPaymentsProvider({ ...env, PAYMENTS_TEST_MODE: 'true' }, log);
    expect(provider.name).toBe('paystack');
    expect(JSON.stringify(warnings)).toMatch(/test key \(sk_test_\) in production/);
  });

  it('outside production a test key starts quietly', () => {
    const { warnings, log } = logCollector();
    const provider = createPaymentsProvider(
      paystack({ NODE_ENV: 'development', PAYSTACK_SECRET_KEY: TEST_KEY }),
      log,
    );
    expect(provider.name).toBe('paystack');
    expect(warnings).toEqual([]);
  });

  it('talks to PAYSTACK_BASE_URL with the key, and defaults the DVA bank to test-bank for a test key', async () => {
    const env = paystack({
      NODE_ENV: 'test',
      PAYSTACK_SECRET_KEY: TEST_KEY,
      PAYSTACK_BASE_URL: fake.baseUrl,
    });
    const provider = createPaymentsProvider(env);
    const mark = fake.control.requests().length;
    expect((await provider.listBanks('NG')).length).toBeGreaterThan(0);
    expect(fake.control.requests().slice(mark)).toEqual([{ method: 'GET', path: '/bank' }]);
    const input = { organizationId: crypto.randomUUID(), organizationName: 'Acme', currency: 'NGN' };
    expect((await provider.createVirtualAccount(input)).bankName).toBe('Test Bank');
    const wema = createPaymentsProvider({ ...env, PAYSTACK_DVA_BANK: 'wema-bank' });
    expect((await wema.createVirtualAccount(input)).bankName).toBe('Wema Bank');
  });

  it('a wrong key is refused by Paystack, not mistaken for an unknown account', async () => {
    const provider = createPaymentsProvider(
      paystack({
        NODE_ENV: 'test',
        PAYSTACK_SECRET_KEY: 'sk_test_notthefakeskey',
        PAYSTACK_BASE_URL: fake.baseUrl,
      }),
    );
    await expect(
      provider.nameEnquiry({ country: 'NG', bankCode: '058', accountNumber: '0123456789' }),
    ).rejects.toThrow(/Paystack refused resolving an account: Invalid key/);
  });

  it('never sends a live key over plain HTTP, and refuses a base URL that is not one', () => {
    const live = paystack({ NODE_ENV: 'development', PAYSTACK_SECRET_KEY: LIVE_KEY });
    expect(() => createPaymentsProvider({ ...live, PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' })).toThrow(
      /must be https:\/\//,
    );
    expect(createPaymentsProvider({ ...live, PAYSTACK_BASE_URL: 'https://api.paystack.co' }).name).toBe(
      'paystack',
    );
    expect(() => createPaymentsProvider({ ...live, PAYSTACK_BASE_URL: 'api.paystack.co' })).toThrow(
      /is not a URL/,
    );
  });
});
