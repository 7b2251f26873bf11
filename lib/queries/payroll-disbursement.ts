import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPayrollDisbursement, retryFailedPayouts } from '@/lib/api/payroll-disbursement';
import { orgKey } from './keys';
import { useCurrentOrgId } from './org';
import { payrollKeys } from './payroll';

/** How often the screen asks while money is moving. */
export const DISBURSEMENT_REFRESH_MS = 2000;

/** A run's payouts by status; refreshed every 2 s while `live` (the run is disbursing). Under payroll's keys. */
export function useDisbursement(id: string, { enabled, live }: { enabled: boolean; live: boolean }) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: orgKey(orgId, 'payroll', 'disbursement', id),
    queryFn: async () => (await getPayrollDisbursement(id)).data,
    enabled: Boolean(orgId) && enabled,
    refetchInterval: live ? DISBURSEMENT_REFRESH_MS : false,
  });
}

/** POST retry-failed, then everything payroll shows is refreshed (status, rows, progress). */
export function useRetryFailed(id: string) {
  const orgId = useCurrentOrgId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => retryFailedPayouts(id, idempotencyKey),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.all(orgId) }),
  });
}
