import 'server-only';
import type { PayoutListener } from '@/server/deps';

// The listener seam's types are the kernel's (server/deps.ts): the wiring lists each source's listener and
// hands them to payouts as `plugins.payoutListeners`.
export type {
  PayoutBatchDescription,
  PayoutCounts,
  PayoutListener,
  PayoutRow,
  PayoutStatus,
} from '@/server/deps';

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

export type PayoutOutcome = { reference: string; status: 'paid' | 'failed'; failureReason: string | null };

export const payoutReference = (source: string, subjectId: string, attempt: number) =>
  `${source}-${subjectId}-${attempt}`;
