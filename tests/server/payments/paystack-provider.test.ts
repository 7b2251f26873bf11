import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRecipients } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { PaystackUnavailableError } from '@/server/modules/payments/paystack/paystack-banks';
import { TransferUnknownError, type PaymentsProvider } from '@/server/payments-provider';
import { paystackHarness, transferInput, uniqueRef, type PaystackHarness } from './paystack-setup';

let h: PaystackHarness;
let provider: PaymentsProvider;

beforeAll(async () => {
  h = await paystackHarness();
  provider = h.provider();
});

afterAll(async () => {
  await h?.fake.close();
});

const pay = (over: Parameters<typeof transferInput>[1] = {}) => transferInput(h.organizationId, over);

const isTransferCall = (call: string) => call === 'POST /transfer' || call === 'POST /transfer/bulk';

async function unknownOf(promise: Promise<unknown>): Promise<TransferUnknownError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransferUnknownError);
  return error as TransferUnknownError;
}

describe('[PAYMENTS] Paystack provider: banks and name enquiry', () => {
  it('lists Nigeria’s banks as { code, name } by name, read once a day', async () => {
    const p = h.provider();
    const mark = h.mark();
    const banks = await p.listBanks('NG');
    expect(banks.map((b) => b.name)).toEqual([
      'Access Bank',
      'Ecobank Nigeria',
      'First Bank of Nigeria',
      'Guaranty Trust Bank',
      'Sterling Bank',
      'United Bank For Africa',
      'Wema Bank',
      'Zenith Bank',
    ]);
    expect(banks[0]).toEqual({ code: '044', name: 'Access Bank' });
    expect(h.since(mark)).toEqual(['GET /bank']);
    await p.listBanks('ng');
    expect(h.since(mark)).toHaveLength(1);
    h.clock.ms += 24 * 60 * 60 * 1000 + 1;
    await p.listBanks('NG');
    expect(h.since(mark)).toHaveLength(2);
  });

  it('lists Ghana’s and Kenya’s mobile-money providers with their banks, but not business tills', async () => {
    const p = h.provider();
    const mark = h.mark();
    expect((await p.listBanks('GH')).map((b) => b.code)).toEqual(['130100', '040100', 'MTN']);
    // banks, then type=mobile_money: Paystack's documented way of listing telcos
    expect(h.since(mark)).toEqual(['GET /bank', 'GET /bank']);
    expect(await p.listBanks('KE')).toEqual([
      { code: '68', name: 'Equity Bank' },
      { code: 'MPESA', name: 'M-PESA' },
    ]);
  });

  it('refuses Uganda (not a Paystack country) with a 422 before asking Paystack', async () => {
    const mark = h.mark();
    const error = await provider.listBanks('UG').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, messageKey: 'errors.paystackCountryUnsupported' });
    await expect(
      provider.nameEnquiry({ country: 'UG', bankCode: '1', accountNumber: '0123456789' }),
    ).rejects.toThrow(/paystackCountryUnsupported/);
    expect(h.since(mark)).toEqual([]);
  });

  it('name enquiry: the holder’s name when found, errors.accountNotFound when not, an outage otherwise', async () => {
    expect(
      await provider.nameEnquiry({ country: 'NG', bankCode: '058', accountNumber: '0123456789' }),
    ).toEqual({
      accountNumber: '0123456789',
      accountName: 'ACCOUNT HOLDER 6789',
      bankCode: '058',
    });
    const missing = await provider
      .nameEnquiry({ country: 'NG', bankCode: '058', accountNumber: '0123450000' })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'BAD_REQUEST', messageKey: 'errors.accountNotFound' });
    // nothing listens on port 9: the call fails without an answer
    const down = h.provider({ baseUrl: 'http://127.0.0.1:9' });
    await expect(
      down.nameEnquiry({ country: 'NG', bankCode: '058', accountNumber: '0123456789' }),
    ).rejects.toBeInstanceOf(PaystackUnavailableError);
  });
});

describe('[PAYMENTS] Paystack provider: recipients', () => {
  it('creates a recipient once per account and reuses it; a changed account gets a new one', async () => {
    const first = pay();
    const mark = h.mark();
    await provider.transfer(first);
    await provider.transfer({ ...first, reference: uniqueRef('again') });
    expect(h.since(mark)).toEqual(['POST /transferrecipient', 'POST /transfer', 'POST /transfer']);
    const rows = await h.db
      .select()
      .from(paymentRecipients)
      .where(eq(paymentRecipients.organizationId, h.organizationId));
    const row = rows.find(
      (r) => r.recipientCode === h.fake.control.transfer(first.reference)?.recipient.recipient_code,
    );
    expect(row).toMatchObject({ provider: 'paystack', currency: 'NGN', bankCode: '058' });
    // only a keyed hash of the number is kept
    expect(row!.accountHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(first.accountNumber);

    const changed = pay({ accountNumber: '3999999991' });
    const mark2 = h.mark();
    await provider.transfer(changed);
    expect(h.since(mark2)).toEqual(['POST /transferrecipient', 'POST /transfer']);
    expect(h.fake.control.transfer(changed.reference)?.recipient.recipient_code).not.toBe(row!.recipientCode);
  });

  it('pays Ghana’s mobile money as mobile_money, Ghana’s banks as ghipss, Kenya’s M-PESA as mobile_money', async () => {
    const momo = pay({ country: 'GH', currency: 'GHS', bankCode: 'MTN', amount: 10_000 });
    const bank = pay({ country: 'GH', currency: 'GHS', bankCode: '040100', amount: 10_000 });
    const mpesa = pay({ country: 'KE', currency: 'KES', bankCode: 'MPESA', amount: 10_000 });
    for (const input of [momo, bank, mpesa])
      expect(await provider.transfer(input)).toMatchObject({ status: 'pending' });
    expect(h.fake.control.transfer(momo.reference)?.recipient.type).toBe('mobile_money');
    expect(h.fake.control.transfer(bank.reference)?.recipient.type).toBe('ghipss');
    expect(h.fake.control.transfer(mpesa.reference)?.recipient.type).toBe('mobile_money');
  });

  it('refuses a Kenyan bank account (no documented recipient type) before any recipient or transfer', async () => {
    const input = pay({ country: 'KE', currency: 'KES', bankCode: '68' });
    await provider.listBanks('KE');
    const mark = h.mark();
    expect(await provider.transfer(input)).toMatchObject({
      reference: input.reference,
      status: 'rejected',
      code: 'unsupported_account',
    });
    expect(h.since(mark)).toEqual([]);
  });

  it('a recipient Paystack refuses is a TransferRejected with its words, and nothing is remembered', async () => {
    const input = pay({ bankCode: '999' });
    expect(await provider.transfer(input)).toMatchObject({
      status: 'rejected',
      code: 'unknown_bank',
      message: 'Unknown bank code: 999',
    });
    const rows = await h.db.select().from(paymentRecipients).where(eq(paymentRecipients.bankCode, '999'));
    expect(rows).toEqual([]);
  });
});

describe('[PAYMENTS] Paystack provider: transfers', () => {
  it('pending on initiate with Paystack’s transfer code; verify then gives the fee and the NIP session', async () => {
    const input = pay();
    const sent = await provider.transfer(input);
    expect(sent).toMatchObject({
      reference: input.reference,
      status: 'pending',
      failureReason: null,
      fee: null,
    });
    expect(sent).toHaveProperty('providerReference', expect.stringMatching(/^TRF_/));
    expect(await provider.getTransfer(input.reference)).toMatchObject({
      status: 'successful',
      fee: 1_000,
      failureReason: null,
      bankReference: expect.stringMatching(/^NIP/),
      providerReference: (sent as { providerReference: string }).providerReference,
    });
  });

  it('OTP on: needs_otp', async () => {
    const input = pay();
    h.fake.control.script(input.reference, 'otp');
    expect(await provider.transfer(input)).toMatchObject({ status: 'needs_otp' });
    expect(await provider.getTransfer(input.reference)).toMatchObject({ status: 'needs_otp' });
  });

  it('a failure carries the bank’s words (gateway_response), never our narration', async () => {
    const input = pay();
    h.fake.control.script(input.reference, 'fail', { gatewayResponse: 'Beneficiary account is dormant' });
    await provider.transfer(input);
    expect(await provider.getTransfer(input.reference)).toMatchObject({
      status: 'failed',
      failureReason: 'Beneficiary account is dormant',
    });
  });

  it('success then reversed', async () => {
    const input = pay();
    h.fake.control.script(input.reference, 'reverse-after-success');
    await provider.transfer(input);
    expect(await provider.getTransfer(input.reference)).toMatchObject({ status: 'successful' });
    expect(await provider.getTransfer(input.reference)).toMatchObject({ status: 'reversed' });
  });

  it('a 5xx is unknown (no wait given)', async () => {
    const input = pay();
    h.fake.control.script(input.reference, '5xx');
    expect((await unknownOf(provider.transfer(input))).retryAfterMs).toBeNull();
  });

  it('a 429 is unknown with Paystack’s Retry-After in milliseconds', async () => {
    const input = pay();
    h.fake.control.script(input.reference, '429', { retryAfterSeconds: 7 });
    expect((await unknownOf(provider.transfer(input))).retryAfterMs).toBe(7_000);
  });

  it('insufficient balance is TransferRejected insufficient_balance and moves nothing', async () => {
    const input = pay();
    const before = h.fake.control.balance();
    h.fake.control.setBalance('NGN', 1_000);
    const answer = await provider.transfer(input);
    h.fake.control.setBalance('NGN', before);
    expect(answer).toMatchObject({ status: 'rejected', code: 'insufficient_balance' });
    expect(h.fake.control.transfer(input.reference)).toBeNull();
  });

  it('a response lost after the transfer was applied: unknown, then getTransfer finds it', async () => {
    const input = pay();
    await provider.transfer(pay({ accountNumber: input.accountNumber })); // the recipient exists already
    const before = h.fake.control.balance();
    h.fake.control.script(input.reference, 'lose-response');
    await unknownOf(provider.transfer(input));
    expect(await provider.getTransfer(input.reference)).toMatchObject({ status: 'successful', fee: 1_000 });
    // a blind resend is "reference already exists": still unknown, never a second payment
    await unknownOf(provider.transfer(input));
    expect(h.fake.control.balance()).toBe(before - 250_000 - 1_000);
  });

  it('a timeout before it was applied: unknown, getTransfer null, the same reference then pays', async () => {
    const input = pay();
    h.fake.control.script(input.reference, 'timeout-before-apply');
    await unknownOf(provider.transfer(input));
    expect(await provider.getTransfer(input.reference)).toBeNull();
    expect(await provider.transfer(input)).toMatchObject({ status: 'pending' });
  });

  it('getTransfer: null for a reference Paystack never got, and for a malformed one without asking', async () => {
    expect(await provider.getTransfer(uniqueRef('never'))).toBeNull();
    const mark = h.mark();
    expect(await provider.getTransfer('NOT A REFERENCE')).toBeNull();
    expect(h.since(mark)).toEqual([]);
  });
});

describe('[PAYMENTS] Paystack provider: transferMany', () => {
  it('150 payouts with OTP off: two bulk requests, answers in the inputs’ order', async () => {
    const inputs = Array.from({ length: 150 }, (_, i) => pay({ amount: 100_000 + i }));
    // a refused account keeps its place in the answers and stays out of the bulk requests
    inputs.splice(7, 0, pay({ country: 'KE', currency: 'KES', bankCode: '68' }));
    const mark = h.mark();
    const answers = await provider.transferMany!(inputs);
    const calls = h.since(mark).filter(isTransferCall);
    expect(calls).toEqual(['POST /transfer/bulk', 'POST /transfer/bulk']);
    expect(answers.map((a) => a.reference)).toEqual(inputs.map((i) => i.reference));
    expect(answers[7]).toMatchObject({ status: 'rejected', code: 'unsupported_account' });
    const sent = answers.filter((_, i) => i !== 7);
    expect(sent.every((a) => a.status === 'pending')).toBe(true);
    expect(h.fake.control.transfer(inputs[150]!.reference)).toMatchObject({ amount: 100_149 });
  });

  it('OTP on: bulk is refused (otp_enabled) and each goes alone, needing OTP', async () => {
    const inputs = Array.from({ length: 12 }, () => pay());
    h.fake.control.requireOtp(true);
    const mark = h.mark();
    const answers = await provider.transferMany!(inputs).finally(() => h.fake.control.requireOtp(false));
    const calls = h.since(mark).filter(isTransferCall);
    expect(calls).toEqual(['POST /transfer/bulk', ...inputs.map(() => 'POST /transfer')]);
    expect(answers.map((a) => a.status)).toEqual(inputs.map(() => 'needs_otp'));
  });

  it('a bulk refused as a whole (insufficient balance) rejects every transfer in it', async () => {
    const inputs = Array.from({ length: 3 }, () => pay());
    const before = h.fake.control.balance();
    h.fake.control.setBalance('NGN', 10_000);
    const answers = await provider.transferMany!(inputs).finally(() =>
      h.fake.control.setBalance('NGN', before),
    );
    expect(answers.map((a) => [a.reference, a.status, 'code' in a && a.code])).toEqual(
      inputs.map((i) => [i.reference, 'rejected', 'insufficient_balance']),
    );
  });

  it('a bulk whose outcome is unknown throws TransferUnknownError', async () => {
    const [first, second] = [pay(), pay()];
    // the first transfer already exists: Paystack answers "reference already exists" for the batch
    await provider.transfer(first);
    await unknownOf(provider.transferMany!([first, second]));
  });
});
