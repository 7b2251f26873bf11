import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotifications, markNotificationsRead } from '@/lib/api/account';

// The signed-in user's own notifications, not an organisation's: the key is not org-rooted.
export const notificationsKeys = {
  all: ['notifications'] as const,
};

export const notificationsQuery = queryOptions({
  queryKey: notificationsKeys.all,
  queryFn: () => getNotifications({ perPage: 20 }),
  refetchInterval: 60_000,
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead({ ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
