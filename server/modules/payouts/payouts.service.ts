import 'server-only';
import { waitsInClearing } from '@/lib/payout-failures';
import type { DbOrTx } from '@/server/db/client';
import { enqueueMany } from '@/server/queue/enqueue';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { organizationRailNames } from '@/server/modules/payments/payments-rails.service';
import type { PayoutCounts, PayoutListener, PayoutStatus } from '@/server/deps';
import type { TransferResult } from '@/server/payments-provider';
import { bookTransferFee, reverseFromClearing } from './payouts-funds.service';
import { queueFailedNotices } from './payouts.notify';
import type { PayoutRow } from './payout-types';
import * as repo from './payouts.repo';

/**
 * Payouts: money out of a wallet to bank accounts, exactly once. A server-internal module used by others
 * (payroll, earned wage access, statutory remittances). How to use it, inside YOUR transaction (requireFunds
 * and moveToClearing are payouts-funds.service.ts's):
 *
 *   const wallets = await requireFunds(tx, orgId, [{ currency, amount, transfers }], provider) // 422 INSUFFICIENT_FUNDS
 *   await moveToClearing(tx, { organizationId, walletId, currency, amount, clearingAccount: `<source>:<id>`,
 *                              key: '<unique per batch and currency>', description })     // ONE ledger transaction
 *   await queuePayouts(tx, items, now, yourListener)  // rows + send jobs; nothing sent unless it commits
 *
 * then list your PayoutListener under your `source` in server/wiring/payouts.ts to hear outcomes (payouts
 * gets the list as `plugins.payoutListeners`; it imports no source). Each item names
 * (source, sourceId = the batch, subjectId = what is paid, attempt); its provider reference is
 * `<source>-<subjectId>-<attempt>` and a retry is the next attempt (a new reference) of a FAILED subject —
 * a unique index allows one live attempt per subject. Items without a bank account are recorded failed at
 * once: leave their amounts out of moveToClearing (isUnsendable).
 *
 * Lifecycle: pending → processing (claimed, then sent) → paid | failed, or `needs_otp` (the provider waits
 * for its account owner), `held` (the provider refused for want of its own balance: the batch waits, the
 * reference unburned, until resumeHeld), `reversed` (the bank returned it, even after paid). Outcomes come
 * only from the provider: polling (`getTransfer`, job payouts.poll) and webhooks, which are re-read from the
 * provider before recordTransferResults (the sandbox's POST /payouts/webhook; real rails' inbox, module
 * webhooks). Duplicates and out-of-order notices change nothing; each payout a webhook changes is audited,
 * entity `payouts`, in the transaction that records it. A failure or reversal returns its amount from
 * clearing to the wallet (ledger type `reversal`, key `payout-reversal:<reference>`); a paid transfer's fee
 * is booked (type `fee`, key `payout-fee:<reference>`). Jobs: payouts.send, payouts.poll, payouts.sweep
 * (minutely: resumes payouts a crashed worker left behind).
 */

/** Who hears of payout outcomes, by `source` (server/wiring/payouts.ts). */
export type PayoutListeners = Readonly<Record<string, PayoutListener>>;

/** One transfer to queue (queuePayouts). Money must already sit in `clearingAccount` (see moveToClearing). */
export type PayoutItem = {
  organizationId: string;
  source: string;
  sourceId: string;
  subjectId: string;
  /** 1 for the first try; a retry passes the next number (a new provider reference) */
  attempt: number;
  /** null only when the item cannot be sent (no bank account) and no wallet of its currency exists */
  walletId: string | null;
  currency: string;
  amount: number;
  country: string;
  bankCode: string | null;
  accountNumberEnc: string | null;
  accountNumberLast4: string | null;
  accountName: string | null;
  nameEnquiry: boolean;
  clearingAccount: string;
  narration: string;
};

export const payoutReference = (source: string, subjectId: string, attempt: number) =>
  `${source}-${subjectId}-${attempt}`;

export const SEND_QUEUE = 'payouts.send';
export const POLL_QUEUE = 'payouts.poll';
/** payouts per send job: big enough to amortise a job, small enough to spread over workers */
export const SEND_CHUNK = 100;
const NO_ACCOUNT = 'No bank account on file';

/**
 * Writes the payouts and queues their send jobs in the caller's transaction: nothing is sent unless it
 * commits. An item without a bank account is recorded failed at once (no money should have moved for it:
 * callers leave it out of moveToClearing). An item its source holds (PayoutListener.holds: an account whose
 * holder's name does not match) is recorded failed with the hold's reason, nothing is sent, and the amount
 * moved to clearing for it is reversed to the wallet — it waits like any failed payout for a retry. A hold
 * whose reason waits in clearing (an unconfirmed bank-details change, lib/payout-failures.ts) is recorded
 * `held` instead: nothing is sent, its money stays in clearing, and resumeHeld sends it once released. Every
 * payout failed here is notified (payouts.notify.ts). The source queuing its payouts names its own listener
 * (its `holds`); payouts imports no source. Returns the rows.
 */
export async function queuePayouts(
  tx: DbOrTx,
  items: PayoutItem[],
  now: Date,
  listener?: PayoutListener,
): Promise<PayoutRow[]> {
  if (items.length === 0) return [];
  const holds = await holdsOf(tx, items, listener);
  const rails = await organizationRailNames(tx, new Set(items.map((it) => it.organizationId)));
  const rows: PayoutRow[] = [];
  // chunked inserts: 10,000 rows in one statement would pass PostgreSQL's 65,535 parameter limit
  for (let i = 0; i < items.length; i += 1000) {
    const values = items.slice(i, i + 1000).map((it) => {
      const sendable = Boolean(it.bankCode && it.accountNumberEnc);
      const held = sendable ? holds.get(batchKey(it))?.get(it.subjectId) : undefined;
      const failureReason = !sendable ? NO_ACCOUNT : (held ?? null);
      // a bank-details change awaiting confirmation: held in clearing, resumed (same reference) once confirmed
      const waits = waitsInClearing(failureReason);
      return {
        ...it,
        provider: rails.get(it.organizationId) ?? null, // its organisation's rail, kept whatever changes later
        reference: payoutReference(it.source, it.subjectId, it.attempt),
        status: waits ? ('held' as const) : failureReason ? ('failed' as const) : ('pending' as const),
        failureReason,
        completedAt: failureReason && !waits ? now : null,
        createdAt: now,
        updatedAt: now,
      };
    });
    rows.push(...(await repo.insertPayouts(tx, values)));
  }
  const failed = rows.filter((r) => r.status === 'failed');
  for (const r of failed) {
    // a held payout was sendable, so the caller moved its amount to clearing: it goes back to the wallet
    if (r.failureReason !== NO_ACCOUNT && r.walletId)
      await reverseFromClearing(tx, { ...r, walletId: r.walletId, reason: r.failureReason });
  }
  await queueFailedNotices(tx, failed);
  const pending = rows.filter((r) => r.status === 'pending').map((r) => r.id);
  const chunks = [];
  for (let i = 0; i < pending.length; i += SEND_CHUNK)
    chunks.push({ data: { ids: pending.slice(i, i + SEND_CHUNK) } });
  await enqueueMany(tx, SEND_QUEUE, chunks);
  return rows;
}

const batchKey = (r: { source: string; organizationId: string; sourceId: string }) =>
  `${r.source}|${r.organizationId}|${r.sourceId}`;

/** What each batch's source holds back, by batch key then subject id (sources without `holds` hold nothing). */
async function holdsOf(tx: DbOrTx, items: PayoutItem[], listener: PayoutListener | undefined) {
  const batches = new Map<string, PayoutItem[]>();
  for (const it of items) batches.set(batchKey(it), [...(batches.get(batchKey(it)) ?? []), it]);
  const holds = new Map<string, Map<string, string>>();
  for (const [key, batch] of batches) {
    const { organizationId, sourceId } = batch[0]!;
    if (!listener?.holds) continue;
    const subjectIds = batch.filter((it) => it.bankCode && it.accountNumberEnc).map((it) => it.subjectId);
    if (subjectIds.length) holds.set(key, await listener.holds(tx, { organizationId, sourceId, subjectIds }));
  }
  return holds;
}

/** Whether a failed item was failed at queue time for want of an account (so no money moved for it). */
export const isUnsendable = (item: Pick<PayoutItem, 'bankCode' | 'accountNumberEnc'>) =>
  !item.bankCode || !item.accountNumberEnc;

/** A provider request that brought outcomes without a session (the webhook): audited with actor null. */
export type OutcomeAudit = { action: string; requestId?: string; ip?: string };

/** In flight: the provider has it, or is about to (a run is not settled while any is). */
export const inFlight = (c: PayoutCounts) => c.pending + c.processing + c.needs_otp;
/** Not paid, waiting for "Retry failed payments": failed, held for want of provider balance, or reversed. */
export const awaitingRetry = (c: PayoutCounts) => c.failed + c.held + c.reversed;

const OPEN: readonly PayoutStatus[] = ['pending', 'processing', 'needs_otp'];

/** The payout's row after the provider's word on it: its new status (null: unchanged) and what else to set. */
function transition(row: PayoutRow, result: TransferResult): PayoutStatus | null {
  const open = OPEN.includes(row.status);
  switch (result.status) {
    case 'successful':
      return open ? 'paid' : null;
    case 'failed':
      return open ? 'failed' : null;
    // returned by the bank: before we heard of success, or after it (a compensating entry either way)
    case 'reversed':
      return open || row.status === 'paid' ? 'reversed' : null;
    case 'needs_otp':
      return row.status === 'pending' || row.status === 'processing' ? 'needs_otp' : null;
    case 'pending':
      return null;
  }
}

/** Applies one result to its locked row; true when the status changed. */
async function applyResult(tx: DbOrTx, row: PayoutRow, result: TransferResult, now: Date) {
  const status = transition(row, result);
  const refs = {
    providerReference: result.providerReference ?? row.providerReference,
    bankReference: result.bankReference ?? row.bankReference,
    fee: result.fee ?? row.fee,
  };
  const refsChanged =
    refs.providerReference !== row.providerReference ||
    refs.bankReference !== row.bankReference ||
    refs.fee !== row.fee;
  if (status) {
    const unexplained = status === 'reversed' ? 'reversed_by_bank' : 'transfer_failed';
    const reason =
      status === 'failed' || status === 'reversed'
        ? (result.failureReason ?? unexplained).slice(0, 300)
        : null;
    const final = status === 'paid' || status === 'failed' || status === 'reversed';
    await repo.updatePayout(tx, row.id, {
      ...refs,
      status,
      failureReason: reason,
      completedAt: final ? now : row.completedAt,
      updatedAt: now,
    });
    // only a sent payout has a wallet and money in clearing (queue-time failures never reach here)
    if (row.walletId && (status === 'failed' || status === 'reversed'))
      await reverseFromClearing(tx, {
        ...row,
        walletId: row.walletId,
        reason,
        reversed: status === 'reversed',
      });
  } else if (refsChanged) await repo.updatePayout(tx, row.id, { ...refs, updatedAt: now });
  // the provider keeps its fee on a transfer it made, even one the bank later returned (a failed one it
  // refunds); the fee may be reported after the success, so it is booked whenever it is known (once: its key)
  const charged = status ?? row.status;
  if (row.walletId && refs.fee && (charged === 'paid' || charged === 'reversed') && (status || refsChanged))
    await bookTransferFee(tx, { ...row, walletId: row.walletId, fee: refs.fee });
  return status !== null;
}

/**
 * Records what the provider said (polling or a webhook's re-read), in the seam's words (TransferResult).
 * Per batch (source, source id), one transaction: its source's listener (of `listeners`, the wiring's)
 * locks, then the payouts' rows are locked; a result that does not move a payout forward changes nothing
 * but the provider's and bank's references (duplicate and out-of-order notices are harmless). A failure's
 * or reversal's amount goes back from clearing to the wallet; a paid transfer's fee is booked; failures and
 * reversals are told to the wallet admins; the listener hears of the change with the batch's counts. With
 * `audit` (a webhook), each payout that changed gets its audit row in that same transaction (entity
 * `payouts`, the payout's organisation). Returns how many payouts changed.
 */
export async function recordTransferResults(
  db: DbOrTx,
  results: TransferResult[],
  now: Date,
  listeners: PayoutListeners,
  audit?: OutcomeAudit,
): Promise<number> {
  if (results.length === 0) return 0;
  const byReference = new Map(results.map((r) => [r.reference, r]));
  const known = await repo.findPayoutsByReferences(db, [...byReference.keys()]);
  const batches = new Map<string, PayoutRow[]>();
  for (const row of known) batches.set(batchKey(row), [...(batches.get(batchKey(row)) ?? []), row]);
  let changed = 0;
  for (const rows of batches.values()) {
    const { source, organizationId, sourceId } = rows[0]!;
    changed += await db.transaction(async (tx) => {
      const listener = listeners[source];
      await listener?.lock(tx, { organizationId, sourceId });
      const locked = await repo.lockPayoutsByReference(
        tx,
        rows.map((r) => r.reference),
      );
      const moved: PayoutRow[] = [];
      for (const row of locked)
        if (await applyResult(tx, row, byReference.get(row.reference)!, now)) moved.push(row);
      if (moved.length === 0) return 0;
      const after = await repo.findPayoutsByIds(
        tx,
        moved.map((r) => r.id),
      );
      // the wallet admins and the batch's creator hear of failures and reversals (a job: no mail in here)
      await queueFailedNotices(
        tx,
        after.filter((r) => r.status === 'failed' || r.status === 'reversed'),
      );
      const counts = await repo.countLatest(tx, organizationId, source, sourceId);
      if (audit) {
        const was = new Map(moved.map((r) => [r.id, r]));
        for (const r of after) await recordAudit(tx, outcomeAuditRow(was.get(r.id)!, r, audit));
      }
      await listener?.onOutcome(tx, { organizationId, sourceId, changed: after, counts });
      return moved.length;
    });
  }
  return changed;
}

/** A payout by its provider reference (a webhook names only that), or null when Paygrid never made it. */
export async function findPayoutByReference(db: DbOrTx, reference: string): Promise<PayoutRow | null> {
  const [row] = await repo.findPayoutsByReferences(db, [reference]);
  return row ?? null;
}

/** A payout's audit row: its status before, and after its outcome (with the reversal a failure brought). */
function outcomeAuditRow(before: PayoutRow, after: PayoutRow, audit: OutcomeAudit) {
  const view = (r: PayoutRow) => ({ status: r.status, failureReason: r.failureReason });
  return {
    organizationId: after.organizationId,
    actorUserId: null,
    action: audit.action,
    entity: 'payouts',
    entityId: after.id,
    before: view(before),
    after: {
      ...view(after),
      reference: after.reference,
      source: after.source,
      sourceId: after.sourceId,
      subjectId: after.subjectId,
      amount: after.amount,
      currency: after.currency,
      providerReference: after.providerReference,
      bankReference: after.bankReference,
      fee: after.fee,
      // `reversed`: its amount went back to the wallet (a failure or a bank reversal), as audits have always said
      reversed: (after.status === 'failed' || after.status === 'reversed') && after.walletId !== null,
    },
    requestId: audit.requestId ?? null,
    ip: audit.ip ?? null,
  };
}

/** The latest attempt of each subject of a batch (e.g. a payroll run's employees), by subject id. */
export async function latestPayouts(
  db: DbOrTx,
  organizationId: string,
  source: string,
  sourceId: string,
  subjectIds?: string[],
) {
  const rows = await repo.listLatest(db, organizationId, source, sourceId, subjectIds);
  return new Map(rows.map((r) => [r.subjectId, r]));
}

/** The latest attempt of each of these subjects, across batches (an employee's payroll history), by subject id. */
export async function latestPayoutsOf(
  db: DbOrTx,
  organizationId: string,
  source: string,
  subjectIds: string[],
) {
  const rows = await repo.listLatestForSubjects(db, organizationId, source, subjectIds);
  return new Map(rows.map((r) => [r.subjectId, r]));
}

/** Counts and amounts by status and currency of a batch's latest attempts (the progress panel). */
export const payoutProgress = (db: DbOrTx, organizationId: string, source: string, sourceId: string) =>
  repo.sumLatest(db, organizationId, source, sourceId);

export const payoutCounts = (db: DbOrTx, organizationId: string, source: string, sourceId: string) =>
  repo.countLatest(db, organizationId, source, sourceId);

/**
 * "Retry failed payments" for the payouts a batch's provider refused for want of its own balance: back to
 * pending with the SAME reference (the provider created nothing for them, and their money never left
 * clearing) and queued to send. Payouts held for an unconfirmed bank change are resumed only when the
 * source's `listener.holds` no longer holds them. Call inside the source's transaction. Returns their subject ids.
 */
export async function resumeHeld(
  tx: DbOrTx,
  organizationId: string,
  source: string,
  sourceId: string,
  now: Date,
  listener?: PayoutListener,
): Promise<string[]> {
  const listed = await repo.listHeld(tx, organizationId, source, sourceId);
  // a payout held for a bank change stays held while its source holds it for any reason (unconfirmed, or
  // confirmed onto an account whose holder's name does not match)
  const waiting = listed.filter((r) => waitsInClearing(r.failureReason));
  const stillHeld =
    waiting.length && listener?.holds
      ? await listener.holds(tx, { organizationId, sourceId, subjectIds: waiting.map((r) => r.subjectId) })
      : new Map<string, string>();
  const held = listed.filter((r) => !stillHeld.has(r.subjectId));
  const resumed = await repo.setStatus(
    tx,
    held.map((r) => r.id),
    ['held'],
    { status: 'pending', failureReason: null, updatedAt: now },
  );
  const ids = resumed.map((r) => r.id);
  const chunks = [];
  for (let i = 0; i < ids.length; i += SEND_CHUNK)
    chunks.push({ data: { ids: ids.slice(i, i + SEND_CHUNK) } });
  await enqueueMany(tx, SEND_QUEUE, chunks);
  const resumedIds = new Set(ids);
  return held.filter((r) => resumedIds.has(r.id)).map((r) => r.subjectId);
}

/** How long a payout may wait for the provider's final word before the run lists it as stuck. */
export const STUCK_AFTER_MINUTES = 10;

/**
 * A batch's payouts with no final answer for STUCK_AFTER_MINUTES (the sweep keeps asking the provider; a
 * person should look: an OTP nobody approved, a transfer the provider lost): how many.
 */
export const stuckPayouts = (
  db: DbOrTx,
  organizationId: string,
  source: string,
  sourceId: string,
  now: Date,
) =>
  repo.countStuck(
    db,
    organizationId,
    source,
    sourceId,
    new Date(now.getTime() - STUCK_AFTER_MINUTES * 60_000),
  );
