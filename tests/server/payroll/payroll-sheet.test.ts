import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { allRows, insertAddon, insertEmployee, teamAdmin } from './fixtures';
import { download, runIn } from './documents-fixtures';

type Row = {
  employeeId: string;
  staffId: string;
  name: string;
  currency: string;
  gross: number;
  paye: number;
  deductions: number;
  employerContributions: number;
  net: number;
  flagged: boolean;
  lines: { code: string; label: string; amount: number }[];
};

async function readSheet(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: unknown[][] = [];
  ws.eachRow((r, n) => n > 1 && rows.push((r.values as unknown[]).slice(1)));
  const value = (v: unknown) =>
    v && typeof v === 'object' && 'result' in v ? (v as { result: number }).result : v;
  return { ws, headers, rows: rows.map((r) => r.map(value)) };
}

describe('[PAYROLL] payroll sheet', { timeout: 180_000 }, () => {
  it('has a row per employee, a column per line, totals equal to the sums, money as numbers in the currency’s format', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const ada = await insertEmployee(org, { firstName: 'Ada', basic: 30_000_050 });
    await insertEmployee(org, { firstName: 'Bayo' });
    await insertEmployee(org, { firstName: 'Chidi', basic: 12_345_678, housing: 0, transport: 0 });
    await insertAddon(org, ada.id, {
      kind: 'bonus',
      amount: 2_000_000,
      period: '2026-11',
      name: 'Sales bonus',
    });
    const runId = await runIn(s.token, '2026-11', 'approved');
    const api_rows = (await allRows(s.token, runId)) as Row[];

    const res = await download(`/payroll/${runId}/download-sheet`, s.token);
    expect(res.status).toBe(200);
    expect(res.type).toContain('spreadsheetml');
    expect(res.disposition).toContain('payroll-2026-11-');
    const { ws, headers, rows } = await readSheet(res.bytes);
    expect(headers.slice(0, 6)).toEqual(['Staff ID', 'Name', 'Department', 'Currency', 'Bank', 'Account']);
    expect(headers.slice(-6)).toEqual([
      'Gross pay',
      'PAYE',
      'Deductions',
      'Employer contributions',
      'Net pay',
      'Flagged',
    ]);
    for (const label of ['Basic salary', 'Pension (employee)', 'Pension (employer)', 'Sales bonus'])
      expect(headers).toContain(label);

    expect(rows).toHaveLength(api_rows.length + 1);
    const col = (h: string) => headers.indexOf(h);
    for (const r of api_rows) {
      const sheetRow = rows.find((x) => x[col('Staff ID')] === r.staffId)!;
      expect(sheetRow[col('Name')]).toBe(r.name);
      expect(sheetRow[col('Gross pay')]).toBe(r.gross / 100);
      expect(sheetRow[col('Net pay')]).toBe(r.net / 100);
      const basic = r.lines.find((l) => l.code === 'earnings.basic')!;
      expect(sheetRow[col('Basic salary')]).toBe(basic.amount / 100);
    }
    // 300,000.50 stays a number with its kobo, shown with the currency's format
    expect(rows.some((x) => x[col('Basic salary')] === 300000.5)).toBe(true);
    const money = ws.getRow(2).getCell(col('Gross pay') + 1);
    expect(typeof money.value).toBe('number');
    expect(money.numFmt).toContain('NGN');
    expect(money.numFmt).toContain('0.00');

    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('Totals (NGN)');
    const sumOf = (h: string) => rows.slice(0, -1).reduce((t, r) => t + Number(r[col(h)] ?? 0), 0);
    for (const h of [
      'Gross pay',
      'PAYE',
      'Deductions',
      'Employer contributions',
      'Net pay',
      'Basic salary',
      'Pension (employee)',
    ]) {
      expect(totals[col(h)]).toBeCloseTo(sumOf(h), 2);
    }
    const minor = (k: keyof Row) => api_rows.reduce((t, r) => t + (r[k] as number), 0);
    expect(Math.round((totals[col('Gross pay')] as number) * 100)).toBe(minor('gross'));
    expect(Math.round((totals[col('Net pay')] as number) * 100)).toBe(minor('net'));
    expect(ws.getRow(rows.length + 1).getCell(col('Net pay') + 1).formula).toContain('SUMIFS');
  });

  it('writes headers in the organisation’s language', async () => {
    const s = await employerSession();
    await insertEmployee(s.organization.id, { firstName: 'Li' });
    const runId = await runIn(s.token, '2026-11', 'pending_approval');
    await api('/payroll/settings', { method: 'PATCH', token: s.token, body: { documentLanguage: 'zh-CN' } });
    const { headers, rows, ws } = await readSheet(
      (await download(`/payroll/${runId}/download-sheet`, s.token)).bytes,
    );
    expect(ws.name).toBe('薪资表');
    expect(headers.slice(0, 2)).toEqual(['工号', '姓名']);
    expect(headers).toContain('实发工资');
    // the engine's lines are named in Chinese, the English statutory name kept beside
    expect(headers).toContain('基本工资 · Basic salary');
    expect(headers).toContain('养老金（员工） · Pension (employee)');
    expect(rows.at(-1)![0]).toBe('合计（NGN）');
  });

  it('answers 404 for another organisation’s run and 403 without payroll permissions', async () => {
    const s = await employerSession();
    const other = await employerSession();
    await insertEmployee(s.organization.id, {});
    const runId = await runIn(s.token, '2026-11', 'pending_approval');
    expect((await download(`/payroll/${runId}/download-sheet`, other.token)).status).toBe(404);
    expect((await download(`/payroll/${crypto.randomUUID()}/download-sheet`, s.token)).status).toBe(404);
    const hr = await teamAdmin(s.organization.id, ['employees']);
    expect((await download(`/payroll/${runId}/download-sheet`, hr.token)).status).toBe(403);
    const creator = await teamAdmin(s.organization.id, ['payroll.create']);
    expect((await download(`/payroll/${runId}/download-sheet`, creator.token)).status).toBe(200);
  });
});
