import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { encryptField } from '@/server/crypto/field-cipher';
import { payouts } from '@/server/db/schema';
import { moveToClearing, requireFunds } from '@/server/modules/payouts/payouts-funds.service';
import { queuePayouts, resumeHeld, type PayoutItem } from '@/server/modules/payouts/payouts.service';
import { getAccountBalance, getBalance, ledgerText } from '@/server/modules/wallet/ledger.service';
import { drainJobs } from '@/server/queue/runner';
import { JOBS } from '@/server/wiring/jobs';
import { nuban } from '../payouts/fixtures';
import { getJobs } from '../jobs/harness';
import { paystackEmployer, type PaystackWorld } from '../webhooks/paystack-harness';

/**
 * Issue 32's scenarios through the real path: payouts queued as payroll queues them, sent by the payouts jobs
 * with the Paystack provider against the fake, outcomes from polling and from the webhook inbox — and after
 * each, the invariant (expectInvariant).
 */
// the wired jobs (server/wiring/jobs.ts hands them the plugins: payout listeners), only payouts' and the inbox's
const PAYING_JOBS = JOBS.filter((j) => j.name.startsWith('payouts.') || j.name === 'webhooks.process');

/** Runs the payouts' and the inbox's queued jobs (or only those named) with the Paystack provider until none is left. */
export async function drainPaystack(world: PaystackWorld, only?: string[]) {
  const { boss, ctx } = await getJobs();
  const jobs = only ? PAYING_JOBS.filter((j) => only.includes(j.name)) : PAYING_JOBS;
  return drainJobs(boss, { ...ctx, payments: world.provider }, jobs);
}

export type Batch = Awaited<ReturnType<typeof paystackBatch>>;

/** An employer with `funds` kobo and a batch of payouts (one per amount) queued to go out through Paystack. */
export async function paystackBatch(world: PaystackWorld, amounts: number[], funds = 100_000_000) {
  const employer = await paystackEmployer(world, funds);
  const db = world.deps.db;
  const organizationId = employer.organization.id;
  const sourceId = crypto.randomUUID();
  const clearingAccount = `test:${sourceId}`;
  const items: PayoutItem[] = amounts.map((amount) => {
    const account = nuban('058');
    return {
      organizationId,
      source: 'test',
      sourceId,
      subjectId: crypto.randomUUID(),
      attempt: 1,
      walletId: employer.walletId,
      currency: 'NGN',
      amount,
      country: 'NG',
      bankCode: '058',
      accountNumberEnc: encryptField(account),
      accountNumberLast4: account.slice(-4),
      accountName: 'ADA OBI',
      nameEnquiry: false,
      clearingAccount,
      narration: 'November salary',
    };
  });
  const total = amounts.reduce((t, a) => t + a, 0);
  await db.transaction(async (tx) => {
    await requireFunds(
      tx,
      organizationId,
      [{ currency: 'NGN', amount: total, transfers: amounts.length }],
      world.provider,
    );
    await moveToClearing(tx, {
      organizationId,
      walletId: employer.walletId,
      currency: 'NGN',
      amount: total,
      clearingAccount,
      key: `test:${sourceId}:NGN`,
      description: ledgerText('payrollRun', { run: 'Paystack scenario', count: amounts.length }),
    });
    await queuePayouts(tx, items, new Date());
  });
  const rows = await rowsOf(world, sourceId);
  const references = items.map((it) => rows.find((r) => r.subjectId === it.subjectId)!.reference);
  return { employer, organizationId, sourceId, clearingAccount, funds, references };
}

export const rowsOf = (world: PaystackWorld, sourceId: string) =>
  world.deps.db.select().from(payouts).where(eq(payouts.sourceId, sourceId));

export const statusOf = async (world: PaystackWorld, reference: string) =>
  (await world.deps.db.select().from(payouts).where(eq(payouts.reference, reference)))[0]!.status;

/** "Retry failed payments" for the held ones: the same references go out again. */
export const resume = (world: PaystackWorld, batch: Batch) =>
  world.deps.db.transaction((tx) => resumeHeld(tx, batch.organizationId, 'test', batch.sourceId, new Date()));

const OPEN = new Set(['pending', 'processing', 'needs_otp']);

/**
 * Issue 32's invariant for a batch: no reference paid twice; the wallet's debits equal the successful
 * transfers' amounts plus Paystack's fees minus what came back (reversals, failures), with the money of held
 * or in-flight payouts still in clearing; each payout agrees with Paystack's own record; and every payout is
 * final, held (listed, with its reason), or — when `inFlight` is allowed — still open.
 */
export async function expectInvariant(world: PaystackWorld, batch: Batch, { inFlight = false } = {}) {
  const rows = await rowsOf(world, batch.sourceId);
  const db = world.deps.db;
  // once per reference at Paystack, and at most one paid attempt per subject
  const paidSubjects = rows.filter((r) => r.status === 'paid').map((r) => r.subjectId);
  expect(new Set(paidSubjects).size).toBe(paidSubjects.length);
  let paystackDebits = 0;
  for (const row of rows) {
    const held = world.fake.control.transfer(row.reference);
    if (row.status === 'paid') {
      expect(held?.status, row.reference).toBe('success');
      expect(row.fee, row.reference).toBe(held!.fee_charged);
    }
    if (row.status === 'reversed') expect(held?.status, row.reference).toBe('reversed');
    if (row.status === 'failed' && held) expect(held.status, row.reference).toBe('failed');
    if (row.status === 'held') expect(held, row.reference).toBeNull();
    if (held?.status === 'success') paystackDebits += held.amount + held.fee_charged;
    if (held?.status === 'reversed') paystackDebits += held.fee_charged;
  }
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((t, r) => t + pick(r), 0);
  const paid = sum((r) => (r.status === 'paid' ? r.amount : 0));
  const fees = sum((r) => (r.status === 'paid' || r.status === 'reversed' ? (r.fee ?? 0) : 0));
  const waiting = sum((r) => (r.status === 'held' || OPEN.has(r.status) ? r.amount : 0));
  const balance = await getBalance(db, batch.employer.walletId);
  expect(batch.funds - balance, 'wallet debits').toBe(paid + fees + waiting);
  expect(await getAccountBalance(db, batch.organizationId, batch.clearingAccount)).toBe(paid + waiting);
  if (inFlight) return;
  // settled: what Paystack took for these references is what the wallet paid for them
  expect(paid + fees, "Paystack's debits for these references").toBe(paystackDebits);
  for (const r of rows) expect(OPEN.has(r.status), `${r.reference} is ${r.status}`).toBe(false);
}
