import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { failuresText } from '@/server/modules/payments/paystack/paystack-mapping';
import { walletCustomerEmail } from '@/server/modules/payments/paystack/paystack-provider';
import type { PaymentsProvider } from '@/server/payments-provider';
import { paystackHarness, SECRET, transferInput, type PaystackHarness } from './paystack-setup';

let h: PaystackHarness;
let provider: PaymentsProvider;

beforeAll(async () => {
  h = await paystackHarness();
  provider = h.provider();
});

afterAll(async () => {
  await h?.fake.close();
});

const headersOf = (signature: string | null) =>
  new Headers(signature ? { 'x-paystack-signature': signature } : {});
const signed = (rawBody: string) => createHmac('sha512', SECRET).update(rawBody).digest('hex');
const wallet = () => ({
  organizationId: crypto.randomUUID(),
  organizationName: 'Acme Foods Ltd',
  currency: 'ngn',
});

describe('[PAYMENTS] Paystack provider: wallet funding accounts', () => {
  it('creates a customer per organisation and its dedicated account (test-bank under a test key)', async () => {
    const input = wallet();
    const mark = h.mark();
    const account = await provider.createVirtualAccount(input);
    expect(h.since(mark)).toEqual(['POST /customer', 'POST /dedicated_account']);
    expect(account).toMatchObject({
      reference: expect.stringMatching(/^CUS_/),
      accountNumber: expect.stringMatching(/^\d{10}$/),
      bankName: 'Test Bank',
      currency: 'NGN',
      status: 'active',
    });
    // the customer carries the organisation's name, which the bank shows on the account
    expect(account.accountName).toBe('PAYGRID/ACME FOODS LTD');
  });

  it('a refused dedicated account leaves the wallet pending; assign asks again for the same customer', async () => {
    const input = wallet();
    h.fake.control.script(walletCustomerEmail(input.organizationId), 'dedicated-account-refused');
    const pending = await provider.createVirtualAccount(input);
    expect(pending).toEqual({
      reference: expect.stringMatching(/^CUS_/),
      accountNumber: '',
      accountName: '',
      bankName: '',
      currency: 'NGN',
      status: 'pending',
    });
    expect(JSON.stringify(h.warnings.at(-1))).toContain('Access Denied');
    const mark = h.mark();
    const assigned = await provider.assignVirtualAccount!({ reference: pending.reference, currency: 'NGN' });
    expect(h.since(mark)).toEqual(['POST /dedicated_account']);
    expect(assigned).toMatchObject({ reference: pending.reference, status: 'active', bankName: 'Test Bank' });
    expect(assigned.accountNumber).toMatch(/^\d{10}$/);
  });

  it('uses the configured DVA bank', async () => {
    const account = await h.provider({ dvaBank: 'wema-bank' }).createVirtualAccount(wallet());
    expect(account.bankName).toBe('Wema Bank');
  });

  it('refuses a currency Paystack cannot fund (422) before asking anything', async () => {
    const mark = h.mark();
    for (const currency of ['GHS', 'KES', 'USD']) {
      const error = await provider.createVirtualAccount({ ...wallet(), currency }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 422, messageKey: 'errors.paystackFundingCurrencyUnsupported' });
    }
    expect(h.since(mark)).toEqual([]);
  });
});

describe('[PAYMENTS] Paystack provider: collections', () => {
  it('reads a DVA funding back from Paystack: amount, fee, account, customer, sender', async () => {
    const account = await provider.createVirtualAccount(wallet());
    const reference = h.fake.control.fundDedicatedAccount({
      accountNumber: account.accountNumber,
      amount: 5_000_000,
    });
    const collection = await provider.getCollection!(reference);
    expect(collection).toMatchObject({
      reference,
      eventId: expect.stringMatching(/^\d+$/),
      status: 'successful',
      channel: 'dedicated_nuban',
      amount: 5_000_000,
      currency: 'NGN',
      virtualAccountReference: account.reference,
      accountNumber: account.accountNumber,
      senderName: 'ADA OBI',
      fee: 30_000,
    });
    expect(collection!.paidAt).toBeTruthy();
    expect(await provider.getCollection!('dva_never_paid_in')).toBeNull();
  });
});

describe('[PAYMENTS] Paystack provider: webhooks', () => {
  it('reads a correctly signed transfer event for the inbox; a bad, wrong-key or missing signature is null', async () => {
    const input = transferInput(h.organizationId);
    await provider.transfer(input);
    await provider.getTransfer(input.reference);
    const event = { event: 'transfer.success' as const, reference: input.reference };
    const good = h.fake.control.webhookFor(event);
    const read = provider.readWebhook!(good.rawBody, headersOf(good.signature));
    const { data } = JSON.parse(good.rawBody) as { data: { id: number } };
    expect(read).toEqual({
      event: 'transfer.success',
      dataId: String(data.id),
      dataStatus: 'success',
      reference: input.reference,
      payload: JSON.parse(good.rawBody),
    });
    for (const variant of ['bad', 'wrong-key', 'missing'] as const) {
      const forged = h.fake.control.webhookFor(event, variant);
      expect(provider.readWebhook!(forged.rawBody, headersOf(forged.signature))).toBeNull();
    }
    // the signature covers the exact bytes: the same JSON re-serialised with other spacing does not match
    const respaced = JSON.stringify(JSON.parse(good.rawBody), null, 1);
    expect(provider.readWebhook!(respaced, headersOf(good.signature))).toBeNull();
  });

  it('a charge.success is keyed by the transaction id', async () => {
    const account = await provider.createVirtualAccount(wallet());
    const reference = h.fake.control.fundDedicatedAccount({
      accountNumber: account.accountNumber,
      amount: 100_000,
    });
    const hook = h.fake.control.webhookFor({ event: 'charge.success', reference });
    const collection = await provider.getCollection!(reference);
    expect(provider.readWebhook!(hook.rawBody, headersOf(hook.signature))).toMatchObject({
      event: 'charge.success',
      dataId: collection!.eventId,
      dataStatus: 'success',
      reference,
    });
  });

  it('a DVA assignment event (no id, no reference) is keyed by its customer and its bytes', () => {
    const event = (at: string) =>
      JSON.stringify({
        event: 'dedicatedaccount.assign.failed',
        data: {
          customer: { customer_code: 'CUS_abc123' },
          dedicated_account: null,
          identification: { status: 'failed', created_at: at },
        },
      });
    const read = (rawBody: string) => provider.readWebhook!(rawBody, headersOf(signed(rawBody)))!;
    const first = read(event('2026-11-01T10:00:00Z'));
    expect(first).toMatchObject({
      event: 'dedicatedaccount.assign.failed',
      dataId: 'CUS_abc123',
      dataStatus: expect.stringMatching(/^sha256:/),
      reference: null,
    });
    // the same delivery again is the same event; a later failure for the same customer is another
    expect(read(event('2026-11-01T10:00:00Z')).dataStatus).toBe(first.dataStatus);
    expect(read(event('2026-11-20T09:00:00Z')).dataStatus).not.toBe(first.dataStatus);
  });

  it('a correctly signed body that is not an event is null', () => {
    for (const rawBody of ['not json', '[]', '{"event":"transfer.success"}', '{"data":{"id":1}}'])
      expect(provider.readWebhook!(rawBody, headersOf(signed(rawBody)))).toBeNull();
  });

  it('never accepts the sandbox’s own webhook formats', () => {
    const body = JSON.stringify({ eventId: 'e1', reference: 'r', status: 'successful' });
    expect(provider.parseWebhook(body, signed(body))).toBeNull();
    expect(provider.parseTransferWebhook(body, signed(body))).toBeNull();
  });
});

describe('[PAYMENTS] Paystack provider: fees and what it does not offer', () => {
  it('estimates transfer fees from Paystack’s published pricing, in subunits', () => {
    expect(provider.transferFee('NGN', 500_000)).toBe(1_000);
    expect(provider.transferFee('NGN', 500_001)).toBe(2_500);
    expect(provider.transferFee('NGN', 5_000_000)).toBe(2_500);
    expect(provider.transferFee('NGN', 5_000_001)).toBe(5_000);
    expect(provider.transferFee('GHS', 1_000)).toBe(800);
    expect(provider.transferFee('KES', 150_000)).toBe(2_000);
    expect(provider.transferFee('KES', 150_001)).toBe(4_000);
    expect(provider.transferFee('KES', 2_000_001)).toBe(6_000);
    expect(provider.transferFee('USD', 1)).toBe(100);
  });

  it('reads the words out of Paystack’s unpublished `failures` shapes', () => {
    expect(failuresText(null)).toBeNull();
    expect(failuresText('Invalid account')).toBe('Invalid account');
    expect(failuresText([{ message: 'Bank unavailable' }, 'Retry later'])).toBe(
      'Bank unavailable; Retry later',
    );
    expect(failuresText({ reason: 'Dormant account' })).toBe('Dormant account');
    expect(failuresText([{ code: 12 }])).toBeNull();
  });

  it('mobile-money collections are a 422 with their own message; a statutory remittance is answered failed (auto-remit returns the money)', async () => {
    const momo = { organizationId: 'o', walletId: 'w', amount: 1, currency: 'GHS', phone: '+233200000001' };
    await expect(provider.startMobileMoneyCollection(momo)).rejects.toMatchObject({
      status: 422,
      messageKey: 'errors.paystackMobileMoneyUnsupported',
    });
    await expect(provider.verifyMobileMoneyCollection('momo_x')).rejects.toMatchObject({
      messageKey: 'errors.paystackMobileMoneyUnsupported',
    });
    const remit = {
      reference: 'r',
      country: 'NG',
      type: 'pension',
      payee: 'PFA',
      amount: 1,
      currency: 'NGN',
      narration: 'x',
    };
    await expect(provider.remitStatutory(remit)).resolves.toMatchObject({
      reference: 'r',
      providerReference: null,
      status: 'failed',
      failureReason: expect.stringContaining('Paystack cannot pay statutory remittances'),
    });
  });
});
