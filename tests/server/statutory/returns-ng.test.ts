import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { api, latestMail, uniqueEmail } from '../helpers/app';
import { download } from '../payroll/documents-fixtures';
import { computeRun, createRun } from '../payroll/fixtures';
import { countryOrg, expectGolden, fetchCsv, parseCsv, sumOf, type Row } from './fixtures';
import { allRows } from '../payroll/fixtures';

const NGN = 'NGN';
const PERIOD = '2026-11';

/** Three Nigerians: two PFAs, two states, one NHF contributor, one without a TIN; approved through the API. */
async function nigeria() {
  const org = await countryOrg('NG', [
    {
      firstName: 'Ada',
      pfa: 'Stanbic IBTC Pension',
      rsaPin: 'PEN100000000001',
      taxId: '12345678-0001',
      stateOfResidence: 'Lagos',
      nhfEnabled: true,
      nhfNumber: 'NHF000123456',
    },
    {
      firstName: 'Bayo',
      pfa: 'ARM Pension',
      rsaPin: 'PEN100000000002',
      taxId: '12345678-0002',
      stateOfResidence: 'Ogun',
      basic: 60_000_000,
    },
    {
      firstName: 'Chioma',
      pfa: 'Stanbic IBTC Pension',
      rsaPin: 'PEN100000000003',
      stateOfResidence: 'Lagos',
      basic: 45_000_000,
    },
  ]);
  const settings = await api('/statutory/pension/settings', {
    method: 'PUT',
    token: org.token,
    body: { employerNumber: 'PR0000123456' },
  });
  expect(settings.status).toBe(200);
  const run = await createRun(org.token, { period: PERIOD, payDate: `${PERIOD}-27` });
  const computed = await computeRun(org.token, run.id);
  const approved = await api(`/payroll/${run.id}/approve`, {
    method: 'PATCH',
    token: org.token,
    body: { version: computed.version },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const rows = (await allRows(org.token, run.id)) as Row[];
  return { ...org, runId: run.id, rows };
}

describe('[STATUTORY] Nigeria’s returns', { timeout: 180_000 }, () => {
  it('PAYE per state, PenCom per PFA and NHF: every amount is the sum of the run rows it covers', async () => {
    const ng = await nigeria();
    const [ada, bayo, chioma] = ng.employees;
    const idOf = (name: string) => ng.employees.find((e) => name.startsWith(e.firstName))!.id;

    // PAYE: several states → a zip of one CSV per state
    const zip = await download(`/statutory/returns/ng-paye?period=${PERIOD}`, ng.token);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual([`ng-paye-${PERIOD}-lagos.csv`, `ng-paye-${PERIOD}-ogun.csv`]);
    const lagos = await fetchCsv(`/statutory/returns/ng-paye?period=${PERIOD}&state=lagos`, ng.token);
    expect(new TextDecoder().decode(files[`ng-paye-${PERIOD}-lagos.csv`])).toBe(lagos.text);
    expect(lagos.header).toEqual([
      'TIN',
      'Employee Name',
      'Gross Income',
      'Reliefs',
      'Taxable Income',
      'Tax Deducted',
    ]);
    expect(lagos.records.map((r) => r['Employee Name']).sort()).toEqual([`Ada Person 1`, `Chioma Person 3`]);
    for (const r of lagos.records) {
      const id = idOf(r['Employee Name']!);
      expect(r['Gross Income']).toBe(sumOf(ng.rows, NGN, ['gross'], id));
      expect(r['Taxable Income']).toBe(sumOf(ng.rows, NGN, ['taxable'], id));
      expect(r['Tax Deducted']).toBe(sumOf(ng.rows, NGN, ['paye'], id));
      const reliefs = Number(r['Gross Income']) * 100 - Number(r['Taxable Income']) * 100;
      expect(Math.round(Number(r.Reliefs) * 100)).toBe(Math.round(reliefs));
    }
    expect(lagos.records.find((r) => r['Employee Name'] === 'Ada Person 1')!.TIN).toBe('12345678-0001');
    expectGolden('ng-paye-lagos.csv', lagos.text);
    expectGolden('ng-paye-ogun.csv', new TextDecoder().decode(files[`ng-paye-${PERIOD}-ogun.csv`]));

    // PenCom: one file per PFA, the employer code from the pension settings
    const pencom = unzipSync(
      (await download(`/statutory/returns/ng-pencom?period=${PERIOD}`, ng.token)).bytes,
    );
    expect(Object.keys(pencom).sort()).toEqual([
      `ng-pencom-${PERIOD}-arm-pension.csv`,
      `ng-pencom-${PERIOD}-stanbic-ibtc-pension.csv`,
    ]);
    const stanbic = await fetchCsv(
      `/statutory/returns/ng-pencom?period=${PERIOD}&pfa=Stanbic IBTC Pension`,
      ng.token,
    );
    expect(stanbic.header).toEqual([
      'Employer Code',
      'RSA PIN',
      'Employee Name',
      'Employee Contribution (8%)',
      'Employer Contribution (10%)',
      'Voluntary Contribution',
      'Total',
    ]);
    for (const r of stanbic.records) {
      const id = idOf(r['Employee Name']!);
      expect(r['Employer Code']).toBe('PR0000123456');
      expect(r['Employee Contribution (8%)']).toBe(sumOf(ng.rows, NGN, ['deduction.pension'], id));
      expect(r['Employer Contribution (10%)']).toBe(sumOf(ng.rows, NGN, ['employer.pension'], id));
      expect(r.Total).toBe(sumOf(ng.rows, NGN, ['deduction.pension', 'employer.pension'], id));
    }
    expect(stanbic.records.map((r) => r['RSA PIN']).sort()).toEqual(['PEN100000000001', 'PEN100000000003']);
    expectGolden('ng-pencom-stanbic.csv', stanbic.text);

    // NHF: only the contributor
    const nhf = await fetchCsv(`/statutory/returns/ng-nhf?period=${PERIOD}`, ng.token);
    expect(nhf.records).toEqual([
      {
        'NHF Number': 'NHF000123456',
        'Employee Name': 'Ada Person 1',
        'Basic Salary': sumOf(ng.rows, NGN, ['earnings.basic'], ada!.id),
        'NHF Contribution': sumOf(ng.rows, NGN, ['deduction.nhf'], ada!.id),
      },
    ]);
    expectGolden('ng-nhf.csv', nhf.text);

    // the fix-first list: Chioma has no TIN
    const issues = await api(`/statutory/returns/ng-paye/issues?period=${PERIOD}`, { token: ng.token });
    expect(issues.status).toBe(200);
    expect(issues.body.data).toEqual([
      { employeeId: chioma!.id, name: 'Chioma Person 3', staffId: 'S-3', missing: ['taxId'] },
    ]);
    const pencomIssues = await api(`/statutory/returns/ng-pencom/issues?period=${PERIOD}`, {
      token: ng.token,
    });
    expect(pencomIssues.body.data).toEqual([]);

    // the run's schedule zip carries the same files
    const records = unzipSync(
      (await download(`/statutory/payment-records/${ng.runId}/download`, ng.token)).bytes,
    );
    expect(new TextDecoder().decode(records[`${PERIOD}/returns/ng-paye/ng-paye-${PERIOD}-lagos.csv`])).toBe(
      lagos.text,
    );
    expect(new TextDecoder().decode(records[`${PERIOD}/returns/ng-nhf/ng-nhf-${PERIOD}.csv`])).toBe(nhf.text);
    expect(Object.keys(records).filter((k) => k.includes('/returns/ng-pencom/'))).toHaveLength(2);

    // Form H1: the year's figures per state (one run in the year here)
    const h1 = await fetchCsv(`/statutory/annual/ng-h1?year=2026&state=Ogun`, ng.token);
    expect(h1.records).toEqual([
      {
        TIN: '12345678-0002',
        'Employee Name': 'Bayo Person 2',
        'Gross Income': sumOf(ng.rows, NGN, ['gross'], bayo!.id),
        Reliefs: h1.records[0]!.Reliefs,
        'Taxable Income': sumOf(ng.rows, NGN, ['taxable'], bayo!.id),
        'Tax Deducted': sumOf(ng.rows, NGN, ['paye'], bayo!.id),
        'Months Paid': '1',
      },
    ]);
    expectGolden('ng-h1-ogun.csv', h1.text);
    expect(parseCsv(h1.text)).toHaveLength(2);
  });

  it('another country’s type → 404, a period without an approved run → 422, a bad period → 422', async () => {
    const ng = await nigeria();
    const status = async (path: string) => (await api(path, { token: ng.token })).status;
    expect(await status(`/statutory/returns/ke-p10?period=${PERIOD}`)).toBe(404);
    expect(await status(`/statutory/returns/bogus?period=${PERIOD}`)).toBe(404);
    expect(await status(`/statutory/annual/ke-p10-annual?year=2026`)).toBe(404);
    expect(await status(`/statutory/returns/ng-paye?period=2026-05`)).toBe(422);
    expect(await status(`/statutory/returns/ng-paye/issues?period=2026-05`)).toBe(422);
    expect(await status(`/statutory/annual/ng-h1?year=2025`)).toBe(422);
    expect(await status(`/statutory/returns/ng-paye?period=2026-13`)).toBe(422);
    expect(await status(`/statutory/returns/ng-paye?period=${PERIOD}&state=Kano`)).toBe(404);
    // the list for the screen: all of Nigeria's returns for the employer
    const list = await api('/statutory/returns', { token: ng.token });
    expect(list.body.data).toEqual({
      country: 'NG',
      monthly: ['ng-paye', 'ng-pencom', 'ng-nhf'],
      annual: ['ng-h1'],
      certificates: true,
    });
    // a pension statutory admin gets PenCom's file, not PAYE's (403), and no certificates
    const email = uniqueEmail('pfa-admin');
    await api('/statutory/pension/create-admin', { method: 'POST', token: ng.token, body: { email } });
    const link = /\/invite\/([A-Za-z0-9_-]+)/.exec((await latestMail(email))!.text)![1];
    const done = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { firstName: 'Pat', lastName: 'Okafor', password: 'Str0ng-passw0rd' },
    });
    const admin = done.body.data.token as string;
    expect((await api(`/statutory/returns/ng-pencom?period=${PERIOD}`, { token: admin })).status).toBe(200);
    expect((await api(`/statutory/returns/ng-paye?period=${PERIOD}`, { token: admin })).status).toBe(403);
    expect((await api('/statutory/returns', { token: admin })).body.data).toMatchObject({
      monthly: ['ng-pencom'],
      annual: [],
      certificates: false,
    });
    expect(
      (await api('/statutory/annual/certificates/send?year=2026', { method: 'POST', token: admin })).status,
    ).toBe(403);
    // another organisation sees none of it
    const other = await countryOrg('NG', []);
    expect((await api(`/statutory/returns/ng-paye?period=${PERIOD}`, { token: other.token })).status).toBe(
      422,
    );
  });
});
