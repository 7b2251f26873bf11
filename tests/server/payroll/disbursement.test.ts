import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, payouts } from '@/server/db/schema';
import { encryptField } from '@/server/crypto/field-cipher';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { drain, getJobs } from '../jobs/harness';
import { accountBalance, expectLedgerBalanced, nuban, walletTransactions } from '../payouts/fixtures';
import { approve, detail, runToPay } from './disbursement-fixtures';

beforeAll(async () => {
  await getJobs();
});

describe('[PAYROLL] disbursement', { timeout: 120_000 }, () => {
  it('insufficient funds: 422 INSUFFICIENT_FUNDS naming the currency and shortfall; nothing changes', async () => {
    const { s, run } = await runToPay({ funds: 1000 });
    const before = await walletTransactions(s.organization.id);
    const res = await approve(s.token, run);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(res.body.message).toContain('NGN');
    expect(res.body.message).toMatch(/holds NGN\s10\.00 .* Fund NGN\s[\d,]+\.\d\d more/);
    const d = await detail(s.token, run.id);
    expect(d.status).toBe('pending_approval');
    expect(d.employees.every((e) => e.payoutStatus === null)).toBe(true);
    expect(await walletTransactions(s.organization.id)).toHaveLength(before.length);
    const { deps } = await getHarness();
    expect(await deps.db.select().from(payouts).where(eq(payouts.sourceId, run.id))).toHaveLength(0);
    const zh = await api(`/payroll/${run.id}/approve`, {
      method: 'PATCH',
      token: s.token,
      body: { version: run.version },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toContain('NGN');
  });

  it('approve → disbursing → partially_paid with the 0000 employee failed → fix the account → retry → paid', async () => {
    const { s, people, run } = await runToPay({ n: 3, closed: 1 });
    const net = run.totals.NGN!.net!;
    const start = await getBalance(
      (await getHarness()).deps.db,
      (await walletTransactions(s.organization.id))[0]!.walletId,
    );
    const res = await approve(s.token, run, `approve-${run.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('disbursing');
    // one ledger transaction for the whole run, not one per employee
    const payoutTx = (await walletTransactions(s.organization.id)).filter((t) => t.type === 'payout');
    expect(payoutTx).toHaveLength(1);
    expect(payoutTx[0]!.amount).toBe(net);
    expect((await detail(s.token, run.id)).employees.map((e) => e.payoutStatus)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    await drain();
    let d = await detail(s.token, run.id);
    expect(d.status).toBe('partially_paid');
    const closed = d.employees.find((e) => e.employeeId === people[2]!.id)!;
    expect(closed).toMatchObject({
      payoutStatus: 'failed',
      payoutFailureReason: expect.stringMatching(/^Account closed/),
    });
    expect(d.employees.filter((e) => e.payoutStatus === 'paid')).toHaveLength(2);
    const walletId = payoutTx[0]!.walletId;
    const { deps } = await getHarness();
    expect(await getBalance(deps.db, walletId)).toBe(start - net + closed.net);
    const progress = await api(`/payroll/${run.id}/disbursement`, { token: s.token });
    expect(progress.body.data.failed).toEqual([
      expect.objectContaining({
        payrollEmployeeId: closed.id,
        reason: closed.payoutFailureReason,
        amount: closed.net,
        attempt: 1,
      }),
    ]);
    expect(progress.body.data.progress).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'paid', count: 2 }),
        expect.objectContaining({ status: 'failed', count: 1 }),
      ]),
    );

    // retrying before the account is fixed fails again (and moves the money back again)
    const fixed = nuban();
    await deps.db
      .update(employees)
      .set({ accountNumberEnc: encryptField(fixed), accountNumberLast4: fixed.slice(-4) })
      .where(eq(employees.id, people[2]!.id));
    const retry = await api(`/payroll/${run.id}/retry-failed`, {
      method: 'POST',
      token: s.token,
      headers: { 'idempotency-key': `retry-${run.id}` },
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.data).toEqual({ retried: 1, status: 'disbursing' });
    // the same key replays; another call finds nothing to retry
    expect(
      (
        await api(`/payroll/${run.id}/retry-failed`, {
          method: 'POST',
          token: s.token,
          headers: { 'idempotency-key': `retry-${run.id}` },
        })
      ).body.data.retried,
    ).toBe(1);
    expect(
      (await api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: s.token })).body.data.retried,
    ).toBe(0);
    await drain();
    d = await detail(s.token, run.id);
    expect(d.status).toBe('paid');
    expect(d.employees.every((e) => e.payoutStatus === 'paid')).toBe(true);
    expect(await getBalance(deps.db, walletId)).toBe(start - net);
    expect(await accountBalance(s.organization.id, `payroll:${run.id}`)).toBe(net);
    await expectLedgerBalanced(s.organization.id);
    const rows = await deps.db.select().from(payouts).where(eq(payouts.sourceId, run.id));
    expect(rows.map((r) => r.reference).sort()).toEqual([...new Set(rows.map((r) => r.reference))].sort());
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(3);
    // a paid run cannot be retried
    expect((await api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: s.token })).status).toBe(
      409,
    );
  });

  it('retry-failed needs payroll.approve (403) and another organisation gets 404', async () => {
    const { s, run } = await runToPay({ n: 1, closed: 1 });
    await approve(s.token, run);
    await drain();
    const other = await runToPay({ n: 1, closed: 0 });
    expect(
      (await api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: other.s.token })).status,
    ).toBe(404);
    expect((await api(`/payroll/${run.id}/disbursement`, { token: other.s.token })).status).toBe(404);
    const { teamAdmin } = await import('./fixtures');
    const hr = await teamAdmin(s.organization.id, ['payroll.create']);
    const denied = await api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: hr.token });
    expect(denied.status).toBe(403);
  });
});
