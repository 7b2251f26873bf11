import 'server-only';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { getCurrencyDigits } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { payrollRunEmployees } from '@/server/db/schema';
import { translator } from '@/server/i18n';
import { readPayrollSettings } from './payroll-config';
import { lineLabelIn } from './payroll-line-label';
import { findRun, type RunRow } from './payroll.repo';
import { notFound } from '@/server/errors';

/**
 * GET payroll/{id}/download-sheet: the run as an xlsx, one row per employee, every engine line as a column,
 * a totals row per currency. Rows are read in keyset pages and written with exceljs's streaming writer (rows
 * are committed as they go), so a 100,000-employee run never holds the whole workbook model in memory.
 */

const PAGE = 2_000;
const FIXED = ['staffId', 'name', 'department', 'currency', 'bank', 'account'] as const;
const SUMMARY = ['gross', 'paye', 'deductions', 'employerContributions', 'net'] as const;
// summary figures have their own columns: their lines would repeat them
const SKIP_LINES = new Set(['gross', 'net', 'paye']);

/** `"NGN "#,##0.00`: money as numbers, shown with the currency's code and minor digits. */
export const moneyFormat = (currency: string) => {
  const digits = getCurrencyDigits(currency);
  const n = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  return `"${currency} "${n};-"${currency} "${n}`;
};
const toMajor = (minor: number, currency: string) => minor / 10 ** getCurrencyDigits(currency);

/** The line columns: one per code, in the dictionary's order, named by the engine's label in the sheet's language. */
export function lineColumns(
  dictionary: [string, string, string, string][],
  name: (code: string, label: string) => string = (_code, label) => label,
) {
  const columns: { code: string; label: string }[] = [];
  const byIndex = new Map<number, number>();
  const byCode = new Map<string, number>();
  dictionary.forEach(([code, label], i) => {
    if (SKIP_LINES.has(code)) return;
    let c = byCode.get(code);
    if (c === undefined) {
      c = columns.push({ code, label: name(code, label) }) - 1;
      byCode.set(code, c);
    }
    byIndex.set(i, c);
  });
  return { columns, byIndex };
}

async function* rowsOf(db: DbOrTx, organizationId: string, runId: string) {
  let after: { currency: string; name: string; id: string } | null = null;
  for (;;) {
    const t = payrollRunEmployees;
    const page: (typeof t.$inferSelect)[] = await db
      .select()
      .from(t)
      .where(
        and(
          eq(t.organizationId, organizationId),
          eq(t.runId, runId),
          after
            ? or(
                gt(t.currency, after.currency),
                and(
                  eq(t.currency, after.currency),
                  or(gt(t.name, after.name), and(eq(t.name, after.name), gt(t.id, after.id))),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(asc(t.currency), asc(t.name), asc(t.id))
      .limit(PAGE);
    yield page;
    if (page.length < PAGE) return;
    const last = page[page.length - 1]!;
    after = { currency: last.currency, name: last.name, id: last.id };
  }
}

export async function renderSheet(
  db: DbOrTx,
  organizationId: string,
  run: RunRow,
  locale: 'en-GB' | 'zh-CN',
): Promise<Buffer> {
  const t = translator(locale);
  const h = (key: string, params?: Record<string, string>) => t(`payroll-documents.sheet.${key}`, params);
  const { columns, byIndex } = lineColumns(run.lineDictionary, lineLabelIn(locale));

  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Paygrid';
  const ws = wb.addWorksheet(h('title'), { views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }] });
  ws.columns = [
    ...FIXED.map((k) => ({ header: h(k), key: k, width: k === 'name' ? 28 : 14 })),
    ...columns.map((c, i) => ({
      header: c.label,
      key: `l${i}`,
      width: Math.min(30, Math.max(14, c.label.length + 2)),
    })),
    ...SUMMARY.map((k) => ({ header: h(k), key: k, width: 18 })),
    { header: h('flagged'), key: 'flagged', width: 10 },
  ];
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.commit();
  const firstMoney = FIXED.length + 1;
  const lastMoney = FIXED.length + columns.length + SUMMARY.length;
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: lastMoney + 1 } };

  // one style object per currency, shared by every cell: exceljs then registers it once, not per cell
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  const styleOf = (currency: string) => {
    let style = styles.get(currency);
    if (!style) styles.set(currency, (style = { numFmt: moneyFormat(currency) }));
    return style;
  };
  const totals = new Map<string, { first: number; last: number; sums: number[] }>();
  let rowNo = 1;
  for await (const page of rowsOf(db, organizationId, run.id)) {
    for (const r of page) {
      rowNo++;
      const lines = new Array<number>(columns.length).fill(0);
      const present = new Array<boolean>(columns.length).fill(false);
      for (const [i, amount] of r.lines) {
        const c = byIndex.get(i);
        if (c === undefined) continue;
        lines[c]! += amount;
        present[c] = true;
      }
      const minor = [...lines, r.gross, r.paye, r.deductions, r.employerContributions, r.net];
      const row = ws.getRow(rowNo);
      row.values = [
        r.staffId,
        r.name,
        r.department ?? '',
        r.currency,
        r.bankName ?? '',
        r.accountNumberMasked ?? '',
        ...minor.map((m, i) => (i < columns.length && !present[i] ? null : toMajor(m, r.currency))),
        r.flagged ? h('yes') : '',
      ];
      const style = styleOf(r.currency);
      for (let c = firstMoney; c <= lastMoney; c++) row.getCell(c).style = style;
      row.commit();
      // flagged rows are never paid: left out of the totals, as in the run's own totals
      const tot = totals.get(r.currency) ?? {
        first: rowNo,
        last: rowNo,
        sums: new Array<number>(minor.length).fill(0),
      };
      tot.last = rowNo;
      if (!r.flagged) minor.forEach((m, i) => (tot.sums[i]! += m));
      totals.set(r.currency, tot);
    }
  }

  for (const [currency, tot] of totals) {
    rowNo++;
    const row = ws.getRow(rowNo);
    row.getCell(1).value = h('totals', { currency });
    row.getCell(4).value = currency;
    const fmt = moneyFormat(currency);
    tot.sums.forEach((m, i) => {
      const cell = row.getCell(firstMoney + i);
      const col = cell.address.replace(/\d+$/, '');
      const flag = ws.getColumn(lastMoney + 1).letter;
      // a formula keeps the sheet live when edited; its cached result is what readers without a calculator see
      cell.value = {
        formula: `SUMIFS(${col}${tot.first}:${col}${tot.last},$D$${tot.first}:$D$${tot.last},"${currency}",${flag}${tot.first}:${flag}${tot.last},"")`,
        result: toMajor(m, currency),
      };
      cell.numFmt = fmt;
    });
    row.font = { bold: true };
    row.commit();
  }
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

/** The run's sheet in the organisation's document language; another organisation's run → 404. */
export async function payrollSheet(db: DbOrTx, organizationId: string, runId: string) {
  const run = await findRun(db, organizationId, runId);
  if (!run) throw notFound('payroll.errors.notFound');
  const { documentLanguage } = await readPayrollSettings(db, organizationId);
  return {
    bytes: await renderSheet(db, organizationId, run, documentLanguage),
    fileName: `payroll-${run.period}-${run.id.slice(0, 8)}.xlsx`,
  };
}
