import { PayrollInputError } from './errors';

const DAY_MS = 86_400_000;

export type ParsedDate = { year: number; month: number; day: number; dayNumber: number };

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
}

// Hand-rolled because this runs twice per payslip on the hot path (a RegExp + Date.parse costs ~4x)
export function parseIsoDate(value: unknown, field: string): ParsedDate {
  if (typeof value !== 'string' || value.length !== 10 || value[4] !== '-' || value[7] !== '-') {
    throw new PayrollInputError(field, `expected a date 'YYYY-MM-DD', got ${JSON.stringify(value)}`);
  }
  let year = 0;
  for (let i = 0; i < 4; i++) {
    const d = digit(value, i);
    if (d < 0) throw new PayrollInputError(field, `bad year in ${JSON.stringify(value)}`);
    year = year * 10 + d;
  }
  const m1 = digit(value, 5);
  const m2 = digit(value, 6);
  const d1 = digit(value, 8);
  const d2 = digit(value, 9);
  if (m1 < 0 || m2 < 0 || d1 < 0 || d2 < 0) {
    throw new PayrollInputError(field, `expected a date 'YYYY-MM-DD', got ${JSON.stringify(value)}`);
  }
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new PayrollInputError(field, `not a calendar date: ${value}`);
  }
  return { year, month, day, dayNumber: Date.UTC(year, month - 1, day) / DAY_MS };
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** 0 = Sunday … 6 = Saturday, for a day number counted from 1970-01-01 (a Thursday). */
export function weekday(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}
