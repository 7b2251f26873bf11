import { describe, expect, it } from 'vitest';
import { CALENDAR_DATE_RE, CALENDAR_MONTH_RE, INSTANT_RE } from '@/lib/contracts/calendar';
import { calendarDate, calendarMonth, instant, text } from '@/lib/contracts/fields';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

describe('the one calendar-date rule (lib/contracts/calendar.ts)', () => {
  it('takes exactly the real days of 1900–2200, leap days included, checked against every day of 1850–2250', () => {
    const wrong: string[] = [];
    for (let y = 1850; y <= 2250; y++)
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) {
          const s = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
          const day = new Date(`${s}T00:00:00Z`);
          const real = !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
          if (CALENDAR_DATE_RE.test(s) !== (real && y >= 1900 && y <= 2200)) wrong.push(s);
        }
    expect(wrong).toEqual([]);
  });

  it('refuses the impossible dates a generated client sent', () => {
    for (const s of [
      '0000-00-00',
      '9999-99-99',
      '7142-96-48',
      '2026-02-29',
      '2100-02-29',
      '1899-12-31',
      '2201-01-01',
    ])
      expect(calendarDate().safeParse(s).success, s).toBe(false);
    for (const s of ['1900-01-01', '2000-02-29', '2024-02-29', '2200-12-31'])
      expect(calendarDate().safeParse(s).success, s).toBe(true);
  });

  it('takes months 01–12 of 1900–2200 only', () => {
    for (const s of ['0000-01', '2026-00', '2026-13', '1899-12', '2201-01', '2026-1'])
      expect(calendarMonth().safeParse(s).success, s).toBe(false);
    for (const s of ['1900-01', '2026-11', '2200-12']) expect(CALENDAR_MONTH_RE.test(s), s).toBe(true);
  });

  it('takes instants with an offset whose day is a real one in range', () => {
    for (const s of ['2026-11-30T09:00:00Z', '2026-11-30T09:00+01:00', '2024-02-29T23:59:59.123Z'])
      expect(INSTANT_RE.test(s), s).toBe(true);
    for (const s of [
      '0000-01-01T00:00:00Z',
      '2026-02-30T09:00:00Z',
      '2026-11-30T24:00:00Z',
      '2026-11-30T09:00:00',
    ])
      expect(instant().safeParse(s).success, s).toBe(false);
  });

  it('names the module’s message key on a refused value', () => {
    const r = calendarDate('leave.validation.date').safeParse('2026-02-30');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('leave.validation.date');
  });

  it('shows the rule in the JSON Schema: the full pattern, format date and an example', () => {
    const schema = calendarDate().toJSONSchema() as Record<string, unknown>;
    expect(schema).toMatchObject({ type: 'string', format: 'date', pattern: CALENDAR_DATE_RE.source });
    expect(new RegExp(String(schema.pattern)).test(String(schema.example))).toBe(true);
  });
});

describe('shared text fields', () => {
  it('document that they need a non-blank character, which is what they check', () => {
    const schema = text(10).toJSONSchema() as { pattern?: string };
    expect(schema.pattern).toBe('\\S');
    expect(text(10).safeParse('   ').success).toBe(false);
    expect(new RegExp(schema.pattern!).test('   ')).toBe(false);
    expect(text(10).safeParse(' a ').data).toBe('a');
  });
});
