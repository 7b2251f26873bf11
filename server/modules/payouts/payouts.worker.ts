import 'server-only';
import { inParallel } from '@/lib/in-parallel';
import { decryptField } from '@/server/crypto/field-cipher';
import { AppError } from '@/server/errors';
import { paymentsRail } from '@/server/modules/payments/payments-rails.service';
import { enqueueMany } from '@/server/queue/enqueue';
import { pluginsOf, type JobContext, type JobDefinition } from '@/server/queue/types';
import type { TransferInput, TransferRejected, TransferResult } from '@/server/payments-provider';
import type { PayoutRow } from './payout-types';
import { FAILED_NOTICE_JOB, queueFailedNotices } from './payouts.notify';
import * as repo from './payouts.repo';
import { POLL_QUEUE, recordTransferResults, SEND_CHUNK, SEND_QUEUE } from './payouts.service';

/**
 * The jobs that move payouts along. The order that makes a crash harmless: a payout is marked `processing`
 * (committed) BEFORE its transfer is sent, and only the provider's answer marks it paid or failed. A worker
 * killed between sending and recording leaves it `processing`; whoever picks it up next asks the provider
 * (getTransfer) first and resends the same reference only when the provider never received it. An answer
 * lost to a timeout or a 5xx is the same case ("unknown": verify, never resend blindly). A refusal that
 * created nothing (TransferRejected) fails the payout — except the provider's own balance running short,
 * which holds it and the rest of its batch, reference unburned, until someone retries. Provider calls are
 * never made inside a database transaction (PGlite has one connection; and a slow bank must not hold locks).
 */
const SEND_CONCURRENCY = 16;
const POLL_DELAY_SECONDS = 1;
const MAX_POLL_ROUNDS = 30;
/** a rail's bulk call pays off above this many transfers (issue 32: "a run of more than 10 payouts") */
const BULK_ABOVE = 10;
/** a payout untouched this long is presumed abandoned by a crashed worker */
export const STALE_SECONDS = 120;
/** a payout never sent this long is presumed abandoned (its send job failed for good) */
const PENDING_STALE_SECONDS = 30 * 60;
/**
 * Refusals about the provider account, not the payee: the payout waits (held, reference unburned) for
 * someone to fix the account and retry, rather than failing every payout of a run on a wrong key.
 */
const HOLDING = new Set(['insufficient_balance', 'invalid_key']);
const NAME_ENQUIRY_FAILED = 'Account closed or not found (name enquiry)';

/** What one send or poll came to: the provider's word, its refusal, or nothing known (verify later). */
type Answer =
  | TransferResult
  | TransferRejected
  | { reference: string; status: 'unknown'; retryAfterMs: number | null };
/** Before a send: `send` (the checks passed, or the provider never got it), or an answer already. */
type Step = Answer | { reference: string; status: 'send' };
const SEND = (reference: string): Step => ({ reference, status: 'send' });

/** Any throw from a provider is an unknown outcome: the payout stays processing and is verified later. */
async function unknownOnThrow<T extends Step>(
  reference: string,
  call: () => Promise<T>,
): Promise<T | Answer> {
  try {
    return await call();
  } catch (e) {
    const retryAfterMs =
      e && typeof e === 'object' && 'retryAfterMs' in e && typeof e.retryAfterMs === 'number'
        ? e.retryAfterMs
        : null;
    return { reference, status: 'unknown', retryAfterMs };
  }
}

const inputOf = (row: PayoutRow): TransferInput => ({
  reference: row.reference,
  organizationId: row.organizationId,
  country: row.country,
  bankCode: row.bankCode!,
  accountNumber: decryptField(row.accountNumberEnc!),
  accountName: row.accountName,
  amount: row.amount,
  currency: row.currency,
  narration: row.narration,
});

/** Name enquiry when the account was never verified: a failed answer when the bank does not know it. */
async function enquire(ctx: JobContext, row: PayoutRow): Promise<TransferResult | null> {
  if (!row.nameEnquiry) return null;
  try {
    await ctx.payments.nameEnquiry({
      country: row.country,
      bankCode: row.bankCode!,
      accountNumber: decryptField(row.accountNumberEnc!),
    });
    return null;
  } catch (e) {
    // the bank does not know the account: nothing was sent, the row fails like a failed transfer
    if (e instanceof AppError && e.code === 'BAD_REQUEST')
      return { reference: row.reference, status: 'failed', failureReason: NAME_ENQUIRY_FAILED };
    throw e;
  }
}

/** Sends the rows (in one bulk call when the rail has one and there are enough), each answer by reference. */
async function sendAll(ctx: JobContext, rows: PayoutRow[]): Promise<Answer[]> {
  const enquired = await inParallel(rows, SEND_CONCURRENCY, (row) =>
    unknownOnThrow(row.reference, async () => (await enquire(ctx, row)) ?? SEND(row.reference)),
  );
  const toSend = rows.filter((_, i) => enquired[i]!.status === 'send');
  const payments = ctx.payments;
  let sent: Answer[];
  if (payments.transferMany && toSend.length > BULK_ABOVE) {
    try {
      sent = await payments.transferMany(toSend.map(inputOf));
    } catch (e) {
      sent = await Promise.all(toSend.map((r) => unknownOnThrow(r.reference, () => Promise.reject(e))));
    }
  } else {
    sent = await inParallel(toSend, SEND_CONCURRENCY, (row) =>
      unknownOnThrow(row.reference, () => payments.transfer(inputOf(row))),
    );
  }
  const byReference = new Map(sent.map((a) => [a.reference, a]));
  return rows.map((row, i) => byReference.get(row.reference) ?? (enquired[i] as Answer));
}

const delayOf = (round: number, retryAfterMs: number | null) =>
  Math.max(
    Math.min(POLL_DELAY_SECONDS * 2 ** Math.max(0, round - 1), 60),
    Math.ceil((retryAfterMs ?? 0) / 1000),
  );

/**
 * Records the answers: the provider's words through recordTransferResults; a refusal for want of the
 * provider's balance holds the payout (and tells the wallet admins), any other refusal fails it; what is
 * still pending or unknown gets a poll.
 */
async function settle(ctx: JobContext, answers: Answer[], rows: PayoutRow[], round: number) {
  const byReference = new Map(rows.map((r) => [r.reference, r]));
  const now = ctx.now();
  const results: TransferResult[] = [];
  const held = new Map<string, PayoutRow[]>();
  for (const a of answers) {
    if (a.status === 'unknown') continue;
    if (a.status !== 'rejected') results.push(a);
    else if (HOLDING.has(a.code))
      held.set(a.code, [...(held.get(a.code) ?? []), byReference.get(a.reference)!]);
    else results.push({ reference: a.reference, status: 'failed', failureReason: a.message });
  }
  for (const [code, rows] of held) await holdPayouts(ctx, rows, now, code);
  await recordTransferResults(ctx.db, results, now, pluginsOf(ctx).payoutListeners);
  const waiting = answers.filter(
    (a) => a.status === 'unknown' || a.status === 'pending' || a.status === 'needs_otp',
  );
  // an OTP transfer waits for a person: its webhook settles it; polls only check in now and then
  if (waiting.length && round <= MAX_POLL_ROUNDS) {
    const retryAfter = Math.max(
      0,
      ...waiting.map((a) => (a.status === 'unknown' ? (a.retryAfterMs ?? 0) : 0)),
    );
    await enqueueMany(ctx.db, POLL_QUEUE, [
      {
        data: { ids: waiting.map((a) => byReference.get(a.reference)!.id), round },
        startAfter: delayOf(round, retryAfter),
      },
    ]);
  }
}

/** processing → held, with the provider's refusal as the reason; the wallet admins hear of it once. */
async function holdPayouts(ctx: JobContext, rows: PayoutRow[], now: Date, reason = 'insufficient_balance') {
  await ctx.db.transaction(async (tx) => {
    const ids = await repo.setStatus(
      tx,
      rows.map((r) => r.id),
      ['processing', 'pending'],
      { status: 'held', failureReason: reason, updatedAt: now },
    );
    const changed = await repo.findPayoutsByIds(
      tx,
      ids.map((r) => r.id),
    );
    await queueFailedNotices(tx, changed);
  });
}

/** Claimed rows whose batch already has a held payout wait with it, unsent; the rest go out. */
async function withoutHeldBatches(ctx: JobContext, rows: PayoutRow[]) {
  const held = new Map<string, boolean>();
  const toSend: PayoutRow[] = [];
  const waiting: PayoutRow[] = [];
  for (const row of rows) {
    const key = `${row.source}|${row.organizationId}|${row.sourceId}`;
    if (!held.has(key))
      held.set(key, await repo.batchHasHeld(ctx.db, row.organizationId, row.source, row.sourceId));
    (held.get(key) ? waiting : toSend).push(row);
  }
  if (waiting.length) await holdPayouts(ctx, waiting, ctx.now());
  return toSend;
}

/**
 * The rows by the rail each was created (or claimed) on, each with a context whose `payments` is that rail:
 * an organisation that changed its provider still settles its older payouts where they were sent.
 */
function byRail(ctx: JobContext, rows: PayoutRow[]): [JobContext, PayoutRow[]][] {
  const groups = new Map<string, PayoutRow[]>();
  for (const row of rows) {
    const name = row.provider ?? ctx.payments.name;
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  const out: [JobContext, PayoutRow[]][] = [];
  for (const [name, group] of groups) {
    try {
      out.push([{ ...ctx, payments: paymentsRail(ctx.payments, name) }, group]);
    } catch (err) {
      // A rail this process cannot build (its keys are missing here) must not stop the other rails' payouts
      // in the same job (a sweep's chunk mixes organisations): these wait, as they are, for a later sweep.
      ctx.log.error({ err, rail: name, payouts: group.length }, 'payouts: rail not configured here');
    }
  }
  return out;
}

/** payouts.send: claims the payouts (pending → processing) and sends each on its rail; idempotent per reference. */
export async function sendPayouts(data: { ids: string[] }, ctx: JobContext) {
  const claimed = await repo.claimPayouts(ctx.db, data.ids, ctx.now(), ctx.payments.name);
  for (const [railCtx, group] of byRail(ctx, claimed)) {
    const rows = await withoutHeldBatches(railCtx, group);
    await settle(railCtx, await sendAll(railCtx, rows), rows, 1);
  }
}

/** Asks one rail about its payouts in flight; resends the same reference only when it never got it. */
async function pollRail(ctx: JobContext, inFlight: PayoutRow[], round: number) {
  const known = await inParallel(inFlight, SEND_CONCURRENCY, (row) =>
    unknownOnThrow(
      row.reference,
      async (): Promise<Step> => (await ctx.payments.getTransfer(row.reference)) ?? SEND(row.reference),
    ),
  );
  // never received (getTransfer answered null): send again with the same reference
  const absent = inFlight.filter((_, i) => known[i]!.status === 'send');
  const resent = absent.length ? await sendAll(ctx, absent) : [];
  const resentBy = new Map(resent.map((a) => [a.reference, a]));
  const answers = inFlight.map((row, i) => resentBy.get(row.reference) ?? (known[i] as Answer));
  await settle(ctx, answers, inFlight, round);
}

/** payouts.poll: asks each payout's rail about payouts still in flight. */
export async function pollPayouts(data: { ids: string[]; round?: number }, ctx: JobContext) {
  const rows = (await repo.findPayoutsByIds(ctx.db, data.ids)).filter(
    (r) => r.status === 'processing' || r.status === 'pending' || r.status === 'needs_otp',
  );
  const claimed = rows.some((r) => r.status === 'pending')
    ? await repo.claimPayouts(
        ctx.db,
        rows.map((r) => r.id),
        ctx.now(),
        ctx.payments.name,
      )
    : rows;
  const inFlight = [...claimed, ...rows.filter((r) => r.status === 'needs_otp')];
  for (const [railCtx, group] of byRail(ctx, inFlight)) await pollRail(railCtx, group, (data.round ?? 0) + 1);
}

/** payouts.sweep: payouts left unfinished by a crashed worker get a poll (which resends what never arrived). */
export async function sweepPayouts(data: { olderThanSeconds?: number }, ctx: JobContext) {
  const now = ctx.now().getTime();
  const before = new Date(now - (data.olderThanSeconds ?? STALE_SECONDS) * 1000);
  // a pending payout of a big run may wait in the queue for minutes behind its send job, which will send it:
  // polling it early would race that job (a second bulk of the same references, answered "duplicate")
  const pendingBefore =
    data.olderThanSeconds === undefined ? new Date(now - PENDING_STALE_SECONDS * 1000) : before;
  const stale = await repo.listStale(ctx.db, before, pendingBefore, 10_000);
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
