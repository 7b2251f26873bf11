import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  addTeamMember,
  getConsultantAudits,
  getConsultantBillings,
  getConsultantOrganizations,
  getConsultantStats,
  getPayrollDistributionSummary,
  getPayrollSizeDistribution,
  listTeamMembers,
  removeTeamMember,
  updateTeamMember,
} from '@/lib/api/consultants';
import type { AnalyticsQuery, UpdateTeamMemberInput } from '@/lib/contracts/consultants';
import { useConsultantStore } from '@/lib/stores/consultant';

export const consultantKeys = {
  all: ['consultant'] as const,
  organizations: ['consultant', 'organizations'] as const,
  stats: ['consultant', 'stats'] as const,
  billings: ['consultant', 'billings'] as const,
  audits: (q: object) => ['consultant', 'audits', q] as const,
  distribution: (q: AnalyticsQuery) => ['consultant', 'analytics', 'distribution', q] as const,
  sizes: ['consultant', 'analytics', 'sizes'] as const,
  team: ['consultant', 'team'] as const,
};

/** The consultant's client organisations; kept in the consultant store too (spec §7: data → organisations). */
export function useConsultantOrganizations(enabled: boolean) {
  const setOrganizations = useConsultantStore((s) => s.setOrganizations);
  const query = useQuery({
    queryKey: consultantKeys.organizations,
    queryFn: async () => (await getConsultantOrganizations()).data,
    enabled,
  });
  useEffect(() => {
    if (query.data) setOrganizations(query.data);
  }, [query.data, setOrganizations]);
  return query;
}

export const useConsultantStats = () =>
  useQuery({ queryKey: consultantKeys.stats, queryFn: async () => (await getConsultantStats()).data });
export const useConsultantBillings = () =>
  useQuery({ queryKey: consultantKeys.billings, queryFn: async () => (await getConsultantBillings()).data });
export const useConsultantAudits = (q: { page: number; perPage: number; organizationId?: string }) =>
  useQuery({
    queryKey: consultantKeys.audits(q),
    queryFn: () => getConsultantAudits(q),
    placeholderData: keepPreviousData,
  });
export const usePayrollDistributionSummary = (q: AnalyticsQuery) =>
  useQuery({
    queryKey: consultantKeys.distribution(q),
    queryFn: async () => (await getPayrollDistributionSummary(q)).data,
    placeholderData: keepPreviousData,
  });
export const usePayrollSizeDistribution = () =>
  useQuery({
    queryKey: consultantKeys.sizes,
    queryFn: async () => (await getPayrollSizeDistribution()).data,
  });
export const useTeamMembers = () =>
  useQuery({ queryKey: consultantKeys.team, queryFn: async () => (await listTeamMembers()).data });

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
