import crypto from 'node:crypto';
import type {
  FundingEvent,
  MobileMoneyCollection,
  PaymentsProvider,
  TransferEvent,
  TransferResult,
} from '@/server/payments-provider';
import { createApp } from '@/server/wiring/app';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { getHarness, type Call } from '../helpers/app';

const SECRET = 'fake-provider-secret';
const sign = (body: string) => crypto.createHmac('sha256', SECRET).update(body).digest('hex');

/** A deterministic provider for wallet tests: counts virtual accounts opened; remembers mobile-money collections; HMAC-signed webhooks. */
export function createFakeProvider() {
  let opened = 0;
  const collections = new Map<string, MobileMoneyCollection>();
  const transfers = new Map<string, TransferResult>();
  const provider: PaymentsProvider & { opened: () => number } = {
    name: 'fake',
    opened: () => opened,
    listBanks: async () => [],
    nameEnquiry: async (input) => ({
      accountNumber: input.accountNumber,
      accountName: 'TEST ACCOUNT',
      bankCode: input.bankCode,
    }),
    async createVirtualAccount({ organizationName, currency }) {
      opened += 1;
      const reference = `fake-va-${crypto.randomUUID()}`;
      return {
        reference,
        accountNumber: String(9_000_000_000 + Math.floor(Math.random() * 999_999_999)),
        accountName: `Paygrid / ${organizationName}`,
        bankName: 'Fake Bank',
        currency,
      };
    },
    async startMobileMoneyCollection(input) {
      const collection: MobileMoneyCollection = {
        ...input,
        reference: `fake-momo-${crypto.randomUUID()}`,
        status: 'successful',
      };
      collections.set(collection.reference, collection);
      return { ...collection };
    },
    async verifyMobileMoneyCollection(reference) {
      const found = collections.get(reference);
      return found ? { ...found } : null;
    },
    // statutory remittances: refused, so a test that needs them says which provider it uses
    async remitStatutory(input) {
      return {
        reference: input.reference,
        providerReference: null,
        status: 'failed',
        failureReason: 'not supported by the fake provider',
      };
    },
    // transfers (payouts): every one succeeds at once, once per reference
    async transfer(input) {
      if (!transfers.has(input.reference))
        transfers.set(input.reference, {
          reference: input.reference,
          status: 'successful',
          failureReason: null,
        });
      return { ...transfers.get(input.reference)! };
    },
    async getTransfer(reference) {
      const found = transfers.get(reference);
      return found ? { ...found } : null;
    },
    transferFee: () => 0,
    parseTransferWebhook(rawBody, signature) {
      if (!signature || signature !== sign(rawBody)) return null;
      return JSON.parse(rawBody) as TransferEvent;
    },
    parseWebhook(rawBody, signature) {
      if (!signature || signature.length !== 64) return null;
      if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(sign(rawBody)))) return null;
      return JSON.parse(rawBody) as FundingEvent;
    },
    signWebhook(event) {
      const body = JSON.stringify(event);
      return { body, signature: sign(body) };
    },
  };
  return provider;
}

export const fakePayments = createFakeProvider();

type Harness = Awaited<ReturnType<typeof getHarness>>;
let faked: Promise<{ deps: WalletDeps; app: Harness['app'] }> | undefined;

/**
 * The test database with the fake provider: its own app instance over the shared harness database, so the
 * shared app's dependencies stay untouched for other suites.
 */
export function fakePaymentsDeps() {
  faked ??= getHarness().then(({ deps }) => {
    const walletDeps: WalletDeps = { ...deps, payments: fakePayments };
    return { deps: walletDeps, app: createApp(walletDeps) };
  });
  return faked.then((f) => f.deps);
}

/** Like helpers/app `api`, against the app wired to the fake provider. */
export async function fakeApi(path: string, { method = 'GET', token, body, headers = {} }: Call = {}) {
  await fakePaymentsDeps();
  const { app } = await faked!;
  const res = await app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}
