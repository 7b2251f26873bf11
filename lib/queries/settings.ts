import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const settingsKeys = {
  all: (orgId: string | null | undefined) => orgKey(orgId, 'settings'),
};

export function useSettings(orgId: string | null | undefined) {
  return useQuery({
    queryKey: settingsKeys.all(orgId),
    queryFn: async () => (await getSettings()).data,
    enabled: Boolean(orgId),
  });
}

/** Each settings write answers the whole settings object, which replaces the cache. */
function useSettingsWrite<V>(
  orgId: string | null | undefined,
  fn: (v: V) => Promise<ApiEnvelope<OrganizationSettings>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ data }) => queryClient.setQueryData(settingsKeys.all(orgId), data),
  });
}

export const useToggleSettingMutation = (orgId: string | null | undefined) =>
  useSettingsWrite(orgId, toggleSetting);
export const usePayrollBonusMutation = (orgId: string | null | undefined) =>
  useSettingsWrite(orgId, updatePayrollBonus);
export const useSalaryBreakdownMutation = (orgId: string | null | undefined) =>
  useSettingsWrite(orgId, updateSalaryBreakdown);
export const useApprovalLevelsMutation = (orgId: string | null | undefined) =>
  useSettingsWrite(orgId, updateApprovalLevels);

export function useOrganizationDetailsMutation(orgId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationDetails,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all(orgId) });
      // The organisation name shows in the shell (org switcher), which reads account/me.
      void queryClient.invalidateQueries({ queryKey: accountKeys.me });
    },
  });
}
