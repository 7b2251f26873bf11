import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseIsoDate, toIsoDate } from '@/lib/dates';

// A zone west of UTC exposes the classic off-by-one-day bug of `new Date('YYYY-MM-DD')`.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('parseIsoDate', () => {
  it('returns local midnight of that calendar day', () => {
    const date = parseIsoDate('2024-01-31');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 0, 31, 0]);
  });

  it('accepts leap days and rejects impossible dates', () => {
    expect(parseIsoDate('2024-02-29').getDate()).toBe(29);
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-1-5',
      '31/01/2024',
      '',
      '2024-01-31T00:00',
    ]) {
      expect(() => parseIsoDate(bad), bad).toThrow(RangeError);
    }
  });
});

describe('toIsoDate', () => {
  it('uses the local calendar date, not UTC', () => {
    // 23:30 local in Los Angeles is already the next day in UTC.
    expect(toIsoDate(new Date(2024, 0, 31, 23, 30))).toBe('2024-01-31');
    expect(toIsoDate(new Date(2024, 2, 5))).toBe('2024-03-05');
  });

  it('round-trips with parseIsoDate', () => {
    for (const iso of ['2024-01-01', '1999-12-31', '2024-02-29', '0099-05-06']) {
      expect(toIsoDate(parseIsoDate(iso))).toBe(iso);
    }
  });

  it('rejects invalid dates', () => {
    expect(() => toIsoDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it.each([
    ['en-GB', 'short', '31/01/2024'],
    ['en-GB', 'medium', '31 Jan 2024'],
    ['en-GB', 'long', '31 January 2024'],
    ['zh-CN', 'short', '2024/1/31'],
    ['zh-CN', 'medium', '2024年1月31日'],
    ['zh-CN', 'long', '2024年1月31日'],
  ] as const)('%s %s', (locale, style, expected) => {
    expect(formatDate('2024-01-31', locale, style)).toBe(expected);
  });

  it('defaults to medium and accepts Date objects', () => {
    expect(formatDate(new Date(2024, 0, 31), 'en-GB')).toBe('31 Jan 2024');
  });

  it('does not shift date-only strings across the zone', () => {
    expect(formatDate('2024-03-01', 'en-GB')).toBe('1 Mar 2024');
  });

  it('throws on invalid input', () => {
    expect(() => formatDate('not a date', 'en-GB')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('formats an instant in a given zone', () => {
    const iso = '2024-01-31T14:05:00Z';
    expect(formatDateTime(iso, 'en-GB', { timeZone: 'UTC' })).toBe('31 Jan 2024, 14:05');
    expect(formatDateTime(iso, 'zh-CN', { timeZone: 'UTC' })).toBe('2024年1月31日 14:05');
    expect(formatDateTime(iso, 'en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'long' })).toBe(
      '31 January 2024 at 15:05',
    );
  });

  it('uses the runtime zone by default', () => {
    expect(formatDateTime('2024-01-31T14:05:00Z', 'en-GB')).toBe('31 Jan 2024, 06:05');
  });
});
