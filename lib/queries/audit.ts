import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAudits } from '@/lib/api/audit';
import type { AuditsQuery } from '@/lib/contracts/audit';
import { orgKey } from './keys';
import { useCurrentOrgId, type OrgId } from './org';

export type AuditFilters = Partial<AuditsQuery>;

export const auditKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'audit'),
  list: (orgId: OrgId, filters: AuditFilters) => orgKey(orgId, 'audit', 'list', filters),
};

export const auditsQuery = (orgId: OrgId, filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(orgId, filters),
    queryFn: () => listAudits(filters),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function useAudits(filters: AuditFilters) {
  return useQuery(auditsQuery(useCurrentOrgId(), filters));
}
