import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSettings,
  toggleSetting,
  updateApprovalLevels,
  updateOrganizationDetails,
  updatePayrollBonus,
  updateSalaryBreakdown,
} from '@/lib/api/settings';
import type { ApiEnvelope } from '@/lib/api/client';
import type { OrganizationSettings } from '@/lib/contracts/settings';
import { accountKeys } from './account';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

export const settingsKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'settings'),
};

export const settingsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: settingsKeys.all(orgId),
    queryFn: async () => (await getSettings()).data,
    enabled: Boolean(orgId),
  });

export function useSettings() {
  return useQuery(settingsQuery(useCurrentOrgId()));
}

/** Each settings write answers the whole settings object, which replaces the cache. */
const useSettingsWrite = <V>(fn: (v: V) => Promise<ApiEnvelope<OrganizationSettings>>) =>
  useOrgMutation(
    (v: V) => fn(v),
    async (qc, orgId, _v, { data }) => qc.setQueryData(settingsKeys.all(orgId), data),
  );

export const useToggleSettingMutation = () => useSettingsWrite(toggleSetting);
export const usePayrollBonusMutation = () => useSettingsWrite(updatePayrollBonus);
export const useSalaryBreakdownMutation = () => useSettingsWrite(updateSalaryBreakdown);
export const useApprovalLevelsMutation = () => useSettingsWrite(updateApprovalLevels);

export const useOrganizationDetailsMutation = () =>
  useOrgMutation(updateOrganizationDetails, (qc, orgId) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: settingsKeys.all(orgId) }),
      // The organisation name shows in the shell (org switcher), which reads account/me.
      qc.invalidateQueries({ queryKey: accountKeys.me }),
    ]),
  );
