import { create } from 'zustand';

/**
 * The employee list picked for a bulk add (spec §2 employees/bulk). Kept in memory only: the bulk screen
 * redirects to /app/employees when it holds no list, e.g. after a reload.
 */
export type BulkEmployeesState = {
  rows: unknown[];
  setRows: (rows: unknown[]) => void;
  clear: () => void;
};

export const useBulkEmployeesStore = create<BulkEmployeesState>()((set) => ({
  rows: [],
  setRows: (rows) => set({ rows }),
  clear: () => set({ rows: [] }),
}));
