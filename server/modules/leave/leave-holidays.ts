import 'server-only';
import Holidays from 'date-holidays';
import type { Holiday } from '@/lib/contracts/leave';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { translator } from '@/server/i18n';
import * as repo from './leave-holidays.repo';

const SUBSTITUTE = / \(substitute day\)$/;
// date-holidays words a few Chinese names in traditional characters; zh-CN readers read simplified ones.
const SIMPLIFIED: Record<string, string> = {
  穌: '稣',
  難: '难',
  節: '节',
  復: '复',
  聖: '圣',
  誕: '诞',
  換: '换',
};
const simplified = (text: string) => text.replace(/[穌難節復聖誕換]/g, (c) => SIMPLIFIED[c] ?? c);

/** `Democracy Day` → `democracyDay`, the key of its name in `leave.api.holidayNames`. */
const nameKey = (english: string) =>
  english
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');

/**
 * A holiday's name in Chinese: date-holidays' own where it has one, else ours (`leave.api.holidayNames`), else
 * the English; a substitute day is marked as such.
 */
function chineseName(english: string, fromPackage: string, substitute: boolean) {
  const base = english.replace(SUBSTITUTE, '');
  const packaged = fromPackage.replace(/ \(更换日\)$/, '');
  const t = translator('zh-CN');
  const key = `leave.api.holidayNames.${nameKey(base)}`;
  const ours = t(key);
  const name = packaged !== base ? simplified(packaged) : ours !== key ? ours : base;
  return substitute ? `${name}（${t('leave.api.holidayNames.substituteDay')}）` : name;
}

/**
 * A country's public holidays of a year from `date-holidays` (type `public` only) in the reader's language,
 * cached per process. English names come from the package's English (never a country's first language, such
 * as Swahili in Kenya).
 */
const cache = new Map<string, { date: string; name: string }[]>();
export function countryHolidays(
  country: string,
  year: number,
  locale: Locale = DEFAULT_LOCALE,
): { date: string; name: string }[] {
  const key = `${country}:${year}:${locale}`;
  let list = cache.get(key);
  if (!list) {
    const seen = new Map<string, string>();
    try {
      const english = new Holidays(country, { languages: ['en'] }).getHolidays(year) || [];
      const chinese =
        locale === 'zh-CN' ? new Holidays(country, { languages: ['zh', 'en'] }).getHolidays(year) || [] : [];
      english.forEach((h, i) => {
        if (h.type !== 'public') return;
        const date = h.date.slice(0, 10);
        const zh = chinese[i];
        const name =
          locale === 'zh-CN' && zh && zh.date === h.date
            ? chineseName(h.name, zh.name, Boolean(h.substitute))
            : h.name;
        seen.set(date, seen.has(date) ? `${seen.get(date)} / ${name}` : name);
      });
    } catch {
      // An unknown country has no holidays from the package; the organisation's own days still apply.
    }
    list = [...seen].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
    cache.set(key, list);
  }
  return list;
}

/** The year's holidays for the settings list: the country's (observed unless removed) and the organisation's own. */
export async function listHolidays(
  db: DbOrTx,
  organizationId: string,
  country: string,
  year: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Holiday[]> {
  const own = await repo.listOwnHolidays(db, organizationId, `${year}-01-01`, `${year}-12-31`);
  const byDate = new Map(own.map((h) => [h.date, h]));
  const out: Holiday[] = countryHolidays(country, year, locale).map((h) => ({
    date: h.date,
    name: h.name,
    source: 'country',
    observed: byDate.get(h.date)?.kind !== 'removed',
  }));
  const countryDates = new Set(out.map((h) => h.date));
  for (const h of own)
    if (h.kind === 'added' && !countryDates.has(h.date))
      out.push({ date: h.date, name: h.name, source: 'organization', observed: true });
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** Observed holidays between two dates (inclusive) as name by date: working-day counts everywhere use these. */
export async function holidayMap(
  db: DbOrTx,
  organizationId: string,
  country: string,
  from: string,
  to: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, string>> {
  const own = await repo.listOwnHolidays(db, organizationId, from, to);
  const map = new Map<string, string>();
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    for (const h of countryHolidays(country, y, locale))
      if (h.date >= from && h.date <= to) map.set(h.date, h.name);
  }
  for (const h of own) {
    if (h.kind === 'removed') map.delete(h.date);
    else map.set(h.date, h.name);
  }
  return map;
}

export const holidaySet = async (
  db: DbOrTx,
  organizationId: string,
  country: string,
  from: string,
  to: string,
) => new Set((await holidayMap(db, organizationId, country, from, to)).keys());
