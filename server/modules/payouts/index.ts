import 'server-only';

/**
 * Payouts: money out of a wallet to bank accounts, exactly once. A server-internal module used by others
 * (payroll now; earned wage access and statutory remittances later). How to use it, inside YOUR transaction:
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
 * Lifecycle: pending → processing (claimed, then sent) → paid | failed. Outcomes come only from the provider:
 * polling (`getTransfer`, job payouts.poll) and signed webhooks (POST /payouts/webhook; bad signature 401;
 * duplicates and out-of-order notices change nothing; each payout a webhook changes is audited, entity
 * `payouts`, in the transaction that records it). A failure reverses its amount from clearing to the
 * wallet (ledger type `reversal`, idempotency key `payout-reversal:<reference>`). Jobs: payouts.send,
 * payouts.poll, payouts.sweep (minutely: resumes payouts a crashed worker left behind).
 */
export {
  isUnsendable,
  latestPayouts,
  latestPayoutsOf,
  payoutCounts,
  payoutProgress,
  queuePayouts,
  recordOutcomes,
} from './payouts.service';
export { moveToClearing, requireFunds, reverseFromClearing, type CurrencyNeed } from './payouts.funds';
export {
  payoutReference,
  type PayoutCounts,
  type PayoutItem,
  type PayoutListener,
  type PayoutListeners,
  type PayoutOutcome,
  type PayoutRow,
  type PayoutStatus,
} from './payout-types';
