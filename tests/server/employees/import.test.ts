import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createDepartment, insertEmployee, teamAdmin } from '../departments/fixtures';
import {
  cellsOf,
  employeeRow,
  employerWithNames,
  expectReport,
  sheetOf,
  unique,
  upload,
  xlsx,
} from './import-fixtures';

const countOf = async (organizationId: string) => {
  const { deps } = await getHarness();
  return (
    await deps.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.organizationId, organizationId))
  ).length;
};

describe('[EMPLOYEES IMPORT] validate and import', () => {
  it('reads a sheet titled as the template, resolves names, and imports every row in minor units', async () => {
    const { session, organizationId, department, role, group } = await employerWithNames();
    const a = unique();
    const b = unique();
    const headers = [
      'Staff ID *',
      'First name *',
      'Last name *',
      'Email *',
      'Start date * (YYYY-MM-DD)',
      'Basic salary * (e.g. 250000.00)',
      'Housing allowance',
      'Department',
      'Job role',
      'Payroll group',
      'Bank',
      'Account number',
      'Pension (yes/no)',
      'Employment type',
      'Pay currency',
    ];
    const bytes = await xlsx(headers, [
      [
        `IM-${a}`,
        'Amaka',
        'Obi',
        `amaka.${a}@example.test`,
        '2026-02-01',
        '250000.50',
        100000.1,
        department.name.toUpperCase(),
        role.name,
        group.name,
        'Guaranty Trust Bank (GTBank)',
        '0123456789',
        'no',
        'Full time',
        '',
      ],
      [
        `IM-${b}`,
        'Tunde',
        'Bakare',
        { text: `tunde.${b}@example.test`, hyperlink: `mailto:tunde.${b}@example.test` } as never,
        new Date(Date.UTC(2026, 2, 15)),
        300000,
        null,
        null,
        null,
        null,
        '044',
        '0690000031',
        'YES',
        'contract',
        'usd',
      ],
    ]);
    const report = expectReport(await upload('/employees/validate', session.token, bytes), true);
    expect(report).toMatchObject({ total: 2, errors: [] });
    expect(report.rows[0]).toMatchObject({
      row: 2,
      staffId: `IM-${a}`,
      basic: '250000.50',
      housing: '100000.1',
      department: department.name.toUpperCase(),
    });
    expect(report.rows[1]).toMatchObject({
      row: 3,
      email: `tunde.${b}@example.test`,
      startDate: '2026-03-15',
    });
    expect(await countOf(organizationId)).toBe(0); // validating writes nothing

    const res = await api('/employees/import', {
      method: 'POST',
      token: session.token,
      body: { rows: report.rows },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ imported: 2 });

    const { deps } = await getHarness();
    const rows = await deps.db
      .select()
      .from(employees)
      .where(eq(employees.organizationId, organizationId))
      .orderBy(employees.staffId);
    const first = rows.find((r) => r.staffId === `IM-${a}`)!;
    expect(first).toMatchObject({
      basic: 25_000_050,
      housing: 10_000_010,
      departmentId: department.id,
      jobRoleId: role.id,
      payrollGroupId: group.id,
      bankCode: '058',
      bankName: 'Guaranty Trust Bank (GTBank)',
      accountNumberLast4: '6789',
      bankVerifiedAt: null,
      accountName: null,
      pensionEnabled: false,
      employmentType: 'full_time',
      payCurrency: 'NGN',
    });
    expect(first.accountNumberEnc).not.toContain('0123456789');
    const second = rows.find((r) => r.staffId === `IM-${b}`)!;
    expect(second).toMatchObject({
      basic: 30_000_000,
      pensionEnabled: true,
      employmentType: 'contract',
      payCurrency: 'USD',
      bankCode: '044',
      startDate: '2026-03-15',
    });
  });

  it('reports each bad cell with its row and column, and an import of those rows writes nothing', async () => {
    const { session, organizationId } = await employerWithNames();
    const t = unique();
    const bytes = await sheetOf([
      employeeRow(`${t}a`),
      employeeRow(`${t}b`, {
        email: 'not-an-email',
        basic: '12.345',
        pensionEnabled: 'maybe',
        bank: 'Bank of Nowhere',
      }),
      employeeRow(`${t}c`, { firstName: null, payCurrency: 'EUR', startDate: '01/02/2026' }),
    ]);
    const report = expectReport(await upload('/employees/validate', session.token, bytes), false);
    expect(cellsOf(report)).toEqual([
      '3:email',
      '3:basic',
      '3:bank',
      '3:pensionEnabled',
      '4:firstName',
      '4:startDate',
      '4:payCurrency',
    ]);
    const message = (cell: string) => report.errors.find((e) => `${e.row}:${e.column}` === cell)?.message;
    expect(message('3:email')).toBe('Enter a valid email address.');
    expect(message('3:basic')).toBe('Enter an amount of zero or more.');
    expect(message('3:bank')).toBe('Choose a bank from the list (name or code).');
    expect(message('4:firstName')).toBe('This field is required.');
    expect(message('4:payCurrency')).toBe("Pay is in the organisation's currency or USD.");

    const res = await api('/employees/import', {
      method: 'POST',
      token: session.token,
      body: { rows: report.rows },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe('The sheet has errors (7): nothing was imported.');
    expect(cellsOf(res.body.data)).toEqual(cellsOf(report));
    expect(await countOf(organizationId)).toBe(0);

    // Fixed in place (as the bulk screen does), the same rows import.
    const fixed = report.rows.map((r) =>
      r.row === 3
        ? {
            ...r,
            email: `fixed.${t}@example.test`,
            basic: '12.34',
            pensionEnabled: 'yes',
            bank: 'access bank',
          }
        : r.row === 4
          ? { ...r, firstName: 'Bisi', payCurrency: 'NGN', startDate: '2026-02-01' }
          : r,
    );
    const again = await api('/employees/import', {
      method: 'POST',
      token: session.token,
      body: { rows: fixed },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.imported).toBe(3);
    expect(await countOf(organizationId)).toBe(3);
  });

  it('flags staff ids and emails repeated within the sheet and those already used in the organisation', async () => {
    const { session, organizationId } = await employerWithNames();
    const t = unique();
    await insertEmployee(organizationId, { staffId: `EX-${t}`, email: `taken.${t}@example.test` });
    const report = expectReport(
      await api('/employees/validate', {
        method: 'POST',
        token: session.token,
        body: {
          rows: [
            { row: 2, ...employeeRow(`${t}1`, { staffId: `ex-${t}` }) },
            { row: 3, ...employeeRow(`${t}2`, { email: `TAKEN.${t}@example.test` }) },
            { row: 4, ...employeeRow(`${t}3`, { email: `same.${t}@example.test` }) },
            { row: 5, ...employeeRow(`${t}4`, { email: `same.${t}@example.test`, staffId: `IM-${t}3` }) },
          ],
        },
      }),
      false,
    );
    expect(report.errors).toEqual([
      { row: 2, column: 'staffId', message: 'An employee with this staff ID already exists.' },
      { row: 3, column: 'email', message: 'An employee with this email already exists.' },
      { row: 5, column: 'staffId', message: 'Also used on row 4 of this sheet.' },
      { row: 5, column: 'email', message: 'Also used on row 4 of this sheet.' },
    ]);
  });

  it("does not resolve another organisation's department, role or group names", async () => {
    const mine = await employerWithNames();
    const theirs = await employerWithNames();
    const t = unique();
    const report = expectReport(
      await api('/employees/validate', {
        method: 'POST',
        token: mine.session.token,
        body: {
          rows: [
            employeeRow(t, {
              department: theirs.department.name,
              jobRole: theirs.role.name,
              payrollGroup: theirs.group.name,
            }),
          ],
        },
      }),
      false,
    );
    expect(cellsOf(report)).toEqual(['2:department', '2:jobRole', '2:payrollGroup']);
    expect(report.errors[0]!.message).toBe(
      `No department called "${theirs.department.name}" in your organisation.`,
    );
  });

  it('answers in the request language', async () => {
    const { session } = await employerWithNames();
    const bytes = await sheetOf([employeeRow(unique(), { email: 'nope' })]);
    const res = await upload('/employees/validate', session.token, bytes, { locale: 'zh-CN' });
    expect(res.body.data.errors[0]).toMatchObject({ row: 2, column: 'email' });
    expect(res.body.data.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses what is not an xlsx, an empty sheet, and a body without rows', async () => {
    const { session } = await employerWithNames();
    const notXlsx = await upload(
      '/employees/validate',
      session.token,
      new TextEncoder().encode('staffId,email\n1,a@b.c'),
      { name: 'x.csv' },
    );
    expect(notXlsx.status).toBe(422);
    expect(notXlsx.body.errors.file).toEqual(['Upload an Excel workbook (.xlsx).']);
    const empty = await upload('/employees/validate', session.token, await xlsx(['Staff ID', 'Email'], []));
    expect(empty.body.errors.file).toEqual(['The sheet has no rows to import.']);
    const noRows = await api('/employees/import', {
      method: 'POST',
      token: session.token,
      body: { rows: [] },
    });
    expect(noRows.status).toBe(422);
    expect(Object.keys(noRows.body.errors)).toEqual(['rows']);
  });

  it('needs the employees permission and a session', async () => {
    const owner = await employerSession();
    const admin = await teamAdmin(owner.organization.id, ['settings']);
    const body = { rows: [employeeRow(unique())] };
    expect((await api('/employees/validate', { method: 'POST', token: admin.token, body })).status).toBe(403);
    expect((await api('/employees/import', { method: 'POST', token: admin.token, body })).status).toBe(403);
    expect((await api('/employees/import/download-sheet', { token: admin.token })).status).toBe(403);
    expect((await api('/employees/addons/download-sheet', { token: admin.token })).status).toBe(403);
    expect((await api('/employees/add-ons/bulk', { method: 'POST', token: admin.token, body })).status).toBe(
      403,
    );
    expect((await api('/employees/validate', { method: 'POST', body })).status).toBe(401);
    const allowed = await teamAdmin(owner.organization.id, ['employees']);
    await createDepartment(owner.token, `Ops ${unique()}`);
    expect((await api('/employees/validate', { method: 'POST', token: allowed.token, body })).status).toBe(
      200,
    );
  });
});
