import { describe, expect, it } from 'vitest';
import { createPaymentsProvider } from '@/server/modules/payments/payments.service';
import { isValidNuban, nubanCheckDigit } from '@/server/modules/payments/nuban';
import type { FundingEvent } from '@/server/payments-provider';
import { createSandboxProvider, SANDBOX_BANK_NAME } from '@/server/modules/payments/sandbox-provider';
import { createEmployer } from '@/server/seed/factories';
import { getHarness, uniqueEmail } from '../helpers/app';

const event: FundingEvent = {
  eventId: 'evt_001',
  virtualAccountReference: 'va_0123456789abcdef01234567',
  amount: 2_500_000,
  currency: 'NGN',
  senderName: 'ADAEZE OKONKWO',
  occurredAt: '2026-03-01T09:30:00.000Z',
};

describe('[PAYMENTS] sandbox provider', () => {
  it('round-trips a signed webhook', () => {
    const p = createSandboxProvider({ webhookSecret: 'secret-a' });
    const { body, signature } = p.signWebhook!(event);
    expect(p.parseWebhook(body, signature)).toEqual(event);
  });

  it('returns null for a tampered body, a wrong secret, no signature or a malformed body', () => {
    const p = createSandboxProvider({ webhookSecret: 'secret-a' });
    const { body, signature } = p.signWebhook!(event);
    expect(p.parseWebhook(body.replace('2500000', '9500000'), signature)).toBeNull();
    expect(createSandboxProvider({ webhookSecret: 'secret-b' }).parseWebhook(body, signature)).toBeNull();
    expect(p.parseWebhook(body, undefined)).toBeNull();
    expect(p.parseWebhook(body, 'abc')).toBeNull();
    const junk = p.signWebhook!({ ...event, amount: -5 });
    expect(p.parseWebhook(junk.body, junk.signature)).toBeNull();
  });

  it('opens the same virtual account for the same organisation and currency', async () => {
    const p = createSandboxProvider();
    const input = {
      organizationId: '6f1c1f9e-3d0a-4c55-9a8e-0d3b7f1e2a11',
      organizationName: 'Acme Foods Ltd',
      currency: 'ngn',
    };
    const a = await p.createVirtualAccount(input);
    expect(a).toMatchObject({
      accountName: 'PAYGRID/ACME FOODS LTD',
      bankName: SANDBOX_BANK_NAME,
      currency: 'NGN',
    });
    expect(a.accountNumber).toMatch(/^[1-9]\d{9}$/);
    expect(a.reference).toMatch(/^va_[0-9a-f]{24}$/);
    expect(await p.createVirtualAccount(input)).toEqual(a);
    expect((await p.createVirtualAccount({ ...input, currency: 'USD' })).accountNumber).not.toBe(
      a.accountNumber,
    );
  });

  it('computes NUBAN check digits with the CBN weights', () => {
    // 044 + 000000001: 3*0+7*4+3*4 + ... + 3*1 = 43 → 10 - 3 = 7
    expect(nubanCheckDigit('044', '000000001')).toBe(7);
    expect(isValidNuban('044', '0000000017')).toBe(true);
    expect(isValidNuban('044', '0000000018')).toBe(false);
  });

  it('chooses the provider from PAYMENTS_PROVIDER and fails fast on an unknown one', () => {
    expect(createPaymentsProvider({ NODE_ENV: 'test' }).name).toBe('sandbox');
    expect(() => createPaymentsProvider({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'acme' })).toThrow(
      /Unknown PAYMENTS_PROVIDER/,
    );
    expect(() => createPaymentsProvider({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENTS_WEBHOOK_SECRET/,
    );
  });
});

describe('[PAYMENTS] the sandbox in production', () => {
  const secret = 'a-webhook-secret-of-at-least-32-bytes!';
  it('does not run by default: production must name its provider', () => {
    expect(() => createPaymentsProvider({ NODE_ENV: 'production', PAYMENTS_WEBHOOK_SECRET: secret })).toThrow(
      /PAYMENTS_PROVIDER must be set/,
    );
  });

  it('runs when PAYMENTS_PROVIDER=sandbox is set explicitly, with a warning in the log', () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(args) };
    const provider = createPaymentsProvider(
      { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', PAYMENTS_WEBHOOK_SECRET: secret },
      log,
    );
    expect(provider.name).toBe('sandbox');
    expect(JSON.stringify(warnings)).toMatch(/sandbox in production/);
    // Outside production the sandbox stays the quiet default.
    warnings.length = 0;
    expect(createPaymentsProvider({ NODE_ENV: 'development' }, log).name).toBe('sandbox');
    expect(warnings).toEqual([]);
  });

  it('refuses a webhook secret shorter than 32 bytes in production', () => {
    expect(() =>
      createPaymentsProvider({
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'sandbox',
        PAYMENTS_WEBHOOK_SECRET: 'short-secret',
      }),
    ).toThrow(/32 bytes/);
  });
});

describe('[PAYMENTS] sandbox mobile-money collections', () => {
  it('remembers the collections it started, with their amounts, in the database every process shares', async () => {
    const { deps } = await getHarness();
    const { organization } = await createEmployer(deps.db, { email: uniqueEmail('momo') });
    const walletId = crypto.randomUUID();
    const p = createSandboxProvider({ db: deps.db });
    const started = await p.startMobileMoneyCollection({
      organizationId: organization.id,
      walletId,
      amount: 5_000,
      currency: 'ugx',
      phone: '+256700000001',
    });
    expect(started).toMatchObject({
      amount: 5_000,
      currency: 'UGX',
      status: 'successful',
      organizationId: organization.id,
      walletId,
    });
    expect(await p.verifyMobileMoneyCollection(started.reference)).toEqual(started);
    expect(await p.verifyMobileMoneyCollection('momo_never-started')).toBeNull();
    // another process's sandbox (issue 34: the collections moved from a per-process map into a table)
    expect(
      await createSandboxProvider({ db: deps.db }).verifyMobileMoneyCollection(started.reference),
    ).toEqual(started);
    const declined = await p.startMobileMoneyCollection({
      organizationId: organization.id,
      walletId,
      amount: 5_000,
      currency: 'UGX',
      phone: '+256700000000',
    });
    expect((await p.verifyMobileMoneyCollection(declined.reference))?.status).toBe('failed');
  });
});
