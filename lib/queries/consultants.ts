import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  addTeamMember,
  getConsultantAudits,
  getConsultantBillings,
  getConsultantStats,
  getPayrollDistributionSummary,
  getPayrollSizeDistribution,
  listTeamMembers,
  removeTeamMember,
  updateTeamMember,
} from '@/lib/api/consultants';
import type { AnalyticsQuery, UpdateTeamMemberInput } from '@/lib/contracts/consultants';
import { useConsultantStore } from '@/lib/stores/consultant';
import { consultantOrganizationsKey, consultantOrganizationsQuery } from './consultants-organizations';

export { consultantOrganizationsQuery };

type ConsultantAuditsQuery = { page: number; perPage: number; organizationId?: string };

// The consultant's own data (their client organisations, billing, team), not one organisation's: the keys are
// rooted in the consultant, not `orgKey`.
export const consultantKeys = {
  all: ['consultant'] as const,
  organizations: consultantOrganizationsKey,
  stats: ['consultant', 'stats'] as const,
  billings: ['consultant', 'billings'] as const,
  audits: (q: object) => ['consultant', 'audits', q] as const,
  distribution: (q: AnalyticsQuery) => ['consultant', 'analytics', 'distribution', q] as const,
  sizes: ['consultant', 'analytics', 'sizes'] as const,
  team: ['consultant', 'team'] as const,
};

export const consultantStatsQuery = queryOptions({
  queryKey: consultantKeys.stats,
  queryFn: async () => (await getConsultantStats()).data,
});
export const consultantBillingsQuery = queryOptions({
  queryKey: consultantKeys.billings,
  queryFn: async () => (await getConsultantBillings()).data,
});
export const consultantAuditsQuery = (q: ConsultantAuditsQuery) =>
  queryOptions({
    queryKey: consultantKeys.audits(q),
    queryFn: () => getConsultantAudits(q),
    placeholderData: keepPreviousData,
  });
export const payrollDistributionSummaryQuery = (q: AnalyticsQuery) =>
  queryOptions({
    queryKey: consultantKeys.distribution(q),
    queryFn: async () => (await getPayrollDistributionSummary(q)).data,
    placeholderData: keepPreviousData,
  });
export const payrollSizeDistributionQuery = queryOptions({
  queryKey: consultantKeys.sizes,
  queryFn: async () => (await getPayrollSizeDistribution()).data,
});
export const teamMembersQuery = queryOptions({
  queryKey: consultantKeys.team,
  queryFn: async () => (await listTeamMembers()).data,
});

/** The consultant's client organisations; kept in the consultant store too (spec §7: data → organisations). */
export function useConsultantOrganizations(enabled: boolean) {
  const setOrganizations = useConsultantStore((s) => s.setOrganizations);
  const query = useQuery({ ...consultantOrganizationsQuery, enabled });
  useEffect(() => {
    if (query.data) setOrganizations(query.data);
  }, [query.data, setOrganizations]);
  return query;
}

export const useConsultantStats = () => useQuery(consultantStatsQuery);
export const useConsultantBillings = () => useQuery(consultantBillingsQuery);
export const useConsultantAudits = (q: ConsultantAuditsQuery) => useQuery(consultantAuditsQuery(q));
export const usePayrollDistributionSummary = (q: AnalyticsQuery) =>
  useQuery(payrollDistributionSummaryQuery(q));
export const usePayrollSizeDistribution = () => useQuery(payrollSizeDistributionQuery);
export const useTeamMembers = () => useQuery(teamMembersQuery);

export function useAddTeamMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultantKeys.team }),
  });
}

export function useRemoveTeamMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultantKeys.team }),
  });
}

export function useUpdateTeamMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTeamMemberInput }) => updateTeamMember(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultantKeys.team }),
  });
}
