import 'server-only';
import type { ZodError } from 'zod';
import { ROW_KEY, type SheetColumn, type SheetRow } from '@/lib/contracts/employees-import';
import type { ImportReport } from '@/lib/contracts/employees';
import type { MessageParams } from '@/lib/i18n/format-message';
import { zodIssueToMessage } from '@/lib/i18n/zod-issue';
import { AppError } from '@/server/errors';
import type { Translate } from '@/server/i18n';

/** What the employees and add-ons imports share: row numbering, issue collection and the report. */

/**
 * JSON rows from the bulk screen → sheet rows of strings. A row keeps the sheet row number it came with, so
 * errors still point at the user's spreadsheet; rows without one are numbered as if from row 2.
 */
export function normaliseRows(records: Record<string, unknown>[]): SheetRow[] {
  return records.map((record, index) => {
    const given = Number(record[ROW_KEY]);
    const out: SheetRow = { [ROW_KEY]: Number.isInteger(given) && given > 1 ? given : index + 2 };
    for (const [key, value] of Object.entries(record)) {
      if (key === ROW_KEY || value === null || value === undefined) continue;
      const text =
        typeof value === 'string'
          ? value.trim()
          : typeof value === 'boolean'
            ? value
              ? 'yes'
              : 'no'
            : String(value);
      if (text !== '') out[key] = text;
    }
    return out;
  });
}

export const textOf = (row: SheetRow, key: string) => (row[key] === undefined ? '' : String(row[key]));

type Issue = { row: number; column: string; key: string; params?: MessageParams };

export class IssueCollector {
  private readonly issues: Issue[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly columns: readonly SheetColumn[]) {}

  /** One message per cell: the first problem found is the one worth fixing. */
  add(row: number, column: string, key: string, params?: MessageParams) {
    const id = `${row}:${column}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    this.issues.push({ row, column, key, params });
  }

  has(row: number, column: string) {
    return this.seen.has(`${row}:${column}`);
  }

  get count() {
    return this.issues.length;
  }

  /** zod's issues for one row, each on the column its field comes from. */
  addZod(row: number, error: ZodError, columnOf: (field: string) => string) {
    for (const issue of error.issues) {
      const { key, params } = zodIssueToMessage(issue as Parameters<typeof zodIssueToMessage>[0]);
      const limits = issue as { minimum?: unknown; maximum?: unknown };
      this.add(row, columnOf(String(issue.path[0] ?? '_')), key, {
        min: Number(limits.minimum ?? 0),
        max: Number(limits.maximum ?? 0),
        ...params,
      });
    }
  }

  /** The report: every row, every error in sheet order, each message in the request's language. */
  toReport(rows: SheetRow[], t: Translate): ImportReport {
    const order = new Map(this.columns.map((c, i) => [c.key, i]));
    const errors = [...this.issues]
      .sort((a, b) => a.row - b.row || (order.get(a.column) ?? 99) - (order.get(b.column) ?? 99))
      .map((i) => ({ row: i.row, column: i.column, message: t(i.key, i.params) }));
    return { valid: errors.length === 0, total: rows.length, rows, errors };
  }
}

/** 422 carrying the whole report, so the client can show it as the validate call would. */
export class ImportRejected extends AppError {
  constructor(readonly report: ImportReport) {
    super('VALIDATION_FAILED', 'errors.importRejected', { count: report.errors.length });
  }
}

/** Flags every row after the first that repeats a value (case-insensitive) within the sheet. */
export function flagDuplicates(rows: SheetRow[], column: string, issues: IssueCollector) {
  const first = new Map<string, number>();
  for (const row of rows) {
    const value = textOf(row, column).toLowerCase();
    if (!value) continue;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, row.row);
    else issues.add(row.row, column, 'validation.duplicateInSheet', { row: earlier });
  }
}
