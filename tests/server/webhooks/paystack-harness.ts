import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { blindIndex, encryptField } from '@/server/crypto/field-cipher';
import { paymentRecipients, paymentWebhookEvents, payouts } from '@/server/db/schema';
import { createPaystackClient } from '@/server/modules/payments/paystack/paystack-client';
import { moveToClearing } from '@/server/modules/payouts/payouts-funds.service';
import { ledgerText, postTransaction } from '@/server/modules/wallet/ledger.service';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { drainJobs } from '@/server/queue/runner';
import type { JobContext } from '@/server/queue/types';
import { JOBS } from '@/server/wiring/jobs';
import { createApp } from '@/server/wiring/app';
import { startFakePaystack, type FakePaystack } from '@/tests/fakes/paystack';
import { getHarness, type Call } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { getJobs } from '../jobs/harness';
import { createTestPaystackProvider, type TestPaystackProvider } from './test-paystack-provider';

export const SECRET = 'sk_test_paygridwebhooks000000000000000000';
export const sign = (rawBody: string, key = SECRET) =>
  createHmac('sha512', key).update(rawBody).digest('hex');

/**
 * The app wired to a Paystack provider over the fake Paystack, served on a loopback port so the fake can POST
 * its signed webhooks to /api/v1/webhooks/paystack, over the test worker's database.
 */
export type PaystackWorld = {
  fake: FakePaystack;
  provider: TestPaystackProvider;
  deps: WalletDeps;
  call: (path: string, options?: Call) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Runs the queued webhooks.process jobs (only those) with this provider (and `log`, to hear its warnings). */
  process: (log?: JobContext['log']) => Promise<{ ran: number; errors: unknown[] }>;
  close: () => Promise<void>;
};

async function requestOf(req: IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const body = Buffer.concat(chunks);
  return new Request(`${base}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

export async function startPaystackWorld(): Promise<PaystackWorld> {
  const harness = await getHarness();
  const { boss, ctx } = await getJobs();
  // the app needs the provider, which needs the fake, which needs this server's port: filled in below
  const wired: { app?: ReturnType<typeof createApp> } = {};
  const server: Server = createServer((req, res) => {
    void (async () => {
      const response = await wired.app!.fetch(await requestOf(req, 'http://127.0.0.1'));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = await startFakePaystack({
    secretKey: SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/v1/webhooks/paystack`,
  });
  const provider = createTestPaystackProvider({ secretKey: SECRET, baseUrl: fake.baseUrl });
  const deps: WalletDeps = { ...harness.deps, payments: provider };
  wired.app = createApp(deps);
  const webhookJobs = JOBS.filter((j) => j.name === 'webhooks.process');
  return {
    fake,
    provider,
    deps,
    async call(path, { method = 'GET', token, body, headers = {} } = {}) {
      const res = await wired.app!.request(`/api/v1${path}`, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    process: (log) => drainJobs(boss, { ...ctx, payments: provider, ...(log && { log }) }, webhookJobs),
    async close() {
      await fake.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An employer whose NGN wallet (a dedicated account at the fake) holds `funds` kobo, credited through the ledger. */
export async function paystackEmployer(world: PaystackWorld, funds = 0) {
  const s = await employerSession();
  const res = await world.call('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} });
  if (res.status !== 201) throw new Error(`create-wallet: ${JSON.stringify(res.body)}`);
  const walletId = res.body.data.id as string;
  if (funds > 0)
    await postTransaction(world.deps.db, {
      organizationId: s.organization.id,
      walletId,
      type: 'funding',
      direction: 'credit',
      amount: funds,
      currency: 'NGN',
      idempotencyKey: `fund-${crypto.randomUUID()}`,
    });
  const wallet = await world.deps.db.query.wallets.findFirst({
    where: (w, { eq: is }) => is(w.id, walletId),
  });
  return { ...s, walletId, customerCode: wallet!.providerReference, accountNumber: wallet!.accountNumber };
}

let serial = 0;

/**
 * A payout of `amount` kobo that Paygrid sent through Paystack and the fake holds (status `processing`, money in
 * clearing, its recipient cached), with the transfer's fate scripted at the fake (`fail` or success).
 */
export async function paystackPayout(
  world: PaystackWorld,
  employer: Awaited<ReturnType<typeof paystackEmployer>>,
  { amount = 250_000, fate }: { amount?: number; fate?: 'fail' | 'reverse-after-success' } = {},
) {
  const db = world.deps.db;
  const sourceId = crypto.randomUUID();
  const subjectId = crypto.randomUUID();
  const reference = `test-${subjectId}-1`;
  const accountNumber = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)).slice(0, 10);
  const clearingAccount = `test:${sourceId}`;
  const client = createPaystackClient({ secretKey: SECRET, baseUrl: world.fake.baseUrl });
  const recipient = await client.createTransferRecipient({
    type: 'nuban',
    name: 'ADA OBI',
    account_number: accountNumber,
    bank_code: '058',
    currency: 'NGN',
  });
  if (recipient.outcome !== 'ok') throw new Error(`recipient: ${JSON.stringify(recipient)}`);
  const recipientCode = recipient.data.recipient_code;
  if (fate) world.fake.control.script(reference, fate, { gatewayResponse: 'Account frozen' });
  const sent = await client.initiateTransfer({
    amount,
    recipient: recipientCode,
    reference,
    reason: 'November salary',
    currency: 'NGN',
  });
  if (sent.outcome !== 'ok') throw new Error(`transfer: ${JSON.stringify(sent)}`);
  await db.transaction(async (tx) => {
    await moveToClearing(tx, {
      organizationId: employer.organization.id,
      walletId: employer.walletId,
      currency: 'NGN',
      amount,
      clearingAccount,
      key: `test:${sourceId}:NGN`,
      description: ledgerText('payrollRun', { run: 'Webhook test', count: 1 }),
    });
    await tx.insert(paymentRecipients).values({
      organizationId: employer.organization.id,
      provider: 'paystack',
      currency: 'NGN',
      bankCode: '058',
      accountHash: blindIndex('payment-recipient', accountNumber),
      recipientCode,
    });
    await tx.insert(payouts).values({
      organizationId: employer.organization.id,
      source: 'test',
      sourceId,
      subjectId,
      reference,
      walletId: employer.walletId,
      currency: 'NGN',
      amount,
      country: 'NG',
      bankCode: '058',
      accountNumberEnc: encryptField(accountNumber),
      accountNumberLast4: accountNumber.slice(-4),
      accountName: 'ADA OBI',
      clearingAccount,
      narration: `Webhook test ${++serial}`,
      status: 'processing',
      provider: 'paystack',
      providerReference: sent.data.transfer_code,
      sentAt: new Date(),
    });
  });
  return { reference, amount, accountNumber, recipientCode, clearingAccount, sourceId };
}

export const payoutRow = async (world: PaystackWorld, reference: string) =>
  (await world.deps.db.select().from(payouts).where(eq(payouts.reference, reference)))[0]!;

/** The inbox rows naming this reference (or, for dedicated-account events, this customer). */
export const eventRows = (world: PaystackWorld, reference: string) =>
  world.deps.db
    .select()
    .from(paymentWebhookEvents)
    .where(
      sql`${paymentWebhookEvents.reference} = ${reference} or ${paymentWebhookEvents.dataId} = ${reference}`,
    );

/** webhooks.process jobs ever queued for these inbox rows (pg-boss keeps done jobs for a while). */
export async function jobsFor(world: PaystackWorld, ids: string[]) {
  if (ids.length === 0) return 0;
  const r = (await world.deps.db.execute(
    sql`select count(*)::int as n from (select name, data from pgboss.job union all select name, data from pgboss.archive) j
        where j.name = 'webhooks.process' and j.data->>'id' in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
}

/** POSTs raw bytes to a Paystack route of the app, signed (or not) as given. */
export const postSigned = (
  world: PaystackWorld,
  path: string,
  rawBody: string,
  signature: string | null = sign(rawBody),
) =>
  world.call(path, {
    method: 'POST',
    body: rawBody,
    headers: signature ? { 'x-paystack-signature': signature } : {},
  });
