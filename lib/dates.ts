// Dates that carry no time (pay dates, leave days) travel as 'YYYY-MM-DD' and are read as *local*
// calendar dates: `new Date('2024-01-31')` would be UTC midnight and show the 30th west of Greenwich.

import { dateTimeFormat } from './intl-formats';
import { plainDate, plainDateTime } from './plain-dates';

export type DateLocale = 'en-GB' | 'zh-CN';
export type DateStyle = 'short' | 'medium' | 'long';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' into a Date at local midnight of that day; throws RangeError if invalid. */
export function parseIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value.trim());
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): "${value}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(2000, month - 1, day);
  // setFullYear keeps years 0–99 literal instead of mapping them to 1900–1999.
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    throw new RangeError(`Not a calendar date: "${value}"`);
  }
  return date;
}

/** The local calendar date of `date` as 'YYYY-MM-DD' (no UTC conversion). */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function toDate(value: string | Date): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid date');
    return value;
  }
  if (ISO_DATE.test(value.trim())) return parseIsoDate(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: "${value}"`);
  return date;
}

/** Formats a date for display: en-GB medium → "31 Jan 2024", zh-CN medium → "2024年1月31日". */
export function formatDate(value: string | Date, locale: DateLocale, style: DateStyle = 'medium'): string {
  const date = toDate(value);
  return plainDate(date, locale, style) ?? dateTimeFormat(locale, { dateStyle: style }).format(date);
}

export type FormatDateTimeOptions = {
  dateStyle?: DateStyle;
  timeStyle?: 'short' | 'medium';
  /** IANA zone; defaults to the runtime's zone. */
  timeZone?: string;
};

/** Formats an instant with date and time: en-GB → "31 Jan 2024, 14:05". */
export function formatDateTime(
  value: string | Date,
  locale: DateLocale,
  opts: FormatDateTimeOptions = {},
): string {
  const { dateStyle = 'medium', timeStyle = 'short', timeZone } = opts;
  const date = toDate(value);
  const plain = timeZone === undefined ? plainDateTime(date, locale, dateStyle, timeStyle) : null;
  return plain ?? dateTimeFormat(locale, { dateStyle, timeStyle, timeZone }).format(date);
}

const zoneDays = new Map<string, Intl.DateTimeFormat>();

/** The day number (days since 1970-01-01) of the calendar date `instant` falls on in `timeZone`. */
function dayNumberIn(instant: Date, timeZone: string): number {
  let format = zoneDays.get(timeZone);
  if (!format) {
    // en-CA writes YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zoneDays.set(timeZone, format);
  }
  const [y, m, d] = format.format(instant).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * Calendar days from `from` to `to` as a wall calendar in `timeZone` counts them: from 20 Nov at 23:00 to
 * 1 Dec at 08:00 is 11, whatever the hours. Negative when `to` is on an earlier day.
 */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  return dayNumberIn(to, timeZone) - dayNumberIn(from, timeZone);
}
