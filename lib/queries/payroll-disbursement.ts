import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getPayrollDisbursement,
  getRunBankChanges,
  retryFailedPayouts,
} from '@/lib/api/payroll-disbursement';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';
import { payrollKeys } from './payroll';

/** How often the screen asks while money is moving. */
export const DISBURSEMENT_REFRESH_MS = 2000;

/** A run's payouts by status, under payroll's keys (a payroll write refreshes it). */
export const disbursementQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: orgKey(orgId, 'payroll', 'disbursement', id),
    queryFn: async () => (await getPayrollDisbursement(id)).data,
    enabled: Boolean(orgId),
  });

/** Refreshed every 2 s while `live` (the run is disbursing). */
export function useDisbursement(id: string, { enabled, live }: { enabled: boolean; live: boolean }) {
  const options = disbursementQuery(useCurrentOrgId(), id);
  return useQuery({
    ...options,
    enabled: options.enabled && enabled,
    refetchInterval: live ? DISBURSEMENT_REFRESH_MS : false,
  });
}

/** POST retry-failed, then everything payroll shows is refreshed (status, rows, progress). */
export const useRetryFailed = (id: string) =>
  useOrgMutation(
    (idempotencyKey: string) => retryFailedPayouts(id, idempotencyKey),
    (qc, orgId) => qc.invalidateQueries({ queryKey: payrollKeys.all(orgId) }),
  );

/** The run's pending bank changes, under payroll's keys (a payroll write, such as a retry, refreshes them). */
export function useRunBankChanges(id: string, enabled: boolean) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: orgKey(orgId, 'payroll', 'bank-changes', id),
    queryFn: async () => (await getRunBankChanges(id)).data,
    enabled: Boolean(orgId) && enabled,
  });
}
