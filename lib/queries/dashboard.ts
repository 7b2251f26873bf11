import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getAdminStats,
  getEmployeeStats,
  getPayrollDistribution,
  getStatsCard,
  listDashboardTasks,
} from '@/lib/api/dashboard';
import { listOrganizationWalletTransactions } from '@/lib/api/wallet';
import { orgKey } from './keys';
import { useCurrentOrgId, type OrgId } from './org';
import { walletKeys } from './wallet';

export const dashboardKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'dashboard'),
  adminStats: (orgId: OrgId) => orgKey(orgId, 'dashboard', 'admin-stats'),
  statsCard: (orgId: OrgId) => orgKey(orgId, 'dashboard', 'stats-card'),
  payrollDistribution: (orgId: OrgId, currency?: string) =>
    orgKey(orgId, 'dashboard', 'payroll-distribution', currency ?? null),
  tasks: (orgId: OrgId) => orgKey(orgId, 'dashboard', 'tasks'),
  employeeStats: (orgId: OrgId) => orgKey(orgId, 'dashboard', 'employee-stats'),
};

// Every dashboard query runs only inside an organisation: consultant mode (no org) would answer 403.
const inOrg = (orgId: OrgId) => Boolean(orgId);
// Figures change with work done on other screens (a funding, a new employee) whose mutations do not know the
// dashboard's keys, so the dashboard refetches whenever it is opened instead of trusting a 60 s cache. Five
// seconds, not zero: data the server fetched for the first HTML is not fetched again as the page hydrates.
const FRESH = { staleTime: 5_000 } as const;

export const statsCardQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: dashboardKeys.statsCard(orgId),
    queryFn: async () => (await getStatsCard()).data,
    enabled: inOrg(orgId),
    ...FRESH,
  });

export const adminStatsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: dashboardKeys.adminStats(orgId),
    queryFn: async () => (await getAdminStats()).data,
    enabled: inOrg(orgId),
    ...FRESH,
  });

export function useAdminStats() {
  return useQuery(adminStatsQuery(useCurrentOrgId()));
}

export function useStatsCard() {
  return useQuery(statsCardQuery(useCurrentOrgId()));
}

export const payrollDistributionQuery = (orgId: OrgId, currency: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.payrollDistribution(orgId, currency),
    queryFn: async () => (await getPayrollDistribution({ currency })).data,
    enabled: inOrg(orgId),
    placeholderData: keepPreviousData,
    ...FRESH,
  });

/** `enabled` false for users without employees/payroll permission (the API answers 403 to them). */
export function usePayrollDistribution(currency: string | undefined, enabled = true) {
  const options = payrollDistributionQuery(useCurrentOrgId(), currency);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}

export const dashboardTasksQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: dashboardKeys.tasks(orgId),
    queryFn: async () => (await listDashboardTasks()).data,
    enabled: inOrg(orgId),
    ...FRESH,
  });

export function useDashboardTasks() {
  return useQuery(dashboardTasksQuery(useCurrentOrgId()));
}

export const employeeStatsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: dashboardKeys.employeeStats(orgId),
    queryFn: async () => (await getEmployeeStats()).data,
    enabled: inOrg(orgId),
    ...FRESH,
  });

export function useEmployeeStats(enabled = true) {
  const options = employeeStatsQuery(useCurrentOrgId());
  return useQuery({ ...options, enabled: options.enabled && enabled });
}

/**
 * The latest movements across every wallet (GET admin/wallet/transactions). Keyed under the wallet module's
 * root so a funding, which invalidates the wallet keys, refreshes this list too.
 */
export const recentWalletTransactionsQuery = (orgId: OrgId, perPage = 5) =>
  queryOptions({
    queryKey: [...walletKeys.all(orgId), 'recent', perPage],
    queryFn: async () => (await listOrganizationWalletTransactions({ perPage })).data,
    enabled: inOrg(orgId),
    ...FRESH,
  });

export function useRecentWalletTransactions(enabled = true, perPage = 5) {
  const options = recentWalletTransactionsQuery(useCurrentOrgId(), perPage);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}
