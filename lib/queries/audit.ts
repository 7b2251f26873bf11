import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAudits } from '@/lib/api/audit';
import type { AuditsQuery } from '@/lib/contracts/audit';
import { orgKey } from './keys';

export type AuditFilters = Partial<AuditsQuery>;

export const auditKeys = {
  all: (orgId: string | null | undefined) => orgKey(orgId, 'audit'),
  list: (orgId: string | null | undefined, filters: AuditFilters) => orgKey(orgId, 'audit', 'list', filters),
};

export function useAudits(orgId: string | null | undefined, filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(orgId, filters),
    queryFn: () => listAudits(filters),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}
