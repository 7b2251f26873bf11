import { useQuery } from '@tanstack/react-query';
import { getDashboardChecklist } from '@/lib/api/organization';
import { orgKey } from './keys';

export function useDashboardChecklist(orgId: string | null | undefined) {
  return useQuery({
    queryKey: orgKey(orgId, 'organization', 'checklist'),
    queryFn: async () => (await getDashboardChecklist()).data,
    enabled: Boolean(orgId),
  });
}
