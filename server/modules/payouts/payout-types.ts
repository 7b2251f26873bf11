import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import type { payouts } from '@/server/db/schema';
import type { Translate } from '@/server/i18n';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutStatus = PayoutRow['status'];

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

/** Payouts of one (source, source id) by status: what a listener decides a batch's state from. */
export type PayoutCounts = Record<PayoutStatus, number>;

export type PayoutOutcome = { reference: string; status: 'paid' | 'failed'; failureReason: string | null };

/**
 * How another module hears of its payouts' outcomes. Both run inside the transaction that records them:
 * `lock` first (lock the batch's own row, so concurrent outcomes of one batch apply one after another and
 * the counts each sees include the others'), then `onOutcome` with the payouts that just changed and the
 * batch's latest counts (latest attempt per subject only). A throw rolls the outcome back; it is retried.
 */
export type PayoutListener = {
  lock(tx: DbOrTx, batch: { organizationId: string; sourceId: string }): Promise<void>;
  onOutcome(
    tx: DbOrTx,
    batch: { organizationId: string; sourceId: string; changed: PayoutRow[]; counts: PayoutCounts },
  ): Promise<void>;
  /**
   * Subjects whose payout must not go out yet, with why (e.g. an account whose holder's name does not match
   * the employee's): queuePayouts records them failed with that reason at once, nothing is sent, and the
   * amount the caller moved to clearing for them goes back to the wallet. A retry asks again.
   */
  holds?(
    tx: DbOrTx,
    batch: { organizationId: string; sourceId: string; subjectIds: string[] },
  ): Promise<Map<string, string>>;
  /** Who to tell when payouts of a batch fail, besides the wallet admins, and what to call the batch. */
  describe?(
    tx: DbOrTx,
    batch: { organizationId: string; sourceId: string; subjectIds: string[] },
  ): Promise<PayoutBatchDescription | null>;
};

export type PayoutBatchDescription = {
  /** the user who started the batch (a payroll run's creator): told as well as the wallet admins */
  createdBy: string | null;
  /** the batch in the reader's language: "November payroll (2026-11)" */
  label(t: Translate): string;
  /** the screen to open, from the app's root: `/app/payroll/<id>` */
  path: string;
  /** who each subject pays, by subject id */
  payees: Map<string, string>;
};

export const payoutReference = (source: string, subjectId: string, attempt: number) =>
  `${source}-${subjectId}-${attempt}`;
