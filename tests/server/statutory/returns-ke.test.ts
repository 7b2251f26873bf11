import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from '@/lib/money';
import { api } from '../helpers/app';
import { download, hasPoppler, pdfText } from '../payroll/documents-fixtures';
import { approvedIn, countryOrg, expectGolden, fetchCsv, sumOf, type Row } from './fixtures';

const KES = 'KES';

/** Two Kenyans (one without a KRA PIN) paid in October and November 2026, both runs approved. */
async function kenya() {
  const org = await countryOrg('KE', [
    {
      firstName: 'Wanjiku',
      taxId: 'A012345678Z',
      basic: 12_000_000,
      housing: 3_000_000,
      transport: 1_000_000,
    },
    { firstName: 'Otieno', basic: 6_000_000, housing: 0, transport: 0 },
  ]);
  const oct = await approvedIn(org.token, '2026-10');
  const nov = await approvedIn(org.token, '2026-11');
  return { ...org, oct: oct.rows, nov: nov.rows, all: [...oct.rows, ...nov.rows] as Row[] };
}

describe('[STATUTORY] Kenya’s returns and the P9A', { timeout: 180_000 }, () => {
  it('P10, NSSF and SHIF: each column is the sum of the run rows; the annual P10 sums the year', async () => {
    const ke = await kenya();
    const [wanjiku, otieno] = ke.employees;
    const p10 = await fetchCsv('/statutory/returns/ke-p10?period=2026-11', ke.token);
    expect(p10.header).toEqual([
      'PIN of Employee',
      'Name of Employee',
      'Residential Status',
      'Type of Employee',
      'Basic Salary',
      'Total Cash Pay',
      'Value of Non-Cash Benefits',
      'Total Gross Pay',
      'SHIF Contribution',
      'NSSF Contribution',
      'Affordable Housing Levy',
      'Taxable Pay',
      'PAYE Tax',
      'Monthly Reliefs',
    ]);
    for (const [e, r] of [
      [wanjiku!, p10.records.find((x) => x['Name of Employee'] === 'Wanjiku Person 1')!],
      [otieno!, p10.records.find((x) => x['Name of Employee'] === 'Otieno Person 2')!],
    ] as const) {
      const sum = (...codes: string[]) => sumOf(ke.nov, KES, codes, e.id);
      expect(r['Basic Salary']).toBe(sum('earnings.basic'));
      expect(r['Total Gross Pay']).toBe(sum('gross'));
      expect(r['Total Cash Pay']).toBe(sum('gross'));
      expect(r['SHIF Contribution']).toBe(sum('deduction.shif'));
      expect(r['NSSF Contribution']).toBe(sum('deduction.nssf'));
      expect(r['Affordable Housing Levy']).toBe(sum('deduction.ahl'));
      expect(r['Taxable Pay']).toBe(sum('taxable'));
      expect(r['PAYE Tax']).toBe(sum('paye'));
      expect(r['Monthly Reliefs']).toBe(sum('relief.personal', 'relief.insurance', 'relief.ahl'));
    }
    expect(p10.records.find((x) => x['Name of Employee'] === 'Wanjiku Person 1')!['PIN of Employee']).toBe(
      'A012345678Z',
    );
    expectGolden('ke-p10.csv', p10.text);

    const nssf = await fetchCsv('/statutory/returns/ke-nssf?period=2026-11', ke.token);
    for (const r of nssf.records) {
      const id = ke.employees.find((e) => e.staffId === r['Payroll Number'])!.id;
      expect(r['Employee Contribution']).toBe(sumOf(ke.nov, KES, ['deduction.nssf'], id));
      expect(r['Employer Contribution']).toBe(sumOf(ke.nov, KES, ['employer.nssf'], id));
      expect(r.Total).toBe(sumOf(ke.nov, KES, ['deduction.nssf', 'employer.nssf'], id));
    }
    expectGolden('ke-nssf.csv', nssf.text);
    const shif = await fetchCsv('/statutory/returns/ke-shif?period=2026-11', ke.token);
    expect(shif.records.map((r) => r['SHIF Contribution'])).toEqual(
      shif.records.map((r) =>
        sumOf(
          ke.nov,
          KES,
          ['deduction.shif'],
          ke.employees.find((e) => e.staffId === r['Payroll Number'])!.id,
        ),
      ),
    );
    expectGolden('ke-shif.csv', shif.text);

    // the year: October + November
    const annual = await fetchCsv('/statutory/annual/ke-p10-annual?year=2026', ke.token);
    const w = annual.records.find((x) => x['Name of Employee'] === 'Wanjiku Person 1')!;
    expect(w['Total Gross Pay']).toBe(sumOf(ke.all, KES, ['gross'], wanjiku!.id));
    expect(w['PAYE Tax']).toBe(sumOf(ke.all, KES, ['paye'], wanjiku!.id));
    expect(w['Months Paid']).toBe('2');
    expectGolden('ke-p10-annual.csv', annual.text);

    // the fix-first list names Otieno (no KRA PIN)
    const issues = await api('/statutory/returns/ke-p10/issues?period=2026-11', { token: ke.token });
    expect(issues.body.data).toEqual([
      { employeeId: otieno!.id, name: 'Otieno Person 2', staffId: 'S-2', missing: ['taxId'] },
    ]);
    // Nigeria's and Ghana's types are not Kenya's
    expect((await api('/statutory/returns/ng-paye?period=2026-11', { token: ke.token })).status).toBe(404);
    expect((await api('/statutory/annual/gh-paye-annual?year=2026', { token: ke.token })).status).toBe(404);
    expect((await api('/statutory/returns/ke-p10?period=2026-12', { token: ke.token })).status).toBe(422);
  });

  it.skipIf(!hasPoppler)('the P9A shows each month’s figures from the approved runs', async () => {
    const ke = await kenya();
    const [wanjiku] = ke.employees;
    const pdf = await download(`/employees/${wanjiku!.id}/tax-certificate?year=2026`, ke.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('P9A Tax Deduction Card 2026');
    expect(text).toContain('A012345678Z');
    const line = (month: string) => text.split('\n').find((l) => l.trim().startsWith(month))!;
    const amounts = (month: string) => line(month).trim().split(/\s+/).slice(1);
    const sum = (codes: string[]) => sumOf(ke.nov, KES, codes, wanjiku!.id);
    expect(amounts('November')).toEqual([
      sum(['earnings.basic']),
      '0.00',
      sum(['gross']),
      sum(['deduction.nssf', 'deduction.shif', 'deduction.ahl']),
      sum(['taxable']),
      sum(['tax.gross']),
      sum(['relief.personal', 'relief.insurance', 'relief.ahl']),
      sum(['paye']),
    ]);
    expect(amounts('January')).toEqual(Array(8).fill('0.00'));
    expect(line('Total')).toContain(sumOf(ke.all, KES, ['paye'], wanjiku!.id));
    // another organisation's employee → 404; a year without approved pay → 422
    const other = await countryOrg('KE', []);
    expect(
      (await api(`/employees/${wanjiku!.id}/tax-certificate?year=2026`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await api(`/employees/${wanjiku!.id}/tax-certificate?year=2025`, { token: ke.token })).status,
    ).toBe(422);
    expect(fromMinorUnits(0, KES)).toBe('0.00');
  });
});
