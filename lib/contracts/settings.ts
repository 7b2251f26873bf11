import { z } from 'zod';
import { BONUS_TYPES, BREAKDOWN_TOTAL, COMPANY_SIZES, SETTING_TOGGLE_KEYS } from './settings-values';

export * from './settings-values';

const bps = z.number().int({ message: 'validation.invalid' }).min(0).max(BREAKDOWN_TOTAL);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const toggleSettingSchema = z.object({ key: z.enum(SETTING_TOGGLE_KEYS), enabled: z.boolean() });
export type ToggleSettingInput = z.infer<typeof toggleSettingSchema>;

/** A yearly bonus: a percentage (basis points of basic pay) or a fixed amount in minor units, paid in `month`. */
export const payrollBonusSchema = z
  .object({
    enabled: z.boolean(),
    type: z.enum(BONUS_TYPES),
    value: z.number().int({ message: 'validation.invalid' }).min(0).max(1_000_000_000_000),
    month: z.number().int().min(1).max(12),
  })
  .refine((b) => b.type !== 'percentage' || b.value <= BREAKDOWN_TOTAL, {
    message: 'validation.bonusPercentage',
    path: ['value'],
  });
export type PayrollBonus = z.infer<typeof payrollBonusSchema>;

export const salaryBreakdownSchema = z
  .object({ basic: bps, housing: bps, transport: bps, other: bps })
  .refine((b) => b.basic + b.housing + b.transport + b.other === BREAKDOWN_TOTAL, {
    message: 'validation.breakdownSum',
    path: ['total'],
  });
export type SalaryBreakdown = z.infer<typeof salaryBreakdownSchema>;
export const approvalLevelsSchema = z.object({
  levels: z
    .array(
      z.object({ level: z.number().int().min(1).max(10), userId: z.uuid({ message: 'validation.invalid' }) }),
    )
    .max(10)
    .refine((l) => l.every((x, i) => x.level === i + 1), { message: 'validation.approvalLevelsOrder' })
    .refine((l) => new Set(l.map((x) => x.userId)).size === l.length, {
      message: 'validation.approvalLevelsUnique',
    }),
});
export type ApprovalLevelsInput = z.infer<typeof approvalLevelsSchema>;

export const organizationDetailsSchema = z.object({
  name: z.string().trim().min(2, { message: 'validation.required' }).max(200),
  address: optionalText(500),
  industry: optionalText(100),
  companySize: z
    .enum(COMPANY_SIZES, { message: 'validation.invalidOption' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{7,20}$/, { message: 'validation.phone' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'validation.email' }))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type OrganizationDetailsInput = z.input<typeof organizationDetailsSchema>;

/** PUT settings/update: any subset of the settings, each part validated as in its own route. */
export const updateSettingsSchema = z.object({
  toggles: z.partialRecord(z.enum(SETTING_TOGGLE_KEYS), z.boolean()).optional(),
  payrollBonus: payrollBonusSchema.optional(),
  salaryBreakdown: salaryBreakdownSchema.optional(),
  approvalLevels: approvalLevelsSchema.shape.levels.optional(),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

export const organizationDetailsOutSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  currency: z.string(),
  kycStatus: z.string(),
  address: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsOutSchema>;

export const organizationSettingsSchema = z.object({
  organization: organizationDetailsOutSchema,
  toggles: z.record(z.string(), z.boolean()),
  payrollBonus: z.object({
    enabled: z.boolean(),
    type: z.enum(BONUS_TYPES),
    value: z.number(),
    month: z.number(),
  }),
  salaryBreakdown: z.object({
    basic: z.number(),
    housing: z.number(),
    transport: z.number(),
    other: z.number(),
  }),
  approvalLevels: z.array(
    z.object({ level: z.number(), userId: z.string(), name: z.string(), email: z.string() }),
  ),
  updatedAt: z.string(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;
