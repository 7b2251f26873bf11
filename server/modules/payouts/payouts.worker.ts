import 'server-only';
import { decryptField } from '@/server/crypto/field-cipher';
import { AppError } from '@/server/errors';
import { enqueueMany } from '@/server/queue/enqueue';
import { pluginsOf, type JobContext, type JobDefinition } from '@/server/queue/types';
import type { TransferResult } from '@/server/payments-provider';
import type { PayoutRow } from './payout-types';
import { FAILED_NOTICE_JOB } from './payouts.notify';
import * as repo from './payouts.repo';
import { POLL_QUEUE, recordOutcomes, SEND_CHUNK, SEND_QUEUE, type PayoutOutcome } from './payouts.service';

/**
 * The jobs that move payouts along. The order that makes a crash harmless: a payout is marked `processing`
 * (committed) BEFORE its transfer is sent, and only the provider's answer marks it paid or failed. A worker
 * killed between sending and recording leaves it `processing`; whoever picks it up next asks the provider
 * (getTransfer) or sends the same reference again — which the provider answers without paying twice.
 * Provider calls are never made inside a database transaction (PGlite has one connection; and a slow bank
 * must not hold locks).
 */
const SEND_CONCURRENCY = 16;
const POLL_DELAY_SECONDS = 1;
const MAX_POLL_ROUNDS = 30;
/** a payout untouched this long is presumed abandoned by a crashed worker */
export const STALE_SECONDS = 120;

async function inParallel<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i]!);
  });
  await Promise.all(lanes);
  return out;
}

/** Name enquiry when the account was never verified, then the transfer (or its earlier outcome). */
async function sendOne(ctx: JobContext, row: PayoutRow): Promise<TransferResult> {
  const accountNumber = decryptField(row.accountNumberEnc!);
  if (row.nameEnquiry) {
    try {
      await ctx.payments.nameEnquiry({ country: row.country, bankCode: row.bankCode!, accountNumber });
    } catch (e) {
      // the bank does not know the account: nothing was sent, the row fails like a failed transfer
      if (e instanceof AppError)
        return {
          reference: row.reference,
          status: 'failed',
          failureReason: 'Account closed or not found (name enquiry)',
        };
      throw e;
    }
  }
  return ctx.payments.transfer({
    reference: row.reference,
    bankCode: row.bankCode!,
    accountNumber,
    amount: row.amount,
    currency: row.currency,
    narration: row.narration,
  });
}

const toOutcome = (r: TransferResult): PayoutOutcome | null =>
  r.status === 'pending'
    ? null
    : {
        reference: r.reference,
        status: r.status === 'successful' ? 'paid' : 'failed',
        failureReason: r.failureReason,
      };

/** Records the final answers and queues a poll for the pending ones. */
async function settle(
  ctx: JobContext,
  results: TransferResult[],
  byReference: Map<string, PayoutRow>,
  round: number,
) {
  await recordOutcomes(
    ctx.db,
    results.map(toOutcome).filter((o): o is PayoutOutcome => o !== null),
    ctx.now(),
    pluginsOf(ctx).payoutListeners,
  );
  const waiting = results.filter((r) => r.status === 'pending').map((r) => byReference.get(r.reference)!.id);
  if (waiting.length && round <= MAX_POLL_ROUNDS) {
    const delay = Math.min(POLL_DELAY_SECONDS * 2 ** Math.max(0, round - 1), 60);
    await enqueueMany(ctx.db, POLL_QUEUE, [{ data: { ids: waiting, round }, startAfter: delay }]);
  }
}

/** payouts.send: claims the payouts (pending → processing) and sends each; idempotent per reference. */
export async function sendPayouts(data: { ids: string[] }, ctx: JobContext) {
  const rows = await repo.claimPayouts(ctx.db, data.ids, ctx.now());
  const results = await inParallel(rows, SEND_CONCURRENCY, (row) => sendOne(ctx, row));
  await settle(ctx, results, new Map(rows.map((r) => [r.reference, r])), 1);
}

/** payouts.poll: asks the provider about payouts still processing; resends what it never received. */
export async function pollPayouts(data: { ids: string[]; round?: number }, ctx: JobContext) {
  const rows = (await repo.findPayoutsByIds(ctx.db, data.ids)).filter(
    (r) => r.status === 'processing' || r.status === 'pending',
  );
  const claimed = rows.some((r) => r.status === 'pending')
    ? await repo.claimPayouts(
        ctx.db,
        rows.map((r) => r.id),
        ctx.now(),
      )
    : rows;
  const results = await inParallel(
    claimed,
    SEND_CONCURRENCY,
    async (row) => (await ctx.payments.getTransfer(row.reference)) ?? sendOne(ctx, row),
  );
  await settle(ctx, results, new Map(claimed.map((r) => [r.reference, r])), (data.round ?? 0) + 1);
}

/** payouts.sweep: payouts left unfinished by a crashed worker get a poll (which resends what never arrived). */
export async function sweepPayouts(data: { olderThanSeconds?: number }, ctx: JobContext) {
  const before = new Date(ctx.now().getTime() - (data.olderThanSeconds ?? STALE_SECONDS) * 1000);
  const stale = await repo.listStale(ctx.db, before, 10_000);
  const jobs = [];
  for (let i = 0; i < stale.length; i += SEND_CHUNK)
    jobs.push({ data: { ids: stale.slice(i, i + SEND_CHUNK).map((r) => r.id), round: 0 } });
  await enqueueMany(ctx.db, POLL_QUEUE, jobs);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job's data type differs; the runner is untyped
export const PAYOUT_JOBS: JobDefinition<any>[] = [
  {
    name: SEND_QUEUE,
    handler: sendPayouts,
    retryLimit: 10,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  {
    name: POLL_QUEUE,
    handler: pollPayouts,
    retryLimit: 10,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  { name: 'payouts.sweep', handler: sweepPayouts, cron: '* * * * *', retryLimit: 2 },
  FAILED_NOTICE_JOB,
];
