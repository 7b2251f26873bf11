import { describe, expect, it } from 'vitest';
import { countryHolidays } from '@/server/modules/leave/leave-holidays';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

describe('[LEAVE] public holiday names in the reader’s language', () => {
  it('names every public holiday of the four countries in Chinese (date-holidays’ own where it has one, simplified)', () => {
    for (const country of ['NG', 'KE', 'GH', 'UG'])
      for (let year = 2025; year <= 2030; year++) {
        const zh = countryHolidays(country, year, 'zh-CN');
        expect(zh.length).toBe(countryHolidays(country, year).length);
        const english = zh.filter((h) => /[A-Za-z]/.test(h.name));
        expect(english, `${country} ${year}`).toEqual([]);
        expect(
          zh.filter((h) => /[穌難節復聖誕]/.test(h.name)),
          'traditional characters',
        ).toEqual([]);
      }
    const ng = new Map(countryHolidays('NG', 2026, 'zh-CN').map((h) => [h.date, h.name]));
    expect(ng.get('2026-01-01')).toBe('元旦'); // date-holidays' own
    expect(ng.get('2026-04-03')).toBe('耶稣受难节'); // date-holidays' 耶穌受難節, simplified
    expect(ng.get('2026-10-01')).toBe('独立日'); // ours: date-holidays has no Chinese for it
    expect(new Map(countryHolidays('NG', 2027, 'zh-CN').map((h) => [h.date, h.name])).get('2027-06-14')).toBe(
      '民主日（补休）',
    );
  });

  it('names them in English for English readers, also in Kenya (whose first language in the package is Swahili)', () => {
    expect(countryHolidays('NG', 2026).find((h) => h.date === '2026-10-01')?.name).toBe('Independence Day');
    expect(countryHolidays('KE', 2026).find((h) => h.date === '2026-06-01')?.name).toBe('Madaraka Day');
  });

  it('answers the holidays list and the calendar in the request’s language', async () => {
    const s = await employerSession();
    const zh = { 'accept-language': 'zh-CN' };
    const list = await api('/leaves/holidays?year=2026', { token: s.token, headers: zh });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ date: '2026-10-01', name: '独立日', source: 'country' }),
    );
    const month = await api('/leaves/calendar?month=2026-10', { token: s.token, headers: zh });
    expect(month.body.data.holidays).toContainEqual({ date: '2026-10-01', name: '独立日' });
    const en = await api('/leaves/calendar?month=2026-10', { token: s.token });
    expect(en.body.data.holidays).toContainEqual({ date: '2026-10-01', name: 'Independence Day' });
  });
});
