import 'server-only';
import type { z } from 'zod';
import type { holidayInputSchema } from '@/lib/contracts/leave';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import { countryHolidays, listHolidays } from './leave-holidays';
import { organizationCountry } from './leave-types.service';
import * as repo from './leave-holidays.repo';

/** The year's holidays, country holidays named in `locale`. */
export async function listYear(db: DbOrTx, organizationId: string, year: number, locale?: Locale) {
  return listHolidays(db, organizationId, await organizationCountry(db, organizationId), year, locale);
}

const isCountryHoliday = (country: string, date: string) =>
  countryHolidays(country, Number(date.slice(0, 4))).some((h) => h.date === date);

/** Adds a declared holiday; on a removed country holiday it observes it again. Answers the year's list. */
export async function addHoliday(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof holidayInputSchema>,
  locale?: Locale,
) {
  const country = await organizationCountry(db, organizationId);
  if (isCountryHoliday(country, input.date)) await repo.deleteOwnHoliday(db, organizationId, input.date);
  else await repo.upsertHoliday(db, organizationId, input.date, input.name, 'added');
  return listHolidays(db, organizationId, country, Number(input.date.slice(0, 4)), locale);
}

/** Stops observing a day: the organisation's own is deleted, a country holiday is marked removed. */
export async function removeHoliday(db: DbOrTx, organizationId: string, date: string, locale?: Locale) {
  const country = await organizationCountry(db, organizationId);
  const holiday = countryHolidays(country, Number(date.slice(0, 4))).find((h) => h.date === date);
  if (holiday) await repo.upsertHoliday(db, organizationId, date, holiday.name, 'removed');
  else {
    const own = await repo.findOwnHoliday(db, organizationId, date);
    if (!own || own.kind !== 'added') throw notFound('leave.errors.holidayNotFound');
    await repo.deleteOwnHoliday(db, organizationId, date);
  }
  return listHolidays(db, organizationId, country, Number(date.slice(0, 4)), locale);
}
