import type {
  AdminStats,
  DashboardTask,
  EmployeeStats,
  PayrollDistribution,
  PayrollDistributionQuery,
  StatsCard,
} from '@/lib/contracts/dashboard';
import { apiRequest } from './client';

export const getAdminStats = () => apiRequest<AdminStats>('admin/stats');

export const getStatsCard = () => apiRequest<StatsCard>('dashboard/stats-card');

export const getPayrollDistribution = (query: PayrollDistributionQuery = {}) =>
  apiRequest<PayrollDistribution>('dashboard/payroll-distribution-summary', { query });

export const listDashboardTasks = () => apiRequest<DashboardTask[]>('dashboard/tasks');

export const getEmployeeStats = () => apiRequest<EmployeeStats>('dashboard/employee-stats');
