import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { PDF, upload, useTempUploadDir } from '../files/upload';
import { approvedRun, liabilities, teamAdmin } from './fixtures';

beforeAll(() => void useTempUploadDir());

async function receiptFile(token: string) {
  const res = await upload(token, PDF, 'receipt.pdf', 'application/pdf');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

describe('[REMITTANCES] receipts', { timeout: 120_000 }, () => {
  it('records part then the rest (part_remitted → remitted); more than outstanding is refused (422) and changes nothing', async () => {
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id);
    const [lagos] = (await liabilities(s.token, 'paye', `&payrollId=${runId}`)).filter(
      (l) => l.payee === 'Lagos',
    );
    const fileId = await receiptFile(s.token);
    const body = { payrollId: runId, payee: 'Lagos', paidOn: '2026-12-05', reference: 'LIRS-001', fileId };

    const over = await api('/statutory/paye/payment-receipts', {
      method: 'POST',
      token: s.token,
      body: { ...body, amount: lagos!.amount + 1 },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toMatch(/outstanding/i);
    expect(
      (await liabilities(s.token, 'paye', `&payrollId=${runId}`)).find((l) => l.payee === 'Lagos')!.remitted,
    ).toBe(0);

    const part = await api('/statutory/paye/payment-receipts', {
      method: 'POST',
      token: s.token,
      body: { ...body, amount: 1000 },
      headers: { 'idempotency-key': `r-${runId}` },
    });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.data).toMatchObject({
      type: 'paye',
      payee: 'Lagos',
      amount: 1000,
      reference: 'LIRS-001',
      fileId,
      source: 'manual',
    });
    // a retry with the same key replays and records nothing more
    const retry = await api('/statutory/paye/payment-receipts', {
      method: 'POST',
      token: s.token,
      body: { ...body, amount: 1000 },
      headers: { 'idempotency-key': `r-${runId}` },
    });
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(part.body.data.id);
    let now = (await liabilities(s.token, 'paye', `&payrollId=${runId}`)).find((l) => l.payee === 'Lagos')!;
    expect(now).toMatchObject({ remitted: 1000, outstanding: lagos!.amount - 1000, status: 'part_remitted' });

    const rest = await api('/statutory/paye/payment-receipts', {
      method: 'POST',
      token: s.token,
      body: { ...body, amount: lagos!.amount - 1000, reference: 'LIRS-002' },
    });
    expect(rest.status).toBe(201);
    now = (await liabilities(s.token, 'paye', `&payrollId=${runId}`)).find((l) => l.payee === 'Lagos')!;
    expect(now).toMatchObject({ remitted: lagos!.amount, outstanding: 0, status: 'remitted' });
    expect(
      (
        await api('/statutory/paye/payment-receipts', {
          method: 'POST',
          token: s.token,
          body: { ...body, amount: 1 },
        })
      ).status,
    ).toBe(422);

    const list = await api(
      `/statutory/payment-receipts?type=paye&payrollId=${runId}&payee=Lagos&period=2026-11`,
      { token: s.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(2);
    expect(list.body.data.map((r: { reference: string }) => r.reference).sort()).toEqual([
      'LIRS-001',
      'LIRS-002',
    ]);
    expect((await api('/statutory/payment-receipts?type=pension', { token: s.token })).body.meta.total).toBe(
      0,
    );
  });

  it('concurrent receipts never together exceed what is owed', async () => {
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id);
    const [nhf] = await liabilities(s.token, 'nhf', `&payrollId=${runId}`);
    const fileId = await receiptFile(s.token);
    const half = Math.floor(nhf!.amount / 2) + 1;
    const body = {
      payrollId: runId,
      payee: 'FMBN',
      amount: half,
      paidOn: '2026-12-01',
      reference: 'NHF',
      fileId,
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => api('/statutory/nhf/payment-receipts', { method: 'POST', token: s.token, body })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await liabilities(s.token, 'nhf', `&payrollId=${runId}`))[0]!.remitted).toBe(half);
  });

  it('bad input → 422; an unknown payee or another organisation’s run → 404; another organisation’s file → 422', async () => {
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id);
    const other = await employerSession();
    const fileId = await receiptFile(s.token);
    const foreignFile = await receiptFile(other.token);
    const body = {
      payrollId: runId,
      payee: 'Lagos',
      amount: 100,
      paidOn: '2026-12-01',
      reference: 'X',
      fileId,
    };
    const bad = await api('/statutory/paye/payment-receipts', {
      method: 'POST',
      token: s.token,
      body: { ...body, amount: -5, paidOn: '2026-13-01', reference: '' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'paidOn', 'reference']);
    expect(
      (
        await api('/statutory/paye/payment-receipts', {
          method: 'POST',
          token: s.token,
          body: { ...body, payee: 'Kano' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api('/statutory/paye/payment-receipts', { method: 'POST', token: other.token, body })).status,
    ).toBe(404);
    const foreign = await api('/statutory/paye/payment-receipts', {
      method: 'POST',
      token: s.token,
      body: { ...body, fileId: foreignFile },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.fileId).toBeDefined();
  });

  it('the schedules zip has one xlsx and one CSV per type and payee, with decrypted RSA PINs and TINs', async () => {
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id);
    const { app } = await getHarness();
    const res = await app.request(`/api/v1/statutory/payment-records/${runId}/download`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    // issue 36: the authorities' own files of the period ride along under returns/ (tests/server/statutory)
    const names = Object.keys(files)
      .filter((n) => !n.startsWith('2026-11/returns/'))
      .sort();
    expect(Object.keys(files).filter((n) => n.startsWith('2026-11/returns/')).length).toBeGreaterThan(0);
    const expected = [
      'itf/itf',
      'nhf/fmbn',
      'nsitf/nsitf',
      'paye/lagos',
      'paye/ogun',
      'pension/arm-pension',
      'pension/stanbic-ibtc-pension',
    ]
      .flatMap((n) => [`2026-11/${n}.csv`, `2026-11/${n}.xlsx`])
      .sort();
    expect(names).toEqual(expected);
    const pension = strFromU8(files['2026-11/pension/stanbic-ibtc-pension.csv']!)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(pension[0]).toBe('RSA PIN,Staff ID,Name,Employee contribution,Employer contribution,Total');
    expect(
      pension
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['PEN100000000001', 'PEN100000000003']);
    const paye = strFromU8(files['2026-11/paye/ogun.csv']!)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(paye[0]).toBe('Tax ID (TIN),Staff ID,Name,Gross pay,Tax deducted');
    expect(paye[1]!.startsWith('12345678-0002,')).toBe(true);
    // the NHF schedule carries each contributor's NHF number
    const nhf = strFromU8(files['2026-11/nhf/fmbn.csv']!)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(nhf[0]).toBe('NHF number,Staff ID,Name,Gross pay,Contribution');
    expect(nhf[1]!.startsWith('NHF000123456,')).toBe(true);
    const [stanbic] = (await liabilities(s.token, 'pension', `&payrollId=${runId}`)).filter(
      (l) => l.payee === 'Stanbic IBTC Pension',
    );
    const totalCol = pension.slice(1).reduce((t, l) => t + Math.round(Number(l.split(',')[5]) * 100), 0);
    expect(totalCol).toBe(stanbic!.amount);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(files['2026-11/pension/stanbic-ibtc-pension.xlsx']! as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(5).getCell(1).value).toBe('RSA PIN');
    // a team admin without `employees` and no statutory role: 403
    const hr = await teamAdmin(s.organization.id, ['leave']);
    expect((await api(`/statutory/payment-records/${runId}/download`, { token: hr.token })).status).toBe(403);
  });

  it('the upload sheet records every row or none, naming the bad rows', async () => {
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id);
    const { app } = await getHarness();
    const sheet = await app.request('/api/v1/statutory/download-upload-sheet', {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(sheet.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await sheet.arrayBuffer()) as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const prefilled: { row: number; type: string; payee: string; outstanding: number }[] = [];
    ws.eachRow((r, n) => {
      if (n > 1 && r.getCell(2).value === runId)
        prefilled.push({
          row: n,
          type: String(r.getCell(1).value),
          payee: String(r.getCell(3).value),
          outstanding: Number(r.getCell(7).value),
        });
    });
    expect(prefilled.length).toBe(7);
    const ogun = prefilled.find((p) => p.type === 'paye' && p.payee === 'Ogun')!;
    const itf = prefilled.find((p) => p.type === 'itf')!;
    const fill = (p: { row: number; outstanding: number }, amount: number | string, date = '2026-12-03') => {
      ws.getRow(p.row).getCell(4).value = amount;
      ws.getRow(p.row).getCell(5).value = date;
      ws.getRow(p.row).getCell(6).value = `REF-${p.row}`;
    };
    fill(ogun, ogun.outstanding);
    fill(itf, itf.outstanding + 1); // too much
    const send = async () => {
      const form = new FormData();
      form.set(
        'file',
        new File([new Uint8Array(await wb.xlsx.writeBuffer())], 'upload.xlsx', {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      );
      const res = await app.request('/api/v1/statutory/upload-sheet', {
        method: 'POST',
        headers: { authorization: `Bearer ${s.token}` },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const rejected = await send();
    expect(rejected.status).toBe(422);
    expect(Object.keys(rejected.body.errors)).toEqual([`row.${itf.row}`]);
    expect(rejected.body.errors[`row.${itf.row}`][0]).toContain(`Row ${itf.row}`);
    expect(
      (await liabilities(s.token, 'paye', `&payrollId=${runId}`)).find((l) => l.payee === 'Ogun')!.remitted,
    ).toBe(0);

    fill(itf, itf.outstanding);
    const okRes = await send();
    expect(okRes.status, JSON.stringify(okRes.body)).toBe(200);
    expect(okRes.body.data.recorded).toBe(2);
    expect(
      (await liabilities(s.token, 'paye', `&payrollId=${runId}`)).find((l) => l.payee === 'Ogun')!.status,
    ).toBe('remitted');
    expect((await liabilities(s.token, 'itf', `&payrollId=${runId}`))[0]!.status).toBe('remitted');

    // JSON rows too, with a localised message
    const zh = await api('/statutory/upload-sheet', {
      method: 'POST',
      token: s.token,
      headers: { 'accept-language': 'zh-CN' },
      body: {
        rows: [
          {
            type: 'paye',
            payrollId: runId,
            payee: 'Lagos',
            amount: 'abc',
            paidOn: '2026-12-01',
            reference: 'R',
          },
        ],
      },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.errors['row.2'][0]).toContain('第 2 行');
  });
});
