import type {
  AdminWalletTransaction,
  AdminWalletTransactionsQuery,
  CreateWalletInput,
  MobileMoneyCollectionView,
  PaymentsWebhookResult,
  SimulateFundingInput,
  UgConfirmWalletFundInput,
  UgStartWalletFundInput,
  Wallet,
  WalletTransaction,
  WalletTransactionsQuery,
} from '@/lib/contracts/wallet';
import { apiRequest } from './client';

export const createWallet = (input: CreateWalletInput = {}) =>
  apiRequest<Wallet>('organizations/create-wallet', { method: 'POST', body: input });

export const listWallets = () => apiRequest<Wallet[]>('organizations/wallets');

export const listWalletTransactions = (walletId: string, query: Partial<WalletTransactionsQuery> = {}) =>
  apiRequest<WalletTransaction[]>('wallets/{wallet_id}/transactions', {
    params: { wallet_id: walletId },
    query,
  });

/** Sandbox only: a pretend transfer into the wallet's virtual account; each call is a new transfer. */
export const simulateWalletFunding = (walletId: string, input: SimulateFundingInput) =>
  apiRequest<PaymentsWebhookResult>('wallets/{wallet_id}/simulate-funding', {
    method: 'POST',
    params: { wallet_id: walletId },
    body: input,
  });

/** A real rail: asks the payments provider again for a pending wallet's funding account. */
export const retryWalletFundingAccount = (walletId: string) =>
  apiRequest<Wallet>('wallets/{wallet_id}/funding-account', {
    method: 'POST',
    params: { wallet_id: walletId },
  });

export const listOrganizationWalletTransactions = (query: Partial<AdminWalletTransactionsQuery> = {}) =>
  apiRequest<AdminWalletTransaction[]>('admin/wallet/transactions', { query });

/** Uganda mobile money, step 1: the payments provider prompts `phone` to pay; confirm with the answer's `reference`. */
export const startUgWalletFunding = (input: UgStartWalletFundInput) =>
  apiRequest<MobileMoneyCollectionView>('organizations/ug/start-wallet-fund', {
    method: 'POST',
    body: input,
  });

/** Uganda mobile money, step 2: the provider confirms the reference and amount; credits the wallet once per `reference`. */
export const confirmUgWalletFunding = (input: UgConfirmWalletFundInput) =>
  apiRequest<PaymentsWebhookResult>('organizations/ug/confirm-wallet-fund', { method: 'POST', body: input });
