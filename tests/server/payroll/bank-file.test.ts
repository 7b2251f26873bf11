import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromMinorUnits } from '@/lib/money';
import { encryptField } from '@/server/crypto/field-cipher';
import { employees, outboxMails, payouts, payrollRuns, statutoryLiabilities } from '@/server/db/schema';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { drain, getJobs } from '../jobs/harness';
import { nuban, walletTransactions } from '../payouts/fixtures';
import { bankFile, bankFileRun, parseCsv, setDisbursement } from './bank-file-fixtures';
import { approve, detail } from './disbursement-fixtures';
import { computeRun, createRun, insertEmployee } from './fixtures';

beforeAll(async () => {
  await getJobs();
});

const markPaid = (token: string, runId: string, body: Record<string, unknown>) =>
  api(`/payroll/${runId}/mark-paid`, { method: 'POST', token, body });

async function accountOf(employeeId: string) {
  const { deps } = await getHarness();
  const [e] = await deps.db.select().from(employees).where(eq(employees.id, employeeId));
  const { decryptField } = await import('@/server/crypto/field-cipher');
  return { bankCode: e!.bankCode!, accountNumber: decryptField(e!.accountNumberEnc!), email: e!.email };
}

describe('[PAYROLL] paying through the employer’s bank', { timeout: 180_000 }, () => {
  it('payroll.disbursement: wallet by default, bank-file once set; anything else 422', async () => {
    const s = await employerSession();
    const got = await api('/payroll/settings', { token: s.token });
    expect(got.body.data.disbursement).toBe('wallet');
    expect((await setDisbursement(s.token, 'bank-file')).disbursement).toBe('bank-file');
    expect((await api('/payroll/settings', { token: s.token })).body.data.disbursement).toBe('bank-file');
    const bad = await api('/payroll/settings', {
      method: 'PATCH',
      token: s.token,
      body: { disbursement: 'cheque' },
    });
    expect(bad.status).toBe(422);
  });

  it('approval → awaiting_bank_payment; the wallet is untouched (balance, ledger, payouts); no liabilities yet', async () => {
    const { s, run } = await bankFileRun({ approved: false });
    const { deps } = await getHarness();
    const walletId = s.wallets.NGN!;
    const balance = await getBalance(deps.db, walletId);
    const txCount = (await walletTransactions(s.organization.id)).length;
    const summary = await api(`/payroll/${run.id}/release-summary`, { token: s.token });
    expect(summary.body.data.disbursement).toBe('bank-file');
    const res = await approve(s.token, run);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('awaiting_bank_payment');
    expect(await getBalance(deps.db, walletId)).toBe(balance);
    expect(await walletTransactions(s.organization.id)).toHaveLength(txCount);
    expect(await deps.db.select().from(payouts).where(eq(payouts.sourceId, run.id))).toHaveLength(0);
    expect(
      await deps.db.select().from(statutoryLiabilities).where(eq(statutoryLiabilities.runId, run.id)),
    ).toHaveLength(0);
  });

  it('nibss: one line per payable row — name, NUBAN, CBN code, amount from minor units, narration, unique reference', async () => {
    const { s, people, run, rows } = await bankFileRun({ n: 3 });
    const res = await bankFile(s.token, run.id, 'format=nibss');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="bank-nibss-2026-11-.*\.csv"/,
    );
    const [header, ...lines] = parseCsv(res.body as string);
    expect(header).toEqual([
      'Beneficiary Name',
      'Account Number',
      'Bank Code',
      'Amount',
      'Narration',
      'Payment Reference',
    ]);
    expect(lines).toHaveLength(rows.length);
    expect(new Set(lines.map((l) => l[5])).size).toBe(lines.length);
    for (const p of people) {
      const row = rows.find((r) => r.employeeId === p.id)!;
      const account = await accountOf(p.id);
      const line = lines.find((l) => l[1] === account.accountNumber)!;
      expect(line).toBeDefined();
      expect(line[2]).toBe(account.bankCode);
      expect(line[3]).toBe(fromMinorUnits(row.net, 'NGN'));
      expect(line[4]).toContain('Monthly payroll');
      expect(line[5]).toMatch(/^PG202611[0-9A-F]{8}\d{5}$/);
    }
    // the same references at every download (a bank refuses a repeat rather than paying twice)
    expect((await bankFile(s.token, run.id, 'format=nibss')).body).toBe(res.body);
  });

  it('interswitch: batch rows, then amounts in kobo per line; xlsx: the same amounts, readable', async () => {
    const { s, run, rows } = await bankFileRun({ n: 2 });
    const res = await bankFile(
      s.token,
      run.id,
      'format=interswitch&terminalId=3PGD0001&sourceAccount=0123456789',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [batch, secure, ...lines] = parseCsv(res.body as string);
    expect(batch).toEqual([expect.stringMatching(/^PG202611/), expect.any(String), 'True', '3PGD0001']);
    expect(secure!.slice(0, 3)).toEqual(['', '0123456789', '20']);
    expect(secure![5]).toMatch(/^[0-9a-f]{128}$/);
    expect(lines).toHaveLength(rows.length);
    expect(lines.map((l) => Number(l[1])).sort()).toEqual(rows.map((r) => r.net).sort());
    expect(lines.every((l) => l[8] === 'False' && l[9] === 'NGN' && l[7] === '10')).toBe(true);

    const x = await api(`/payroll/${run.id}/bank-file?format=xlsx`, { token: s.token });
    expect(x.status).toBe(200);
    const { app } = await getHarness();
    const raw = await app.request(`/api/v1/payroll/${run.id}/bank-file?format=xlsx`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await raw.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const amounts: number[] = [];
    ws.eachRow((r, i) => {
      if (i > 2 && r.getCell(1).value !== 'Total') amounts.push(Number(r.getCell(9).value));
    });
    expect(amounts.sort()).toEqual(rows.map((r) => Number(fromMinorUnits(r.net, 'NGN'))).sort());
  });

  it('ke-eft (a Kenyan organisation): bank and branch codes, amount in shillings, currency, reference per row', async () => {
    const { deps } = await getHarness();
    const { createEmployer } = await import('@/server/seed/factories');
    const { signIn } = await import('../helpers/accounts');
    const { uniqueEmail } = await import('../helpers/app');
    const ke = await createEmployer(deps.db, { email: uniqueEmail('ke-bank'), country: 'KE' });
    const { token } = await signIn(ke.user.email, ke.password);
    await setDisbursement(token, 'bank-file');
    const accounts = [
      { bankCode: '68', accountNumber: '0250191234567' },
      { bankCode: '01012', accountNumber: '1102345678' },
    ];
    for (const a of accounts)
      await insertEmployee(ke.organization.id, {
        ...a,
        payCurrency: 'KES',
        basic: 8_000_000,
        housing: 1_000_000,
        transport: 500_000,
      });
    const created = await createRun(token, { period: '2026-11' });
    const run = await computeRun(token, created.id);
    expect((await approve(token, run)).body.data.status).toBe('awaiting_bank_payment');
    const rows = (await detail(token, run.id)).employees;
    expect((await bankFile(token, run.id, 'format=nibss')).status).toBe(422);
    const res = await bankFile(token, run.id, 'format=ke-eft');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [header, ...lines] = parseCsv(res.body as string);
    expect(header).toEqual([
      'Beneficiary Name',
      'Beneficiary Account',
      'Bank Code',
      'Branch Code',
      'Amount',
      'Currency',
      'Reference',
      'Narration',
    ]);
    expect(lines.map((l) => [l[1], l[2], l[3]]).sort()).toEqual([
      ['0250191234567', '68', '000'],
      ['1102345678', '01', '012'],
    ]);
    expect(lines.map((l) => l[4]).sort()).toEqual(rows.map((r) => fromMinorUnits(r.net, 'KES')).sort());
    expect(lines.every((l) => l[5] === 'KES' && /^PG202611/.test(l[6]!))).toBe(true);
  });

  it('ke-eft is not for a Nigerian organisation (422 on format); a pending run has no file (409)', async () => {
    const { s, run } = await bankFileRun({ n: 1 });
    const ke = await bankFile(s.token, run.id, 'format=ke-eft');
    expect([ke.status, ke.body.code]).toEqual([422, 'VALIDATION_FAILED']);
    expect(ke.body.errors.format).toBeDefined();
    const pending = await bankFileRun({ n: 1, approved: false });
    const res = await bankFile(pending.s.token, pending.run.id, 'format=nibss');
    expect([res.status, res.body.code]).toEqual([409, 'CONFLICT']);
  });

  it('a bad NUBAN blocks the file: 422 BANK_ACCOUNTS_INVALID listing the employee; the check lists them too', async () => {
    const { s, people, run, rows } = await bankFileRun({ n: 2 });
    const { deps } = await getHarness();
    const victim = people[0]!;
    const good = await accountOf(victim.id);
    // flip the check digit: a 10-digit number that fails the NUBAN check for its bank
    const bad = good.accountNumber.slice(0, 9) + String((Number(good.accountNumber[9]) + 1) % 10);
    await deps.db
      .update(employees)
      .set({ accountNumberEnc: encryptField(bad), accountNumberLast4: bad.slice(-4) })
      .where(eq(employees.id, victim.id));
    const res = await bankFile(s.token, run.id, 'format=nibss');
    expect([res.status, res.body.code]).toEqual([422, 'BANK_ACCOUNTS_INVALID']);
    const row = rows.find((r) => r.employeeId === victim.id)!;
    expect(Object.keys(res.body.errors)).toEqual([row.staffId]);
    expect(res.body.errors[row.staffId][0]).toContain('NUBAN');
    const check = await api(`/payroll/${run.id}/bank-file/check?format=nibss`, { token: s.token });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      ready: false,
      lines: 1,
      problems: [{ employeeId: victim.id, staffId: row.staffId, name: row.name, reason: 'badNuban' }],
    });
    const zh = await api(`/payroll/${run.id}/bank-file?format=nibss`, {
      token: s.token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.errors[row.staffId][0]).toContain('NUBAN 校验');
  });

  it('mark-paid → paid with the reference, payslips mailed, liabilities recorded; twice → 409; another org → 404', async () => {
    const { s, people, run } = await bankFileRun({ n: 2 });
    const { deps } = await getHarness();
    const other = await employerSession();
    expect((await bankFile(other.token, run.id, 'format=nibss')).status).toBe(404);
    expect((await markPaid(other.token, run.id, { bankReference: 'X', paidOn: '2026-11-27' })).status).toBe(
      404,
    );
    const future = await markPaid(s.token, run.id, { bankReference: 'FT2611', paidOn: '2100-01-01' });
    expect([future.status, Object.keys(future.body.errors ?? {})]).toEqual([422, ['paidOn']]);

    const res = await markPaid(s.token, run.id, { bankReference: 'FT26113300001', paidOn: '2026-11-27' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ status: 'paid', bankReference: 'FT26113300001', paidOn: '2026-11-27' });
    const paid = await api(`/payroll/${run.id}`, { token: s.token });
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      bankPayment: { reference: 'FT26113300001', paidOn: '2026-11-27' },
    });
    const [stored] = await deps.db.select().from(payrollRuns).where(eq(payrollRuns.id, run.id));
    expect(stored!.markedPaidBy).toBe(s.user.id);
    expect(
      (await deps.db.select().from(statutoryLiabilities).where(eq(statutoryLiabilities.runId, run.id)))
        .length,
    ).toBeGreaterThan(0);

    await drain();
    for (const p of people) {
      const mails = await deps.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.to, (await accountOf(p.id)).email));
      expect(mails.length, p.email).toBe(1);
    }

    const again = await markPaid(s.token, run.id, { bankReference: 'FT26113300002', paidOn: '2026-11-27' });
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    expect((await bankFile(s.token, run.id, 'format=nibss')).status).toBe(409);
  });

  it('mark-paid asks a user with MFA on for a fresh code, as the approval does (step-up)', async () => {
    const { employerWithMfa } = await import('../account/mfa-org-steps');
    const { codeNow, nextStep } = await import('../account/mfa-steps');
    const { clock } = await import('../helpers/app');
    try {
      const s = await employerWithMfa();
      await setDisbursement(s.token, 'bank-file');
      await insertEmployee(s.organization.id, { bankCode: '044', accountNumber: nuban('044') });
      const run = await computeRun(s.token, (await createRun(s.token, { period: '2026-11' })).id);
      const approved = await api(`/payroll/${run.id}/approve`, {
        method: 'PATCH',
        token: s.token,
        body: { version: run.version },
        headers: { 'x-mfa-code': codeNow(s.secret) },
      });
      expect(approved.body.data.status).toBe('awaiting_bank_payment');
      nextStep();
      const body = { bankReference: 'FT-MFA', paidOn: '2026-11-27' };
      const missing = await markPaid(s.token, run.id, body);
      expect([missing.status, missing.body.code]).toEqual([403, 'MFA_REQUIRED']);
      const ok = await api(`/payroll/${run.id}/mark-paid`, {
        method: 'POST',
        token: s.token,
        body,
        headers: { 'x-mfa-code': codeNow(s.secret) },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('a wallet organisation still pays from its wallet (the default is unchanged)', async () => {
    const { s, run } = await bankFileRun({ n: 1, approved: false });
    await setDisbursement(s.token, 'wallet');
    const res = await approve(s.token, run);
    expect(res.body.data.status).toBe('disbursing');
  });
});
