import 'server-only';
import type { IdField } from '@/lib/contracts/statutory-returns';
import { fromMinorUnits } from '@/lib/money';
import type { EmployeeFigures } from './returns.data';

/**
 * A return's layout: the authority's columns in its order, each a header and a value per employee. Money is
 * kept in integer minor units up to the file and written in major units by fromMinorUnits (string maths, no
 * floats): "1234.50", or whole units for a currency without decimals (UGX).
 */
export type Cell = string | { minor: number };
export type Column = { header: string; value: (e: EmployeeFigures, row: number) => Cell };

export type Layout = {
  columns: Column[];
  /** employees the return covers (e.g. only NHF contributors); default everyone in the span */
  include?: (e: EmployeeFigures) => boolean;
  /** one file per payee (state tax authority, PFA): the value names the file */
  groupBy?: (e: EmployeeFigures) => string;
  /** identifiers the authority needs (listed as fix-first issues when blank) */
  required: IdField[];
  /** a fixed file name (GRA asks for `PAYE EMPLOYEE.CSV`); default `<type>-<span>[-<group>].csv` */
  fileName?: string;
  /** GRA's soft copy must have no commas inside values: they are dropped rather than quoted */
  noCommas?: boolean;
};

/** What a layout may print besides the employees: the employer's number with the authority, the span. */
export type LayoutContext = { employerNumber: string; from: string; to: string };
export type LayoutOf = (ctx: LayoutContext) => Layout;

export const money = (minor: number): Cell => ({ minor });
export const text = (s: string | null | undefined): Cell => (s ?? '').trim();
/** The display name as the authorities print it. */
export const nameOf = (e: EmployeeFigures): Cell => e.name;

// A spreadsheet opening the CSV must not evaluate a cell as a formula (=, +, -, @ first): such text is quoted
// with a leading apostrophe. Commas, quotes and line breaks are quoted as RFC 4180 asks.
function csvText(v: string, noCommas: boolean) {
  const s = noCommas ? v.replace(/,/g, ' ').replace(/\s+/g, ' ').trim() : v;
  const formula = /^[=+\-@]/.test(s);
  if (!formula && !/[",\n\r]/.test(s)) return s;
  return `"${(formula ? `'${s}` : s).replace(/"/g, '""')}"`;
}

/** The layout's CSV over `employees` (header row, one row per employee, CRLF line ends, no totals row). */
export function renderCsv(layout: Layout, employees: EmployeeFigures[], currency: string) {
  const noCommas = layout.noCommas === true;
  const lines = [layout.columns.map((c) => csvText(c.header, noCommas)).join(',')];
  employees.forEach((e, i) => {
    lines.push(
      layout.columns
        .map((c) => {
          const v = c.value(e, i + 1);
          return typeof v === 'string' ? csvText(v, noCommas) : fromMinorUnits(v.minor, currency);
        })
        .join(','),
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}

/** Lower-case, dashes for the rest: a file name part from a state or PFA name. */
export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'unassigned';
