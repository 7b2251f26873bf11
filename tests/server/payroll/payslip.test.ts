import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { readPayslip } from '@/server/modules/payroll/payslip.data';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { allRows, insertAddon, insertEmployee, teamAdmin } from './fixtures';
import { download, hasPoppler, pdfText, runIn } from './documents-fixtures';

type Row = {
  id: string;
  employeeId: string;
  gross: number;
  net: number;
  paye: number;
  deductions: number;
  employerContributions: number;
};

describe('[PAYROLL] payslips', { timeout: 180_000 }, () => {
  it('lays out earnings, deductions, employer contributions, net, year to date and a masked account', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const ada = await insertEmployee(org, { firstName: 'Ada', bankCode: '044', accountNumber: '0123456789' });
    await insertEmployee(org, { firstName: 'Bayo' });
    await insertAddon(org, ada.id, {
      kind: 'bonus',
      amount: 2_000_000,
      period: '2026-11',
      name: 'Sales bonus',
    });
    await insertAddon(org, ada.id, {
      kind: 'deduction',
      amount: 500_000,
      period: '2026-11',
      name: 'Cooperative loan',
    });

    const lastYear = await runIn(s.token, '2025-12', 'approved');
    const october = await runIn(s.token, '2026-10', 'approved');
    const november = await runIn(s.token, '2026-11', 'approved');
    const december = await runIn(s.token, '2026-12', 'approved'); // later: not in November's year to date
    const mine = async (runId: string) =>
      ((await allRows(s.token, runId)) as Row[]).find((r) => r.employeeId === ada.id)!;
    const [dec25, oct, nov] = [await mine(lastYear), await mine(october), await mine(november)];
    expect((await mine(december)).gross).toBeGreaterThan(0);

    const { deps } = await getHarness();
    const doc = await readPayslip(deps.db, org, nov.id);
    expect(doc).toMatchObject({
      locale: 'en-GB',
      currency: 'NGN',
      run: { period: '2026-11', payDate: '2026-11-27' },
      bank: { name: ada.bankName, accountLast4: '6789' },
    });
    const sum = (ls: { amount: number }[]) => ls.reduce((t, l) => t + l.amount, 0);
    expect(sum(doc.earnings)).toBe(nov.gross);
    expect(doc.earnings.map((l) => l.label)).toContain('Sales bonus');
    expect(sum(doc.deductions)).toBe(nov.paye + nov.deductions);
    expect(doc.deductions.map((l) => l.code)).toEqual(expect.arrayContaining(['paye', 'deduction.pension']));
    expect(doc.deductions.map((l) => l.label)).toContain('Cooperative loan');
    expect(sum(doc.employer)).toBe(nov.employerContributions);
    expect(doc.totals.net).toBe(nov.net);
    // October and November, not December 2025 nor December 2026
    expect(doc.ytd.gross).toBe(oct.gross + nov.gross);
    expect(doc.ytd.net).toBe(oct.net + nov.net);
    expect(doc.ytd.gross).not.toBe(dec25.gross + oct.gross + nov.gross);

    const res = await download(`/payroll/${nov.id}/download-payslip`, s.token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toContain('payslip-2026-11-');
    expect(Buffer.from(res.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    // a subset, not the whole 10 MB font
    expect(res.bytes.byteLength).toBeLessThan(200_000);

    if (!hasPoppler) return console.warn('pdftotext (poppler-utils) is missing: the PDF text is not checked');
    const text = pdfText(res.bytes).replace(/\u00a0/g, ' ');
    if (process.env.PAYSLIP_DUMP) console.log(text);
    for (const s2 of [
      s.organization.name,
      doc.employee.name,
      'Payslip',
      'November 2026',
      '27 November 2026',
      'Year to date (2026)',
      '****6789',
    ]) {
      expect(text).toContain(s2);
    }
    // the PDF draws curly quotes straight (the CJK font sets them full-width)
    for (const l of [...doc.earnings, ...doc.deductions, ...doc.employer])
      expect(text).toContain(l.label.replace(/[‘’]/g, "'"));
    const money = (n: number) => formatMoney(n, 'NGN', 'en-GB').replace(/\s/g, ' ');
    expect(text).toContain(money(nov.net));
    expect(text).toContain(money(oct.gross + nov.gross));
    expect(text).not.toContain('0123456789');
  });

  it('is written in the organisation’s language: Chinese when the payroll settings say so', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const e = await insertEmployee(org, { firstName: 'Wei', lastName: '王伟', accountNumber: '2233445566' });
    const runId = await runIn(s.token, '2026-11', 'approved');
    const set = await api('/payroll/settings', {
      method: 'PATCH',
      token: s.token,
      body: { documentLanguage: 'zh-CN' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.documentLanguage).toBe('zh-CN');
    const bad = await api('/payroll/settings', {
      method: 'PATCH',
      token: s.token,
      body: { documentLanguage: 'fr-FR' },
    });
    expect(bad.status).toBe(422);

    const row = ((await allRows(s.token, runId)) as Row[]).find((r) => r.employeeId === e.id)!;
    const res = await download(`/payroll/${row.id}/download-payslip`, s.token);
    expect(res.status).toBe(200);
    if (!hasPoppler) return console.warn('pdftotext (poppler-utils) is missing: the PDF text is not checked');
    const text = pdfText(res.bytes);
    for (const s2 of ['工资单', '实发工资', '应发工资', '本年累计', '2026年11月', '王伟', '****5566'])
      expect(text).toContain(s2);
    // statutory lines are named in Chinese and keep the engine's names beside them
    expect(text).toContain('Pension (employee)');
    expect(text).toContain('养老金（员工）');
    expect(text).toContain('基本工资');
  });

  it('answers 404 for another organisation’s or an unknown row, 422 for a malformed id, 403 without payroll permissions', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const e = await insertEmployee(s.organization.id, { firstName: 'Chidi' });
    const runId = await runIn(s.token, '2026-11', 'pending_approval');
    const row = ((await allRows(s.token, runId)) as Row[]).find((r) => r.employeeId === e.id)!;

    expect((await download(`/payroll/${row.id}/download-payslip`, other.token)).status).toBe(404);
    expect((await download(`/payroll/${crypto.randomUUID()}/download-payslip`, s.token)).status).toBe(404);
    expect((await download(`/payroll/not-a-uuid/download-payslip`, s.token)).status).toBe(422);
    const stranger = await api(`/payroll/${row.id}/download-payslip`, { token: other.token });
    expect(stranger.body.code).toBe('NOT_FOUND');

    const hr = await teamAdmin(s.organization.id, ['employees', 'leave']);
    const refused = await api(`/payroll/${row.id}/download-payslip`, { token: hr.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/payroll/i);
    const approver = await teamAdmin(s.organization.id, ['payroll.approve']);
    expect((await download(`/payroll/${row.id}/download-payslip`, approver.token)).status).toBe(200);
  });
});
