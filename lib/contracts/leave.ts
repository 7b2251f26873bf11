import { z } from 'zod';
import { calendarDate, calendarMonth, optionalText, text } from './fields';
import { pageQuerySchema } from './pagination';

/**
 * Leave (issue 15): types, a balance ledger, requests and public holidays. Messages are i18n keys; the
 * module's own ones live under `leave.validation.*` (messages/<locale>/leave.json).
 */
const id = z.uuid({ message: 'validation.invalid' });
const isoDate = calendarDate('leave.validation.date');
/** Days with at most two decimals (half days, monthly accruals). */
const dayCount = (max: number) =>
  z
    .number({ message: 'leave.validation.days' })
    .min(0, { message: 'leave.validation.days' })
    .max(max, { message: 'leave.validation.days' })
    .refine((n) => Math.round(n * 100) === n * 100, { message: 'leave.validation.days' });

export const LEAVE_STATUSES = ['pending', 'approved', 'declined', 'cancelled', 'ended'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const LEAVE_ACCRUALS = ['upfront', 'monthly'] as const;
export const LEAVE_GENDERS = ['female', 'male'] as const;
export const LEDGER_KINDS = [
  'accrual',
  'taken',
  'returned',
  'adjustment',
  'lapse',
  'carry_over',
  'expiry',
] as const;

// ——— Leave types ———
export const leaveTypeInputSchema = z.object({
  name: text(80),
  paid: z.boolean({ message: 'validation.invalid' }),
  daysPerYear: dayCount(366),
  accrual: z.enum(LEAVE_ACCRUALS, { message: 'validation.invalidOption' }),
  carryOverDays: dayCount(366).default(0),
  carryOverExpiry: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'leave.validation.monthDay' })
    .nullable()
    .optional(),
  countsWeekends: z.boolean({ message: 'validation.invalid' }).default(false),
  countsHolidays: z.boolean({ message: 'validation.invalid' }).default(false),
  allowNegative: z.boolean({ message: 'validation.invalid' }).default(false),
  gender: z.enum(LEAVE_GENDERS, { message: 'validation.invalidOption' }).nullable().default(null),
  minServiceMonths: z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(0, { message: 'validation.invalid' })
    .max(600, { message: 'validation.invalid' })
    .default(0),
  departmentIds: z.array(id).max(200, { message: 'validation.tooBig' }).default([]),
  payrollGroupIds: z.array(id).max(200, { message: 'validation.tooBig' }).default([]),
  /** PUT only: archive (true) or restore (false); an archived type takes no new requests. */
  archived: z.boolean({ message: 'validation.invalid' }).optional(),
});
export type LeaveTypeInput = z.input<typeof leaveTypeInputSchema>;

export const leaveTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  paid: z.boolean(),
  daysPerYear: z.number(),
  accrual: z.enum(LEAVE_ACCRUALS),
  carryOverDays: z.number(),
  carryOverExpiry: z.string().nullable(),
  countsWeekends: z.boolean(),
  countsHolidays: z.boolean(),
  allowNegative: z.boolean(),
  gender: z.enum(LEAVE_GENDERS).nullable(),
  minServiceMonths: z.number(),
  departmentIds: z.array(z.string()),
  payrollGroupIds: z.array(z.string()),
  archived: z.boolean(),
  requestCount: z.number(),
  createdAt: z.string(),
});
export type LeaveType = z.infer<typeof leaveTypeSchema>;
export const leaveTypeParamsSchema = z.object({ type_id: id });
export const leaveTypeListQuerySchema = z.object({ archived: z.enum(['true', 'false']).optional() });

export const leaveFiltersSchema = z.object({
  types: z.array(z.object({ id: z.string(), name: z.string(), archived: z.boolean() })),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  payrollGroups: z.array(z.object({ id: z.string(), name: z.string() })),
  statuses: z.array(z.enum(LEAVE_STATUSES)),
});
export type LeaveFilters = z.infer<typeof leaveFiltersSchema>;

// ——— Requests ———
const requestFields = {
  leaveTypeId: id,
  startDate: isoDate,
  endDate: isoDate,
  halfDay: z.boolean({ message: 'validation.invalid' }).default(false),
  reason: optionalText(1000),
  relieverId: id.nullable().optional(),
};
type Dates = { startDate: string; endDate: string; halfDay?: boolean };
/** The end on or after the start; a half day is one date. Keeps the object's own type for forms. */
const datesInOrder = <S extends z.ZodObject>(s: S) =>
  s
    .refine((v) => (v as Dates).endDate >= (v as Dates).startDate, {
      path: ['endDate'],
      message: 'leave.validation.endBeforeStart',
    })
    .refine((v) => !(v as Dates).halfDay || (v as Dates).endDate === (v as Dates).startDate, {
      path: ['halfDay'],
      message: 'leave.validation.halfDayOneDay',
    });

export const createLeaveRequestSchema = datesInOrder(z.object({ ...requestFields, employeeId: id }));
export type CreateLeaveRequestInput = z.input<typeof createLeaveRequestSchema>;
export const updateLeaveRequestSchema = datesInOrder(z.object(requestFields));
export type UpdateLeaveRequestInput = z.input<typeof updateLeaveRequestSchema>;

export const reviewLeaveRequestSchema = z.object({
  decision: z.enum(['approve', 'decline'], { message: 'validation.invalidOption' }),
  comment: optionalText(1000),
});
export type ReviewLeaveRequestInput = z.input<typeof reviewLeaveRequestSchema>;
export const leaveParamsSchema = z.object({ leave_id: id });
export const endLeaveQuerySchema = z.object({ endDate: isoDate.optional() });

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export const leaveRequestSchema = z.object({
  id: z.string(),
  employee: personSchema,
  leaveType: z.object({ id: z.string(), name: z.string(), paid: z.boolean() }),
  departmentId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  halfDay: z.boolean(),
  days: z.number(),
  status: z.enum(LEAVE_STATUSES),
  reason: z.string().nullable(),
  reliever: personSchema.nullable(),
  reviewComment: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const leaveRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(LEAVE_STATUSES, { message: 'validation.invalidOption' }).optional(),
  leaveTypeId: id.optional(),
  employeeId: id.optional(),
  departmentId: id.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type LeaveRequestListQuery = {
  page?: number;
  perPage?: number;
  status?: LeaveStatus;
  leaveTypeId?: string;
  employeeId?: string;
  departmentId?: string;
  from?: string;
  to?: string;
};

/** GET leaves/daily and leaves/active: who is away, and the first working day back. */
export const awayEntrySchema = leaveRequestSchema.extend({ returnDate: z.string() });
export type AwayEntry = z.infer<typeof awayEntrySchema>;
export const dailyQuerySchema = z.object({ date: isoDate.optional() });

/** GET leaves/calendar (our addition): a month's approved leave and holidays, for the month grid. */
export const calendarQuerySchema = z.object({
  month: calendarMonth(),
  departmentId: id.optional(),
  leaveTypeId: id.optional(),
});
export const calendarSchema = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** Approved (or ended) leave overlapping the grid: what a bar needs, nothing more (a month may hold thousands). */
  leaves: z.array(
    z.object({
      id: z.string(),
      employee: personSchema,
      leaveType: z.object({ id: z.string(), name: z.string() }),
      startDate: z.string(),
      endDate: z.string(),
      halfDay: z.boolean(),
      status: z.enum(LEAVE_STATUSES),
    }),
  ),
});
export type LeaveCalendar = z.infer<typeof calendarSchema>;

/** GET leaves/duration (our addition): the live duration and balance the new-request dialog shows. */
export const durationQuerySchema = z
  .object({
    employeeId: id,
    leaveTypeId: id,
    startDate: isoDate,
    endDate: isoDate,
    halfDay: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    excludeId: id.optional(),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'leave.validation.endBeforeStart' });
export const durationSchema = z.object({
  days: z.number(),
  balance: z.number(),
  available: z.number(),
  allowNegative: z.boolean(),
});
export type LeaveDuration = z.infer<typeof durationSchema>;

// ——— Balances ———
export const balancesQuerySchema = z.object({ employeeId: id, date: isoDate.optional() });
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  days: z.number(),
  effectiveDate: z.string(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const balanceSchema = z.object({
  leaveType: z.object({ id: z.string(), name: z.string(), paid: z.boolean() }),
  eligible: z.boolean(),
  balance: z.number(),
  pending: z.number(),
  entries: z.array(ledgerEntrySchema),
});
export type LeaveBalance = z.infer<typeof balanceSchema>;

export const adjustmentInputSchema = z.object({
  employeeId: id,
  leaveTypeId: id,
  days: z
    .number({ message: 'leave.validation.days' })
    .min(-366, { message: 'leave.validation.days' })
    .max(366, { message: 'leave.validation.days' })
    .refine((n) => n !== 0 && Math.round(n * 100) === n * 100, { message: 'leave.validation.days' }),
  reason: text(500),
  effectiveDate: isoDate.optional(),
});
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;
/** The balance card's adjustment form as typed (the days as text), checked by the same rules. */
export const adjustmentFieldsSchema = z.object({
  days: z.coerce.number({ message: 'leave.validation.days' }).pipe(adjustmentInputSchema.shape.days),
  reason: adjustmentInputSchema.shape.reason,
});

// ——— Public holidays ———
export const holidaysQuerySchema = z.object({
  year: z.coerce.number({ message: 'validation.invalid' }).int().min(2000).max(2100),
});
export const holidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  source: z.enum(['country', 'organization']),
  observed: z.boolean(),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayInputSchema = z.object({ date: isoDate, name: text(120) });
export type HolidayInput = z.input<typeof holidayInputSchema>;
export const holidayParamsSchema = z.object({ date: isoDate });
