import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboardChecklist } from '@/lib/api/organization';
import { orgKey } from './keys';
import { useCurrentOrgId, type OrgId } from './org';

export const dashboardChecklistQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: orgKey(orgId, 'organization', 'checklist'),
    queryFn: async () => (await getDashboardChecklist()).data,
    enabled: Boolean(orgId),
  });

export function useDashboardChecklist() {
  return useQuery(dashboardChecklistQuery(useCurrentOrgId()));
}
