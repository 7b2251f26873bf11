import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  employeeBankChanges,
  outboxMails,
  payouts,
  payrollSettings,
  sandboxTransfers,
} from '@/server/db/schema';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { codeNow } from '../account/mfa-steps';
import { employerWithMfa } from '../account/mfa-org-steps';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { drain, getJobs } from '../jobs/harness';
import { approve, detail as runDetail } from '../payroll/disbursement-fixtures';
import { computeRun, createRun } from '../payroll/fixtures';
import { expectLedgerBalanced, fundedEmployer, nuban } from '../payouts/fixtures';
import { createEmployee, GOOD_ACCOUNT, GOOD_ACCOUNT_HOLDER, teamAdmin } from './fixtures';

beforeAll(async () => {
  await getJobs();
});
afterEach(() => clock.reset());

const DAY = 24 * 60 * 60 * 1000;
const confirm = (token: string, id: string) =>
  api(`/employees/${id}/bank-change/confirm`, { method: 'POST', token });
const reject = (token: string, id: string) =>
  api(`/employees/${id}/bank-change/reject`, { method: 'POST', token });
// `code`: the fresh code a user with MFA on sends with a bank change (step-up)
const moveTo = (token: string, id: string, bankCode: string, accountNumber: string, code?: string) =>
  api(`/employees/${id}`, {
    method: 'PUT',
    token,
    body: { bankCode, accountNumber },
    headers: code ? { 'x-mfa-code': code } : {},
  });

async function changesOf(employeeId: string) {
  const { deps } = await getHarness();
  return deps.db.select().from(employeeBankChanges).where(eq(employeeBankChanges.employeeId, employeeId));
}

/** Chidi Okonkwo, first paid into an account at Access (044), moved to GOOD_ACCOUNT (GTBank, his name). */
async function movedEmployee(token: string, code?: string) {
  const first = nuban('044');
  const e = await createEmployee(token, { ...GOOD_ACCOUNT_HOLDER, bankCode: '044', accountNumber: first });
  const res = await moveTo(token, e.id, '058', GOOD_ACCOUNT, code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { e, first };
}

describe('[EMPLOYEES] a bank change waits for confirmation', { timeout: 120_000 }, () => {
  it('records the change masked, with who, when and the name enquiry; creating with an account is no change', async () => {
    const s = await employerSession();
    const { e, first } = await movedEmployee(s.token);
    const rows = await changesOf(e.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      organizationId: s.organization.id,
      oldBankCode: '044',
      oldAccountNumberLast4: first.slice(-4),
      newBankCode: '058',
      newAccountNumberLast4: GOOD_ACCOUNT.slice(-4),
      newAccountName: 'CHIDI OKONKWO',
      nameMatches: true,
      changedBy: s.user.id,
    });
    // no plain account number is stored with the change
    expect(JSON.stringify(rows[0])).not.toContain(GOOD_ACCOUNT);
    expect(JSON.stringify(rows[0])).not.toContain(first);
    const view = await api(`/employees/${e.id}/bank-change`, { token: s.token });
    expect(view.body.data).toMatchObject({
      oldAccountNumber: `******${first.slice(-4)}`,
      newAccountNumber: `******${GOOD_ACCOUNT.slice(-4)}`,
    });

    const created = await createEmployee(s.token, { bankCode: '044', accountNumber: nuban('044') });
    expect(await changesOf(created.id)).toHaveLength(0);
    // a change of other fields is no bank change either
    await api(`/employees/${created.id}`, { method: 'PUT', token: s.token, body: { firstName: 'Bisi' } });
    expect(await changesOf(created.id)).toHaveLength(0);
  });

  it('mails the employee and the admins about the change', async () => {
    const s = await employerSession();
    const { e } = await movedEmployee(s.token);
    await drain();
    const { deps } = await getHarness();
    const toEmployee = await deps.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, e.email.toLowerCase()));
    expect(toEmployee.map((m) => m.subject)).toContain(
      `Bank details changed for Chidi Okonkwo (${e.staffId})`,
    );
    const toAdmin = await deps.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, s.user.email.toLowerCase()));
    const mail = toAdmin.find((m) => m.subject.startsWith('Bank details changed'));
    expect(mail?.text).toContain(`******${GOOD_ACCOUNT.slice(-4)}`);
    expect(mail?.text).not.toContain(GOOD_ACCOUNT);
  });

  it("shows on the dashboard's tasks until confirmed: one change links to its employee", async () => {
    const s = await employerSession();
    const { e } = await movedEmployee(s.token);
    const tasks = async () =>
      ((await api('/dashboard/tasks', { token: s.token })).body.data as { type: string }[]).filter(
        (t) => t.type === 'pendingBankChanges',
      );
    expect(await tasks()).toEqual([
      expect.objectContaining({ type: 'pendingBankChanges', count: 1, href: `/app/employees/${e.id}` }),
    ]);
    expect((await reject(s.token, e.id)).status).toBe(200);
    expect(await tasks()).toEqual([]);
  });

  it("mails the employee in the organisation's document language (the one their payslips use)", async () => {
    const s = await employerSession();
    const { deps } = await getHarness();
    await deps.db
      .insert(payrollSettings)
      .values({ organizationId: s.organization.id, documentLanguage: 'zh-CN' })
      .onConflictDoUpdate({ target: payrollSettings.organizationId, set: { documentLanguage: 'zh-CN' } });
    const { e } = await movedEmployee(s.token);
    await drain();
    const toEmployee = await deps.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, e.email.toLowerCase()));
    expect(toEmployee.map((m) => m.subject)).toContain(`Chidi Okonkwo（${e.staffId}）的银行信息已更改`);
  });

  it('the admin who made it confirms only after 24 hours (409 before); confirm is audited', async () => {
    const s = await employerSession();
    const { e } = await movedEmployee(s.token);
    const early = await confirm(s.token, e.id);
    expect([early.status, early.body.code]).toEqual([409, 'CONFLICT']);
    expect(early.body.message).toContain('You made this bank change');
    clock.advance(DAY - 60_000);
    expect((await confirm(s.token, e.id)).status).toBe(409);
    clock.advance(2 * 60_000);
    const res = await confirm(s.token, e.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await changesOf(e.id))[0]).toMatchObject({ status: 'confirmed', decidedBy: s.user.id });
    const { deps } = await getHarness();
    const audits = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityId, e.id),
          eq(auditLogs.action, 'POST /employees/{employee_id}/bank-change/confirm'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect((await confirm(s.token, e.id)).status).toBe(409);
  });

  it('another admin confirms at once; 404 for another organisation, 403 without employees', async () => {
    const s = await employerSession();
    const { e } = await movedEmployee(s.token);
    const stranger = await employerSession();
    expect((await confirm(stranger.token, e.id)).status).toBe(404);
    expect((await reject(stranger.token, e.id)).status).toBe(404);
    const noRight = await teamAdmin(s.organization.id, ['leave']);
    expect((await confirm(noRight.token, e.id)).status).toBe(403);
    const other = await teamAdmin(s.organization.id, ['employees']);
    const res = await confirm(other.token, e.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('an admin with MFA on confirms only with a fresh code (X-MFA-Code)', async () => {
    const s = await employerWithMfa();
    const { e } = await movedEmployee(s.token, codeNow(s.secret));
    clock.advance(DAY + 60_000);
    const bare = await confirm(s.token, e.id);
    expect([bare.status, bare.body.code]).toEqual([403, 'MFA_REQUIRED']);
    expect((await changesOf(e.id))[0]).toMatchObject({ status: 'pending' });
    const res = await api(`/employees/${e.id}/bank-change/confirm`, {
      method: 'POST',
      token: s.token,
      headers: { 'x-mfa-code': codeNow(s.secret) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('reject puts the old account back, audited', async () => {
    const s = await employerSession();
    const { e, first } = await movedEmployee(s.token);
    const res = await reject(s.token, e.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ bankCode: '044' });
    expect(JSON.stringify(res.body.data)).toContain(first.slice(-4));
    expect((await changesOf(e.id))[0]).toMatchObject({ status: 'rejected', decidedBy: s.user.id });
    const { deps } = await getHarness();
    const audits = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityId, e.id),
          eq(auditLogs.action, 'POST /employees/{employee_id}/bank-change/reject'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect((await reject(s.token, e.id)).status).toBe(409);
    // the old account is the one paid: its blind index is back, so moving another employee onto it is refused
    const other = await createEmployee(s.token, { bankCode: '044', accountNumber: nuban('044') });
    const clash = await moveTo(s.token, other.id, '044', first);
    expect(clash.status).toBe(422);
  });

  it('refuses a second employee’s change onto an account already on file, naming the staff ID', async () => {
    const s = await employerSession();
    const shared = nuban('044');
    const a = await createEmployee(s.token, { bankCode: '044', accountNumber: shared });
    const b = await createEmployee(s.token, { bankCode: '044', accountNumber: nuban('044') });
    const res = await moveTo(s.token, b.id, '044', shared);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(a.staffId);
    expect(await changesOf(b.id)).toHaveLength(0);
    // the same digits at another bank are another account
    expect((await moveTo(s.token, b.id, '058', GOOD_ACCOUNT)).status).toBe(200);
  });
});

describe('[EMPLOYEES] a payout to a changed account', { timeout: 120_000 }, () => {
  it('is held in clearing at approval; after confirmation the retry pays it with the same reference', async () => {
    const s = await fundedEmployer({ NGN: 100_000_000_00 });
    const { deps } = await getHarness();
    const { e } = await movedEmployee(s.token);
    const run = await computeRun(
      s.token,
      (await createRun(s.token, { period: '2026-11', employeeIds: [e.id] })).id,
    );
    const walletId = s.wallets.NGN!;
    const start = await getBalance(deps.db, walletId);
    expect((await approve(s.token, run)).status).toBe(200);
    await drain();
    let d = await runDetail(s.token, run.id);
    const row = () => d.employees.find((r) => r.employeeId === e.id)!;
    const today = clock.now().toISOString().slice(0, 10);
    expect(d.status).toBe('partially_paid');
    expect([row().payoutStatus, row().payoutFailureReason]).toEqual(['held', `bank_change_pending:${today}`]);
    const [held, ...others] = await deps.db.select().from(payouts).where(eq(payouts.subjectId, row().id));
    expect(others).toHaveLength(0);
    expect(held).toMatchObject({ status: 'held' });
    // the money stays out of the wallet (in clearing), nothing went to the bank
    expect(await getBalance(deps.db, walletId)).toBe(start - row().net);
    expect(
      await deps.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, held!.reference)),
    ).toHaveLength(0);

    // retried before confirmation it stays held
    await api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: s.token });
    await drain();
    d = await runDetail(s.token, run.id);
    expect(row().payoutStatus).toBe('held');

    const other = await teamAdmin(s.organization.id, ['employees']);
    expect((await confirm(other.token, e.id)).status).toBe(200);
    const retry = await api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: s.token });
    expect(retry.body.data).toMatchObject({ retried: 1, status: 'disbursing' });
    await drain();
    d = await runDetail(s.token, run.id);
    expect([d.status, row().payoutStatus]).toEqual(['paid', 'paid']);
    const after = await deps.db.select().from(payouts).where(eq(payouts.subjectId, row().id));
    expect(after.map((p) => [p.reference, p.status])).toEqual([[held!.reference, 'paid']]);
    expect(await getBalance(deps.db, walletId)).toBe(start - row().net);
    await expectLedgerBalanced(s.organization.id);
  });
});
