import { z } from 'zod';
import { EMPLOYMENT_TYPES, GENDERS } from './employees';

/**
 * Bulk import sheets (issue 5 §3). A sheet row travels as a record of plain strings keyed by these column
 * keys — exactly what the user typed: department by name, amounts in major units, yes/no — plus `row`, its
 * row number in the sheet (header = row 1). The server turns such a record into `employeeInputSchema`
 * input; the bulk screen edits the same records and sends them back to be validated again.
 */
export type SheetColumnKind = 'text' | 'choice' | 'date' | 'month' | 'amount' | 'yesNo' | 'lookup';
export type SheetColumn = {
  key: string;
  kind: SheetColumnKind;
  required?: boolean;
  /** `choice` columns: the accepted values (case, spaces and hyphens are forgiven). */
  options?: readonly string[];
};

export { ROW_KEY } from './employees-values';
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const EMPLOYEE_SHEET_COLUMNS: readonly SheetColumn[] = [
  { key: 'staffId', kind: 'text', required: true },
  { key: 'firstName', kind: 'text', required: true },
  { key: 'lastName', kind: 'text', required: true },
  { key: 'otherNames', kind: 'text' },
  { key: 'email', kind: 'text', required: true },
  { key: 'phone', kind: 'text' },
  { key: 'gender', kind: 'choice', options: GENDERS },
  { key: 'dateOfBirth', kind: 'date' },
  { key: 'address', kind: 'text' },
  { key: 'department', kind: 'lookup' },
  { key: 'jobRole', kind: 'lookup' },
  { key: 'payrollGroup', kind: 'lookup' },
  { key: 'employmentType', kind: 'choice', options: EMPLOYMENT_TYPES },
  { key: 'startDate', kind: 'date', required: true },
  { key: 'payCurrency', kind: 'text' },
  { key: 'basic', kind: 'amount', required: true },
  { key: 'housing', kind: 'amount' },
  { key: 'transport', kind: 'amount' },
  { key: 'other', kind: 'amount' },
  { key: 'bank', kind: 'lookup' },
  { key: 'accountNumber', kind: 'text' },
  { key: 'bvn', kind: 'text' },
  { key: 'nin', kind: 'text' },
  { key: 'pensionEnabled', kind: 'yesNo' },
  { key: 'pfa', kind: 'text' },
  { key: 'rsaPin', kind: 'text' },
  { key: 'payeEnabled', kind: 'yesNo' },
  { key: 'stateOfResidence', kind: 'text' },
  { key: 'taxId', kind: 'text' },
  { key: 'nhfEnabled', kind: 'yesNo' },
  { key: 'nsitfEnabled', kind: 'yesNo' },
  { key: 'itfEnabled', kind: 'yesNo' },
  { key: 'annualRent', kind: 'amount' },
  { key: 'ewaEligible', kind: 'yesNo' },
];

export const ADDON_KINDS = ['bonus', 'deduction'] as const;
export const ADDON_FREQUENCIES = ['one_off', 'recurring'] as const;

/** The add-ons sheet; `employeeName` is there for the reader only and is never imported. */
export const ADDON_SHEET_COLUMNS: readonly SheetColumn[] = [
  { key: 'staffId', kind: 'text', required: true },
  { key: 'employeeName', kind: 'text' },
  { key: 'kind', kind: 'choice', required: true, options: ADDON_KINDS },
  { key: 'name', kind: 'text', required: true },
  { key: 'amount', kind: 'amount', required: true },
  { key: 'frequency', kind: 'choice', required: true, options: ADDON_FREQUENCIES },
  { key: 'startPeriod', kind: 'month', required: true },
  { key: 'endPeriod', kind: 'month' },
];

/** POST employees/import and employees/add-ons/bulk: how many rows were written. */
export const importResultSchema = z.object({ imported: z.number() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** A sheet row as the bulk screen holds it. */
export type SheetRow = { row: number } & Record<string, string | number>;
