import { z } from 'zod';
import { getCurrencyDigits } from '@/lib/money';
import { calendarMonth } from './fields';

/**
 * GET payroll/analytics/* (spec §2 /app/payroll/analytics, §7): figures over the runs that paid people
 * (approved, paid, partially paid) whose period lies in [from, to], both YYYY-MM, default the last 12 months.
 * Money is integer minor units per currency; an "employee-month" is what one employee was paid in one period
 * (all of that month's runs together), so off-cycle runs do not count as extra people.
 */
const month = calendarMonth('payroll-analytics.validation.month');

export const payrollAnalyticsQuerySchema = z
  .object({ from: month.optional(), to: month.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'payroll-analytics.validation.range',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) <= 120, {
    message: 'payroll-analytics.validation.tooLong',
    path: ['from'],
  });
export type PayrollAnalyticsQuery = z.input<typeof payrollAnalyticsQuerySchema>;

/** Whole months from `from` to `to`, both included ('2026-01'..'2026-12' → 12). */
export function monthsBetween(from: string, to: string) {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5)) + 1
  );
}

/** The default range: the 12 months ending with `today`'s month. */
export function defaultRange(today: Date): { from: string; to: string } {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth(); // 0-based
  const start = new Date(Date.UTC(y, m - 11, 1));
  const fmt = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return { from: fmt(start), to: fmt(today) };
}

const figures = z.object({
  average: z.number().int(),
  median: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  total: z.number().int(),
});
const range = { from: z.string(), to: z.string(), runs: z.number().int() };

/** GET payroll/analytics/employee-salary-stat */
export const salaryStatSchema = z.object({
  ...range,
  currencies: z.array(
    z.object({
      currency: z.string(),
      headcount: z.number().int(),
      employeeMonths: z.number().int(),
      gross: figures,
      net: figures,
    }),
  ),
});
export type SalaryStat = z.infer<typeof salaryStatSchema>;

/** GET payroll/analytics/employee-salary-distribution: people per band of their average monthly gross. */
export const salaryDistributionSchema = z.object({
  ...range,
  currencies: z.array(
    z.object({
      currency: z.string(),
      headcount: z.number().int(),
      bands: z.array(
        z.object({ from: z.number().int(), to: z.number().int().nullable(), headcount: z.number().int() }),
      ),
    }),
  ),
});
export type SalaryDistribution = z.infer<typeof salaryDistributionSchema>;

/** GET payroll/analytics/department-salary-distribution: totals per department (the run's snapshot of it). */
export const departmentDistributionSchema = z.object({
  ...range,
  departments: z.array(
    z.object({
      department: z.string().nullable(),
      currency: z.string(),
      headcount: z.number().int(),
      gross: z.number().int(),
      net: z.number().int(),
      paye: z.number().int(),
    }),
  ),
});
export type DepartmentDistribution = z.infer<typeof departmentDistributionSchema>;

/**
 * Band edges (minor units) of monthly gross per currency: band i is [edge i-1, edge i), the first from 0, the
 * last open-ended. Chosen for the local pay levels of each country; other currencies use USD's.
 */
const MAJOR_EDGES: Record<string, number[]> = {
  NGN: [100_000, 250_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
  GHS: [1_000, 2_500, 5_000, 10_000, 20_000, 50_000],
  KES: [25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000],
  UGX: [500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000, 20_000_000],
  USD: [500, 1_000, 2_500, 5_000, 10_000, 20_000],
};
export function bandEdges(currency: string): number[] {
  const edges = MAJOR_EDGES[currency] ?? MAJOR_EDGES.USD!;
  return edges.map((e) => e * 10 ** getCurrencyDigits(currency));
}
export const BAND_CURRENCIES = Object.keys(MAJOR_EDGES);
