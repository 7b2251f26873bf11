import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  confirmUgWalletFunding,
  createWallet,
  listWallets,
  listWalletTransactions,
  retryWalletFundingAccount,
  simulateWalletFunding,
  startUgWalletFunding,
} from '@/lib/api/wallet';
import type {
  CreateWalletInput,
  SimulateFundingInput,
  WalletTransactionsQuery,
} from '@/lib/contracts/wallet';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

export type WalletTransactionFilters = Partial<
  Pick<WalletTransactionsQuery, 'page' | 'perPage' | 'type' | 'from' | 'to'>
>;

export const walletKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'wallet'),
  list: (orgId: OrgId) => orgKey(orgId, 'wallet', 'list'),
  transactions: (orgId: OrgId, walletId: string, filters: WalletTransactionFilters) =>
    orgKey(orgId, 'wallet', 'transactions', walletId, filters),
};

export const walletsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: walletKeys.list(orgId),
    queryFn: async () => (await listWallets()).data,
    enabled: Boolean(orgId),
  });

export function useWallets() {
  return useQuery(walletsQuery(useCurrentOrgId()));
}

export const walletTransactionsQuery = (
  orgId: OrgId,
  walletId: string | undefined,
  filters: WalletTransactionFilters,
) =>
  queryOptions({
    queryKey: walletKeys.transactions(orgId, walletId ?? 'none', filters),
    queryFn: () => listWalletTransactions(walletId!, filters),
    enabled: Boolean(orgId && walletId),
    placeholderData: keepPreviousData,
  });

export function useWalletTransactions(walletId: string | undefined, filters: WalletTransactionFilters) {
  return useQuery(walletTransactionsQuery(useCurrentOrgId(), walletId, filters));
}

/** Answers the API envelope (its message is the success toast); opening a wallet also ticks the setup checklist. */
export const useCreateWalletMutation = () =>
  useOrgMutation(
    (input: CreateWalletInput = {}) => createWallet(input),
    (qc, orgId) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: walletKeys.all(orgId) }),
        qc.invalidateQueries({ queryKey: orgKey(orgId, 'organization', 'checklist') }),
      ]),
  );

/** Sandbox only. Invalidates the balances and every transactions page of the organisation. */
export const useSimulateFundingMutation = () =>
  useOrgMutation(
    async ({ walletId, ...input }: SimulateFundingInput & { walletId: string }) =>
      (await simulateWalletFunding(walletId, input)).data,
    (qc, orgId) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: walletKeys.all(orgId) }),
        qc.invalidateQueries({ queryKey: orgKey(orgId, 'audit') }),
      ]),
  );

/** Answers the API envelope: its data says whether the provider assigned the account (`fundingStatus`). */
export const useRetryFundingAccountMutation = () =>
  useOrgMutation(retryWalletFundingAccount, (qc, orgId) =>
    qc.invalidateQueries({ queryKey: walletKeys.all(orgId) }),
  );

/** Mobile money, step 1: the provider prompts the payer's phone; nothing changes here until it is confirmed. */
export const useStartMobileMoneyMutation = () => useOrgMutation(startUgWalletFunding);

/** Mobile money, step 2: the provider confirms the payment; the balances and transactions refresh. */
export const useConfirmMobileMoneyMutation = () =>
  useOrgMutation(confirmUgWalletFunding, (qc, orgId) =>
    qc.invalidateQueries({ queryKey: walletKeys.all(orgId) }),
  );
