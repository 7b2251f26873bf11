import { describe, expect, it } from 'vitest';
import { api } from '../helpers/app';
import { approvedIn, countryOrg, expectGolden, fetchCsv, sumOf } from './fixtures';

describe('[STATUTORY] Ghana’s and Uganda’s returns', { timeout: 180_000 }, () => {
  it('GRA DT 0107a as PAYE EMPLOYEE.CSV (27 columns, no commas) and the SSNIT list match the run rows', async () => {
    const gh = await countryOrg('GH', [
      {
        firstName: 'Kofi',
        lastName: 'Mensah, Jr',
        staffId: 'G-1',
        taxId: 'GHA-123456789-0',
        basic: 800_000,
        housing: 100_000,
        transport: 50_000,
      },
      {
        firstName: 'Ama',
        lastName: 'Owusu',
        staffId: 'G-2',
        basic: 450_000,
        housing: 50_000,
        transport: 20_000,
      },
    ]);
    const { rows } = await approvedIn(gh.token, '2026-11');
    const [kofi, ama] = gh.employees;
    const paye = await fetchCsv('/statutory/returns/gh-paye?period=2026-11', gh.token);
    expect(paye.disposition).toBe('attachment; filename="PAYE EMPLOYEE.CSV"');
    expect(paye.header).toHaveLength(27);
    expect(paye.header.slice(0, 6)).toEqual([
      'Ser. No',
      'TIN',
      'Name Of Employee',
      'Position',
      'Non-Resident (Y/N)',
      'Basic Salary',
    ]);
    // "no commas inside values": the comma in Kofi's name is dropped, so every line has 26 separators
    expect(
      paye.text
        .split('\r\n')
        .filter(Boolean)
        .every((l) => l.split(',').length === 27),
    ).toBe(true);
    expect(paye.text).not.toContain('"');
    const byName = (n: string) => paye.records.find((r) => r['Name Of Employee']!.startsWith(n))!;
    expect(byName('Kofi')['Name Of Employee']).toBe('Kofi Mensah Jr');
    for (const [e, r] of [
      [kofi!, byName('Kofi')],
      [ama!, byName('Ama')],
    ] as const) {
      const sum = (...codes: string[]) => sumOf(rows, 'GHS', codes, e.id);
      expect(r['Basic Salary']).toBe(sum('earnings.basic'));
      expect(r['Social Security Fund']).toBe(sum('deduction.ssnit'));
      expect(r['Total Cash Emolument']).toBe(sum('gross'));
      expect(r['Total Assessable Income']).toBe(sum('gross'));
      expect(r['Total Reliefs']).toBe(sum('deduction.ssnit'));
      expect(r['Chargeable Income']).toBe(sum('taxable'));
      expect(r['Tax Deductible']).toBe(sum('paye'));
      expect(r['Total Tax Payable to GRA']).toBe(sum('paye'));
      // the schedule's own arithmetic: 14 = 6 + 10 + 13, 21 = 18 − 20
      const cents = (k: string) => Math.round(Number(r[k]) * 100);
      expect(cents('Total Cash Emolument')).toBe(
        cents('Basic Salary') + cents('Cash Allowances') + cents('Excess Bonus'),
      );
      expect(cents('Chargeable Income')).toBe(cents('Total Assessable Income') - cents('Total Reliefs'));
    }
    expect(paye.records.map((r) => r['Ser. No'])).toEqual(['1', '2']);
    expectGolden('gh-paye-employee.csv', paye.text);

    const ssnit = await fetchCsv('/statutory/returns/gh-ssnit?period=2026-11', gh.token);
    for (const r of ssnit.records) {
      const id = r['Employee Name']!.startsWith('Kofi') ? kofi!.id : ama!.id;
      expect(r['Basic Salary']).toBe(sumOf(rows, 'GHS', ['earnings.basic'], id));
      expect(r['Employee Contribution (5.5%)']).toBe(sumOf(rows, 'GHS', ['deduction.ssnit'], id));
      expect(r['Employer Contribution (13%)']).toBe(sumOf(rows, 'GHS', ['employer.ssnit'], id));
      expect(r.Total).toBe(sumOf(rows, 'GHS', ['deduction.ssnit', 'employer.ssnit'], id));
    }
    expectGolden('gh-ssnit.csv', ssnit.text);
    const issues = await api('/statutory/returns/gh-ssnit/issues?period=2026-11', { token: gh.token });
    expect(issues.body.data).toEqual([
      { employeeId: ama!.id, name: ssnit.records[0]!['Employee Name'], staffId: 'G-2', missing: ['taxId'] },
    ]);

    const annual = await fetchCsv('/statutory/annual/gh-paye-annual?year=2026', gh.token);
    expect(byName('Kofi')['Tax Deductible']).toBe(
      annual.records.find((r) => r.TIN === 'GHA-123456789-0')!['Tax Deductible'],
    );
    expectGolden('gh-paye-annual.csv', annual.text);
    expect((await api('/statutory/returns/ke-p10?period=2026-11', { token: gh.token })).status).toBe(404);
  });

  it('URA PAYE and the NSSF schedule match the run rows, in whole shillings', async () => {
    const ug = await countryOrg('UG', [
      {
        firstName: 'Okello',
        lastName: 'Moses',
        staffId: 'U-1',
        taxId: '1000123456',
        basic: 2_500_000,
        housing: 500_000,
        transport: 0,
      },
      {
        firstName: 'Nakato',
        lastName: 'Grace',
        staffId: 'U-2',
        taxId: '1000654321',
        basic: 900_000,
        housing: 0,
        transport: 100_000,
      },
    ]);
    const { rows } = await approvedIn(ug.token, '2026-11');
    const paye = await fetchCsv('/statutory/returns/ug-paye?period=2026-11', ug.token);
    expect(paye.header).toEqual([
      'TIN',
      'Employee Name',
      'Gross Employment Income',
      'Chargeable Income',
      'PAYE',
    ]);
    for (const r of paye.records) {
      const id = ug.employees.find((e) => r['Employee Name']!.startsWith(e.firstName))!.id;
      expect(r['Gross Employment Income']).toBe(sumOf(rows, 'UGX', ['gross'], id));
      expect(r['Chargeable Income']).toBe(sumOf(rows, 'UGX', ['taxable'], id));
      expect(r.PAYE).toBe(sumOf(rows, 'UGX', ['paye'], id));
      expect(r.PAYE).not.toContain('.');
    }
    expectGolden('ug-paye.csv', paye.text);
    const nssf = await fetchCsv('/statutory/returns/ug-nssf?period=2026-11', ug.token);
    for (const r of nssf.records) {
      const id = ug.employees.find((e) => e.staffId === r['Payroll Number'])!.id;
      expect(r['Employee Contribution (5%)']).toBe(sumOf(rows, 'UGX', ['deduction.nssf'], id));
      expect(r['Employer Contribution (10%)']).toBe(sumOf(rows, 'UGX', ['employer.nssf'], id));
      expect(r.Total).toBe(sumOf(rows, 'UGX', ['deduction.nssf', 'employer.nssf'], id));
    }
    expectGolden('ug-nssf.csv', nssf.text);
    expect((await api('/statutory/returns/ug-paye?period=2026-10', { token: ug.token })).status).toBe(422);
    expect((await api('/statutory/annual/ng-h1?year=2026', { token: ug.token })).status).toBe(404);
  });
});
