import { useQuery } from '@tanstack/react-query';
import { getSubscription } from '@/lib/api/billing';
import { orgKey } from './keys';

export function useSubscription(orgId: string | null | undefined) {
  return useQuery({
    queryKey: orgKey(orgId, 'billing', 'subscription'),
    queryFn: async () => (await getSubscription()).data,
    enabled: Boolean(orgId),
  });
}
