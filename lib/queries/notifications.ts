import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotifications, markNotificationsRead } from '@/lib/api/account';

const key = ['notifications'] as const;

export function useNotifications() {
  return useQuery({
    queryKey: key,
    queryFn: () => getNotifications({ perPage: 20 }),
    refetchInterval: 60_000,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead({ ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
