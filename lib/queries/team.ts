import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inviteAdmin, listAdmins, removeAdmin, updateAdmin } from '@/lib/api/team';
import { orgKey } from './keys';

export const teamKeys = {
  admins: (orgId: string | null | undefined) => orgKey(orgId, 'team', 'admins'),
};

export function useTeamAdmins(orgId: string | null | undefined) {
  return useQuery({
    queryKey: teamKeys.admins(orgId),
    queryFn: async () => (await listAdmins()).data,
    enabled: Boolean(orgId),
  });
}

function useInvalidateTeam(orgId: string | null | undefined) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.admins(orgId) });
}

export function useInviteAdminMutation(orgId: string | null | undefined) {
  const invalidate = useInvalidateTeam(orgId);
  return useMutation({ mutationFn: inviteAdmin, onSuccess: invalidate });
}

export function useUpdateAdminMutation(orgId: string | null | undefined) {
  const invalidate = useInvalidateTeam(orgId);
  return useMutation({
    mutationFn: ({ userId, permissions }: { userId: string; permissions: string[] }) =>
      updateAdmin(userId, { permissions }),
    onSuccess: invalidate,
  });
}

export function useRemoveAdminMutation(orgId: string | null | undefined) {
  const invalidate = useInvalidateTeam(orgId);
  return useMutation({ mutationFn: removeAdmin, onSuccess: invalidate });
}
