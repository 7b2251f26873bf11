import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createWallet, listWallets, listWalletTransactions, simulateWalletFunding } from '@/lib/api/wallet';
import type {
  CreateWalletInput,
  SimulateFundingInput,
  WalletTransactionsQuery,
} from '@/lib/contracts/wallet';
import { orgKey } from './keys';

export type WalletTransactionFilters = Partial<
  Pick<WalletTransactionsQuery, 'page' | 'perPage' | 'type' | 'from' | 'to'>
>;

export const walletKeys = {
  all: (orgId: string | null | undefined) => orgKey(orgId, 'wallet'),
  list: (orgId: string | null | undefined) => orgKey(orgId, 'wallet', 'list'),
  transactions: (orgId: string | null | undefined, walletId: string, filters: WalletTransactionFilters) =>
    orgKey(orgId, 'wallet', 'transactions', walletId, filters),
};

export const walletsQuery = (orgId: string | null | undefined) =>
  queryOptions({
    queryKey: walletKeys.list(orgId),
    queryFn: async () => (await listWallets()).data,
    enabled: Boolean(orgId),
  });

export function useWallets(orgId: string | null | undefined) {
  return useQuery(walletsQuery(orgId));
}

export function useWalletTransactions(
  orgId: string | null | undefined,
  walletId: string | undefined,
  filters: WalletTransactionFilters,
) {
  return useQuery({
    queryKey: walletKeys.transactions(orgId, walletId ?? 'none', filters),
    queryFn: () => listWalletTransactions(walletId!, filters),
    enabled: Boolean(orgId && walletId),
    placeholderData: keepPreviousData,
  });
}

export function useCreateWalletMutation(orgId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateWalletInput) => (await createWallet(input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.list(orgId) }),
  });
}

/** Sandbox only. Invalidates the balances and every transactions page of the organisation. */
export function useSimulateFundingMutation(orgId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ walletId, ...input }: SimulateFundingInput & { walletId: string }) =>
      (await simulateWalletFunding(walletId, input)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all(orgId) }),
        queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'audit') }),
      ]),
  });
}
