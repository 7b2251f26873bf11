import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  csvText,
  interswitchFile,
  keEftFile,
  nibssFile,
  type BatchInfo,
} from '@/server/modules/payroll/bank-file/bank-file.layouts';
import {
  accountProblem,
  lineReference,
  type BankLine,
} from '@/server/modules/payroll/bank-file/bank-file.rows';
import { bankFileXlsx } from '@/server/modules/payroll/bank-file/bank-file.xlsx';
import { toNuban } from '@/server/modules/payments/nuban';

/**
 * Golden files: each layout's bytes for a fixed set of lines, committed in ./golden and reviewed by eye once.
 * A change to a layout shows as a diff of its golden file. `UPDATE_GOLDEN=1` rewrites them.
 */
const GOLDEN = path.join(__dirname, 'golden');
const RUN = '0b5e7c1a-2f4d-4e8a-9c3b-1d2e3f4a5b6c';

function golden(name: string, actual: string) {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN) fs.writeFileSync(file, actual);
  expect(actual).toBe(fs.readFileSync(file, 'utf8'));
}

const line = (i: number, o: Partial<BankLine>): BankLine => ({
  payrollEmployeeId: `row-${i}`,
  employeeId: `emp-${i}`,
  staffId: `PG-00${i}`,
  name: `Employee ${i}`,
  email: `employee${i}@example.test`,
  phone: null,
  currency: 'NGN',
  amount: 0,
  bankCode: '044',
  bankName: 'Access Bank',
  accountNumber: toNuban('044', `12345678${i}`),
  accountName: `EMPLOYEE ${i}`,
  reference: lineReference('2026-11', RUN, i),
  ...o,
});

const NG: BankLine[] = [
  line(1, { name: 'Adaeze Okafor', accountName: 'OKAFOR ADAEZE N', amount: 45_123_456 }),
  line(2, {
    name: 'Tunde Bakare, Jr.',
    accountName: 'BAKARE "TUNDE" JR',
    bankCode: '058',
    bankName: 'Guaranty Trust Bank (GTBank)',
    accountNumber: toNuban('058', '000012345'),
    amount: 5,
    phone: '+2348031234567',
  }),
  line(3, { name: 'Chidi Eze', accountName: 'EZE CHIDI', amount: 100_000_000_00 }),
];
const KE: BankLine[] = [
  line(1, {
    currency: 'KES',
    bankCode: '68',
    bankName: 'Equity Bank Kenya',
    accountNumber: '0250191234567',
    amount: 8_765_432,
  }),
  line(2, {
    currency: 'KES',
    bankCode: '01012',
    bankName: 'KCB',
    accountNumber: '1102345678',
    amount: 1_000_00,
  }),
];
const batch = (narration: string): BatchInfo => ({
  batchReference: lineReference('2026-11', RUN, 0).slice(0, -5),
  narration,
  terminalId: '3PGD0001',
  sourceAccount: '0123456789',
});

describe('[PAYROLL] bank file layouts (golden)', () => {
  it('nibss', () => golden('bank-nibss.csv', nibssFile(NG, batch('Acme, Ltd. November 2026'))));
  it('interswitch', () =>
    golden('bank-interswitch.csv', interswitchFile(NG, batch('Acme Ltd November 2026'))));
  it('ke-eft', () => golden('bank-ke-eft.csv', keEftFile(KE, batch('Jambo Ltd November 2026 salaries'))));

  it('xlsx: the cells (the bytes carry the time they were written)', async () => {
    const bytes = await bankFileXlsx(NG, batch('Acme Ltd November 2026'), 'en-GB');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => cells.push((r.values as unknown[]).slice(1)));
    golden('bank-xlsx.json', `${JSON.stringify(cells, null, 1)}\n`);
  });

  it('amounts come from minor units exactly (5 kobo → 0.05; ₦100m → 100000000.00)', () => {
    const rows = nibssFile(NG, batch('x')).split('\r\n');
    expect(rows[2]!.split(',')[3]).toBe('0.05');
    expect(rows[3]!.split(',')[3]).toBe('100000000.00');
  });

  it('text never breaks a line: commas, quotes and line breaks become spaces', () => {
    expect(csvText('Bakare, "Tunde"\r\nJr', 100)).toBe('Bakare Tunde Jr');
    expect(csvText('x'.repeat(120), 100)).toHaveLength(100);
  });

  it('account checks: NUBAN check digit, known bank codes, Kenyan sort codes', () => {
    expect(accountProblem('NG', '044', toNuban('044', '123456789'))).toBeNull();
    const good = toNuban('044', '123456789');
    const flipped = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
    expect(accountProblem('NG', '044', flipped)).toBe('badNuban');
    expect(accountProblem('NG', '044', '12345')).toBe('badNuban');
    expect(accountProblem('NG', '999', good)).toBe('unknownBank');
    expect(accountProblem('KE', '68', '0250191234567')).toBeNull();
    expect(accountProblem('KE', '68123', '0250191234567')).toBeNull();
    expect(accountProblem('KE', '99', '0250191234567')).toBe('unknownBank');
    expect(accountProblem('KE', '68', '12-34')).toBe('badAccount');
  });
});
