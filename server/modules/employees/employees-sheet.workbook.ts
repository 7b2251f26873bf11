import 'server-only';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS, ROW_KEY, type SheetColumn, type SheetRow } from '@/lib/contracts/employees-import';
import { fieldError } from '@/server/errors';
import { cellText, normaliseHeader } from './employees-sheet.cells';

/** Reading an uploaded sheet and writing a template, for any column list (employees, add-ons). */

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const badFile = () => fieldError('file', 'validation.xlsxType');

/**
 * The first worksheet's rows as records of strings keyed by column key, each with its sheet row number.
 * Headers are matched by `headerKeys` (normalised title in any language, or the key itself); unknown
 * columns are ignored and blank rows skipped. A row holding only `referenceKeys` (the add-ons sheet comes
 * pre-filled with every employee's staff id and name) counts as blank too.
 */
export async function readSheetRows(
  bytes: Uint8Array,
  columns: readonly SheetColumn[],
  headerKeys: Map<string, string>,
  referenceKeys: readonly string[] = [],
): Promise<SheetRow[]> {
  if (bytes.byteLength < 4 || ZIP_MAGIC.some((b, i) => bytes[i] !== b)) throw badFile();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badFile();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fieldError('file', 'validation.sheetEmpty');
  const kinds = new Map(columns.map((c) => [c.key, c.kind]));
  // Column index (1-based) → column key.
  const positions: [number, string][] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const key = headerKeys.get(normaliseHeader(cellText(cell.value)));
    if (key && !positions.some(([, k]) => k === key)) positions.push([col, key]);
  });
  if (positions.length === 0) throw fieldError('file', 'validation.sheetHeaders');

  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const values = row.values as ExcelJS.CellValue[];
    const record: SheetRow = { [ROW_KEY]: rowNumber };
    let filled = false;
    for (const [col, key] of positions) {
      const text = cellText(values[col] ?? null, kinds.get(key));
      if (text !== '') {
        record[key] = text;
        filled ||= !referenceKeys.includes(key);
      }
    }
    if (!filled) return;
    if (rows.length === MAX_IMPORT_ROWS) tooMany = true;
    else rows.push(record);
  });
  if (tooMany)
    throw fieldError('file', 'validation.tooManyRows', { max: MAX_IMPORT_ROWS.toLocaleString('en-GB') });
  if (rows.length === 0) throw fieldError('file', 'validation.sheetEmpty');
  return rows;
}

export type TemplateColumn = {
  key: string;
  title: string;
  width?: number;
  /** Text-formatted cells keep leading zeros (account numbers) and stop Excel turning 2026-05 into a date. */
  text?: boolean;
  /** A range on the lists sheet offered as a dropdown, e.g. `Lists!$A$2:$A$9`. */
  list?: string;
};

export type TemplateList = { title: string; values: readonly string[] };

/**
 * An xlsx with one header row (frozen, bold), optional pre-filled rows, and a second sheet of lists that
 * feed the dropdowns. Dropdowns cover the rows a user is likely to fill; beyond them typing still works.
 */
export async function buildTemplate(opts: {
  sheetName: string;
  listsName: string;
  columns: TemplateColumn[];
  lists: TemplateList[];
  rows?: string[][];
  dropdownRows?: number;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Paygrid';
  const sheet = workbook.addWorksheet(opts.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = opts.columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: c.width ?? Math.max(14, c.title.length + 4),
    style: c.text ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of opts.rows ?? []) sheet.addRow(row);

  const lists = workbook.addWorksheet(opts.listsName);
  opts.lists.forEach((list, i) => {
    const column = lists.getColumn(i + 1);
    column.width = Math.max(16, list.title.length + 4);
    lists.getCell(1, i + 1).value = list.title;
    lists.getCell(1, i + 1).font = { bold: true };
    list.values.forEach((value, r) => (lists.getCell(r + 2, i + 1).value = value));
  });

  const lastRow = Math.max(opts.dropdownRows ?? 1000, (opts.rows?.length ?? 0) + 1);
  opts.columns.forEach((c, i) => {
    if (!c.list) return;
    const letter = sheet.getColumn(i + 1).letter;
    // exceljs writes range validations but its typings do not declare `dataValidations`.
    (sheet as unknown as { dataValidations: { add(range: string, v: object): void } }).dataValidations.add(
      `${letter}2:${letter}${lastRow}`,
      { type: 'list', allowBlank: true, formulae: [c.list] },
    );
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `Lists!$B$2:$B$7` for the i-th list (0-based) of `count` values. */
export function listRange(sheetName: string, index: number, count: number): string | undefined {
  if (count === 0) return undefined;
  const letter = String.fromCharCode(65 + index);
  return `'${sheetName}'!$${letter}$2:$${letter}$${count + 1}`;
}
