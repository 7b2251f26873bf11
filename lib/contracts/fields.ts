import { z } from 'zod';
import { CALENDAR_DATE_RE, CALENDAR_MONTH_RE, INSTANT_RE, MAX_YEAR, MIN_YEAR } from './calendar';

/**
 * Field rules several contracts share (employees, departments, payroll groups), so a name is checked the same
 * way everywhere. Messages are `validation.*` keys.
 */
export const required = { message: 'validation.required' };

/**
 * A required, trimmed text of at most `max` characters. The document says it needs a non-blank character
 * (what trim + min(1) checks), so generated clients do not send "   " and meet a 422.
 */
export const text = (max: number) =>
  z.string().trim().min(1, required).max(max, { message: 'validation.tooLong' }).meta({ pattern: '\\S' });

/** An optional trimmed text of at most `max` characters; blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

// Dates, months and instants: the rule and its reasons are in ./calendar.ts.

/** A calendar date `YYYY-MM-DD` (1900–2200); `message` is the i18n key of the module's wording. */
export const calendarDate = (message = 'validation.date') =>
  z
    .string()
    .regex(CALENDAR_DATE_RE, { message })
    .meta({
      format: 'date',
      description: `A calendar date, YYYY-MM-DD, in the years ${MIN_YEAR}–${MAX_YEAR}`,
      example: '2026-11-30',
    });

/** A month `YYYY-MM` (1900–2200); `message` is the i18n key of the module's wording. */
export const calendarMonth = (message = 'validation.period') =>
  z
    .string()
    .regex(CALENDAR_MONTH_RE, { message })
    .meta({
      description: `A month, YYYY-MM, in the years ${MIN_YEAR}–${MAX_YEAR}`,
      example: '2026-11',
    });

/** An instant with its UTC offset, its date in 1900–2200. */
export const instant = (message = 'validation.date') =>
  z
    .string()
    .regex(INSTANT_RE, { message })
    .meta({
      format: 'date-time',
      description: `An ISO-8601 date and time with its offset, in the years ${MIN_YEAR}–${MAX_YEAR}`,
      example: '2026-11-30T09:00:00Z',
    });
