import { serveFakeApp } from '../shared/serve-app';
import { createFakeApp, transactionJson, transferJson } from './fake-app';
import {
  createFakeState,
  defaultTransferFee,
  major,
  minor,
  type FakeTransaction,
  type Outcome,
  type ScriptOptions,
} from './fake-state';

/**
 * A local Flutterwave (v3) for tests, the e2e server and the bench: the documented endpoints Paygrid uses, on
 * 127.0.0.1 and a random port, with its own balance in major units, references refused when repeated,
 * `verif-hash` webhooks POSTed back, and a control API to script failures per reference. It never talks to
 * api.flutterwave.com.
 */
export type FakeFlutterwaveOptions = {
  secretKey: string;
  /** the secret hash sent as `verif-hash` (FLUTTERWAVE_WEBHOOK_HASH) */
  webhookHash: string;
  /** where control.deliver POSTs webhooks */
  webhookUrl?: string;
  /** opening balance per currency, in major units (default NGN 10,000,000 and UGX 500,000,000) */
  balance?: Record<string, number>;
  transferFee?: (currency: string, amount: number) => number;
  port?: number;
  latencyMs?: [number, number];
};

export type WebhookEvent =
  | { event: 'transfer.completed'; reference: string }
  | { event: 'charge.completed'; id: number };
/** `lie`: fields of `data` replaced after the fact (a right hash on a body the re-read contradicts). */
export type DeliveryOptions = {
  times?: number;
  concurrently?: boolean;
  hash?: 'valid' | 'wrong' | 'missing';
  lie?: Record<string, unknown>;
};
export type DeliveryResult = { status: number; body: string };

export async function startFakeFlutterwave({
  secretKey,
  webhookHash,
  webhookUrl,
  balance = { NGN: 10_000_000, UGX: 500_000_000, GHS: 1_000_000, KES: 10_000_000 },
  transferFee = defaultTransferFee,
  port,
  latencyMs,
}: FakeFlutterwaveOptions) {
  const state = createFakeState(
    Object.fromEntries(Object.entries(balance).map(([c, amount]) => [c, minor(amount, c) ?? 0])),
  );
  const app = createFakeApp(state, { secretKey, transferFee });
  const served = await serveFakeApp(app, { port, latencyMs });

  const transferOf = (reference: string) => {
    const transfer = state.transfers.get(reference);
    if (!transfer) throw new Error(`fake flutterwave: no transfer ${reference}`);
    return transfer;
  };

  function payloadOf(event: WebhookEvent, lie: Record<string, unknown> = {}) {
    if (event.event === 'charge.completed') {
      const tx = state.transactions.get(event.id);
      if (!tx) throw new Error(`fake flutterwave: no transaction ${event.id}`);
      return { event: event.event, data: { ...transactionJson(tx), ...lie } };
    }
    return { event: event.event, data: { ...transferJson(transferOf(event.reference)), ...lie } };
  }

  async function post(rawBody: string, hash: string | null): Promise<DeliveryResult> {
    if (!webhookUrl) throw new Error('fake flutterwave: started without a webhookUrl');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(hash === null ? {} : { 'verif-hash': hash }) },
      body: rawBody,
    });
    return { status: response.status, body: await response.text() };
  }

  /** A collection settled at Flutterwave: the balance gets the amount less its fee. */
  function settle(tx: FakeTransaction, status: 'successful' | 'failed') {
    tx.status = status;
    if (status === 'successful') state.credit(tx.currency, tx.amount - tx.app_fee);
    return tx.id;
  }

  const control = {
    script(reference: string, outcome: Outcome, options: ScriptOptions = {}) {
      state.add(reference, outcome, options);
    },
    /** The balance in major units, as Flutterwave's dashboard shows it. */
    balance: (currency = 'NGN') => major(state.balance[currency] ?? 0, currency),
    setBalance(currency: string, amount: number) {
      state.balance[currency] = minor(amount, currency) ?? 0;
    },
    transfer(reference: string) {
      const t = state.transfers.get(reference);
      return t ? transferJson(t) : null;
    },
    transferCount: () => state.transfers.size,
    requests: () => [...state.requests],
    /** The bank's next step for a transfer (NEW → SUCCESSFUL or FAILED, per its script). */
    advance(reference: string) {
      state.advance(transferOf(reference));
      return transferJson(transferOf(reference));
    },
    /** Someone pays into a permanent virtual account (amount in major units): a successful bank_transfer. */
    fundVirtualAccount({
      accountNumber,
      amount,
      senderName = 'ADA OBI',
    }: {
      accountNumber: string;
      amount: number;
      senderName?: string;
    }) {
      const account = state.accounts.get(accountNumber);
      if (!account) throw new Error(`fake flutterwave: no virtual account ${accountNumber}`);
      const value = minor(amount, account.currency);
      if (value === null) throw new Error(`fake flutterwave: bad amount ${amount}`);
      const tx: FakeTransaction = {
        id: state.id(),
        tx_ref: account.tx_ref,
        flw_ref: `FLW-VA-${state.id()}`,
        amount: value,
        app_fee: Math.min(Math.round(value / 100), 30_000),
        currency: account.currency,
        status: 'pending',
        payment_type: 'bank_transfer',
        created_at: state.now(),
        customer: { name: senderName, phone_number: null, email: 'sender@example.com' },
        meta: null,
      };
      state.transactions.set(tx.id, tx);
      return settle(tx, 'successful');
    },
    /** The payer approves (or declines) a mobile-money charge on the phone. */
    completeCharge(txRef: string, status: 'successful' | 'failed' = 'successful') {
      const tx = [...state.transactions.values()].find((t) => t.tx_ref === txRef);
      if (!tx) throw new Error(`fake flutterwave: no charge ${txRef}`);
      return settle(tx, status);
    },
    collection: (id: number) => state.transactions.get(id) ?? null,
    /** The exact bytes Flutterwave would send for an event, and the verif-hash to send them with. */
    webhookFor(event: WebhookEvent, { hash = 'valid', lie }: Pick<DeliveryOptions, 'hash' | 'lie'> = {}) {
      const rawBody = JSON.stringify(payloadOf(event, lie));
      return {
        rawBody,
        hash: hash === 'missing' ? null : hash === 'wrong' ? `${webhookHash}-not` : webhookHash,
      };
    },
    /** POSTs an event to webhookUrl `times` times, one after another or all at once. */
    async deliver(
      event: WebhookEvent,
      { times = 1, concurrently = false, ...options }: DeliveryOptions = {},
    ) {
      const { rawBody, hash } = control.webhookFor(event, options);
      if (concurrently) return Promise.all(Array.from({ length: times }, () => post(rawBody, hash)));
      const results: DeliveryResult[] = [];
      for (let i = 0; i < times; i++) results.push(await post(rawBody, hash));
      return results;
    },
    redeliver: post,
  };

  return { baseUrl: served.baseUrl, control, close: served.close };
}

export type FakeFlutterwave = Awaited<ReturnType<typeof startFakeFlutterwave>>;
