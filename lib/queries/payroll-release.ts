import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { cancelPayrollSchedule, getReleaseSummary, payPayrollRun } from '@/lib/api/payroll-release';
import type { PayrollPayInput } from '@/lib/contracts/payroll-release';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';
import { payrollKeys } from './payroll';

/** What releasing a run's pay costs, under payroll's keys (a payroll write refreshes it). */
export const releaseSummaryQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: orgKey(orgId, 'payroll', 'release', id),
    queryFn: async () => (await getReleaseSummary(id)).data,
    enabled: Boolean(orgId),
    // the wallet's balance moves: read it again each time the dialog opens
    staleTime: 0,
  });

/** Only while `enabled` (the dialog is open). */
export function useReleaseSummary(id: string, enabled: boolean) {
  const options = releaseSummaryQuery(useCurrentOrgId(), id);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}

const refreshPayroll = (qc: QueryClient, orgId: OrgId) =>
  qc.invalidateQueries({ queryKey: payrollKeys.all(orgId) });

export const useCancelSchedule = (id: string) =>
  useOrgMutation((idempotencyKey: string) => cancelPayrollSchedule(id, idempotencyKey), refreshPayroll);

export const usePayRun = (id: string) =>
  useOrgMutation(
    ({ body, idempotencyKey }: { body: PayrollPayInput; idempotencyKey: string }) =>
      payPayrollRun(id, body, idempotencyKey),
    refreshPayroll,
  );
