import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboardChecklist } from '@/lib/api/organization';
import { orgKey } from './keys';

export const dashboardChecklistQuery = (orgId: string | null | undefined) =>
  queryOptions({
    queryKey: orgKey(orgId, 'organization', 'checklist'),
    queryFn: async () => (await getDashboardChecklist()).data,
    enabled: Boolean(orgId),
  });

export function useDashboardChecklist(orgId: string | null | undefined) {
  return useQuery(dashboardChecklistQuery(orgId));
}
