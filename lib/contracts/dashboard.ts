import { z } from 'zod';

/**
 * Dashboard (issue 4 §9): figures computed from real data, zero before any exists. Money is integer minor
 * units with its currency. A figure the user may not see (a team admin without the wallet permission sees
 * no balances; without employees/payroll no salaries) is `null`, never a made-up zero.
 */
const int = z.number().int();
const currency = z.string().length(3);

/** A figure now and the same figure a period earlier, for the trend arrow. */
export const trendSchema = z.object({ value: int, previous: int });
export type Trend = z.infer<typeof trendSchema>;

export const moneyTrendSchema = trendSchema.extend({ currency });
export type MoneyTrend = z.infer<typeof moneyTrendSchema>;

// GET admin/stats
export const adminStatsSchema = z.object({
  employees: z.object({ active: int, suspended: int, separated: int, total: int }),
  departments: int,
  payrollGroups: int,
  teamAdmins: int,
  pendingInvitations: int,
  /** Balances per wallet; null without the wallet permission. */
  wallets: z.array(z.object({ currency, balance: int })).nullable(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// GET dashboard/stats-card
export const statsCardSchema = z.object({
  /** The organisation's own currency (the default wallet's). */
  currency,
  /** On staff today vs 30 days ago (from start_date / separated_at). */
  totalEmployees: trendSchema,
  /** Monthly gross of active, payroll-enabled employees per pay currency; null without employees/payroll permission. */
  monthlyPayroll: z.array(moneyTrendSchema).nullable(),
  /** The default-currency wallet now vs 30 days ago; null without a wallet or without the wallet permission. */
  walletBalance: moneyTrendSchema.nullable(),
  /** Start dates this calendar month vs last month. */
  newHires: trendSchema,
});
export type StatsCard = z.infer<typeof statsCardSchema>;

// GET dashboard/payroll-distribution-summary
export const payrollDistributionQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { message: 'validation.payCurrency' })
    .transform((s) => s.toUpperCase())
    .optional(),
});
export type PayrollDistributionQuery = z.infer<typeof payrollDistributionQuerySchema>;

export const SALARY_COMPONENTS = ['basic', 'housing', 'transport', 'other'] as const;
export type SalaryComponent = (typeof SALARY_COMPONENTS)[number];

export const payrollDistributionSchema = z.object({
  currency,
  /** Pay currencies in use by active employees, so the screen can offer a switch. */
  currencies: z.array(currency),
  headcount: int,
  gross: int,
  byDepartment: z.array(
    z.object({
      departmentId: z.string().nullable(),
      name: z.string().nullable(),
      headcount: int,
      gross: int,
    }),
  ),
  byComponent: z.array(z.object({ component: z.enum(SALARY_COMPONENTS), amount: int })),
});
export type PayrollDistribution = z.infer<typeof payrollDistributionSchema>;

// GET dashboard/tasks
export const DASHBOARD_TASK_TYPES = [
  'checklist',
  'missingBankAccount',
  'unverifiedBankAccount',
  'pendingBankChanges',
  'pendingInvitations',
  'suspensionsEnding',
  'subscriptionEnding',
  'overdueRemittances',
  'payrollAwaitingApproval',
  'leaveRequestsPending',
] as const;
export type DashboardTaskType = (typeof DASHBOARD_TASK_TYPES)[number];

export const dashboardTaskSchema = z.object({
  type: z.enum(DASHBOARD_TASK_TYPES),
  count: int,
  /** Where the work is done, inside the app (`/app/...`). */
  href: z.string(),
  /** The earliest date it concerns (a suspension or the subscription ending), YYYY-MM-DD. */
  dueDate: z.string().nullable(),
});
export type DashboardTask = z.infer<typeof dashboardTaskSchema>;
/** Only tasks with something to do (count > 0); an empty list means all caught up. */
export const dashboardTasksSchema = z.array(dashboardTaskSchema);

// GET dashboard/employee-stats
const bucket = <K extends z.ZodType>(key: K) => z.array(z.object({ key, count: int }));
export const employeeStatsSchema = z.object({
  byStatus: z.object({ active: int, suspended: int, separated: int }),
  /** Employees on staff (not separated); `unspecified` when no gender was recorded. */
  byGender: bucket(z.string()),
  byEmploymentType: bucket(z.string()),
  byDepartment: z.array(
    z.object({ departmentId: z.string().nullable(), name: z.string().nullable(), count: int }),
  ),
  /** The last 12 calendar months, oldest first, including the current one. */
  monthly: z.array(z.object({ month: z.string(), joiners: int, leavers: int })),
});
export type EmployeeStats = z.infer<typeof employeeStatsSchema>;
