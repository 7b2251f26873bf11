import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  approvePayrollRun,
  computePayrollRun,
  createPayrollRun,
  getEmployeePayrollHistory,
  getPayrollInitData,
  getPayrollRun,
  getPayrollSettings,
  getPayrollStatsCard,
  listPayrollRuns,
  rejectPayrollRun,
  updatePayrollSettings,
} from '@/lib/api/payroll';
import type {
  PayrollApproveInput,
  PayrollCreateInput,
  PayrollDetailQuery,
  PayrollInitInput,
  PayrollListQuery,
  PayrollRejectInput,
  PayrollSettingsInput,
} from '@/lib/contracts/payroll';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; every run write invalidates `all` (list, stats, details, histories). */
export const payrollKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'payroll'),
  lists: (orgId: OrgId) => orgKey(orgId, 'payroll', 'list'),
  list: (orgId: OrgId, query: PayrollListQuery) => orgKey(orgId, 'payroll', 'list', query),
  stats: (orgId: OrgId) => orgKey(orgId, 'payroll', 'stats'),
  run: (orgId: OrgId, id: string) => orgKey(orgId, 'payroll', 'detail', id),
  detail: (orgId: OrgId, id: string, query: PayrollDetailQuery) =>
    orgKey(orgId, 'payroll', 'detail', id, query),
  init: (orgId: OrgId, input: PayrollInitInput) => orgKey(orgId, 'payroll', 'init', input),
  settings: (orgId: OrgId) => orgKey(orgId, 'payroll', 'settings'),
  history: (orgId: OrgId, employeeId: string, page: number, perPage: number) =>
    orgKey(orgId, 'payroll', 'history', employeeId, page, perPage),
};

export const payrollRunsQuery = (orgId: OrgId, query: PayrollListQuery) =>
  queryOptions({
    queryKey: payrollKeys.list(orgId, query),
    queryFn: () => listPayrollRuns(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const payrollStatsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: payrollKeys.stats(orgId),
    queryFn: async () => (await getPayrollStatsCard()).data,
    enabled: Boolean(orgId),
  });

export const payrollRunQuery = (orgId: OrgId, id: string, query: PayrollDetailQuery) =>
  queryOptions({
    queryKey: payrollKeys.detail(orgId, id, query),
    queryFn: () => getPayrollRun(id, query),
    enabled: Boolean(orgId),
    // Keeps the page on screen while paging or searching one run, never another run's figures.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[4] === id ? previous : undefined),
  });

export const payrollInitQuery = (orgId: OrgId, input: PayrollInitInput, enabled = true) =>
  queryOptions({
    queryKey: payrollKeys.init(orgId, input),
    queryFn: async () => (await getPayrollInitData(input)).data,
    enabled: Boolean(orgId) && enabled,
    retry: false,
  });

export const payrollSettingsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: payrollKeys.settings(orgId),
    queryFn: async () => (await getPayrollSettings()).data,
    enabled: Boolean(orgId),
  });

export const payrollHistoryQuery = (orgId: OrgId, employeeId: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: payrollKeys.history(orgId, employeeId, page, perPage),
    queryFn: () => getEmployeePayrollHistory(employeeId, { page, perPage }),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const usePayrollRuns = (query: PayrollListQuery) =>
  useQuery(payrollRunsQuery(useCurrentOrgId(), query));
export const usePayrollStats = () => useQuery(payrollStatsQuery(useCurrentOrgId()));
export const usePayrollRun = (id: string, query: PayrollDetailQuery) =>
  useQuery(payrollRunQuery(useCurrentOrgId(), id, query));
export const usePayrollSettings = () => useQuery(payrollSettingsQuery(useCurrentOrgId()));
export const useEmployeePayrollHistory = (employeeId: string, page: number, perPage: number) =>
  useQuery(payrollHistoryQuery(useCurrentOrgId(), employeeId, page, perPage));

/** A run write: refreshes everything payroll shows once it succeeds. */
const usePayrollMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useOrgMutation(mutationFn, (qc, orgId) => qc.invalidateQueries({ queryKey: payrollKeys.all(orgId) }));

/** Create then compute: the run the screen opens is already computed (or the error says why not). */
export const useCreateAndComputeRun = () =>
  usePayrollMutation(async (input: PayrollCreateInput) => {
    const created = await createPayrollRun(input);
    const computed = await computePayrollRun({ payrollId: created.data.id }).catch((error: unknown) => ({
      error,
      run: created.data,
    }));
    return 'error' in computed
      ? { run: computed.run, computeError: computed.error }
      : { run: computed.data, computeError: null };
  });
export const useComputeRun = () =>
  usePayrollMutation((payrollId: string) => computePayrollRun({ payrollId }));
export const useApproveRun = (id: string) =>
  usePayrollMutation((input: PayrollApproveInput) => approvePayrollRun(id, input));
export const useRejectRun = (id: string) =>
  usePayrollMutation((input: PayrollRejectInput) => rejectPayrollRun(id, input));
export const useUpdatePayrollSettings = () =>
  usePayrollMutation((input: PayrollSettingsInput) => updatePayrollSettings(input));
