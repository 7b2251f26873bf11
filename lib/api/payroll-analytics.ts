import type {
  DepartmentDistribution,
  PayrollAnalyticsQuery,
  SalaryDistribution,
  SalaryStat,
} from '@/lib/contracts/payroll-analytics';
import { apiRequest } from './client';

// GET payroll/analytics/* — figures over the runs that paid people in [from, to].
export const getSalaryStat = (query: PayrollAnalyticsQuery) =>
  apiRequest<SalaryStat>('payroll/analytics/employee-salary-stat', { query });
export const getSalaryDistribution = (query: PayrollAnalyticsQuery) =>
  apiRequest<SalaryDistribution>('payroll/analytics/employee-salary-distribution', { query });
export const getDepartmentDistribution = (query: PayrollAnalyticsQuery) =>
  apiRequest<DepartmentDistribution>('payroll/analytics/department-salary-distribution', { query });
