import 'server-only';
import ExcelJS from 'exceljs';
import { uploadSheetRowSchema, type StatutoryType } from '@/lib/contracts/remittances';
import type { DbOrTx } from '@/server/db/client';
import { AppError, fieldError } from '@/server/errors';
import type { Translate } from '@/server/i18n';
import * as repo from './remittances.repo';
import { recordReceipt, todayOf } from './remittances.service';

/**
 * Many receipts at once: GET statutory/download-upload-sheet gives a sheet pre-filled with every outstanding
 * liability; POST statutory/upload-sheet records its filled rows, all or none. Amounts in the sheet are in
 * major units (12,345.67); each bad row answers a message naming its row, and nothing is recorded.
 */
const COLUMNS = ['type', 'payrollId', 'payee', 'amount', 'paidOn', 'reference'] as const;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export async function buildUploadSheet(
  db: DbOrTx,
  organizationId: string,
  types: readonly StatutoryType[],
  t: Translate,
  now: Date,
) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('remittances.upload.sheetName'));
  const header = ws.addRow([
    ...COLUMNS.map((c) => t(`remittances.upload.columns.${c}`)),
    t('remittances.upload.columns.outstanding'),
    t('remittances.upload.columns.dueDate'),
  ]);
  header.font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const type of types) {
    for (let page = 0; ; page++) {
      const { rows } = await repo.listLiabilities(db, organizationId, { type }, todayOf(now), {
        limit: 500,
        offset: page * 500,
      });
      for (const { row } of rows) {
        if (row.remitted >= row.amount) continue;
        ws.addRow([
          row.type,
          row.runId,
          row.payee,
          null,
          null,
          null,
          (row.amount - row.remitted) / 100,
          row.dueDate,
        ]);
      }
      if (rows.length < 500) break;
    }
  }
  [10, 38, 28, 16, 14, 24, 16, 14].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  ws.getColumn(4).numFmt = '#,##0.00';
  ws.getColumn(5).numFmt = '@';
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const cell = (v: ExcelJS.CellValue): unknown => {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'result' in v) return cell(v.result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  return v;
};

/** The sheet's filled rows as records keyed by column, with their sheet row number. */
export async function readUploadSheet(
  bytes: Uint8Array,
): Promise<{ row: number; values: Record<string, unknown> }[]> {
  if (bytes.byteLength < 4 || ZIP_MAGIC.some((b, i) => bytes[i] !== b))
    throw fieldError('file', 'validation.xlsxType');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', 'validation.xlsxType');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw fieldError('file', 'validation.sheetEmpty');
  const out: { row: number; values: Record<string, unknown> }[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const values: Record<string, unknown> = {};
    COLUMNS.forEach((c, i) => (values[c] = cell(r.getCell(i + 1).value)));
    // a pre-filled liability without an amount is one the employer did not pay: skipped
    if (values.amount === undefined || values.amount === '') return;
    out.push({ row: n, values });
  });
  return out;
}

/** Major units (number or "12,345.67") → minor units; NaN when not an amount with at most 2 decimals. */
function toMinor(v: unknown) {
  const s =
    typeof v === 'number'
      ? v.toFixed(2)
      : String(v ?? '')
          .replace(/,/g, '')
          .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export async function recordSheet(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  rows: { row: number; values: Record<string, unknown> }[],
  allowed: readonly StatutoryType[],
  t: Translate,
  now: Date,
) {
  if (rows.length === 0) throw fieldError('file', 'validation.sheetEmpty');
  const errors: Record<string, { key: string; params: Record<string, string | number> }[]> = {};
  const fail = (row: number, message: string) =>
    (errors[`row.${row}`] ??= []).push({ key: 'remittances.upload.rowError', params: { row, message } });
  let recorded = 0;
  for (const { row, values } of rows) {
    const parsed = uploadSheetRowSchema.safeParse({
      ...values,
      amount: toMinor(values.amount),
      payrollId: String(values.payrollId ?? ''),
      paidOn: String(values.paidOn ?? ''),
      reference: String(values.reference ?? ''),
      payee: String(values.payee ?? ''),
      type: String(values.type ?? ''),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        fail(row, `${t(`remittances.upload.columns.${String(issue.path[0])}`)}: ${t(issue.message)}`);
      continue;
    }
    const type = parsed.data.type as StatutoryType;
    if (!allowed.includes(type)) {
      fail(row, t('remittances.upload.unknownType', { type: parsed.data.type }));
      continue;
    }
    try {
      await recordReceipt(
        db,
        organizationId,
        userId,
        type,
        { ...parsed.data, fileId: null },
        { now, source: 'sheet' },
      );
      recorded++;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const detail = e.errors
        ? Object.values(e.errors)
            .flat()
            .map((x) => t(x.key, x.params))
            .join('; ')
        : t(e.messageKey, e.params);
      fail(row, detail);
    }
  }
  // all or none: the caller's transaction rolls back what was recorded
  if (Object.keys(errors).length)
    throw new AppError(
      'VALIDATION_FAILED',
      'remittances.upload.rejected',
      { count: Object.keys(errors).length },
      errors,
    );
  return { recorded };
}
