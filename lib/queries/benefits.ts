import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  createEwaAdvance,
  getEwaAdvances,
  getEwaCap,
  getEwaNoAccess,
  getEwaSettings,
  getEwaSummary,
  updateEwaSettings,
  type EwaAdvanceListQuery,
  type EwaNoAccessQuery,
} from '@/lib/api/benefits';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; every benefits write invalidates `all`. */
export const benefitsKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'benefits'),
  settings: (orgId: OrgId) => orgKey(orgId, 'benefits', 'settings'),
  summary: (orgId: OrgId) => orgKey(orgId, 'benefits', 'summary'),
  cap: (orgId: OrgId, employeeId: string) => orgKey(orgId, 'benefits', 'cap', employeeId),
  advances: (orgId: OrgId, query: EwaAdvanceListQuery) => orgKey(orgId, 'benefits', 'advances', query),
  noAccess: (orgId: OrgId, query: EwaNoAccessQuery) => orgKey(orgId, 'benefits', 'no-access', query),
};

export const ewaSettingsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: benefitsKeys.settings(orgId),
    queryFn: async () => (await getEwaSettings()).data,
    enabled: Boolean(orgId),
  });

export const ewaSummaryQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: benefitsKeys.summary(orgId),
    queryFn: async () => (await getEwaSummary()).data,
    enabled: Boolean(orgId),
  });

/** The live cap: fetched fresh each time the dialog picks the employee (it moves with every working day). */
export const ewaCapQuery = (orgId: OrgId, employeeId: string | null) =>
  queryOptions({
    queryKey: benefitsKeys.cap(orgId, employeeId ?? ''),
    queryFn: async () => (await getEwaCap(employeeId!)).data,
    enabled: Boolean(orgId && employeeId),
    staleTime: 0,
  });

export const ewaAdvancesQuery = (orgId: OrgId, query: EwaAdvanceListQuery) =>
  queryOptions({
    queryKey: benefitsKeys.advances(orgId, query),
    queryFn: () => getEwaAdvances(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const ewaNoAccessQuery = (orgId: OrgId, query: EwaNoAccessQuery) =>
  queryOptions({
    queryKey: benefitsKeys.noAccess(orgId, query),
    queryFn: () => getEwaNoAccess(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const useEwaSettings = () => useQuery(ewaSettingsQuery(useCurrentOrgId()));
export const useEwaSummary = () => useQuery(ewaSummaryQuery(useCurrentOrgId()));
export const useEwaCap = (employeeId: string | null) => useQuery(ewaCapQuery(useCurrentOrgId(), employeeId));
export const useEwaAdvances = (query: EwaAdvanceListQuery) =>
  useQuery(ewaAdvancesQuery(useCurrentOrgId(), query));
export const useEwaNoAccess = (query: EwaNoAccessQuery) =>
  useQuery(ewaNoAccessQuery(useCurrentOrgId(), query));

// An advance moves wallet money: the wallet's balances refresh too.
export const useCreateEwaAdvanceMutation = () =>
  useOrgMutation(createEwaAdvance, (qc, orgId) => invalidateOrgModules(qc, orgId, ['benefits', 'wallet']));
export const useUpdateEwaSettingsMutation = () =>
  useOrgMutation(updateEwaSettings, (qc, orgId) => invalidateOrgModules(qc, orgId, ['benefits']));
