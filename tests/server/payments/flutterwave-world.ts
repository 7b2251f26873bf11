import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { encryptField } from '@/server/crypto/field-cipher';
import { organizations, payouts } from '@/server/db/schema';
import { createFlutterwaveClient } from '@/server/modules/payments/flutterwave/flutterwave-client';
import { createFlutterwaveProvider } from '@/server/modules/payments/flutterwave/flutterwave-provider';
import { registerPaymentsRail } from '@/server/modules/payments/payments-rails.service';
import { moveToClearing, requireFunds } from '@/server/modules/payouts/payouts-funds.service';
import { queuePayouts, type PayoutItem } from '@/server/modules/payouts/payouts.service';
import {
  getAccountBalance,
  getBalance,
  ledgerText,
  postTransaction,
} from '@/server/modules/wallet/ledger.service';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { drainJobs } from '@/server/queue/runner';
import { JOBS } from '@/server/wiring/jobs';
import { createApp } from '@/server/wiring/app';
import { startFakeFlutterwave } from '@/tests/fakes/flutterwave';
import { serveFakeApp } from '@/tests/fakes/shared/serve-app';
import { getHarness, type Call } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { getJobs } from '../jobs/harness';
import { nuban } from '../payouts/fixtures';

/**
 * Issue 35's scenarios through the real path: the app served on a loopback port (so the fake Flutterwave can
 * POST its verif-hash webhooks to /api/v1/webhooks/flutterwave), the Flutterwave provider over the fake
 * registered as the deployment's `flutterwave` rail, payouts queued as payroll queues them and sent by the
 * payouts jobs, outcomes from polling and from the inbox — and after each, the invariant (expectInvariant).
 */
export const SECRET = 'FLWSECK_TEST-paygridworld0000000000-X';
export const HASH = 'flw-webhook-hash-for-tests';
/** short enough that a scripted 503 "after about 28 s" is a timeout here */
export const TIMEOUT_MS = 1_500;

const PAYING_JOBS = JOBS.filter((j) => j.name.startsWith('payouts.') || j.name === 'webhooks.process');

export async function startFlutterwaveWorld() {
  const harness = await getHarness();
  const { boss, ctx } = await getJobs();
  const wired: { app?: ReturnType<typeof createApp> } = {};
  const served = await serveFakeApp({ fetch: (request) => wired.app!.fetch(request) });
  const fake = await startFakeFlutterwave({
    secretKey: SECRET,
    webhookHash: HASH,
    webhookUrl: `${served.baseUrl}/api/v1/webhooks/flutterwave`,
  });
  const provider = createFlutterwaveProvider({
    client: createFlutterwaveClient({ secretKey: SECRET, baseUrl: fake.baseUrl, timeoutMs: TIMEOUT_MS }),
    webhookHash: HASH,
    log: { warn: () => {} },
  });
  const unregister = registerPaymentsRail(provider);
  const deps: WalletDeps = { ...harness.deps, payments: provider };
  wired.app = createApp(deps);
  return {
    fake,
    provider,
    deps,
    async call(path: string, { method = 'GET', token, body, headers = {} }: Call = {}) {
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
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON as tests read it
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
    },
    /** Runs the payouts' and the inbox's queued jobs (or only those named) with the Flutterwave rail. */
    drain: (only?: string[]) =>
      drainJobs(
        boss,
        { ...ctx, payments: provider },
        only ? PAYING_JOBS.filter((j) => only.includes(j.name)) : PAYING_JOBS,
      ),
    async close() {
      unregister();
      await fake.close();
      await served.close();
    },
  };
}

export type FlutterwaveWorld = Awaited<ReturnType<typeof startFlutterwaveWorld>>;

const COUNTRY = { NGN: 'NG', UGX: 'UG', GHS: 'GH', KES: 'KE' } as const;

/** An employer in the currency's country whose wallet (opened through Flutterwave) holds `funds` minor units. */
export async function flutterwaveEmployer(
  world: FlutterwaveWorld,
  currency: keyof typeof COUNTRY,
  funds = 0,
) {
  const s = await employerSession();
  await world.deps.db
    .update(organizations)
    .set({ country: COUNTRY[currency], currency })
    .where(eq(organizations.id, s.organization.id));
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
      currency,
      idempotencyKey: `fund-${crypto.randomUUID()}`,
    });
  return { ...s, walletId, wallet: res.body.data as { accountNumber: string | null; currency: string } };
}

export type Payee = { amount: number; bankCode?: string; accountNumber?: string };

/** A batch of payouts (one per payee) queued to go out through Flutterwave, its money moved to clearing. */
export async function flutterwaveBatch(
  world: FlutterwaveWorld,
  payees: Payee[],
  { currency = 'NGN' as keyof typeof COUNTRY, funds = 100_000_000 } = {},
) {
  const employer = await flutterwaveEmployer(world, currency, funds);
  const organizationId = employer.organization.id;
  const sourceId = crypto.randomUUID();
  const clearingAccount = `test:${sourceId}`;
  const items: PayoutItem[] = payees.map(({ amount, bankCode = '044', accountNumber = nuban('044') }) => ({
    organizationId,
    source: 'test',
    sourceId,
    subjectId: crypto.randomUUID(),
    attempt: 1,
    walletId: employer.walletId,
    currency,
    amount,
    country: COUNTRY[currency],
    bankCode,
    accountNumberEnc: encryptField(accountNumber),
    accountNumberLast4: accountNumber.slice(-4),
    accountName: 'ADA OBI',
    nameEnquiry: false,
    clearingAccount,
    narration: 'November salary',
  }));
  const total = payees.reduce((t, p) => t + p.amount, 0);
  await world.deps.db.transaction(async (tx) => {
    await requireFunds(
      tx,
      organizationId,
      [{ currency, amount: total, transfers: payees.length }],
      world.provider,
    );
    await moveToClearing(tx, {
      organizationId,
      walletId: employer.walletId,
      currency,
      amount: total,
      clearingAccount,
      key: `test:${sourceId}:${currency}`,
      description: ledgerText('payrollRun', { run: 'Flutterwave scenario', count: payees.length }),
    });
    await queuePayouts(tx, items, new Date());
  });
  const rows = await rowsOf(world, sourceId);
  const references = items.map((it) => rows.find((r) => r.subjectId === it.subjectId)!.reference);
  return { employer, organizationId, sourceId, clearingAccount, funds, references, currency };
}

export type Batch = Awaited<ReturnType<typeof flutterwaveBatch>>;

export const rowsOf = (world: FlutterwaveWorld, sourceId: string) =>
  world.deps.db.select().from(payouts).where(eq(payouts.sourceId, sourceId));

export const rowOf = async (world: FlutterwaveWorld, reference: string) =>
  (await world.deps.db.select().from(payouts).where(eq(payouts.reference, reference)))[0]!;

/** The fake's amounts are major units: back to minor units by the currency's digits, for the comparison. */
const toMinor = (value: number, currency: string) => Math.round(value * (currency === 'UGX' ? 1 : 100));

const OPEN = new Set(['pending', 'processing', 'needs_otp']);

/**
 * Issue 35's invariant for a batch: no reference paid twice (one transfer per reference at Flutterwave, at
 * most one paid attempt per subject); the wallet's debits = Σ successful transfers + Flutterwave's fees, the
 * money of payouts still open held in clearing; each payout agrees with Flutterwave's own record.
 */
export async function expectInvariant(world: FlutterwaveWorld, batch: Batch, { inFlight = false } = {}) {
  const rows = await rowsOf(world, batch.sourceId);
  const paidSubjects = rows.filter((r) => r.status === 'paid').map((r) => r.subjectId);
  expect(new Set(paidSubjects).size).toBe(paidSubjects.length);
  let flutterwaveDebits = 0;
  for (const row of rows) {
    const held = world.fake.control.transfer(row.reference);
    if (row.status === 'paid') {
      expect(held?.status, row.reference).toBe('SUCCESSFUL');
      expect(row.fee, row.reference).toBe(toMinor(held!.fee, batch.currency));
    }
    if (row.status === 'failed' && held) expect(held.status, row.reference).toBe('FAILED');
    if (held?.status === 'SUCCESSFUL')
      flutterwaveDebits += toMinor(held.amount, batch.currency) + toMinor(held.fee, batch.currency);
  }
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((t, r) => t + pick(r), 0);
  const paid = sum((r) => (r.status === 'paid' ? r.amount : 0));
  const fees = sum((r) => (r.status === 'paid' ? (r.fee ?? 0) : 0));
  const waiting = sum((r) => (r.status === 'held' || OPEN.has(r.status) ? r.amount : 0));
  const balance = await getBalance(world.deps.db, batch.employer.walletId);
  expect(batch.funds - balance, 'wallet debits').toBe(paid + fees + waiting);
  expect(await getAccountBalance(world.deps.db, batch.organizationId, batch.clearingAccount)).toBe(
    paid + waiting,
  );
  if (inFlight) return;
  expect(paid + fees, "Flutterwave's debits for these references").toBe(flutterwaveDebits);
  for (const r of rows) expect(OPEN.has(r.status), `${r.reference} is ${r.status}`).toBe(false);
}
