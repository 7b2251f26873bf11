import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/dates';
import { plainDate, plainDateTime, type PlainDateStyle, type PlainTimeStyle } from '@/lib/plain-dates';

const LOCALES = ['en-GB', 'zh-CN'];
const DATE_STYLES: PlainDateStyle[] = ['short', 'medium', 'long'];
const TIME_STYLES: PlainTimeStyle[] = ['short', 'medium'];

// Every month; first, single-digit, double-digit and last days; every hour; minutes and seconds 0 and 59.
const SAMPLES = Array.from({ length: 12 }, (_, month) =>
  [1, 9, 10, 28].map((day) =>
    Array.from(
      { length: 24 },
      (_, hour) => new Date(2026, month, day, hour, hour % 2 ? 59 : 0, hour % 3 ? 7 : 59),
    ),
  ),
)
  .flat(2)
  .concat([new Date(1999, 11, 31, 23, 59, 59), new Date(2024, 1, 29, 12, 0, 0)]);

describe('dates written without Intl', () => {
  it('writes every style of date as Intl does, in both languages', () => {
    for (const locale of LOCALES) {
      for (const style of DATE_STYLES) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: style });
        for (const date of SAMPLES)
          expect(plainDate(date, locale, style), `${locale} ${style} ${date.toISOString()}`).toBe(
            intl.format(date),
          );
      }
    }
  });

  it('writes every date and time style as Intl does, in the runtime zone', () => {
    for (const locale of LOCALES) {
      for (const dateStyle of DATE_STYLES) {
        for (const timeStyle of TIME_STYLES) {
          const intl = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle });
          for (const date of SAMPLES)
            expect(plainDateTime(date, locale, dateStyle, timeStyle)).toBe(intl.format(date));
        }
      }
    }
  });

  it('leaves other languages, other zones and unusual years to Intl', () => {
    expect(plainDate(new Date(2026, 0, 5), 'fr-FR', 'medium')).toBeNull();
    expect(plainDate(new Date(999, 0, 5), 'en-GB', 'medium')).toBeNull();
    expect(formatDate(new Date(999, 0, 5), 'en-GB')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(999, 0, 5)),
    );
    const instant = '2026-03-01T23:30:00Z';
    expect(formatDateTime(instant, 'en-GB', { timeZone: 'Africa/Lagos' })).toBe('2 Mar 2026, 00:30');
    expect(formatDate('2026-09-05', 'en-GB')).toBe('5 Sept 2026');
    expect(formatDate('2026-09-05', 'zh-CN', 'short')).toBe('2026/9/5');
  });
});
