import { createPaystackClient } from '@/server/modules/payments/paystack/paystack-client';
import {
  createPaystackProvider,
  walletCustomerEmail,
} from '@/server/modules/payments/paystack/paystack-provider';
import type { PaymentsProvider, VirtualAccount } from '@/server/payments-provider';
import { getHarness } from '../helpers/app';

/**
 * The payments module's Paystack provider over the fake Paystack, as a Paystack deployment runs it, with two
 * things a test needs on top: which references were re-read (getTransfer / getCollection), and a way to have
 * the next wallet's dedicated account come back unassigned — the fake always assigns one, where Paystack's
 * bank may not — answered exactly as the provider answers a refused assignment (`pending`, customer kept).
 */
export function createTestPaystackProvider({ secretKey, baseUrl }: { secretKey: string; baseUrl: string }) {
  const client = createPaystackClient({ secretKey, baseUrl, timeoutMs: 5_000 });
  const real = createPaystackProvider({
    client,
    secretKey,
    testMode: true,
    // recipients are remembered in the test database, not the process's
    getDb: async () => (await getHarness()).deps.db,
    log: { warn: () => {} },
  });
  const asked: string[] = [];
  const options = { nextAccountPending: false };

  const provider: PaymentsProvider & { asked: string[]; options: typeof options } = {
    ...real,
    asked,
    options,
    async getTransfer(reference) {
      asked.push(reference);
      return real.getTransfer(reference);
    },
    async getCollection(reference) {
      asked.push(reference);
      return real.getCollection!(reference);
    },
    async createVirtualAccount(input): Promise<VirtualAccount> {
      if (!options.nextAccountPending) return real.createVirtualAccount(input);
      options.nextAccountPending = false;
      const customer = await client.createCustomer({ email: walletCustomerEmail(input.organizationId) });
      if (customer.outcome !== 'ok') throw new Error(`customer: ${JSON.stringify(customer)}`);
      return {
        reference: customer.data.customer_code,
        accountNumber: '',
        accountName: '',
        bankName: '',
        currency: input.currency,
        status: 'pending',
      };
    },
  };
  return provider;
}

export type TestPaystackProvider = ReturnType<typeof createTestPaystackProvider>;
