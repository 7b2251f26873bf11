import type { DbOrTx } from '@/server/db/client';
import { organizations } from '@/server/db/schema';
import { createPaystackClient } from '@/server/modules/payments/paystack/paystack-client';
import { createPaystackProvider } from '@/server/modules/payments/paystack/paystack-provider';
import type { PaymentsProvider, TransferInput } from '@/server/payments-provider';
import { startFakePaystack, type FakePaystack } from '@/tests/fakes/paystack';
import { getHarness } from '../helpers/app';

/**
 * The Paystack provider's tests: the fake Paystack on a loopback port (never api.paystack.co) and the
 * worker's test database for payment_recipients, with one organisation of their own.
 */
export const SECRET = 'sk_test_paygridprovider0000000000000000000';
export const TIMEOUT_MS = 300;

export type PaystackHarness = {
  fake: FakePaystack;
  db: DbOrTx;
  organizationId: string;
  /** a provider over the fake; its bank-list clock is `clock.now` */
  provider: (options?: { timeoutMs?: number; dvaBank?: string; baseUrl?: string }) => PaymentsProvider;
  warnings: unknown[][];
  clock: { ms: number; now: () => number };
  /** the fake's requests since `mark` as "METHOD /path" */
  since: (mark: number) => string[];
  mark: () => number;
};

export async function paystackHarness(): Promise<PaystackHarness> {
  const fake = await startFakePaystack({
    secretKey: SECRET,
    balance: { NGN: 1_000_000_000, GHS: 100_000_000, KES: 100_000_000 },
  });
  const { handle } = await getHarness();
  const [org] = await handle.db
    .insert(organizations)
    .values({ name: 'Paystack Payroll Ltd', country: 'NG', currency: 'NGN' })
    .returning({ id: organizations.id });
  const warnings: unknown[][] = [];
  const clock = { ms: Date.now(), now: () => clock.ms };
  return {
    fake,
    db: handle.db,
    organizationId: org!.id,
    warnings,
    clock,
    provider: ({ timeoutMs = TIMEOUT_MS, dvaBank, baseUrl = fake.baseUrl } = {}) =>
      createPaystackProvider({
        client: createPaystackClient({ secretKey: SECRET, baseUrl, timeoutMs }),
        secretKey: SECRET,
        testMode: true,
        dvaBank,
        getDb: async () => handle.db,
        log: { warn: (...args: unknown[]) => void warnings.push(args) },
        now: clock.now,
      }),
    mark: () => fake.control.requests().length,
    since: (mark) =>
      fake.control
        .requests()
        .slice(mark)
        .map((r) => `${r.method} ${r.path}`),
  };
}

let serial = 0;
/** Unique per test run (the fake and the database live for the whole worker). */
export const uniqueRef = (label: string) =>
  `pg-${label}-${Date.now().toString(36)}-${String(++serial).padStart(4, '0')}`;
let accounts = 0;
/** A 10-digit account number no other test in the file uses, ending in 1 (the fake refuses ones ending 0000). */
export const uniqueAccount = () => String(2_000_000_001 + 10 * ++accounts);

export function transferInput(organizationId: string, over: Partial<TransferInput> = {}): TransferInput {
  return {
    reference: uniqueRef('pay'),
    organizationId,
    country: 'NG',
    bankCode: '058',
    accountNumber: uniqueAccount(),
    accountName: 'Ada Obi',
    amount: 250_000,
    currency: 'NGN',
    narration: 'November salary',
    ...over,
  };
}
