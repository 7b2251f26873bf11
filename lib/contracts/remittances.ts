import { z } from 'zod';
import { calendarDate, calendarMonth, text } from './fields';
import { pageQuerySchema } from './pagination';

/**
 * Statutory remittances (issue 14): what each approved run owes each authority (liabilities per type and
 * payee), the receipts that settle them, schedules, and statutory admins. Module `remittances`, API prefix
 * `/statutory`. Messages are i18n keys; the module's own live under `remittances.*`.
 */

/** The statutory types of each country, lower case as they appear in `statutory/{type}/…`. */
export const STATUTORY_TYPES = {
  NG: ['paye', 'pension', 'nhf', 'nsitf', 'itf'],
  KE: ['paye', 'nssf', 'shif', 'ahl', 'nita'],
  GH: ['paye', 'ssnit'],
  UG: ['paye', 'nssf', 'lst'],
} as const;
export type StatutoryCountry = keyof typeof STATUTORY_TYPES;
export const ALL_STATUTORY_TYPES = [
  'paye',
  'pension',
  'nhf',
  'nsitf',
  'itf',
  'nssf',
  'shif',
  'ahl',
  'nita',
  'ssnit',
  'lst',
] as const;
export type StatutoryType = (typeof ALL_STATUTORY_TYPES)[number];

export const statutoryTypesOf = (country: string): readonly StatutoryType[] =>
  (STATUTORY_TYPES as Record<string, readonly StatutoryType[]>)[country] ?? [];

export const LIABILITY_STATUSES = ['outstanding', 'part_remitted', 'remitted', 'overdue'] as const;
export type LiabilityStatus = (typeof LIABILITY_STATUSES)[number];

const id = z.uuid({ message: 'validation.invalid' });
const isoDate = calendarDate('remittances.validation.date');
const minor = z
  .number({ message: 'remittances.validation.amount' })
  .int({ message: 'remittances.validation.amount' })
  .positive({ message: 'remittances.validation.amount' })
  .max(Number.MAX_SAFE_INTEGER, { message: 'remittances.validation.amount' });

/**
 * `{type}`: one of every country's types, in any case (`PAYE`); the document lists them. A type the
 * organisation's country has not, or no type at all, answers 404.
 */
export const typeParamsSchema = z.object({
  type: z
    .string()
    .max(20)
    .meta({ enum: [...ALL_STATUTORY_TYPES], description: 'A remittance type of the organisation’s country' }),
});

// ——— Liabilities ———
export const liabilityQuerySchema = pageQuerySchema.extend({
  payrollId: id.optional(),
  status: z.enum(LIABILITY_STATUSES, { message: 'validation.invalidOption' }).optional(),
});

export const liabilitySchema = z.object({
  id: z.string(),
  type: z.enum(ALL_STATUTORY_TYPES),
  payee: z.string(),
  payrollId: z.string(),
  payrollName: z.string(),
  period: z.string(),
  payDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  employeeAmount: z.number(),
  employerAmount: z.number(),
  amount: z.number(),
  remitted: z.number(),
  outstanding: z.number(),
  employees: z.number(),
  status: z.enum(LIABILITY_STATUSES),
});
export type Liability = z.infer<typeof liabilitySchema>;

/** One card of the remittances overview: a type's totals over every run. */
export const typeSummarySchema = z.object({
  type: z.enum(ALL_STATUTORY_TYPES),
  currency: z.string(),
  outstanding: z.number(),
  overdue: z.number(),
  remitted: z.number(),
  liabilities: z.number(),
  nextDueDate: z.string().nullable(),
});
export type TypeSummary = z.infer<typeof typeSummarySchema>;

// ——— Receipts ———
export const receiptInputSchema = z.object({
  payrollId: id,
  payee: text(120),
  amount: minor,
  paidOn: isoDate,
  reference: text(120),
  fileId: id,
});
export type ReceiptInput = z.input<typeof receiptInputSchema>;

export const receiptQuerySchema = pageQuerySchema.extend({
  type: z.enum(ALL_STATUTORY_TYPES, { message: 'validation.invalidOption' }).optional(),
  payrollId: id.optional(),
  payee: z.string().trim().max(120).optional(),
  /** YYYY-MM: the runs of that period */
  period: calendarMonth('remittances.validation.period').optional(),
});

export const receiptSchema = z.object({
  id: z.string(),
  type: z.enum(ALL_STATUTORY_TYPES),
  payee: z.string(),
  payrollId: z.string(),
  payrollName: z.string(),
  period: z.string(),
  currency: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  reference: z.string(),
  fileId: z.string().nullable(),
  source: z.enum(['manual', 'sheet', 'auto']),
  createdAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** POST statutory/upload-sheet: a sheet file (multipart `file`) or its rows as JSON. */
export const uploadSheetRowSchema = z.object({
  type: z.string().trim().toLowerCase(),
  payrollId: id,
  payee: text(120),
  amount: minor,
  paidOn: isoDate,
  reference: text(120),
});
export const uploadSheetJsonSchema = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).max(5000, { message: 'validation.tooBig' }).optional(),
});
export const uploadResultSchema = z.object({ recorded: z.number() });
export const uploadErrorSchema = z.object({ row: z.number(), message: z.string() });

// ——— Registration numbers (our addition: GET/PUT statutory/{type}/settings) ———
export const registrationSchema = z.object({
  /** employer pension code, NHF employer number, NSITF/ITF numbers, KRA PIN, SSNIT employer number… */
  employerNumber: z.string().trim().max(60, { message: 'validation.tooLong' }).default(''),
  /** PAYE (NG): the employer's tax ID per state tax authority, keyed by state */
  payeeNumbers: z
    .record(z.string().max(120), z.string().trim().max(60, { message: 'validation.tooLong' }))
    .default({}),
});
export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;

// ——— Statutory admins ———
export const createAdminSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { message: 'validation.tooLong' })
    .pipe(z.email({ message: 'validation.email' })),
});
export const adminParamsSchema = z.object({ orgStatutoryAdminId: id });

export const statutoryAdminSchema = z.object({
  id: z.string(),
  type: z.enum(ALL_STATUTORY_TYPES),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(['pending', 'active']),
  createdAt: z.string(),
});
export type StatutoryAdmin = z.infer<typeof statutoryAdminSchema>;

export const orgAdminSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['employer', 'team_admin']),
});
export type OrgAdmin = z.infer<typeof orgAdminSchema>;
