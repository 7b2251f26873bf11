import { create } from 'zustand';
import type { ImportIssue, ImportReport } from '@/lib/contracts/employees';
import { ROW_KEY } from '@/lib/contracts/employees-values';

/** A sheet row as the bulk screen edits it: column key → text, plus `row` (its row number in the sheet). */
export type BulkRow = Record<string, unknown>;

/**
 * The employee list held for the bulk screen (spec §2 employees/bulk): the last import report's rows and
 * errors, edited in place until they validate. Kept in memory only: the bulk screen redirects to
 * /app/employees when it holds no list, e.g. after a reload.
 */
export type BulkEmployeesState = {
  rows: BulkRow[];
  errors: ImportIssue[];
  fileName: string | null;
  /** Cells changed since the last validation: the errors shown may be stale and import must wait. */
  dirty: boolean;
  setRows: (rows: BulkRow[]) => void;
  /** Holds a fresh report (from an upload or "Validate again"). */
  setReport: (report: ImportReport, fileName?: string) => void;
  updateCell: (row: number, column: string, value: string) => void;
  clear: () => void;
};

/** The sheet row number of a held row; rows without one count from row 2, as the server numbers them. */
export const rowNumberOf = (row: BulkRow, index: number) => {
  const n = Number(row[ROW_KEY]);
  return Number.isInteger(n) && n > 1 ? n : index + 2;
};

const empty = { rows: [], errors: [], fileName: null, dirty: false };

export const useBulkEmployeesStore = create<BulkEmployeesState>()((set) => ({
  ...empty,
  setRows: (rows) => set({ rows, errors: [], dirty: false }),
  setReport: (report, fileName) =>
    set((s) => ({
      rows: report.rows,
      errors: report.errors,
      dirty: false,
      fileName: fileName ?? s.fileName,
    })),
  // Only the edited row gets a new object, so memoised grid rows elsewhere do not re-render.
  updateCell: (row, column, value) =>
    set((s) => {
      const index = s.rows.findIndex((r, i) => rowNumberOf(r, i) === row);
      if (index < 0) return s;
      const rows = s.rows.slice();
      rows[index] = { ...rows[index], [column]: value };
      return { rows, dirty: true };
    }),
  clear: () => set(empty),
}));
