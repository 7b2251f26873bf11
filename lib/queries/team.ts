import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { inviteAdmin, listAdmins, removeAdmin, updateAdmin } from '@/lib/api/team';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

export const teamKeys = {
  admins: (orgId: OrgId) => orgKey(orgId, 'team', 'admins'),
};

export const teamAdminsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: teamKeys.admins(orgId),
    queryFn: async () => (await listAdmins()).data,
    enabled: Boolean(orgId),
  });

export function useTeamAdmins() {
  return useQuery(teamAdminsQuery(useCurrentOrgId()));
}

const refreshTeam = (qc: QueryClient, orgId: OrgId) =>
  qc.invalidateQueries({ queryKey: teamKeys.admins(orgId) });

export const useInviteAdminMutation = () => useOrgMutation(inviteAdmin, refreshTeam);

export const useUpdateAdminMutation = () =>
  useOrgMutation(
    ({ userId, permissions }: { userId: string; permissions: string[] }) =>
      updateAdmin(userId, { permissions }),
    refreshTeam,
  );

export const useRemoveAdminMutation = () => useOrgMutation(removeAdmin, refreshTeam);
