import { queryOptions, useQuery } from '@tanstack/react-query';
import { confirmBankChange, getPendingBankChange, rejectBankChange } from '@/lib/api/employees-bank-change';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

// under the employees module: whatever refreshes employees refreshes this too
const pendingKey = (orgId: OrgId, id: string) => orgKey(orgId, 'employees', 'bank-change', id);

export const pendingBankChangeQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: pendingKey(orgId, id),
    queryFn: async () => (await getPendingBankChange(id)).data,
    enabled: Boolean(orgId),
  });

export function usePendingBankChange(id: string) {
  return useQuery(pendingBankChangeQuery(useCurrentOrgId(), id));
}

/** Confirming or rejecting changes the record, the lists and the run's held payouts. */
export const useConfirmBankChangeMutation = () =>
  useOrgMutation(confirmBankChange, (qc, orgId) => invalidateOrgModules(qc, orgId, ['employees', 'payroll']));
export const useRejectBankChangeMutation = () =>
  useOrgMutation(rejectBankChange, (qc, orgId) => invalidateOrgModules(qc, orgId, ['employees', 'payroll']));
