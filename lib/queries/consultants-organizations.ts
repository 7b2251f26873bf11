import { queryOptions } from '@tanstack/react-query';
import { getConsultantOrganizations } from '@/lib/api/consultants';

/**
 * The consultant's client list, without hooks beside it, so the server's session loader can prefetch it for
 * consultant mode (the header's switcher and "Choose a client" render with it). Keyed in the consultant.
 */
export const consultantOrganizationsKey = ['consultant', 'organizations'] as const;

export const consultantOrganizationsQuery = queryOptions({
  queryKey: consultantOrganizationsKey,
  queryFn: async () => (await getConsultantOrganizations()).data,
});
