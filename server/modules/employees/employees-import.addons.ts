import 'server-only';
import { bulkAddonRowSchema } from '@/lib/contracts/employees';
import { ADDON_SHEET_COLUMNS, type SheetRow } from '@/lib/contracts/employees-import';
import { toMinorUnits } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import type { employeeAddons } from '@/server/db/schema';
import type { Translate } from '@/server/i18n';
import { findEmployeesByStaffIds } from './employees-import.repo';
import { IssueCollector, textOf } from './employees-import.report';
import { normaliseChoice } from './employees-sheet.cells';

type AddonInsert = typeof employeeAddons.$inferInsert;

/**
 * Add-on rows (from the sheet: amounts in major units; from JSON bulkAddonsSchema: minor units) checked
 * against the same schema as a single add-on. Staff ids resolve in one query; each add-on takes its
 * employee's pay currency. `inserts` is filled only when there is no error at all.
 */
export async function validateAddonRows(
  db: DbOrTx,
  ctx: { organizationId: string; userId: string; amounts: 'major' | 'minor' },
  rows: SheetRow[],
  t: Translate,
) {
  const issues = new IssueCollector(ADDON_SHEET_COLUMNS);
  const lowered = [...new Set(rows.map((r) => textOf(r, 'staffId').toLowerCase()).filter(Boolean))];
  const found = await findEmployeesByStaffIds(db, ctx.organizationId, lowered);
  const byStaffId = new Map(found.map((e) => [e.staffId.toLowerCase(), e]));
  const inserts: AddonInsert[] = [];

  for (const row of rows) {
    const staffId = textOf(row, 'staffId');
    const employee = byStaffId.get(staffId.toLowerCase());
    if (staffId && !employee) issues.add(row.row, 'staffId', 'validation.unknownStaffId', { staffId });
    else if (employee?.status === 'separated') issues.add(row.row, 'staffId', 'validation.employeeSeparated');

    const amountText = textOf(row, 'amount');
    let amount: unknown = amountText === '' ? undefined : amountText;
    if (amountText && ctx.amounts === 'minor')
      amount = /^-?\d+$/.test(amountText) ? Number(amountText) : amountText;
    else if (amountText && employee) {
      try {
        amount = toMinorUnits(amountText, employee.payCurrency);
      } catch {
        issues.add(row.row, 'amount', 'validation.amount');
      }
    }
    const input = {
      staffId,
      kind: normaliseChoice(textOf(row, 'kind')) || undefined,
      name: textOf(row, 'name') || undefined,
      amount,
      frequency: normaliseChoice(textOf(row, 'frequency')) || undefined,
      startPeriod: textOf(row, 'startPeriod') || undefined,
      endPeriod: textOf(row, 'endPeriod') || null,
    };
    const result = bulkAddonRowSchema.safeParse(input);
    if (!result.success) {
      issues.addZod(row.row, result.error, (field) => field);
      continue;
    }
    if (!employee || employee.status === 'separated') continue;
    const { staffId: _staffId, endPeriod, ...addon } = result.data;
    inserts.push({
      ...addon,
      endPeriod: endPeriod ?? null,
      organizationId: ctx.organizationId,
      employeeId: employee.id,
      currency: employee.payCurrency,
      createdBy: ctx.userId,
    });
  }
  const report = issues.toReport(rows, t);
  return { report, inserts: report.valid ? inserts : [] };
}
