import type { CreateWalletInput, Wallet, WalletTransaction, WalletTransactionsQuery } from '@/lib/contracts/wallet';
import { apiRequest } from './client';

export const createWallet = (input: CreateWalletInput = {}) =>
  apiRequest<Wallet>('organizations/create-wallet', { method: 'POST', body: input });

export const listWallets = () => apiRequest<Wallet[]>('organizations/wallets');

export const listWalletTransactions = (walletId: string, query: Partial<WalletTransactionsQuery> = {}) =>
  apiRequest<WalletTransaction[]>('wallets/{wallet_id}/transactions', { params: { wallet_id: walletId }, query });
