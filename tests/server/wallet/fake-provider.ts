import crypto from 'node:crypto';
import type { FundingEvent, PaymentsProvider } from '@/server/modules/payments/payments.provider';
import { getHarness } from '../helpers/app';

const SECRET = 'fake-provider-secret';
const sign = (body: string) => crypto.createHmac('sha256', SECRET).update(body).digest('hex');

/** A deterministic provider for wallet tests: counts virtual accounts opened; HMAC-signed webhooks. */
export function createFakeProvider() {
  let opened = 0;
  const provider: PaymentsProvider & { opened: () => number } = {
    name: 'fake',
    opened: () => opened,
    listBanks: async () => [],
    nameEnquiry: async (input) => ({ accountNumber: input.accountNumber, accountName: 'TEST ACCOUNT', bankCode: input.bankCode }),
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

/** Puts the fake provider into the shared test app's dependencies (the wallet module reads `deps.payments`). */
export async function useFakePayments() {
  const { deps } = await getHarness();
  (deps as typeof deps & { payments?: PaymentsProvider }).payments = fakePayments;
  return deps;
}
