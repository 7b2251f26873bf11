import 'server-only';
import ExcelJS from 'exceljs';
import { fromMinorUnits } from '@/lib/money';
import { translator } from '@/server/i18n';
import { moneyFormat } from '../payroll-sheet';
import type { BatchInfo } from './bank-file.layouts';
import type { BankLine } from './bank-file.rows';

const COLUMNS = [
  'reference',
  'staffId',
  'name',
  'bank',
  'bankCode',
  'accountNumber',
  'accountName',
  'currency',
  'amount',
] as const;

/**
 * The readable bank file (`xlsx`): not a bank's import layout but a sheet a person checks and keys from — one
 * row per payment, account numbers as text (leading zeros kept), amounts as numbers in the currency's format,
 * a total per currency. In the organisation's document language. Amounts are written from the exact decimal
 * text of the minor units (fromMinorUnits), the one conversion a spreadsheet number needs.
 */
export async function bankFileXlsx(lines: BankLine[], batch: BatchInfo, locale: 'en-GB' | 'zh-CN') {
  const t = translator(locale);
  const h = (key: string) => t(`payroll-bank-file.xlsx.${key}`);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Paygrid';
  const ws = wb.addWorksheet(h('title'), { views: [{ state: 'frozen', ySplit: 2 }] });
  ws.addRow([`${batch.narration} · ${batch.batchReference}`]).font = { bold: true };
  ws.addRow(COLUMNS.map(h)).font = { bold: true };
  ws.columns = COLUMNS.map((k) => ({ key: k, width: k === 'name' || k === 'accountName' ? 28 : 16 }));
  const totals = new Map<string, number>();
  for (const l of lines) {
    const row = ws.addRow([
      l.reference,
      l.staffId,
      l.name,
      l.bankName,
      l.bankCode,
      l.accountNumber,
      l.accountName,
      l.currency,
      Number(fromMinorUnits(l.amount, l.currency)),
    ]);
    row.getCell(5).numFmt = '@';
    row.getCell(6).numFmt = '@';
    row.getCell(9).numFmt = moneyFormat(l.currency);
    totals.set(l.currency, (totals.get(l.currency) ?? 0) + l.amount);
  }
  for (const [currency, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const row = ws.addRow([
      h('total'),
      '',
      '',
      '',
      '',
      '',
      '',
      currency,
      Number(fromMinorUnits(total, currency)),
    ]);
    row.font = { bold: true };
    row.getCell(9).numFmt = moneyFormat(currency);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
