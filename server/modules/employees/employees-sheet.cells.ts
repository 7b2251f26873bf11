import 'server-only';
import type { CellValue } from 'exceljs';

/**
 * Cell values → the plain strings a sheet row carries. A spreadsheet hands back numbers, dates, rich text,
 * hyperlinks (Excel turns typed emails into links) and formula results; the import wants what the user sees.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel dates are stored as UTC midnight; the calendar day is what the user typed. */
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export function cellText(value: CellValue, kind?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '';
  if (value instanceof Date) return kind === 'month' ? isoDay(value).slice(0, 7) : isoDay(value);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: CellValue }).result ?? null, kind);
  if ('hyperlink' in value) return cellText((value as { text?: CellValue }).text ?? null, kind);
  if ('error' in value) return '';
  return String(value).trim();
}

/**
 * A number cell as the user would have typed it. `String` gives the shortest decimal that round-trips,
 * so 250000.1 stays "250000.1" (parsed exactly later); long digit strings such as account numbers typed
 * into a number cell would otherwise turn into "1.2e+21".
 */
function numberText(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) >= 1e21) return BigInt(n).toString();
  return String(n);
}

/** "Full time", "full-time", "FULL_TIME" → "full_time"; also "one-off" → "one_off". */
export const normaliseChoice = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const YES = new Set(['yes', 'y', 'true', '1', '是']);
const NO = new Set(['no', 'n', 'false', '0', '否']);

/** yes/no (either language) → boolean; blank → undefined (the schema's default); anything else → null. */
export function parseYesNo(text: string): boolean | undefined | null {
  if (text === '') return undefined;
  const t = text.trim().toLowerCase();
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  return null;
}

/**
 * A header cell → a comparable form: case, spaces, punctuation, the required mark and any hint in
 * brackets ("Basic salary * (monthly, e.g. 250000.00)") do not matter.
 */
export const normaliseHeader = (text: string) =>
  text
    .replace(/[(（][^)）]*[)）]/g, '')
    .toLowerCase()
    .replace(/[\s_\-./:,，*]+/g, '');
