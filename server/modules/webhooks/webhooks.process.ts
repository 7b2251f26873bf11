import 'server-only';
import { paymentsRail } from '@/server/modules/payments/payments-rails.service';
import { findPayoutByReference, recordTransferResults } from '@/server/modules/payouts/payouts.service';
import { creditCollection } from '@/server/modules/wallet/wallet-funding.service';
import { markFundingAccountPending, refreshFundingAccount } from '@/server/modules/wallet/wallet.service';
import { pluginsOf, type JobContext } from '@/server/queue/types';
import { countAttempt, findWebhookEvent, finishWebhookEvent, type WebhookEventRow } from './webhooks.repo';

/**
 * What the job `webhooks.process` does with a stored webhook. The body only says which object to look at: the
 * provider is asked again (the transfer or the collection by reference) and its answer is what counts, so a
 * replayed old event or a forged body changes nothing the provider does not confirm. Every effect is itself
 * idempotent (payout outcomes apply once, ledger postings once per key), so a retry after a crash is safe, and a
 * row already processed is left alone.
 */
export const WEBHOOK_RESULTS = [
  'applied',
  'unchanged',
  'ignored',
  'unknown_reference',
  'not_found_at_provider',
  'currency_mismatch',
] as const;
export type WebhookResult = (typeof WEBHOOK_RESULTS)[number];

type Outcome = { result: WebhookResult; organizationId: string | null };

// Paystack's three transfer events, Flutterwave's one (its status says which)
const TRANSFER_EVENTS = new Set([
  'transfer.success',
  'transfer.failed',
  'transfer.reversed',
  'transfer.completed',
]);
const CHARGE_EVENTS = new Set(['charge.success', 'charge.completed']);

/** A value of the stored body by path, when it is a non-empty string (the body is anything a rail signed). */
function bodyString(payload: unknown, ...path: string[]): string | null {
  let node = payload;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : null;
  return typeof node === 'string' && node !== '' ? node : null;
}

/** An event about something Paygrid never made (Paystack's own samples, another integration's): kept, logged. */
function unknownReference(
  ctx: JobContext,
  row: WebhookEventRow,
  organizationId: string | null = null,
): Outcome {
  ctx.log.warn(
    { webhookEvent: row.event, reference: row.reference, provider: row.provider },
    'webhook names nothing Paygrid made; stored, nothing changed',
  );
  return { result: 'unknown_reference', organizationId };
}

/** transfer.*: one of our payouts? Then the provider's record of it (not the event) is recorded. */
async function transferEvent(ctx: JobContext, row: WebhookEventRow): Promise<Outcome> {
  const payout = row.reference ? await findPayoutByReference(ctx.db, row.reference) : undefined;
  if (!payout) return unknownReference(ctx, row);
  // Flutterwave: the transfer the event names, by its own id; it must be the payout the body claims it is
  const reread = ctx.payments.rereadWebhook;
  const result = reread
    ? await reread.transfer(row.dataId)
    : await ctx.payments.getTransfer(payout.reference);
  if (!result || result.reference !== payout.reference)
    return { result: 'not_found_at_provider', organizationId: payout.organizationId };
  const changed = await recordTransferResults(ctx.db, [result], ctx.now(), pluginsOf(ctx).payoutListeners, {
    action: 'webhook payout',
  });
  return { result: changed > 0 ? 'applied' : 'unchanged', organizationId: payout.organizationId };
}

/** charge.success: the collection as the provider answers for its reference credits the wallet, once. */
async function chargeEvent(ctx: JobContext, row: WebhookEventRow): Promise<Outcome> {
  const { getCollection, rereadWebhook } = ctx.payments;
  if (!getCollection) throw new Error(`${ctx.payments.name} cannot read collections`);
  if (!row.reference) return unknownReference(ctx, row);
  const collection = rereadWebhook
    ? await rereadWebhook.collection(row.dataId)
    : await getCollection.call(ctx.payments, row.reference);
  if (!collection) return { result: 'not_found_at_provider', organizationId: null };
  const credit = await creditCollection(ctx.db, row.provider, collection);
  if (credit.result === 'unknown_reference') return unknownReference(ctx, row);
  return credit;
}

/**
 * dedicatedaccount.assign.*: the body names the customer whose funding account it is about, the one thing
 * taken from it. A failure only marks that wallet pending (display state); a success is a hint to ask the
 * provider, whose answer fills the account in.
 */
async function assignmentEvent(ctx: JobContext, row: WebhookEventRow, ok: boolean): Promise<Outcome> {
  const customer = bodyString(row.payload, 'data', 'customer', 'customer_code');
  if (!customer) return unknownReference(ctx, row);
  const change = ok
    ? await refreshFundingAccount(ctx.db, ctx.payments, customer)
    : await markFundingAccountPending(ctx.db, row.provider, customer);
  if (!change) return unknownReference(ctx, row);
  return { result: change.changed ? 'applied' : 'unchanged', organizationId: change.organizationId };
}

function dispatch(ctx: JobContext, row: WebhookEventRow): Promise<Outcome> | Outcome {
  if (TRANSFER_EVENTS.has(row.event)) return transferEvent(ctx, row);
  if (CHARGE_EVENTS.has(row.event)) return chargeEvent(ctx, row);
  switch (row.event) {
    case 'dedicatedaccount.assign.failed':
      return assignmentEvent(ctx, row, false);
    case 'dedicatedaccount.assign.success':
      return assignmentEvent(ctx, row, true);
    default:
      return { result: 'ignored', organizationId: null };
  }
}

/**
 * Processes one stored webhook: null when it is gone or already processed (a second run changes nothing),
 * else what it did, recorded on the row with the organisation it turned out to concern. An attempt is counted
 * before the provider is asked; a throw (provider unreachable) leaves the row unprocessed for the job's retry.
 */
export async function processWebhookEvent(ctx: JobContext, id: string): Promise<WebhookResult | null> {
  const row = await findWebhookEvent(ctx.db, id);
  if (!row || row.processedAt) return null;
  // re-read through the rail that sent it (throws, for a retry, while the deployment cannot configure it)
  const railCtx = { ...ctx, payments: paymentsRail(ctx.payments, row.provider) };
  await countAttempt(ctx.db, id);
  const { result, organizationId } = await dispatch(railCtx, row);
  await finishWebhookEvent(ctx.db, id, { result, organizationId, processedAt: ctx.now() });
  return result;
}
