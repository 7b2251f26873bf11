import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSecuritySettings, updateSecuritySettings } from '@/lib/api/settings-security';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

export const securityKeys = { all: (orgId: OrgId) => orgKey(orgId, 'settings-security') };

export const securitySettingsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: securityKeys.all(orgId),
    queryFn: async () => (await getSecuritySettings()).data,
    enabled: Boolean(orgId),
  });

export function useSecuritySettings(enabled = true) {
  const orgId = useCurrentOrgId();
  return useQuery({ ...securitySettingsQuery(orgId), enabled: enabled && Boolean(orgId) });
}

/** PUT settings/security: its answer replaces the cached settings. */
export const useUpdateSecuritySettingsMutation = () =>
  useOrgMutation(updateSecuritySettings, async (qc, orgId, _v, { data }) =>
    qc.setQueryData(securityKeys.all(orgId), data),
  );
