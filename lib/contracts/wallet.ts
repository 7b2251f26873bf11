import { z } from 'zod';
import { calendarDate } from './fields';
import { pageQuerySchema } from './pagination';
import { WALLET_TRANSACTION_TYPES } from './wallet-values';

export * from './wallet-values';

/** `currency` defaults to the organisation's own; `USD` is the one extra wallet allowed. */
export const createWalletSchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export type CreateWalletInput = z.infer<typeof createWalletSchema>;

export const walletSchema = z.object({
  id: z.string(),
  currency: z.string(),
  /** Minor units, summed from the ledger. */
  balance: z.number().int(),
  accountNumber: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  /**
   * `pending` while the payments provider has not assigned the funding account yet (the three fields above
   * are empty or stale then; the screen offers a retry, POST wallets/{walletId}/funding-account). The API
   * always sends it; optional so that a wallet built before it (fixtures, cached answers) still reads as active.
   */
  fundingStatus: z.enum(['active', 'pending']).optional(),
  /** the payments rail that holds its funding account (`sandbox`, `paystack`): only the sandbox can simulate a transfer */
  provider: z.string().optional(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  direction: z.enum(['credit', 'debit']),
  /** Positive minor units; `direction` gives the sign. */
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  /** What the movement was, in the request's language (Accept-Language), worded when read. */
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

const isoDate = calendarDate();

/** Paged; `from` and `to` are inclusive `YYYY-MM-DD` days (UTC). */
export const walletTransactionsQuerySchema = pageQuerySchema.extend({
  type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuerySchema>;

/** What the payments webhook answers: the funding posting and whether it had been posted before. */
export const paymentsWebhookResultSchema = z.object({
  transactionId: z.string(),
  replayed: z.boolean(),
});
export type PaymentsWebhookResult = z.infer<typeof paymentsWebhookResultSchema>;

/** Sandbox only: a pretend incoming transfer to the wallet's virtual account, in minor units. */
export const simulateFundingSchema = z.object({
  amount: z.number().int().min(1).max(1_000_000_000_000),
  senderName: z.string().trim().min(1).max(100).optional(),
});
export type SimulateFundingInput = z.infer<typeof simulateFundingSchema>;

/** All wallets of the organisation: paged; filter by type, currency and inclusive `YYYY-MM-DD` days. */
export const adminWalletTransactionsQuerySchema = walletTransactionsQuerySchema.extend({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((s) => s.toUpperCase())
    .optional(),
});
export type AdminWalletTransactionsQuery = z.infer<typeof adminWalletTransactionsQuerySchema>;

export const adminWalletTransactionSchema = walletTransactionSchema.extend({ walletId: z.string() });
export type AdminWalletTransaction = z.infer<typeof adminWalletTransactionSchema>;

/** Uganda mobile money: the provider's confirmation of a transfer into a wallet; `amount` in minor units (UGX has none). */
export const ugConfirmWalletFundSchema = z.object({
  walletId: z.uuid(),
  reference: z.string().trim().min(1).max(100),
  amount: z.number().int().min(1).max(1_000_000_000_000),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{9,15}$/),
});
export type UgConfirmWalletFundInput = z.infer<typeof ugConfirmWalletFundSchema>;

/** Uganda mobile money: asks the payments provider to collect `amount` from `phone` into a wallet. */
export const ugStartWalletFundSchema = ugConfirmWalletFundSchema.omit({ reference: true });
export type UgStartWalletFundInput = z.infer<typeof ugStartWalletFundSchema>;

/** A mobile-money collection as the payments provider reports it; confirm it with its `reference`. */
export const mobileMoneyCollectionSchema = z.object({
  reference: z.string(),
  walletId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  phone: z.string(),
  status: z.enum(['pending', 'successful', 'failed']),
});
export type MobileMoneyCollectionView = z.infer<typeof mobileMoneyCollectionSchema>;
