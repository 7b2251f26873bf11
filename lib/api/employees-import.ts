import type { ImportReport } from '@/lib/contracts/employees';
import type { ImportResult } from '@/lib/contracts/employees-import';
import { apiRequest } from './client';

/** One function per bulk-import endpoint under /api/v1/employees. */

const asForm = (file: File) => {
  const formData = new FormData();
  formData.set('file', file);
  return formData;
};

type Rows = Record<string, unknown>[];

/** GET employees/import/download-sheet — the xlsx template. */
export const downloadEmployeesTemplate = () =>
  apiRequest('employees/import/download-sheet', { responseType: 'blob' });

/** POST employees/validate — an uploaded sheet → the row-by-row report. */
export const validateEmployeesFile = (file: File) =>
  apiRequest<ImportReport>('employees/validate', { method: 'POST', formData: asForm(file) });

/** POST employees/validate — the rows as edited on the bulk screen → a fresh report. */
export const validateEmployeeRows = (rows: Rows) =>
  apiRequest<ImportReport>('employees/validate', { method: 'POST', body: { rows } });

/** POST employees/import — all rows in one transaction, or none (422 with the report). */
export const importEmployees = (rows: Rows) =>
  apiRequest<ImportResult>('employees/import', { method: 'POST', body: { rows } });

/** GET employees/addons/download-sheet — the add-ons template pre-filled with current staff. */
export const downloadAddonsTemplate = () =>
  apiRequest('employees/addons/download-sheet', { responseType: 'blob' });

/** POST employees/add-ons/bulk — an add-ons sheet, all rows or none. */
export const importAddonsFile = (file: File) =>
  apiRequest<ImportResult>('employees/add-ons/bulk', { method: 'POST', formData: asForm(file) });
