// The wallet contract's plain values, apart from its zod schemas (./wallet), so the wallet screen's
// transaction filter does not ship zod (issue 11's JavaScript budget).
export const WALLET_TRANSACTION_TYPES = ['funding', 'payout', 'fee', 'reversal', 'adjustment'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
