import { createPaystackClient } from '@/server/modules/payments/paystack/paystack-client';
import { verifyPaystackSignature } from '@/server/modules/payments/paystack/paystack-security';
import type {
  Collection,
  PaymentsProvider,
  TransferStatus,
  VirtualAccount,
} from '@/server/payments-provider';

/**
 * The parts of a Paystack provider the webhook inbox uses, written in the test against the fake Paystack
 * (the payments module's own provider is another helper's work): signatures checked with the payments
 * module's verifyPaystackSignature, transfers read through its client, collections and dedicated accounts
 * with plain calls to the fake. Everything else refuses, so a test that strays shows.
 */

const STATUS: Record<string, TransferStatus> = {
  success: 'successful',
  failed: 'failed',
  reversed: 'reversed',
  otp: 'needs_otp',
};

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function createTestPaystackProvider({ secretKey, baseUrl }: { secretKey: string; baseUrl: string }) {
  const client = createPaystackClient({ secretKey, baseUrl, timeoutMs: 5_000 });
  /** Calls of getTransfer / getCollection by reference, to prove what was (not) asked. */
  const asked: string[] = [];
  /** The next wallet's account comes back `pending` (the bank has not assigned it yet). */
  const options = { nextAccountPending: false };

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: obj(await res.json()) };
  }

  async function dedicatedAccount(customer: string, currency: string): Promise<VirtualAccount> {
    const res = await call('POST', '/dedicated_account', { customer, preferred_bank: 'test-bank' });
    if (res.status !== 200) throw new Error(`dedicated_account: ${JSON.stringify(res.body)}`);
    const data = obj(res.body.data);
    return {
      reference: customer,
      accountNumber: text(data.account_number),
      accountName: text(data.account_name),
      bankName: text(obj(data.bank).name),
      currency,
      status: 'active',
    };
  }

  const refuse = (what: string) => () => {
    throw new Error(`test Paystack provider: ${what} is not part of the webhook tests`);
  };

  const provider: PaymentsProvider & { asked: string[]; options: typeof options } = {
    name: 'paystack',
    asked,
    options,
    listBanks: async () => [],
    nameEnquiry: refuse('nameEnquiry'),
    async createVirtualAccount({ organizationId, currency }) {
      const customer = await call('POST', '/customer', { email: `org-${organizationId}@paygrid.test` });
      const code = text(obj(customer.body.data).customer_code);
      if (!options.nextAccountPending) return dedicatedAccount(code, currency);
      options.nextAccountPending = false;
      return {
        reference: code,
        accountNumber: '',
        accountName: '',
        bankName: '',
        currency,
        status: 'pending',
      };
    },
    assignVirtualAccount: ({ reference, currency }) => dedicatedAccount(reference, currency),
    startMobileMoneyCollection: refuse('startMobileMoneyCollection'),
    verifyMobileMoneyCollection: async () => null,
    parseWebhook: () => null,
    parseTransferWebhook: () => null,
    transfer: refuse('transfer'),
    remitStatutory: refuse('remitStatutory'),
    transferFee: () => 0,
    readWebhook(rawBody, headers) {
      if (!verifyPaystackSignature(rawBody, headers.get('x-paystack-signature'), secretKey)) return null;
      const payload = obj(JSON.parse(rawBody));
      const data = obj(payload.data);
      const customer = obj(data.customer);
      return {
        event: text(payload.event),
        // dedicated-account events carry no id or status of their own: the customer and the outcome stand in
        dataId: text(data.id) || text(customer.customer_code),
        dataStatus: text(data.status) || text(obj(data.identification).status),
        reference: text(data.reference) || null,
        payload,
      };
    },
    async getTransfer(reference) {
      asked.push(reference);
      const res = await client.verifyTransfer(reference);
      if (res.outcome === 'not_found') return null;
      if (res.outcome !== 'ok') throw new Error(`verify ${reference}: ${res.outcome}`);
      return {
        reference,
        status: STATUS[res.data.status] ?? 'pending',
        failureReason: res.data.status === 'failed' ? (res.data.gateway_response ?? null) : null,
        providerReference: res.data.transfer_code,
        bankReference: res.data.session?.id ?? null,
        fee: res.data.fee_charged ?? null,
      };
    },
    async getCollection(reference): Promise<Collection | null> {
      asked.push(reference);
      const res = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (res.status === 404) return null;
      const data = obj(res.body.data);
      const authorization = obj(data.authorization);
      return {
        reference,
        eventId: text(data.id),
        status: data.status === 'success' ? 'successful' : data.status === 'failed' ? 'failed' : 'pending',
        channel: text(data.channel),
        amount: Number(data.amount),
        currency: text(data.currency),
        virtualAccountReference: text(obj(data.customer).customer_code) || null,
        accountNumber: text(authorization.receiver_bank_account_number) || null,
        senderName: text(authorization.sender_name) || null,
        fee: typeof data.fees === 'number' ? data.fees : null,
        paidAt: text(data.paid_at) || null,
      };
    },
  };
  return provider;
}

export type TestPaystackProvider = ReturnType<typeof createTestPaystackProvider>;
