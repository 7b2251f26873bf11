import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@/lib/contracts/employees-import';
import { employeeAddons } from '@/server/db/schema';
import { cellText } from '@/server/modules/employees/employees-sheet.cells';
import { api, getHarness } from '../helpers/app';
import { insertEmployee } from '../departments/fixtures';
import {
  cellsOf,
  download,
  employeeRow,
  employerWithNames,
  expectReport,
  loadWorkbook,
  unique,
  upload,
  xlsx,
} from './import-fixtures';

const addonsOf = async (organizationId: string) => {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(employeeAddons)
    .where(eq(employeeAddons.organizationId, organizationId))
    .orderBy(employeeAddons.amount);
};

describe('[EMPLOYEES IMPORT] templates', () => {
  it('downloads the employees template with titled columns and the organisation names, and reads it back filled in', async () => {
    const { session, department, role } = await employerWithNames();
    const res = await download('/employees/import/download-sheet', session.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="employees-import.xlsx"');

    const workbook = await loadWorkbook(res.bytes);
    const [sheet, lists] = workbook.worksheets;
    const headers = (sheet!.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 5)).toEqual([
      'Staff ID *',
      'First name *',
      'Last name *',
      'Other names',
      'Email *',
    ]);
    expect(headers).toContain('Basic salary * (e.g. 250000.00)');
    expect(headers).toContain('Pension (yes/no)');
    const listValues = lists!
      .getSheetValues()
      .flat()
      .map((v) => cellText((v ?? null) as never));
    expect(listValues).toEqual(
      expect.arrayContaining([
        department.name,
        role.name,
        'Guaranty Trust Bank (GTBank)',
        'full time',
        'yes',
      ]),
    );

    // Fill one row in the downloaded workbook itself, as a user would, and upload it.
    const t = unique();
    const row = employeeRow(t, { department: department.name, jobRole: role.name });
    const keyOf = new Map(headers.map((h, i) => [String(h).replace(/ \*.*| \(.*/g, ''), i + 1]));
    const titles: Record<string, string> = {
      staffId: 'Staff ID',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      startDate: 'Start date',
      basic: 'Basic salary',
      housing: 'Housing allowance',
      bank: 'Bank',
      accountNumber: 'Account number',
      pensionEnabled: 'Pension',
      department: 'Department',
      jobRole: 'Job role',
    };
    for (const [key, value] of Object.entries(row)) sheet!.getCell(2, keyOf.get(titles[key]!)!).value = value;
    const filled = new Uint8Array(await workbook.xlsx.writeBuffer());
    const report = expectReport(await upload('/employees/validate', session.token, filled), true);
    expect(report.rows).toEqual([{ row: 2, ...row }]);
  });

  it('downloads the add-ons template pre-filled with current staff only', async () => {
    const { session, organizationId } = await employerWithNames();
    const t = unique();
    await insertEmployee(organizationId, { staffId: `A-${t}`, firstName: 'Ngozi', lastName: 'Eze' });
    await insertEmployee(organizationId, { staffId: `B-${t}`, status: 'separated' });
    const res = await download('/employees/addons/download-sheet', session.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="employee-add-ons.xlsx"');
    const sheet = (await loadWorkbook(res.bytes)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Staff ID *',
      'Employee name',
      'Bonus or deduction *',
      'Description *',
      'Amount * (e.g. 250000.00)',
      'Frequency *',
      'Start month * (YYYY-MM)',
      'End month (YYYY-MM)',
    ]);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([`A-${t}`, 'Ngozi Eze']);
  });
});

describe('[EMPLOYEES IMPORT] add-ons in bulk', () => {
  it('imports a sheet in major units, in each employee’s pay currency, skipping untouched pre-filled rows', async () => {
    const { session, organizationId } = await employerWithNames();
    const t = unique();
    const naira = await insertEmployee(organizationId, { staffId: `N-${t}` });
    const dollar = await insertEmployee(organizationId, { staffId: `D-${t}`, payCurrency: 'USD' });
    const bytes = await xlsx(
      [
        'Staff ID',
        'Employee name',
        'Bonus or deduction',
        'Description',
        'Amount',
        'Frequency',
        'Start month',
        'End month',
      ],
      [
        [`n-${t}`, 'Chidi', 'Bonus', 'Q1 bonus', '50000.25', 'One-off', '2026-03', null],
        [
          `D-${t}`,
          'Chidi',
          'deduction',
          'Loan',
          120.5,
          'recurring',
          new Date(Date.UTC(2026, 3, 1)),
          '2026-12',
        ],
        [`X-${t}`, 'Untouched row', null, null, null, null, null, null],
      ],
    );
    const res = await upload('/employees/add-ons/bulk', session.token, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ imported: 2 });
    const rows = await addonsOf(organizationId);
    expect(
      rows.map((r) => [
        r.employeeId,
        r.kind,
        r.name,
        r.amount,
        r.currency,
        r.frequency,
        r.startPeriod,
        r.endPeriod,
      ]),
    ).toEqual([
      [dollar.id, 'deduction', 'Loan', 12_050, 'USD', 'recurring', '2026-04', '2026-12'],
      [naira.id, 'bonus', 'Q1 bonus', 5_000_025, 'NGN', 'one_off', '2026-03', null],
    ]);
  });

  it('rejects the whole batch with a report when a staff id is unknown or a row is invalid', async () => {
    const { session, organizationId } = await employerWithNames();
    const theirs = await employerWithNames();
    const t = unique();
    await insertEmployee(organizationId, { staffId: `N-${t}` });
    await insertEmployee(theirs.organizationId, { staffId: `THEIRS-${t}` });
    const body = {
      rows: [
        {
          staffId: `N-${t}`,
          kind: 'bonus',
          name: 'Fine',
          amount: 1000,
          frequency: 'one_off',
          startPeriod: '2026-03',
        },
        {
          staffId: `THEIRS-${t}`,
          kind: 'bonus',
          name: 'Not mine',
          amount: 1000,
          frequency: 'one_off',
          startPeriod: '2026-03',
        },
        {
          staffId: `N-${t}`,
          kind: 'gift',
          name: 'Odd',
          amount: 0,
          frequency: 'one_off',
          startPeriod: '2026-3',
          endPeriod: '2026-05',
        },
      ],
    };
    const res = await api('/employees/add-ons/bulk', { method: 'POST', token: session.token, body });
    expect(res.status).toBe(422);
    expect(cellsOf(res.body.data)).toEqual(['3:staffId', '4:kind', '4:amount', '4:startPeriod']);
    expect(res.body.data.errors[0].message).toBe(`No employee with staff ID "THEIRS-${t}".`);
    expect(await addonsOf(organizationId)).toEqual([]);
    expect(await addonsOf(theirs.organizationId)).toEqual([]);

    const ok = await api('/employees/add-ons/bulk', {
      method: 'POST',
      token: session.token,
      body: { rows: [body.rows[0]] },
    });
    expect(ok.status).toBe(201);
    expect((await addonsOf(organizationId)).map((r) => r.amount)).toEqual([1000]);
  });

  it('refuses a one-off with an end month in a sheet, naming the cell', async () => {
    const { session, organizationId } = await employerWithNames();
    const t = unique();
    await insertEmployee(organizationId, { staffId: `N-${t}` });
    const bytes = await xlsx(
      ['staffId', 'kind', 'name', 'amount', 'frequency', 'startPeriod', 'endPeriod'],
      [[`N-${t}`, 'bonus', 'Once', '10', 'one-off', '2026-03', '2026-04']],
    );
    const res = await upload('/employees/add-ons/bulk', session.token, bytes);
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual([
      { row: 2, column: 'endPeriod', message: 'A one-off item has no end month.' },
    ]);
  });
});

describe('[EMPLOYEES IMPORT] API reference', () => {
  it('documents every import route, with both body types for the uploads', async () => {
    const res = await api('/openapi.json');
    expect(res.status).toBe(200);
    const route = (path: string) => res.body.paths[`/api/v1${path}`] ?? {};
    expect(Object.keys(route('/employees/validate'))).toEqual(['post']);
    expect(Object.keys(route('/employees/validate').post.requestBody.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(Object.keys(route('/employees/import'))).toEqual(['post']);
    expect(Object.keys(route('/employees/add-ons/bulk'))).toEqual(['post']);
    expect(Object.keys(route('/employees/import/download-sheet'))).toEqual(['get']);
    expect(Object.keys(route('/employees/addons/download-sheet'))).toEqual(['get']);
  });
});
