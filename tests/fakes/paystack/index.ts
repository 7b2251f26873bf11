import { createHmac } from 'node:crypto';
import { serveFakeApp } from '../shared/serve-app';
import { createFakeApp, transferJson } from './fake-app';
import {
  createFakeState,
  defaultTransferFee,
  type Outcome,
  type ScriptOptions,
  type TransferStatus,
} from './fake-state';

/**
 * A local Paystack for tests and the bench: the documented endpoints Paygrid uses, on 127.0.0.1 and a random
 * port, with its own balance, idempotent transfer references, signed webhooks and a control API to script
 * failures per reference. It never talks to api.paystack.co. (@hono/node-server is not a dependency, so
 * node:http hands each request to the Hono app's fetch handler.)
 */
export type FakePaystackOptions = {
  secretKey: string;
  /** where control.deliver POSTs webhooks */
  webhookUrl?: string;
  /** opening balance per currency, in subunits (default ₦10,000,000 in kobo) */
  balance?: Record<string, number>;
  transferFee?: (currency: string, amount: number) => number;
  /** a fixed port (the standalone fake, serve.ts); default a random free one */
  port?: number;
  /** each answer waits a random time in [min, max] ms, like a real API over the internet (the bench) */
  latencyMs?: [number, number];
};

export type WebhookEvent =
  | { event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed'; reference: string }
  | { event: 'charge.success'; reference: string };

export type SignatureVariant = 'valid' | 'bad' | 'missing' | 'wrong-key';
export type SignedWebhook = { rawBody: string; signature: string | null };
export type DeliveryResult = { status: number; body: string };

const EVENT_STATUS: Record<string, TransferStatus> = {
  'transfer.success': 'success',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
};

export async function startFakePaystack({
  secretKey,
  webhookUrl,
  balance = { NGN: 1_000_000_000 },
  transferFee = defaultTransferFee,
  port: fixedPort = 0,
  latencyMs,
}: FakePaystackOptions) {
  const state = createFakeState(balance);
  const { app, finalise } = createFakeApp(state, { secretKey, transferFee });

  const served = await serveFakeApp(app, { port: fixedPort, latencyMs });

  const sign = (rawBody: string, key = secretKey) => createHmac('sha512', key).update(rawBody).digest('hex');

  function payloadOf(event: WebhookEvent) {
    if (event.event === 'charge.success') {
      const tx = state.transactions.get(event.reference);
      if (!tx) throw new Error(`fake paystack: no collection ${event.reference}`);
      return {
        event: event.event,
        data: {
          id: tx.id,
          domain: 'test',
          status: tx.status,
          reference: tx.reference,
          amount: tx.amount,
          gateway_response: 'Approved',
          paid_at: tx.paid_at,
          created_at: tx.paid_at,
          channel: tx.channel,
          currency: tx.currency,
          fees: tx.fees,
          customer: { customer_code: tx.customer_code },
          authorization: {
            channel: tx.channel,
            sender_name: tx.sender_name,
            receiver_bank_account_number: tx.account_number,
          },
        },
      };
    }
    const transfer = state.transfers.get(event.reference);
    if (!transfer) throw new Error(`fake paystack: no transfer ${event.reference}`);
    return { event: event.event, data: transferJson(transfer, EVENT_STATUS[event.event]) };
  }

  function webhookFor(event: WebhookEvent, variant: SignatureVariant = 'valid'): SignedWebhook {
    const rawBody = JSON.stringify(payloadOf(event));
    const good = sign(rawBody);
    if (variant === 'missing') return { rawBody, signature: null };
    if (variant === 'wrong-key') return { rawBody, signature: sign(rawBody, `${secretKey}-not`) };
    if (variant === 'bad') return { rawBody, signature: (good[0] === 'a' ? 'b' : 'a') + good.slice(1) };
    return { rawBody, signature: good };
  }

  async function post({ rawBody, signature }: SignedWebhook): Promise<DeliveryResult> {
    if (!webhookUrl) throw new Error('fake paystack: started without a webhookUrl');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
      body: rawBody,
    });
    return { status: response.status, body: await response.text() };
  }

  const transferOf = (reference: string) => {
    const transfer = state.transfers.get(reference);
    if (!transfer) throw new Error(`fake paystack: no transfer ${reference}`);
    return transfer;
  };

  const control = {
    /**
     * Scripts what happens to the next request(s) or to the transfer with this reference
     * (`dedicated-account-refused`: keyed by the customer's email instead).
     */
    script(reference: string, outcome: Outcome, options: ScriptOptions = {}) {
      state.add(reference, outcome, options);
    },
    balance: (currency = 'NGN') => state.balance[currency] ?? 0,
    setBalance(currency: string, subunits: number) {
      state.balance[currency] = subunits;
    },
    /** Transfer OTP on the whole integration (Paystack's default for new accounts). */
    requireOtp(on: boolean) {
      state.otpRequired = on;
    },
    transfer(reference: string) {
      const t = state.transfers.get(reference);
      return t ? transferJson(t) : null;
    },
    transferCount: () => state.transfers.size,
    /** A collection (e.g. a payment into a dedicated account) as the fake booked it. */
    collection: (reference: string) => state.transactions.get(reference) ?? null,
    /** The requests received, e.g. to prove a refusal happened before any call. */
    requests: () => [...state.requests],
    /** The bank's next step for a transfer (pending → success → reversed, per its script). */
    advance(reference: string) {
      state.advance(transferOf(reference));
      return transferJson(transferOf(reference));
    },
    /** The owner approves an `otp` transfer (as the dashboard or the approval URL would). */
    finalise(reference: string) {
      const error = finalise(transferOf(reference));
      if (error) throw new Error(`fake paystack: ${error}`);
    },
    /** Someone pays into a dedicated account: the balance is credited (less a 1% fee, capped at ₦300). */
    fundDedicatedAccount({
      accountNumber,
      amount,
      senderName = 'ADA OBI',
    }: {
      accountNumber: string;
      amount: number;
      senderName?: string;
    }) {
      const account = state.accounts.get(accountNumber);
      if (!account) throw new Error(`fake paystack: no dedicated account ${accountNumber}`);
      const fees = Math.min(Math.round(amount / 100), 30_000);
      const reference = `dva_${state.code('T').toLowerCase()}`;
      state.transactions.set(reference, {
        id: state.id(),
        reference,
        amount,
        fees,
        currency: account.currency,
        channel: 'dedicated_nuban',
        status: 'success',
        paid_at: state.now(),
        account_number: accountNumber,
        customer_code: account.customer_code,
        sender_name: senderName,
      });
      state.credit(account.currency, amount - fees);
      return reference;
    },
    /** The exact bytes and header Paystack would send for an event (not sent). */
    webhookFor,
    /** POSTs an event to webhookUrl `times` times, one after another or all at once. */
    async deliver(
      event: WebhookEvent,
      { times = 1, concurrently = false, signature = 'valid' as SignatureVariant } = {},
    ): Promise<DeliveryResult[]> {
      const signed = webhookFor(event, signature);
      if (concurrently) return Promise.all(Array.from({ length: times }, () => post(signed)));
      const results: DeliveryResult[] = [];
      for (let i = 0; i < times; i++) results.push(await post(signed));
      return results;
    },
    /** Replays bytes delivered earlier (a replayed old event) or any crafted body and header. */
    redeliver: post,
  };

  return {
    baseUrl: served.baseUrl,
    control,
    close: served.close,
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
