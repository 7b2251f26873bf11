import { z } from 'zod';
import { calendarDate, calendarMonth, required, text } from './fields';
import { pageQuerySchema } from './pagination';
import { payOnSchema } from './payroll-release';
import {
  NHF_BASES,
  OFF_CYCLE_KINDS,
  PAYROLL_RUN_TYPES,
  PAYROLL_STATUSES,
  type PayrollStatus,
} from './payroll-values';

export * from './payroll-values';
export * from './payroll-run';

/**
 * Payroll runs (issue 12, spec §7 Payroll). Money is integer minor units of the currency it is keyed by.
 * A run moves draft → pending_approval (computed) → approved | rejected; `version` grows at every compute
 * and approvals/rejections must name the version they saw. Messages are i18n keys.
 */
const id = z.uuid({ message: 'validation.invalid' });

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

/**
 * GET and PATCH payroll/settings (our addition): payroll options that are not on/off switches. The switches
 * (`payroll.prorateJoiners`…), bonus, salary breakdown and approval levels stay in organizations/settings.
 */
export const PRORATION_BASES = ['calendar', 'working'] as const;
/** The language payslips and the payroll sheet are written in: the organisation's, whoever downloads them. */
export const DOCUMENT_LANGUAGES = ['en-GB', 'zh-CN'] as const;
/**
 * `payroll.disbursement` (issue 36): how an approved run is paid — from the wallet by payouts (`wallet`), or by
 * a bulk file the employer uploads to their own bank (`bank-file`: the run waits in `awaiting_bank_payment`).
 */
export const DISBURSEMENT_METHODS = ['wallet', 'bank-file'] as const;
export type DisbursementMethod = (typeof DISBURSEMENT_METHODS)[number];
export const payrollSettingsSchema = z.object({
  nhfBase: z.enum(NHF_BASES),
  prorationBasis: z.enum(PRORATION_BASES),
  documentLanguage: z.enum(DOCUMENT_LANGUAGES),
  disbursement: z.enum(DISBURSEMENT_METHODS),
});
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;
export const payrollSettingsInputSchema = z.object({
  nhfBase: z.enum(NHF_BASES, { message: 'validation.invalidOption' }).optional(),
  prorationBasis: z.enum(PRORATION_BASES, { message: 'validation.invalidOption' }).optional(),
  documentLanguage: z.enum(DOCUMENT_LANGUAGES, { message: 'validation.invalidOption' }).optional(),
  disbursement: z.enum(DISBURSEMENT_METHODS, { message: 'validation.invalidOption' }).optional(),
});
export type PayrollSettingsInput = z.input<typeof payrollSettingsInputSchema>;
