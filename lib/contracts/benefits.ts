import { z } from 'zod';
import { pageQuerySchema } from './pagination';

/**
 * Earned wage access (issue 14, spec §7 `employees/benefits/earned-wage-access*`). Money is integer minor
 * units of the employee's pay currency; a percentage fee is a number of percent (2 = 2 %), two decimals at most.
 * Messages are `benefits.validation.*` keys.
 */
const v = (key: string) => ({ message: `benefits.validation.${key}` });
const minor = z
  .number(v('wholeAmount'))
  .int(v('wholeAmount'))
  .min(0, v('notNegative'))
  .max(1e13, v('tooLarge'));

export const EWA_FEE_TYPES = ['flat', 'percentage'] as const;
export const EWA_FEE_PAYERS = ['employee', 'employer'] as const;
export const EWA_STATUSES = ['processing', 'paid', 'failed', 'recovered', 'partially_recovered'] as const;
export type EwaStatus = (typeof EWA_STATUSES)[number];

export const ewaFeeSchema = z
  .object({
    type: z.enum(EWA_FEE_TYPES, v('feeType')),
    value: z.number(v('feeValue')).min(0, v('notNegative')).max(1e13, v('tooLarge')),
    paidBy: z.enum(EWA_FEE_PAYERS, v('feePaidBy')),
  })
  .superRefine((f, ctx) => {
    if (f.type === 'flat' && !Number.isInteger(f.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'benefits.validation.wholeAmount' });
    if (f.type === 'percentage' && f.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'benefits.validation.percentRange' });
    if (f.type === 'percentage' && Math.round(f.value * 100) !== f.value * 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'benefits.validation.twoDecimals' });
  });

export const ewaSettingsSchema = z
  .object({
    enabled: z.boolean(v('enabled')),
    maxSharePercent: z
      .number(v('sharePercent'))
      .int(v('sharePercent'))
      .min(1, v('sharePercent'))
      .max(100, v('sharePercent')),
    minAmount: minor,
    maxAmount: minor,
    maxPerMonth: z
      .number(v('maxPerMonth'))
      .int(v('maxPerMonth'))
      .min(1, v('maxPerMonth'))
      .max(31, v('maxPerMonth')),
    fee: ewaFeeSchema,
    cutoffDays: z
      .number(v('cutoffDays'))
      .int(v('cutoffDays'))
      .min(0, v('cutoffDays'))
      .max(28, v('cutoffDays')),
  })
  .superRefine((s, ctx) => {
    if (s.maxAmount > 0 && s.maxAmount < s.minAmount)
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'benefits.validation.maxBelowMin' });
  });
export type EwaSettings = z.output<typeof ewaSettingsSchema>;
export type EwaSettingsInput = z.input<typeof ewaSettingsSchema>;

/** What an organisation that never saved its settings gets. `maxAmount` 0 = no limit beyond the cap. */
export const EWA_DEFAULT_SETTINGS: EwaSettings = {
  enabled: false,
  maxSharePercent: 50,
  minAmount: 0,
  maxAmount: 0,
  maxPerMonth: 1,
  fee: { type: 'flat', value: 0, paidBy: 'employee' },
  cutoffDays: 3,
};

/** Why an employee cannot draw (GET …/no-access, and the 422 of a refused advance). */
export const EWA_NO_ACCESS_REASONS = [
  'not_eligible',
  'suspended',
  'no_verified_bank_account',
  'separated',
] as const;
export type EwaNoAccessReason = (typeof EWA_NO_ACCESS_REASONS)[number];

export const ewaCapQuerySchema = z.object({ employeeId: z.uuid(v('invalidId')) });

/** The live cap and every figure it came from, so the dialog can show its working. */
export const ewaCapSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  currency: z.string(),
  cap: z.number(),
  month: z.string(),
  today: z.string(),
  payDate: z.string(),
  cutoffDate: z.string(),
  monthlyNet: z.number(),
  workingDaysElapsed: z.number(),
  workingDaysInMonth: z.number(),
  earnedToDate: z.number(),
  maxSharePercent: z.number(),
  available: z.number(),
  takenThisMonth: z.number(),
  advancesThisMonth: z.number(),
  maxPerMonth: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  fee: z.object({ type: z.enum(EWA_FEE_TYPES), value: z.number(), paidBy: z.enum(EWA_FEE_PAYERS) }),
  /** null: the employee may draw now (up to `cap`) */
  blockedReason: z.string().nullable(),
});
export type EwaCap = z.infer<typeof ewaCapSchema>;

export const createEwaAdvanceSchema = z.object({
  employeeId: z.uuid(v('invalidId')),
  amount: z
    .number(v('wholeAmount'))
    .int(v('wholeAmount'))
    .min(1, v('amountPositive'))
    .max(1e13, v('tooLarge')),
});
export type CreateEwaAdvanceInput = z.input<typeof createEwaAdvanceSchema>;

export const ewaAdvanceListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(EWA_STATUSES, v('status')).optional(),
  employeeId: z.uuid(v('invalidId')).optional(),
});

export const ewaAdvanceSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  staffId: z.string().nullable(),
  month: z.string(),
  currency: z.string(),
  amount: z.number(),
  fee: z.number(),
  feePaidBy: z.enum(EWA_FEE_PAYERS),
  recoverable: z.number(),
  recovered: z.number(),
  outstanding: z.number(),
  status: z.enum(EWA_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type EwaAdvance = z.infer<typeof ewaAdvanceSchema>;

export const ewaNoAccessQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export const ewaNoAccessSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  staffId: z.string().nullable(),
  reason: z.enum(EWA_NO_ACCESS_REASONS),
});
export type EwaNoAccess = z.infer<typeof ewaNoAccessSchema>;

/** The benefits page's EWA card. Money per currency. */
export const ewaSummarySchema = z.object({
  enabled: z.boolean(),
  month: z.string(),
  drawnThisMonth: z.record(z.string(), z.number()),
  outstanding: z.record(z.string(), z.number()),
  employeesUsing: z.number(),
});
export type EwaSummary = z.infer<typeof ewaSummarySchema>;
