import 'server-only';
import Holidays from 'date-holidays';
import type { Holiday } from '@/lib/contracts/leave';
import type { DbOrTx } from '@/server/db/client';
import * as repo from './leave.repo';

/** A country's public holidays of a year from `date-holidays` (type `public` only), cached per process. */
const cache = new Map<string, { date: string; name: string }[]>();
export function countryHolidays(country: string, year: number): { date: string; name: string }[] {
  const key = `${country}:${year}`;
  let list = cache.get(key);
  if (!list) {
    const seen = new Map<string, string>();
    try {
      for (const h of new Holidays(country).getHolidays(year) || []) {
        if (h.type !== 'public') continue;
        const date = h.date.slice(0, 10);
        seen.set(date, seen.has(date) ? `${seen.get(date)} / ${h.name}` : h.name);
      }
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
): Promise<Holiday[]> {
  const own = await repo.listOwnHolidays(db, organizationId, `${year}-01-01`, `${year}-12-31`);
  const byDate = new Map(own.map((h) => [h.date, h]));
  const out: Holiday[] = countryHolidays(country, year).map((h) => ({
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
): Promise<Map<string, string>> {
  const own = await repo.listOwnHolidays(db, organizationId, from, to);
  const map = new Map<string, string>();
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    for (const h of countryHolidays(country, y)) if (h.date >= from && h.date <= to) map.set(h.date, h.name);
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
