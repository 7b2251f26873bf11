import { z } from 'zod';
import {
  OFF_CYCLE_KINDS,
  PAYOUT_STATUSES,
  PAYROLL_RUN_TYPES,
  PAYROLL_STATUSES,
  PAYROLL_WARNINGS,
} from './payroll-values';

/**
 * A payroll run as the API answers it (re-exported by ./payroll.ts): totals per currency, the run, its
 * employees and payslip lines, the variance against the last run, an off-cycle run's amounts, the create
 * screen's init data, the stats card and an employee's payroll history. Money is integer minor units.
 */

/** Totals of one currency; flagged (negative net) employees are excluded. */
export const payrollTotalsEntrySchema = z.object({
  gross: z.number(),
  net: z.number(),
  paye: z.number(),
  deductions: z.number(),
  employerContributions: z.number(),
  employees: z.number(),
});
export type PayrollTotalsEntry = z.infer<typeof payrollTotalsEntrySchema>;
/** Keyed by currency: `{ NGN: {...}, USD: {...} }`. */
export const payrollTotalsSchema = z.record(z.string(), payrollTotalsEntrySchema);
export type PayrollTotals = z.infer<typeof payrollTotalsSchema>;

export const payslipLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  amount: z.number(),
  basis: z.string(),
  rule: z.string(),
});
export type PayslipLineOut = z.infer<typeof payslipLineSchema>;

/** An approval, rejection or voided approval on the run's timeline. */
export const payrollApprovalSchema = z.object({
  id: z.string(),
  level: z.number(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  decision: z.enum(['approved', 'rejected']),
  comment: z.string().nullable(),
  version: z.number(),
  /** true when a later compute voided it */
  voided: z.boolean(),
  createdAt: z.string(),
});
export type PayrollApproval = z.infer<typeof payrollApprovalSchema>;

/** The run itself (create's answer, list rows, and the top of the detail). */
export const payrollRunSchema = z.object({
  id: z.string(),
  name: z.string(),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  runType: z.enum(PAYROLL_RUN_TYPES),
  payrollGroupId: z.string().nullable(),
  payrollGroupName: z.string().nullable(),
  status: z.enum(PAYROLL_STATUSES),
  version: z.number(),
  fxRates: z.record(z.string(), z.number()),
  totals: payrollTotalsSchema,
  /** Employees in the run, and those flagged (negative net, excluded from totals). */
  employeeCount: z.number(),
  flaggedCount: z.number(),
  /** Levels in the approval chain (1 without levels) and how many are approved at the current version. */
  approvalLevels: z.number(),
  approvedLevels: z.number(),
  /** The next level to approve, with its approver when levels are set (null: anyone with payroll.approve). */
  nextApprover: z
    .object({
      level: z.number(),
      userId: z.string().nullable(),
      name: z.string().nullable(),
      /** false when the named approver does not hold payroll.approve (they cannot act until replaced) */
      hasPermission: z.boolean(),
    })
    .nullable(),
  /** An approved run whose payouts wait for the pay date: when they start (ISO instant); null otherwise. */
  scheduledFor: z.string().nullable(),
  /** Paid through the employer's own bank (issue 36): the bank's reference and the day it paid; absent otherwise. */
  bankPayment: z.object({ reference: z.string(), paidOn: z.string().nullable() }).optional(),
  rejectionReason: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  computedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PayrollRun = z.infer<typeof payrollRunSchema>;

/** Run with totals: what compute, approve and reject answer. */
export const payrollRunWithTotalsSchema = payrollRunSchema;

/** One employee of a run (`id` is the payroll-employee id download-payslip takes). */
export const payrollEmployeeRowSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  name: z.string(),
  staffId: z.string(),
  department: z.string().nullable(),
  currency: z.string(),
  bank: z.object({
    bankName: z.string().nullable(),
    accountNumberMasked: z.string().nullable(),
    verified: z.boolean(),
  }),
  gross: z.number(),
  taxableIncome: z.number(),
  paye: z.number(),
  deductions: z.number(),
  employerContributions: z.number(),
  net: z.number(),
  /** Negative net: never paid, excluded from totals until fixed. */
  flagged: z.boolean(),
  warnings: z.array(z.string()),
  regime: z.string().nullable(),
  lines: z.array(payslipLineSchema),
  /** null until the run is approved (and for rows not paid: flagged or zero net) */
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  payoutFailureReason: z.string().nullable(),
  /** the provider's id of the latest payment (Paystack `transfer_code`) and the bank's (NIP session id), once known */
  payoutProviderReference: z.string().nullable().optional(),
  payoutBankReference: z.string().nullable().optional(),
});
export type PayrollEmployeeRow = z.infer<typeof payrollEmployeeRowSchema>;

/** Against the last approved run of the same group and run type. */
export const payrollVarianceSchema = z.object({
  previousRunId: z.string().nullable(),
  previousPeriod: z.string().nullable(),
  joiners: z.array(
    z.object({
      employeeId: z.string(),
      name: z.string(),
      currency: z.string(),
      gross: z.number(),
      net: z.number(),
    }),
  ),
  leavers: z.array(
    z.object({
      employeeId: z.string(),
      name: z.string(),
      currency: z.string(),
      gross: z.number(),
      net: z.number(),
    }),
  ),
  changed: z.array(
    z.object({
      employeeId: z.string(),
      name: z.string(),
      currency: z.string(),
      previousGross: z.number(),
      gross: z.number(),
      previousNet: z.number(),
      net: z.number(),
    }),
  ),
  /** Per-currency totals of the previous run. */
  previousTotals: payrollTotalsSchema,
  /** The lists hold at most 200 people each; the counts are complete. */
  joinersCount: z.number(),
  leaversCount: z.number(),
  changedCount: z.number(),
});
export type PayrollVariance = z.infer<typeof payrollVarianceSchema>;

/** One amount an off-cycle run pays, with the person as they were when the run was created. */
export const offCycleAmountSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  staffId: z.string(),
  currency: z.string(),
  kind: z.enum(OFF_CYCLE_KINDS),
  amount: z.number(),
});
export type OffCycleAmount = z.infer<typeof offCycleAmountSchema>;

/** What an off-cycle run was asked to pay: the first 200 amounts, how many there are, totals per kind and currency. */
export const offCycleSummarySchema = z.object({
  /** the organisation's country (the engine's rules for each kind: `earningTreatment`) */
  country: z.string(),
  amounts: z.array(offCycleAmountSchema),
  count: z.number(),
  totals: z.array(
    z.object({ kind: z.enum(OFF_CYCLE_KINDS), currency: z.string(), amount: z.number(), people: z.number() }),
  ),
});
export type OffCycleSummary = z.infer<typeof offCycleSummarySchema>;

/** GET payroll/{payrollId}: `meta` pages `employees`. */
export const payrollDetailSchema = payrollRunSchema.extend({
  approvals: z.array(payrollApprovalSchema),
  /** Against the last approved regular run; empty for off-cycle runs (they are not compared with regular pay). */
  variance: payrollVarianceSchema,
  /** null for regular runs */
  offCycle: offCycleSummarySchema.nullable(),
  employees: z.array(payrollEmployeeRowSchema),
});
export type PayrollDetail = z.infer<typeof payrollDetailSchema>;

/** An employee POST payroll/get-init-data would include. */
export const payrollInitEmployeeSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  staffId: z.string(),
  department: z.string().nullable(),
  currency: z.string(),
  status: z.string(),
  /** basic + housing + transport + other, minor units of `currency` */
  monthlyGross: z.number(),
  warnings: z.array(z.enum(PAYROLL_WARNINGS)),
});
export type PayrollInitEmployee = z.infer<typeof payrollInitEmployeeSchema>;

export const payrollInitDataSchema = z.object({
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** last working day (Mon–Fri) of the month */
  defaultPayDate: z.string(),
  runType: z.enum(PAYROLL_RUN_TYPES),
  payrollGroupId: z.string().nullable(),
  /** the organisation's country: which statutory rules apply (e.g. how an off-cycle amount is taxed) */
  country: z.string(),
  localCurrency: z.string(),
  currencies: z.array(z.string()),
  needsFxRate: z.boolean(),
  employees: z.array(payrollInitEmployeeSchema),
  lastApproved: z.object({ id: z.string(), period: z.string(), totals: payrollTotalsSchema }).nullable(),
  /** A run (not rejected) already holding this regular slot. */
  existingRunId: z.string().nullable(),
});
export type PayrollInitData = z.infer<typeof payrollInitDataSchema>;

/** GET payroll/stats-card: the last two computed regular runs (off-cycle runs are not compared with them). */
export const payrollStatsCardSchema = z.object({
  lastRun: z
    .object({ id: z.string(), period: z.string(), payDate: z.string(), status: z.enum(PAYROLL_STATUSES) })
    .nullable(),
  previousRun: z.object({ id: z.string(), period: z.string() }).nullable(),
  /** per currency: the last run's figures and the previous run's */
  currencies: z.record(
    z.string(),
    z.object({
      gross: z.number(),
      net: z.number(),
      paye: z.number(),
      headcount: z.number(),
      previous: z
        .object({ gross: z.number(), net: z.number(), paye: z.number(), headcount: z.number() })
        .nullable(),
    }),
  ),
  awaitingApproval: z.number(),
  nextPayDate: z.string().nullable(),
});
export type PayrollStatsCard = z.infer<typeof payrollStatsCardSchema>;

/** One line of GET employees/{employee_id}/payroll-history (newest period first). */
export const payrollHistoryEntrySchema = z.object({
  payrollId: z.string(),
  payrollEmployeeId: z.string(),
  name: z.string(),
  period: z.string(),
  payDate: z.string(),
  runType: z.enum(PAYROLL_RUN_TYPES),
  currency: z.string(),
  gross: z.number(),
  paye: z.number(),
  deductions: z.number(),
  net: z.number(),
  status: z.enum(PAYROLL_STATUSES),
});
export type PayrollHistoryEntry = z.infer<typeof payrollHistoryEntrySchema>;

/**
 * The line as GET employees/{employee_id}/payroll-history answers it, with the person's own payment:
 * `payoutStatus` and `payoutFailureReason` are their latest payment's (null until the run pays them);
 * `status` is `paid` once they are paid (someone paid in a partly paid run is paid), else the run's status;
 * `runStatus` is always the run's.
 */
export const employeePayrollHistoryEntrySchema = payrollHistoryEntrySchema.extend({
  runStatus: z.enum(PAYROLL_STATUSES),
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  payoutFailureReason: z.string().nullable(),
});
export type EmployeePayrollHistoryEntry = z.infer<typeof employeePayrollHistoryEntrySchema>;
