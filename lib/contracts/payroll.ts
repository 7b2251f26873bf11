import { z } from 'zod';
import { calendarDate, calendarMonth, required, text } from './fields';
import { pageQuerySchema } from './pagination';
import { payOnSchema } from './payroll-release';

/**
 * Payroll runs (issue 12, spec §7 Payroll). Money is integer minor units of the currency it is keyed by.
 * A run moves draft → pending_approval (computed) → approved | rejected; `version` grows at every compute
 * and approvals/rejections must name the version they saw. Messages are i18n keys.
 */
const id = z.uuid({ message: 'validation.invalid' });

export const PAYROLL_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'rejected',
  'disbursing',
  'paid',
  'partially_paid',
] as const;
/** A run whose last approval was given: approved, then disbursing → paid | partially_paid as the money moves. */
export const APPROVED_PAYROLL_STATUSES = ['approved', 'disbursing', 'paid', 'partially_paid'] as const;
/** Where one employee's pay is: queued, sent to the bank, paid, or failed (with the bank's reason). */
export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
export const PAYROLL_RUN_TYPES = ['regular', 'off-cycle'] as const;
export type PayrollRunType = (typeof PAYROLL_RUN_TYPES)[number];
/**
 * What an off-cycle run pays each person (issue 29 item 8): a bonus, arrears (back pay of salary) or another
 * one-off earning. Each kind enters the statutory engine as one of its earnings inputs (`OFF_CYCLE_KIND_INPUT`):
 * arrears with basic salary (so they count where the country's pension base includes basic), the others in
 * other earnings; `earningTreatment` in lib/payroll says what that means per country.
 */
export const OFF_CYCLE_KINDS = ['bonus', 'arrears', 'one-off'] as const;
export type OffCycleKind = (typeof OFF_CYCLE_KINDS)[number];
export const OFF_CYCLE_KIND_INPUT: Record<OffCycleKind, 'basic' | 'other'> = {
  bonus: 'other',
  arrears: 'basic',
  'one-off': 'other',
};
export const NHF_BASES = ['basic', 'income'] as const;
export type NhfBase = (typeof NHF_BASES)[number];

/** Warnings about an employee a run would include (init data) or includes (rows). */
export const PAYROLL_WARNINGS = [
  'noBankAccount',
  'bankUnverified',
  'usdNeedsRate',
  'joinerProrated',
  'leaverProrated',
  'suspendedWithoutPay',
  'suspendedWithPay',
  'zeroPay',
  'negativeNet',
] as const;
export type PayrollWarning = (typeof PAYROLL_WARNINGS)[number];

/** 'YYYY-MM', months 01–12. */
export const periodSchema = calendarMonth('payroll.validation.period');
const isoDate = calendarDate('payroll.validation.date');

/** Local currency units per 1 USD (e.g. 1550.5 NGN per USD). */
export const fxRatesSchema = z.object({
  USD: z
    .number({ message: 'payroll.validation.fxRate' })
    .positive({ message: 'payroll.validation.fxRate' })
    .max(1_000_000, { message: 'payroll.validation.fxRate' })
    .optional(),
});
export type FxRates = z.infer<typeof fxRatesSchema>;

// ——— Requests ———

/** POST payroll/get-init-data */
export const payrollInitInputSchema = z.object({
  period: periodSchema,
  payrollGroupId: id.nullable().optional(),
  runType: z.enum(PAYROLL_RUN_TYPES, { message: 'validation.invalidOption' }).optional(),
});
export type PayrollInitInput = z.input<typeof payrollInitInputSchema>;

/** One amount of an off-cycle run: minor units of the employee's pay currency, > 0. */
export const offCycleAmountInputSchema = z.object({
  employeeId: id,
  kind: z.enum(OFF_CYCLE_KINDS, { message: 'validation.invalidOption' }),
  amount: z
    .number({ message: 'payroll.validation.amount' })
    .int({ message: 'payroll.validation.amount' })
    .positive({ message: 'payroll.validation.amount' })
    .max(100_000_000_000, { message: 'validation.tooBig' }),
});
export type OffCycleAmountInput = z.input<typeof offCycleAmountInputSchema>;

/**
 * POST payroll/create: `fxRates.USD` is required (422 on `fxRates.USD`) when a USD employee is included.
 * An off-cycle run needs `amounts` (422 on `amounts` without one): it pays exactly those people those amounts
 * (`employeeIds`, when also sent, must name everyone with an amount); a regular run takes none.
 */
export const payrollCreateSchema = z.object({
  name: text(120),
  period: periodSchema,
  payDate: isoDate,
  payrollGroupId: id.nullable().optional(),
  runType: z.enum(PAYROLL_RUN_TYPES, { message: 'validation.invalidOption' }).optional(),
  /** Restrict the run to these employees (each must be eligible); default: every eligible employee. */
  employeeIds: z.array(id).min(1, required).max(200_000, { message: 'validation.tooBig' }).optional(),
  fxRates: fxRatesSchema.optional(),
  /** Off-cycle runs only: what each person is paid (several lines per person allowed). */
  amounts: z.array(offCycleAmountInputSchema).max(200_000, { message: 'validation.tooBig' }).optional(),
});
export type PayrollCreateInput = z.input<typeof payrollCreateSchema>;

/** POST payroll/compute */
export const payrollComputeSchema = z.object({ payrollId: id });
export type PayrollComputeInput = z.input<typeof payrollComputeSchema>;

/**
 * PATCH payroll/{payrollId}/approve. `payOn` matters at the last level only: `now` (the default, so a client
 * that never sends it pays at once) or `payDate` (payouts from 06:00 on the pay date, organisation's time).
 */
export const payrollApproveSchema = z.object({
  version: z.number({ message: 'validation.required' }).int().min(1),
  comment: z.string().trim().max(1000, { message: 'validation.tooLong' }).optional(),
  payOn: payOnSchema.optional(),
});
export type PayrollApproveInput = z.input<typeof payrollApproveSchema>;

/** PATCH payroll/{payrollId}/reject: the reason is required. */
export const payrollRejectSchema = z.object({
  version: z.number({ message: 'validation.required' }).int().min(1),
  reason: z
    .string({ message: 'payroll.validation.reasonRequired' })
    .trim()
    .min(1, { message: 'payroll.validation.reasonRequired' })
    .max(1000, { message: 'validation.tooLong' }),
});
export type PayrollRejectInput = z.input<typeof payrollRejectSchema>;

export const payrollParamsSchema = z.object({ payrollId: id });

/** GET payroll: paged, by status and year of the period. */
export const payrollListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PAYROLL_STATUSES, { message: 'validation.invalidOption' }).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type PayrollListQuery = { page?: number; perPage?: number; status?: PayrollStatus; year?: number };

/** GET payroll/{payrollId}: one page of the run's employees (`search` by name or staff ID). */
export const payrollDetailQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type PayrollDetailQuery = { page?: number; perPage?: number; search?: string };

// ——— Answers ———

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

/**
 * GET and PATCH payroll/settings (our addition): payroll options that are not on/off switches. The switches
 * (`payroll.prorateJoiners`…), bonus, salary breakdown and approval levels stay in organizations/settings.
 */
export const PRORATION_BASES = ['calendar', 'working'] as const;
/** The language payslips and the payroll sheet are written in: the organisation's, whoever downloads them. */
export const DOCUMENT_LANGUAGES = ['en-GB', 'zh-CN'] as const;
export const payrollSettingsSchema = z.object({
  nhfBase: z.enum(NHF_BASES),
  prorationBasis: z.enum(PRORATION_BASES),
  documentLanguage: z.enum(DOCUMENT_LANGUAGES),
});
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;
export const payrollSettingsInputSchema = z.object({
  nhfBase: z.enum(NHF_BASES, { message: 'validation.invalidOption' }).optional(),
  prorationBasis: z.enum(PRORATION_BASES, { message: 'validation.invalidOption' }).optional(),
  documentLanguage: z.enum(DOCUMENT_LANGUAGES, { message: 'validation.invalidOption' }).optional(),
});
export type PayrollSettingsInput = z.input<typeof payrollSettingsInputSchema>;
