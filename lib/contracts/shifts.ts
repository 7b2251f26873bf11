import { z } from 'zod';
import { CALENDAR_DATE_RE } from './calendar';
import { calendarDate, optionalText, text } from './fields';

/**
 * Shifts (issue 16, spec §7 `shifts*`): locations, the roster, hourly wages, the weekly grid, copy/clear,
 * bulk edits and reports. Dates are 'YYYY-MM-DD', times 'HH:MM' in the organisation's time zone; money is
 * integer minor units of the employee's pay currency. Messages are `shifts.validation.*` keys.
 */
const v = (key: string) => ({ message: `shifts.validation.${key}` });
const id = z.uuid(v('invalidId'));
const ids = (max: number) => z.array(id).min(1, v('noneChosen')).max(max, v('tooMany'));

/** A real calendar day in 1900–2200 (lib/contracts/calendar.ts). */
export const DATE_RE = CALENDAR_DATE_RE;
export const dateField = calendarDate('shifts.validation.invalidDate');
export const timeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, v('invalidTime'));
const breakField = z.coerce
  .number()
  .int(v('wholeMinutes'))
  .min(0, v('breakNegative'))
  .max(720, v('breakTooLong'));

/** The longest range one grid, paste, clear or report may cover (about two months). */
export const MAX_RANGE_DAYS = 62;
const dayDiff = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const rangeShape = { from: dateField, to: dateField };
const checkRange = <T extends { from: string; to: string }>(r: T, ctx: z.RefinementCtx) => {
  if (r.to < r.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'shifts.validation.rangeBackwards' });
  else if (dayDiff(r.from, r.to) >= MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'shifts.validation.rangeTooLong' });
};

// ——— Locations ———
export const locationInputSchema = z.object({
  name: text(120),
  address: optionalText(500),
  notes: optionalText(1000),
});
export type LocationInput = z.input<typeof locationInputSchema>;
export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  futureShifts: z.number(),
  createdAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationParamsSchema = z.object({ id });

// ——— Roster and wages ———
export const addEmployeesSchema = z.object({ employeeIds: ids(5000) });
export const removeEmployeeSchema = z.object({ employeeId: id });
export const employeeParamsSchema = z.object({ employee_id: id });

export const updateWageSchema = z.object({
  hourlyRate: z.coerce
    .number()
    .int(v('wholeMinorUnits'))
    .min(1, v('rateTooLow'))
    .max(100_000_000_00, v('rateTooHigh')),
  /** 1 to 5, at most two decimals (1.5 = time and a half). */
  overtimeMultiplier: z.coerce
    .number()
    .min(1, v('multiplierRange'))
    .max(5, v('multiplierRange'))
    .refine(
      (m) => Number.isInteger(Math.round(m * 100)) && Math.abs(m * 100 - Math.round(m * 100)) < 1e-9,
      v('multiplierRange'),
    )
    .optional(),
  effectiveFrom: dateField.optional(),
});
export type UpdateWageInput = z.input<typeof updateWageSchema>;

export const wageSchema = z.object({
  hourlyRate: z.number(),
  currency: z.string(),
  overtimeMultiplier: z.number(),
  effectiveFrom: z.string(),
});
export type Wage = z.infer<typeof wageSchema>;

export const rosterEmployeeSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  payCurrency: z.string(),
  startDate: z.string(),
  separatedAt: z.string().nullable(),
  /** The wage in force on the grid's first day (or the next one set), null when none. */
  wage: wageSchema.nullable(),
  /** Wage changes from later dates, oldest first. */
  upcomingWages: z.array(wageSchema),
});
export type RosterEmployee = z.infer<typeof rosterEmployeeSchema>;

export const settingsSchema = z.object({ weeklyHours: z.number() });
export const settingsInputSchema = z.object({
  weeklyHours: z.coerce
    .number()
    .int(v('wholeHours'))
    .min(1, v('weeklyHoursRange'))
    .max(168, v('weeklyHoursRange')),
});
export type ShiftSettings = z.infer<typeof settingsSchema>;

// ——— Shifts ———
export const shiftInputSchema = z.object({
  employeeId: id,
  date: dateField,
  start: timeField,
  end: timeField,
  breakMinutes: breakField.default(0),
  locationId: id,
  note: optionalText(500),
});
export type ShiftInput = z.input<typeof shiftInputSchema>;
export const createShiftsSchema = z.object({
  shifts: z.array(shiftInputSchema).min(1, v('noneChosen')).max(20_000, v('tooMany')),
});
export const deleteShiftsSchema = z.object({ ids: ids(20_000) });

export const shiftSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number(),
  note: z.string().nullable(),
  /** Paid minutes (length less the break), split by the weekly overtime rule. */
  regularMinutes: z.number(),
  overtimeMinutes: z.number(),
  cost: z.number(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** People are paged (`page`, `perPage`, default 50 rows); day totals and the grand total cover everyone. */
export const gridQuerySchema = z
  .object({
    ...rangeShape,
    locationId: id.optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(200).default(50),
  })
  .superRefine(checkRange);
export type GridQuery = { from: string; to: string; locationId?: string; page?: number; perPage?: number };
export const employeeReportQuerySchema = z.object(rangeShape).superRefine(checkRange);

const totalsShape = { regularMinutes: z.number(), overtimeMinutes: z.number(), cost: z.number() };
export const totalsSchema = z.object(totalsShape);
export type Totals = z.infer<typeof totalsSchema>;

export const gridSchema = z.object({
  from: z.string(),
  to: z.string(),
  weeklyHours: z.number(),
  employees: z.array(rosterEmployeeSchema),
  shifts: z.array(shiftSchema),
  byEmployee: z.array(z.object({ employeeId: z.string(), ...totalsShape })),
  byDay: z.array(z.object({ date: z.string(), ...totalsShape })),
  totals: totalsSchema,
  /** Pages the people (rows); `total` counts everyone on the roster or with a shift in the range. */
  meta: z.object({ page: z.number(), perPage: z.number(), total: z.number(), totalPages: z.number() }),
});
export type Grid = z.infer<typeof gridSchema>;

// ——— Paste, clear, bulk ———
const scope = { employeeIds: z.array(id).max(5000, v('tooMany')).optional(), locationId: id.optional() };
export const pasteScheduleSchema = z
  .object({
    sourceFrom: dateField,
    sourceTo: dateField,
    targetFrom: dateField,
    ...scope,
    mode: z.enum(['skip', 'overwrite'], v('invalidMode')).default('skip'),
  })
  .superRefine((r, ctx) => {
    if (r.sourceTo < r.sourceFrom)
      ctx.addIssue({ code: 'custom', path: ['sourceTo'], message: 'shifts.validation.rangeBackwards' });
    else if (dayDiff(r.sourceFrom, r.sourceTo) >= MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['sourceTo'], message: 'shifts.validation.rangeTooLong' });
    else if (r.targetFrom <= r.sourceTo && r.targetFrom >= r.sourceFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['targetFrom'],
        message: 'shifts.validation.targetOverlapsSource',
      });
  });
export type PasteScheduleInput = z.input<typeof pasteScheduleSchema>;
export const clearScheduleSchema = z.object({ ...rangeShape, ...scope }).superRefine(checkRange);
export type ClearScheduleInput = z.input<typeof clearScheduleSchema>;

export const bulkUpdateSchema = z.object({
  ids: ids(20_000),
  changes: z
    .object({
      start: timeField.optional(),
      end: timeField.optional(),
      breakMinutes: breakField.optional(),
      locationId: id.optional(),
    })
    .refine((c) => Object.values(c).some((x) => x !== undefined), v('noChanges')),
});
export type BulkUpdateInput = z.input<typeof bulkUpdateSchema>;

export const countsSchema = z.object({
  created: z.number().optional(),
  skipped: z.number().optional(),
  replaced: z.number().optional(),
  removed: z.number().optional(),
  updated: z.number().optional(),
});
export type Counts = z.infer<typeof countsSchema>;

// ——— Reports ———
export const reportQuerySchema = z
  .object({ ...rangeShape, format: z.enum(['json', 'xlsx']).default('json') })
  .superRefine(checkRange);
export type ReportQuery = { from: string; to: string };

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...totalsShape, shifts: z.number() }),
  byEmployee: z.array(
    z.object({
      employeeId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      staffId: z.string(),
      currency: z.string(),
      shifts: z.number(),
      ...totalsShape,
    }),
  ),
  byLocation: z.array(
    z.object({ locationId: z.string(), name: z.string(), shifts: z.number(), ...totalsShape }),
  ),
  byDay: z.array(z.object({ date: z.string(), shifts: z.number(), ...totalsShape })),
});
export type Report = z.infer<typeof reportSchema>;

export const employeeReportSchema = z.object({
  employee: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    staffId: z.string(),
    currency: z.string(),
  }),
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...totalsShape, shifts: z.number() }),
  days: z.array(z.object({ date: z.string(), shifts: z.array(shiftSchema), ...totalsShape })),
});
export type EmployeeReport = z.infer<typeof employeeReportSchema>;

/** 'HH:MM' ↔ minutes after midnight. */
export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const toHhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** A shift's length in minutes: an end at or before the start is the next day. */
export const spanMinutes = (start: number, end: number) => (end > start ? end - start : end + 1440 - start);

// ——— Calendar dates ('YYYY-MM-DD', no time zone), shared by the server's arithmetic and the screens ———
const DAY_MS = 86_400_000;
const utc = (s: string) => new Date(`${s}T00:00:00Z`);
export const addDays = (date: string, days: number) =>
  new Date(utc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (a: string, b: string) =>
  Math.round((utc(b).getTime() - utc(a).getTime()) / DAY_MS);
/** The Monday of the week holding `date` (weeks start on Monday). */
export const mondayOf = (date: string) => addDays(date, -((utc(date).getUTCDay() + 6) % 7));
export const sundayOf = (date: string) => addDays(mondayOf(date), 6);
/** Every date from `from` to `to`, both included. */
export function datesIn(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
