import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getDepartmentDistribution, getSalaryDistribution, getSalaryStat } from '@/lib/api/payroll-analytics';
import type { PayrollAnalyticsQuery } from '@/lib/contracts/payroll-analytics';
import { orgKey } from './keys';
import { useCurrentOrgId, type OrgId } from './org';

/** Under the payroll root: every run write (which invalidates payroll's `all`) refreshes the analytics too. */
export const payrollAnalyticsKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'payroll', 'analytics'),
  stat: (orgId: OrgId, q: PayrollAnalyticsQuery) => orgKey(orgId, 'payroll', 'analytics', 'stat', q),
  bands: (orgId: OrgId, q: PayrollAnalyticsQuery) => orgKey(orgId, 'payroll', 'analytics', 'bands', q),
  departments: (orgId: OrgId, q: PayrollAnalyticsQuery) =>
    orgKey(orgId, 'payroll', 'analytics', 'departments', q),
};

export const salaryStatQuery = (orgId: OrgId, q: PayrollAnalyticsQuery) =>
  queryOptions({
    queryKey: payrollAnalyticsKeys.stat(orgId, q),
    queryFn: async () => (await getSalaryStat(q)).data,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
export const salaryDistributionQuery = (orgId: OrgId, q: PayrollAnalyticsQuery) =>
  queryOptions({
    queryKey: payrollAnalyticsKeys.bands(orgId, q),
    queryFn: async () => (await getSalaryDistribution(q)).data,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
export const departmentDistributionQuery = (orgId: OrgId, q: PayrollAnalyticsQuery) =>
  queryOptions({
    queryKey: payrollAnalyticsKeys.departments(orgId, q),
    queryFn: async () => (await getDepartmentDistribution(q)).data,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const useSalaryStat = (q: PayrollAnalyticsQuery) => useQuery(salaryStatQuery(useCurrentOrgId(), q));
export const useSalaryDistribution = (q: PayrollAnalyticsQuery) =>
  useQuery(salaryDistributionQuery(useCurrentOrgId(), q));
export const useDepartmentDistribution = (q: PayrollAnalyticsQuery) =>
  useQuery(departmentDistributionQuery(useCurrentOrgId(), q));
