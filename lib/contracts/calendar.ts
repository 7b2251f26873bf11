/**
 * Dates and months: one rule for every contract (the zod fields in ./fields.ts use it; screens test URLs
 * with it without loading zod). A real calendar day (no 2026-02-30), in years 1900–2200 — nothing a payroll
 * holds lies outside them, and `0000-00-00` or `9999-99-99` must be refused as input (422) before they reach
 * the database. The pattern spells out the whole rule (days per month, leap years), so the OpenAPI document
 * shows it and clients generated from it send only dates the server takes.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

const YEAR = '(?:19\\d\\d|2[01]\\d\\d|2200)';
// 1900, 2100 and 2200 are not leap years; 2000 is.
const LEAP_YEAR = '(?:(?:19|20|21)(?:0[48]|[2468][048]|[13579][26])|2000)';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,9})?)?';
const OFFSET = '(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';
const DAY = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;

/** `YYYY-MM-DD`, a real day in 1900–2200. */
export const CALENDAR_DATE_RE = new RegExp(`^${DAY}$`);
/** `YYYY-MM`, months 01–12, years 1900–2200. */
export const CALENDAR_MONTH_RE = new RegExp(`^${YEAR}-(?:0[1-9]|1[0-2])$`);
/** An ISO-8601 instant with its offset (`2026-11-30T09:00:00Z`, `…+01:00`), its day as in CALENDAR_DATE_RE. */
export const INSTANT_RE = new RegExp(`^${DAY}T${TIME}${OFFSET}$`);
