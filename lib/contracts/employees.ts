import { z } from 'zod';
import { calendarDate, calendarMonth, optionalText, required, text } from './fields';
import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, GENDERS, STATUTORY_TYPES } from './employees-values';
import { pageQuerySchema } from './pagination';

export * from './employees-values';

/**
 * Employees (issue 5). One input shape serves the create form, PUT employees/{id}, and every row of a bulk
 * import, so a sheet row is checked by exactly the rules the form uses. Messages are `validation.*` keys.
 * Money is integer minor units per month; dates are YYYY-MM-DD.
 */
const isoDate = calendarDate();
const minor = z
  .number({ message: 'validation.amount' })
  .int({ message: 'validation.amount' })
  .min(0, { message: 'validation.amount' })
  .max(1e13, { message: 'validation.amount' });
const digits = (len: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${len}}$`), { message: `validation.digits${len}` })
    .nullable()
    .optional();

/** Every field without defaults: the base of the update schemas, where an absent key must stay absent. */
const employeeFields = z.object({
  staffId: text(40),
  firstName: text(100),
  lastName: text(100),
  otherNames: optionalText(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'validation.email' })),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{7,20}$/, { message: 'validation.phone' })
    .nullable()
    .optional(),
  gender: z.enum(GENDERS, { message: 'validation.invalidOption' }).nullable().optional(),
  dateOfBirth: isoDate.nullable().optional(),
  address: optionalText(500),
  jobRoleId: z.uuid({ message: 'validation.invalid' }).nullable().optional(),
  departmentId: z.uuid({ message: 'validation.invalid' }).nullable().optional(),
  payrollGroupId: z.uuid({ message: 'validation.invalid' }).nullable().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES, { message: 'validation.invalidOption' }),
  startDate: isoDate,
  /** The organisation's currency or USD; the server checks which (validation.payCurrency). */
  payCurrency: z.string().trim().toUpperCase().length(3, { message: 'validation.payCurrency' }),
  basic: minor,
  housing: minor,
  transport: minor,
  other: minor,
  bankCode: optionalText(20),
  /** Plain digits on the way in; stored encrypted, answered masked (`accountNumberMasked`). */
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{10,16}$/, { message: 'validation.accountNumber' })
    .nullable()
    .optional(),
  bvn: digits(11),
  nin: digits(11),
  pensionEnabled: z.boolean(),
  pfa: optionalText(120),
  rsaPin: z
    .string()
    .trim()
    .regex(/^PEN\d{12}$/i, { message: 'validation.rsaPin' })
    .transform((v) => v.toUpperCase())
    .nullable()
    .optional(),
  payeEnabled: z.boolean(),
  stateOfResidence: optionalText(60),
  taxId: optionalText(30),
  nhfEnabled: z.boolean(),
  nhfNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, { message: 'validation.nhfNumber' })
    .transform((v) => v.toUpperCase())
    .nullable()
    .optional(),
  nsitfEnabled: z.boolean(),
  itfEnabled: z.boolean(),
  annualRent: minor,
  rentEvidenceFileId: z.uuid({ message: 'validation.invalid' }).nullable().optional(),
  ewaEligible: z.boolean(),
});
export const employeeInputSchema = employeeFields.extend({
  employmentType: employeeFields.shape.employmentType.default('full_time'),
  housing: employeeFields.shape.housing.default(0),
  transport: employeeFields.shape.transport.default(0),
  other: employeeFields.shape.other.default(0),
  pensionEnabled: employeeFields.shape.pensionEnabled.default(true),
  payeEnabled: employeeFields.shape.payeEnabled.default(true),
  nhfEnabled: employeeFields.shape.nhfEnabled.default(false),
  nsitfEnabled: employeeFields.shape.nsitfEnabled.default(true),
  itfEnabled: employeeFields.shape.itfEnabled.default(true),
  annualRent: employeeFields.shape.annualRent.default(0),
  ewaEligible: employeeFields.shape.ewaEligible.default(false),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeValues = z.output<typeof employeeInputSchema>;

/**
 * PUT employees/{id}: any subset of the create fields, at least one. Built on the default-free fields because
 * zod 4 fills `.default()` values even inside `.partial()`, which would silently reset pension, NHF and the
 * rest; so the parsed body holds exactly the keys the client sent. A PUT without a body (or `{}`) changes
 * nothing and is refused like any other invalid input.
 */
export const employeeUpdateSchema = employeeFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.noChanges' });
export type EmployeeUpdateInput = z.input<typeof employeeUpdateSchema>;

export const employeeListQuerySchema = pageQuerySchema.extend({
  /** The screen's tabs: active (active + suspended) or in-active (separated). */
  tab: z.enum(['active', 'in-active']).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  departmentId: z.uuid().optional(),
  payrollGroupId: z.uuid().optional(),
  /** `true`: only employees in no department (the departments screen's "without" tab). */
  withoutDepartment: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** `all`: every matching employee in one answer (pickers); capped at 1000 rows. */
  result: z.literal('all').optional(),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

export const employeeParamsSchema = z.object({ employee_id: z.uuid({ message: 'validation.invalid' }) });

const ref = z.object({ id: z.string(), name: z.string() }).nullable();

/** A row of GET employees: no secrets, the account number masked. */
export const employeeSummarySchema = z.object({
  id: z.string(),
  staffId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  department: ref,
  jobRole: ref,
  payrollGroup: ref,
  payCurrency: z.string(),
  /** basic + housing + transport + other, minor units per month. */
  monthlyGross: z.number(),
  bankName: z.string().nullable(),
  accountNumberMasked: z.string().nullable(),
  payrollEnabled: z.boolean(),
  startDate: z.string(),
});
export type EmployeeSummary = z.infer<typeof employeeSummarySchema>;

/**
 * GET employees/lookup: who can be picked (active and suspended people), for anyone whose work names people —
 * leave, shifts, hiring, comms, payroll — without the `employees` permission: names, staff ID, department and
 * payroll group, never pay or bank details.
 */
export const employeeLookupQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type EmployeeLookupQuery = z.input<typeof employeeLookupQuerySchema>;
export const employeeLookupItemSchema = employeeSummarySchema.pick({
  id: true,
  staffId: true,
  firstName: true,
  lastName: true,
  department: true,
  payrollGroup: true,
});
export type EmployeeLookupItem = z.infer<typeof employeeLookupItemSchema>;

/**
 * How far an employee's bank account is confirmed. `verified`: name enquiry found the account and the holder's
 * name is the employee's (the surname and one other name); `name_mismatch`: the bank names someone else —
 * shown as "Name mismatch — check before paying", and payouts to it wait until an admin accepts the name;
 * `name_accepted`: an admin accepted the bank's name; `unverified`: never confirmed (imported accounts).
 */
export const BANK_VERIFICATION_STATUSES = [
  'unverified',
  'verified',
  'name_mismatch',
  'name_accepted',
] as const;
export type BankVerificationStatus = (typeof BANK_VERIFICATION_STATUSES)[number];

/** GET employees/{id}: every field; account number, BVN and NIN masked (last four digits). */
export const employeeDetailSchema = employeeSummarySchema.extend({
  otherNames: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  employmentType: z.string(),
  basic: z.number(),
  housing: z.number(),
  transport: z.number(),
  other: z.number(),
  bankCode: z.string().nullable(),
  accountName: z.string().nullable(),
  /** true for `verified` and `name_accepted` only */
  bankVerified: z.boolean(),
  /** null without a bank account */
  bankVerificationStatus: z.enum(BANK_VERIFICATION_STATUSES).nullable(),
  /** when an admin accepted the bank's name (`name_accepted`) */
  bankNameAcceptedAt: z.string().nullable(),
  bvnMasked: z.string().nullable(),
  ninMasked: z.string().nullable(),
  pensionEnabled: z.boolean(),
  pfa: z.string().nullable(),
  rsaPin: z.string().nullable(),
  payeEnabled: z.boolean(),
  stateOfResidence: z.string().nullable(),
  taxId: z.string().nullable(),
  nhfEnabled: z.boolean(),
  nhfNumber: z.string().nullable(),
  nsitfEnabled: z.boolean(),
  itfEnabled: z.boolean(),
  annualRent: z.number(),
  rentEvidenceFileId: z.string().nullable(),
  ewaEligible: z.boolean(),
  separatedAt: z.string().nullable(),
  separationReason: z.string().nullable(),
  /** The live suspension, if any (its id is what DELETE employees/{id}/revoke/{suspend_id} takes). */
  activeSuspension: z
    .object({
      id: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      reason: z.string(),
      withPay: z.boolean(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

// ——— Add-ons: bonuses and deductions ———
const period = calendarMonth();
export const addonInputSchema = z
  .object({
    kind: z.enum(['bonus', 'deduction'], { message: 'validation.invalidOption' }),
    name: text(120),
    amount: minor.refine((v) => v > 0, { message: 'validation.amount' }),
    frequency: z.enum(['one_off', 'recurring'], { message: 'validation.invalidOption' }),
    startPeriod: period,
    endPeriod: period.nullable().optional(),
  })
  .refine((a) => !a.endPeriod || a.frequency === 'recurring', {
    message: 'validation.endPeriodOneOff',
    path: ['endPeriod'],
  })
  .refine((a) => !a.endPeriod || a.endPeriod >= a.startPeriod, {
    message: 'validation.periodOrder',
    path: ['endPeriod'],
  });
export type AddonInput = z.input<typeof addonInputSchema>;

export const addonSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  kind: z.enum(['bonus', 'deduction']),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  frequency: z.enum(['one_off', 'recurring']),
  startPeriod: z.string(),
  endPeriod: z.string().nullable(),
  createdAt: z.string(),
});
export type Addon = z.infer<typeof addonSchema>;
export const addonParamsSchema = z.object({ addon_id: z.uuid({ message: 'validation.invalid' }) });

/** POST employees/add-ons/bulk: one add-on per row, keyed by staff id (as the add-ons sheet carries it). */
export const bulkAddonRowSchema = z.intersection(z.object({ staffId: text(40) }), addonInputSchema);
export const bulkAddonsSchema = z.object({ rows: z.array(bulkAddonRowSchema).min(1, required).max(10000) });

// ——— Lifecycle ———
export const suspendSchema = z
  .object({
    employeeIds: z
      .array(z.uuid({ message: 'validation.invalid' }))
      .min(1, required)
      .max(1000),
    startDate: isoDate,
    endDate: isoDate.nullable().optional(),
    reason: text(500),
    withPay: z.boolean().default(false),
  })
  .refine((s) => !s.endDate || s.endDate >= s.startDate, {
    message: 'validation.dateOrder',
    path: ['endDate'],
  });
export type SuspendInput = z.input<typeof suspendSchema>;

export const separateSchema = z.object({
  employeeIds: z
    .array(z.uuid({ message: 'validation.invalid' }))
    .min(1, required)
    .max(1000),
  date: isoDate,
  reason: text(500),
});
export type SeparateInput = z.input<typeof separateSchema>;

export const revokeParamsSchema = z.object({
  employee_id: z.uuid({ message: 'validation.invalid' }),
  suspend_id: z.uuid({ message: 'validation.invalid' }),
});

// ——— Queries (disciplinary) ———
export const issueQuerySchema = z.object({ subject: text(200), body: text(5000) });
/** POST employees/{id}/queries with `queryId` records the employee's response to that query. */
export const employeeQueryPostSchema = z.union([
  issueQuerySchema,
  z.object({ queryId: z.uuid({ message: 'validation.invalid' }), response: text(5000) }),
]);
export type EmployeeQueryPost = z.input<typeof employeeQueryPostSchema>;
export const employeeQuerySchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  issuedBy: z.string().nullable(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmployeeQuery = z.infer<typeof employeeQuerySchema>;

// ——— Many at once ———
export const updateManySchema = z.object({
  employeeIds: z
    .array(z.uuid({ message: 'validation.invalid' }))
    .min(1, required)
    .max(10000),
  changes: employeeFields
    .pick({
      departmentId: true,
      jobRoleId: true,
      payrollGroupId: true,
      pensionEnabled: true,
      nhfEnabled: true,
      payeEnabled: true,
      ewaEligible: true,
    })
    .partial()
    .refine((c) => Object.keys(c).length > 0, { message: 'validation.noChanges' }),
});
export type UpdateManyInput = z.input<typeof updateManySchema>;

/** The answer of a change to many employees at once (suspend, separate, update-many, toggle-all). */
export const updatedCountSchema = z.object({ updated: z.number() });

export const togglePayrollSchema = z.object({
  enabled: z.boolean(),
  /** Omitted: every active employee of the organisation. */
  employeeIds: z
    .array(z.uuid({ message: 'validation.invalid' }))
    .max(10000)
    .optional(),
});
export type TogglePayrollInput = z.input<typeof togglePayrollSchema>;

export const statutoryParamsSchema = z.object({
  type: z.enum(STATUTORY_TYPES, { message: 'validation.invalidOption' }),
});

// ——— Bulk import ———
/** POST employees/validate and employees/import: the sheet as an upload (multipart `file`) or as JSON rows. */
export const importRowsSchema = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).min(1, required).max(10000),
});
export const importIssueSchema = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssueSchema>;
export const importReportSchema = z.object({
  valid: z.boolean(),
  total: z.number(),
  /** Every row as parsed (the bulk screen edits these in place and re-validates). */
  rows: z.array(z.record(z.string(), z.unknown())),
  errors: z.array(importIssueSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
