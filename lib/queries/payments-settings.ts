import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaymentsSettings, updatePaymentsSettings } from '@/lib/api/payments-settings';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

export const paymentsSettingsKeys = { all: (orgId: OrgId) => orgKey(orgId, 'payments-settings') };

export const paymentsSettingsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: paymentsSettingsKeys.all(orgId),
    queryFn: async () => (await getPaymentsSettings()).data,
    enabled: Boolean(orgId),
  });

export function usePaymentsSettings() {
  const orgId = useCurrentOrgId();
  return useQuery(paymentsSettingsQuery(orgId));
}

/** PUT payments/settings: its answer replaces the cached settings; banks depend on the rail, so they refetch. */
export const useUpdatePaymentsSettingsMutation = () =>
  useOrgMutation(updatePaymentsSettings, async (qc, orgId, _v, { data }) => {
    qc.setQueryData(paymentsSettingsKeys.all(orgId), data);
    await qc.invalidateQueries({ queryKey: orgKey(orgId, 'payments') });
  });
