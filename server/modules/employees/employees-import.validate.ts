import 'server-only';
import { EXTRA_EMPLOYEE_CURRENCY } from '@/lib/countries';
import { employeeInputSchema, type EmployeeValues } from '@/lib/contracts/employees';
import { EMPLOYEE_SHEET_COLUMNS, type SheetRow } from '@/lib/contracts/employees-import';
import { toMinorUnits } from '@/lib/money';
import type { employees } from '@/server/db/schema';
import type { Translate } from '@/server/i18n';
import type { Bank } from '@/server/payments-provider';
import { findTakenEmails, findTakenStaffIds } from './employees-import.repo';
import { flagDuplicates, IssueCollector, textOf } from './employees-import.report';
import { toEmployeeInsert } from './employees.mapper';
import { normaliseChoice, parseYesNo } from './employees-sheet.cells';
import type { DbOrTx } from '@/server/db/client';

/** What names in a sheet resolve against: the organisation's own records and its country's banks. */
export type ImportLookups = {
  organizationId: string;
  currency: string;
  departments: Map<string, string>;
  jobRoles: Map<string, string>;
  payrollGroups: Map<string, string>;
  /** By lower-cased name and by code. */
  banks: Map<string, Bank>;
};

/** Schema fields whose sheet column has another name. */
const COLUMN_OF_FIELD: Record<string, string> = {
  departmentId: 'department',
  jobRoleId: 'jobRole',
  payrollGroupId: 'payrollGroup',
  bankCode: 'bank',
};
const columnOf = (field: string) => COLUMN_OF_FIELD[field] ?? field;

const LOOKUPS = [
  ['department', 'departmentId', 'departments', 'validation.unknownDepartment'],
  ['jobRole', 'jobRoleId', 'jobRoles', 'validation.unknownJobRole'],
  ['payrollGroup', 'payrollGroupId', 'payrollGroups', 'validation.unknownPayrollGroup'],
] as const;

type Converted = { input: Record<string, unknown>; bank?: Bank };

/** One sheet row → `employeeInputSchema` input; problems zod cannot see (names, yes/no, amounts) go to `issues`. */
function convertRow(row: SheetRow, lk: ImportLookups, issues: IssueCollector): Converted {
  const input: Record<string, unknown> = {};
  const currencyText = textOf(row, 'payCurrency').toUpperCase();
  input.payCurrency = currencyText || lk.currency;
  if (input.payCurrency !== lk.currency && input.payCurrency !== EXTRA_EMPLOYEE_CURRENCY)
    issues.add(row.row, 'payCurrency', 'validation.payCurrency');
  // Amount decimals follow the pay currency (UGX has none); an unusable currency falls back to the organisation's.
  const digitsCurrency = issues.has(row.row, 'payCurrency') ? lk.currency : String(input.payCurrency);
  let bank: Bank | undefined;

  for (const column of EMPLOYEE_SHEET_COLUMNS) {
    const text = textOf(row, column.key);
    if (column.key === 'payCurrency' || text === '') continue;
    switch (column.kind) {
      case 'amount':
        try {
          input[column.key] = toMinorUnits(text, digitsCurrency);
        } catch {
          issues.add(row.row, column.key, 'validation.amount');
        }
        break;
      case 'yesNo': {
        const value = parseYesNo(text);
        if (value === null) issues.add(row.row, column.key, 'validation.yesNo');
        else input[column.key] = value;
        break;
      }
      case 'choice':
        input[column.key] = normaliseChoice(text);
        break;
      case 'lookup':
        if (column.key === 'bank') {
          bank = lk.banks.get(text.toLowerCase());
          if (bank) input.bankCode = bank.code;
          else issues.add(row.row, 'bank', 'validation.unknownBank');
        }
        break;
      default:
        input[column.key] = text;
    }
  }
  for (const [column, field, map, message] of LOOKUPS) {
    const name = textOf(row, column).toLowerCase();
    if (!name) continue;
    const id = lk[map].get(name);
    if (id) input[field] = id;
    else issues.add(row.row, column, message, { name: textOf(row, column) });
  }
  return { input, bank };
}

type EmployeeInsert = typeof employees.$inferInsert;

/**
 * Every row through the same schema as the create form, then the rules across rows and against the
 * database (two queries for the whole sheet). `inserts` is filled only when there is no error at all.
 */
export async function validateEmployeeRows(db: DbOrTx, lk: ImportLookups, rows: SheetRow[], t: Translate) {
  const issues = new IssueCollector(EMPLOYEE_SHEET_COLUMNS);
  const parsed: { row: SheetRow; values: EmployeeValues; bank?: Bank }[] = [];
  for (const row of rows) {
    const { input, bank } = convertRow(row, lk, issues);
    const result = employeeInputSchema.safeParse(input);
    if (!result.success) {
      issues.addZod(row.row, result.error, columnOf);
      continue;
    }
    const values = result.data;
    // A bank without an account number (or the reverse) can be neither verified nor paid.
    if (values.bankCode && !values.accountNumber) issues.add(row.row, 'accountNumber', 'validation.bankPair');
    if (values.accountNumber && !values.bankCode && !issues.has(row.row, 'bank'))
      issues.add(row.row, 'bank', 'validation.bankPair');
    parsed.push({ row, values, bank });
  }

  flagDuplicates(rows, 'staffId', issues);
  flagDuplicates(rows, 'email', issues);
  const lowered = (key: string) => [
    ...new Set(rows.map((r) => textOf(r, key).toLowerCase()).filter(Boolean)),
  ];
  const [takenIds, takenEmails] = await Promise.all([
    findTakenStaffIds(db, lk.organizationId, lowered('staffId')),
    findTakenEmails(db, lk.organizationId, lowered('email')),
  ]);
  for (const row of rows) {
    if (takenIds.has(textOf(row, 'staffId').toLowerCase()))
      issues.add(row.row, 'staffId', 'validation.staffIdTaken');
    if (takenEmails.has(textOf(row, 'email').toLowerCase()))
      issues.add(row.row, 'email', 'validation.emailTaken');
  }

  const report = issues.toReport(rows, t);
  const inserts: EmployeeInsert[] = report.valid
    ? parsed.map(({ values, bank }) => ({
        ...toEmployeeInsert(lk.organizationId, values),
        // Imported accounts are not name-enquired: stored unverified, to be confirmed on the employee's page.
        bankName: bank?.name ?? null,
        accountName: null,
        bankVerifiedAt: null,
      }))
    : [];
  return { report, inserts };
}
