import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getConsultantOrganizations } from '@/lib/api/consultants';
import { useConsultantStore } from '@/lib/stores/consultant';

/** The consultant's client organisations; kept in the consultant store too (spec §7: data → organisations). */
export function useConsultantOrganizations(enabled: boolean) {
  const setOrganizations = useConsultantStore((s) => s.setOrganizations);
  const query = useQuery({
    queryKey: ['consultant', 'organizations'],
    queryFn: async () => (await getConsultantOrganizations()).data,
    enabled,
  });
  useEffect(() => {
    if (query.data) setOrganizations(query.data);
  }, [query.data, setOrganizations]);
  return query;
}
