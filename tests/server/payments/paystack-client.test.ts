import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaystackClient,
  type PaystackClient,
} from '@/server/modules/payments/paystack/paystack-client';
import { retryAfterMs } from '@/server/modules/payments/paystack/paystack-http';
import {
  paystackKeyProblem,
  verifyPaystackSignature,
} from '@/server/modules/payments/paystack/paystack-security';
import { startFakePaystack, type FakePaystack } from '@/tests/fakes/paystack';

// No database here: the client talks to the fake Paystack over loopback only (never api.paystack.co).
const SECRET = 'sk_test_paygridfake0000000000000000000000';
const TIMEOUT_MS = 300;

let fake: FakePaystack;
let client: PaystackClient;
let serial = 0;
// Unique per test (16–50 chars, lowercase): the fake keeps every transfer for the whole file.
const ref = (label: string) => `pg-${label}-${String(++serial).padStart(4, '0')}-run1`;

let recipient: string;

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET });
  client = createPaystackClient({ secretKey: SECRET, baseUrl: fake.baseUrl, timeoutMs: TIMEOUT_MS });
  const created = await client.createTransferRecipient({
    type: 'nuban',
    name: 'Ada Obi',
    account_number: '0123456789',
    bank_code: '058',
    currency: 'NGN',
  });
  if (created.outcome !== 'ok') throw new Error(`recipient: ${JSON.stringify(created)}`);
  recipient = created.data.recipient_code;
});

afterAll(async () => {
  await fake?.close();
});

const transfer = (reference: string, amount = 250_000) =>
  client.initiateTransfer({ amount, recipient, reference, reason: 'November salary', currency: 'NGN' });

describe('Paystack client against the fake Paystack', () => {
  it('pays a transfer: pending on initiate, then success with the fee reported and debited once', async () => {
    const reference = ref('happy');
    const before = fake.control.balance();
    const sent = await transfer(reference);
    expect(sent).toMatchObject({ outcome: 'ok', data: { reference, status: 'pending', amount: 250_000 } });
    const verified = await client.verifyTransfer(reference);
    expect(verified).toMatchObject({ outcome: 'ok', data: { status: 'success', fee_charged: 1_000 } });
    if (verified.outcome === 'ok') expect(verified.data.transfer_code).toMatch(/^TRF_/);
    expect(fake.control.balance()).toBe(before - 250_000 - 1_000);
  });

  it('a lost response is unknown; verify finds the transfer, and a blind resend cannot debit twice', async () => {
    const reference = ref('lost');
    const before = fake.control.balance();
    fake.control.script(reference, 'lose-response');
    expect(await transfer(reference)).toMatchObject({ outcome: 'unknown', reason: 'network' });
    expect(await client.verifyTransfer(reference)).toMatchObject({
      outcome: 'ok',
      data: { status: 'success' },
    });
    // A resend with the same reference is answered "already exists" — still unknown (verify), never a payment.
    expect(await transfer(reference)).toMatchObject({ outcome: 'unknown', reason: 'duplicate_reference' });
    expect(fake.control.balance()).toBe(before - 251_000);
  });

  it('a timeout before Paystack applied it is unknown; verify says not_found; the same reference then pays once', async () => {
    const reference = ref('timeout');
    const before = fake.control.balance();
    fake.control.script(reference, 'timeout-before-apply');
    expect(await transfer(reference)).toMatchObject({ outcome: 'unknown', reason: 'timeout' });
    expect(await client.verifyTransfer(reference)).toMatchObject({ outcome: 'not_found' });
    expect(await transfer(reference)).toMatchObject({ outcome: 'ok', data: { reference } });
    expect(await client.verifyTransfer(reference)).toMatchObject({
      outcome: 'ok',
      data: { status: 'success' },
    });
    expect(fake.control.balance()).toBe(before - 251_000);
  });

  it('a 5xx is unknown (never a refusal)', async () => {
    const reference = ref('fivexx');
    fake.control.script(reference, '5xx');
    expect(await transfer(reference)).toMatchObject({
      outcome: 'unknown',
      reason: 'server_error',
      httpStatus: 500,
    });
    expect(await client.verifyTransfer(reference)).toMatchObject({ outcome: 'not_found' });
  });

  it('a 429 is rate_limited with Retry-After in milliseconds', async () => {
    const reference = ref('ratelimit');
    fake.control.script(reference, '429', { retryAfterSeconds: 7 });
    expect(await transfer(reference)).toMatchObject({ outcome: 'rate_limited', retryAfterMs: 7_000 });
    expect(retryAfterMs(null)).toBe(1_000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(
      30_000,
    );
  });

  it('insufficient balance is rejected as insufficient_balance and moves no money', async () => {
    const reference = ref('broke');
    const before = fake.control.balance();
    fake.control.setBalance('NGN', 100_000);
    const sent = await transfer(reference);
    fake.control.setBalance('NGN', before);
    expect(sent).toMatchObject({ outcome: 'rejected', code: 'insufficient_balance', httpStatus: 400 });
    expect(fake.control.balance()).toBe(before);
    expect(fake.control.transfer(reference)).toBeNull();
    // the scripted refusal (Paystack's error body with its own code) reads the same
    const scripted = ref('broke');
    fake.control.script(scripted, 'insufficient-balance');
    expect(await transfer(scripted)).toMatchObject({ outcome: 'rejected', code: 'insufficient_balance' });
  });

  it('an OTP transfer is ok with status otp, and debits only when approved', async () => {
    const reference = ref('otp');
    const before = fake.control.balance();
    fake.control.script(reference, 'otp');
    expect(await transfer(reference)).toMatchObject({ outcome: 'ok', data: { status: 'otp' } });
    expect(await client.verifyTransfer(reference)).toMatchObject({ outcome: 'ok', data: { status: 'otp' } });
    expect(fake.control.balance()).toBe(before);
    fake.control.finalise(reference);
    expect(await client.verifyTransfer(reference)).toMatchObject({
      outcome: 'ok',
      data: { status: 'success' },
    });
  });

  it('a failed transfer carries the bank’s words and returns amount and fee', async () => {
    const reference = ref('failed');
    const before = fake.control.balance();
    fake.control.script(reference, 'fail', { gatewayResponse: 'Beneficiary account is dormant' });
    await transfer(reference);
    expect(await client.verifyTransfer(reference)).toMatchObject({
      outcome: 'ok',
      data: { status: 'failed', gateway_response: 'Beneficiary account is dormant' },
    });
    expect(fake.control.balance()).toBe(before);
  });

  it('a reversal after success returns the amount to the balance', async () => {
    const reference = ref('reversed');
    fake.control.script(reference, 'reverse-after-success');
    await transfer(reference);
    expect(await client.verifyTransfer(reference)).toMatchObject({
      outcome: 'ok',
      data: { status: 'success' },
    });
    const afterSuccess = fake.control.balance();
    expect(await client.verifyTransfer(reference)).toMatchObject({
      outcome: 'ok',
      data: { status: 'reversed' },
    });
    expect(fake.control.balance()).toBe(afterSuccess + 250_000);
  });

  it('a response lost as a 500 after applying is unknown, and verify finds it', async () => {
    const reference = ref('lost500');
    fake.control.script(reference, 'lose-response', { loseAs: '500' });
    expect(await transfer(reference)).toMatchObject({ outcome: 'unknown', reason: 'server_error' });
    expect(await client.verifyTransfer(reference)).toMatchObject({
      outcome: 'ok',
      data: { status: 'success' },
    });
  });

  it('bulk: more than 100 (or none) is refused before any request', async () => {
    const calls = fake.control.requests().length;
    const items = Array.from({ length: 101 }, (_, i) => ({
      amount: 100_000,
      recipient,
      reference: `pg-bulk-${String(i).padStart(4, '0')}-toomany`,
      reason: 'x',
    }));
    expect(await client.initiateBulkTransfer({ currency: 'NGN', transfers: items })).toMatchObject({
      outcome: 'rejected',
      code: 'too_many_transfers',
      httpStatus: null,
    });
    expect(await client.initiateBulkTransfer({ currency: 'NGN', transfers: [] })).toMatchObject({
      outcome: 'rejected',
      code: 'too_many_transfers',
    });
    expect(fake.control.requests()).toHaveLength(calls);
    const ok = await client.initiateBulkTransfer({ currency: 'NGN', transfers: items.slice(0, 3) });
    expect(ok).toMatchObject({ outcome: 'ok' });
    if (ok.outcome === 'ok')
      expect(ok.data.map((t) => t.status)).toEqual(['received', 'received', 'received']);
  });

  it('a malformed reference is refused before any request', async () => {
    const calls = fake.control.requests().length;
    for (const reference of [
      'short-ref',
      'Upper-Case-Reference-01',
      'has spaces in the reference',
      'x'.repeat(51),
    ])
      expect(await transfer(reference)).toMatchObject({
        outcome: 'rejected',
        code: 'invalid_reference',
        httpStatus: null,
      });
    expect(await client.verifyTransfer('bad ref')).toMatchObject({
      outcome: 'rejected',
      code: 'invalid_reference',
    });
    expect(fake.control.requests()).toHaveLength(calls);
  });

  it('a wrong key is rejected with 401 invalid_key', async () => {
    const wrong = createPaystackClient({
      secretKey: 'sk_test_wrong',
      baseUrl: fake.baseUrl,
      timeoutMs: TIMEOUT_MS,
    });
    expect(await wrong.verifyTransfer(ref('wrongkey'))).toMatchObject({
      outcome: 'rejected',
      code: 'invalid_key',
      httpStatus: 401,
    });
  });

  it('an unreadable 2xx is unknown, not ok', async () => {
    const garbled = createPaystackClient({
      secretKey: SECRET,
      fetch: async () => new Response('<html>gateway</html>', { status: 200 }),
    });
    expect(await garbled.verifyTransfer(ref('garbled'))).toMatchObject({
      outcome: 'unknown',
      reason: 'bad_response',
    });
  });

  it('funds a dedicated account and verifies the collection; banks and name enquiry', async () => {
    const customer = await client.createCustomer({ email: 'wallet@acme.test', first_name: 'Acme' });
    if (customer.outcome !== 'ok') throw new Error(JSON.stringify(customer));
    const account = await client.createDedicatedAccount({
      customer: customer.data.customer_code,
      preferred_bank: 'test-bank',
    });
    if (account.outcome !== 'ok') throw new Error(JSON.stringify(account));
    const reference = fake.control.fundDedicatedAccount({
      accountNumber: account.data.account_number,
      amount: 5_000_000,
    });
    expect(await client.verifyTransaction(reference)).toMatchObject({
      outcome: 'ok',
      data: { status: 'success', channel: 'dedicated_nuban', amount: 5_000_000 },
    });
    expect(await client.verifyTransaction('no-such-transaction-ref')).toMatchObject({ outcome: 'not_found' });
    const banks = await client.listBanks({ country: 'ghana', currency: 'GHS' });
    expect(banks.outcome === 'ok' && banks.data.map((b) => b.code)).toContain('MTN');
    expect(await client.resolveAccount({ account_number: '0123456789', bank_code: '058' })).toMatchObject({
      outcome: 'ok',
    });
    expect(await client.resolveAccount({ account_number: '0123450000', bank_code: '058' })).toMatchObject({
      outcome: 'rejected',
      code: 'account_not_resolved',
      httpStatus: 422,
    });
  });
});

describe('Paystack webhooks', () => {
  it('accepts the fake’s signed bytes and refuses a one-byte change, another key and a missing header', async () => {
    const reference = ref('hook');
    await transfer(reference);
    const { rawBody, signature } = fake.control.webhookFor({ event: 'transfer.success', reference });
    expect(verifyPaystackSignature(rawBody, signature, SECRET)).toBe(true);
    expect(verifyPaystackSignature(new TextEncoder().encode(rawBody), signature, SECRET)).toBe(true);
    const changed = rawBody.replace('"amount":250000', '"amount":250001');
    expect(changed).not.toBe(rawBody);
    expect(verifyPaystackSignature(changed, signature, SECRET)).toBe(false);
    expect(verifyPaystackSignature(rawBody, null, SECRET)).toBe(false);
    expect(verifyPaystackSignature(rawBody, 'abc', SECRET)).toBe(false);
    const other = fake.control.webhookFor({ event: 'transfer.success', reference }, 'wrong-key');
    expect(verifyPaystackSignature(other.rawBody, other.signature, SECRET)).toBe(false);
    const bad = fake.control.webhookFor({ event: 'transfer.success', reference }, 'bad');
    expect(verifyPaystackSignature(bad.rawBody, bad.signature, SECRET)).toBe(false);
  });

  it('delivers signed webhooks to a URL, several times and concurrently', async () => {
    const seen: { signature: string | undefined; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ signature: req.headers['x-paystack-signature'] as string | undefined, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const hooked = await startFakePaystack({ secretKey: SECRET, webhookUrl: url });
    try {
      const local = createPaystackClient({
        secretKey: SECRET,
        baseUrl: hooked.baseUrl,
        timeoutMs: TIMEOUT_MS,
      });
      const r = await local.createTransferRecipient({
        type: 'nuban',
        name: 'B',
        account_number: '0123456780',
        bank_code: '044',
        currency: 'NGN',
      });
      if (r.outcome !== 'ok') throw new Error(JSON.stringify(r));
      const reference = ref('deliver');
      await local.initiateTransfer({
        amount: 10_000,
        recipient: r.data.recipient_code,
        reference,
        reason: 'x',
        currency: 'NGN',
      });
      const results = await hooked.control.deliver(
        { event: 'transfer.success', reference },
        { times: 5, concurrently: true },
      );
      expect(results.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
      await hooked.control.deliver({ event: 'transfer.failed', reference }, { signature: 'missing' });
      expect(seen).toHaveLength(6);
      expect(
        seen.slice(0, 5).every((s) => verifyPaystackSignature(s.body, s.signature ?? null, SECRET)),
      ).toBe(true);
      expect(seen[5]!.signature).toBeUndefined();
      await hooked.control.redeliver({ rawBody: seen[0]!.body, signature: seen[0]!.signature ?? null });
      expect(seen[6]!.body).toBe(seen[0]!.body);
    } finally {
      await hooked.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('paystackKeyProblem', () => {
  it.each([
    { key: 'sk_test_abc123', nodeEnv: 'development', testMode: false, ok: true },
    { key: 'sk_test_abc123', nodeEnv: 'test', testMode: false, ok: true },
    { key: 'sk_test_abc123', nodeEnv: 'production', testMode: false, ok: false },
    { key: 'sk_test_abc123', nodeEnv: 'production', testMode: true, ok: true },
    { key: 'sk_live_abc123', nodeEnv: 'production', testMode: false, ok: true },
    { key: 'sk_live_abc123', nodeEnv: 'test', testMode: false, ok: false },
    { key: 'sk_live_abc123', nodeEnv: 'test', testMode: true, ok: false },
    { key: 'pk_test_abc123', nodeEnv: 'development', testMode: false, ok: false },
    { key: 'sk_test_', nodeEnv: 'development', testMode: false, ok: false },
    { key: undefined, nodeEnv: 'development', testMode: false, ok: false },
  ])('$key with NODE_ENV=$nodeEnv, test mode $testMode → allowed: $ok', ({ key, nodeEnv, testMode, ok }) => {
    const problem = paystackKeyProblem({ key, nodeEnv, testMode });
    if (ok) expect(problem).toBeNull();
    else expect(problem).toEqual(expect.any(String));
  });
});
