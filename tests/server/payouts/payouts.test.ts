import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, payouts, sandboxTransfers } from '@/server/db/schema';
import { encryptField } from '@/server/crypto/field-cipher';
import { moveToClearing, requireFunds } from '@/server/modules/payouts/payouts-funds.service';
import { queuePayouts, type PayoutItem } from '@/server/modules/payouts/payouts.service';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';
import { getBalance, ledgerText } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { drain, getJobs } from '../jobs/harness';
import { refusing } from '../wallet/refusing';
import { accountBalance, expectLedgerBalanced, fundedEmployer, nuban } from './fixtures';

beforeAll(async () => {
  await getJobs();
});

async function batchOf(
  amounts: { amount: number; account: string; verified?: boolean }[],
  funds = 1_000_000,
) {
  const s = await fundedEmployer({ NGN: funds });
  const { deps } = await getHarness();
  const sourceId = crypto.randomUUID();
  const clearingAccount = `test:${sourceId}`;
  const items: PayoutItem[] = amounts.map((a) => ({
    organizationId: s.organization.id,
    source: 'test',
    sourceId,
    subjectId: crypto.randomUUID(),
    attempt: 1,
    walletId: s.wallets.NGN!,
    currency: 'NGN',
    amount: a.amount,
    country: 'NG',
    bankCode: '044',
    accountNumberEnc: encryptField(a.account),
    accountNumberLast4: a.account.slice(-4),
    accountName: 'A Person',
    nameEnquiry: !a.verified,
    clearingAccount,
    narration: 'Test payout',
  }));
  const total = items.reduce((t, i) => t + i.amount, 0);
  await deps.db.transaction(async (tx) => {
    const wallets = await requireFunds(
      tx,
      s.organization.id,
      [{ currency: 'NGN', amount: total, transfers: items.length }],
      createSandboxProvider(),
    );
    await moveToClearing(tx, {
      organizationId: s.organization.id,
      walletId: wallets.get('NGN')!,
      currency: 'NGN',
      amount: total,
      clearingAccount,
      key: `test:${sourceId}:NGN`,
      description: ledgerText('payrollRun', { run: 'Test batch', count: items.length }),
    });
    await queuePayouts(tx, items, new Date());
  });
  return { s, sourceId, clearingAccount, items, total };
}

const rowsOf = async (sourceId: string) => {
  const { deps } = await getHarness();
  return deps.db.select().from(payouts).where(eq(payouts.sourceId, sourceId));
};

describe('[PAYOUTS] queue, send, outcomes', () => {
  it('pays good accounts, fails a 0000 account at name enquiry and at transfer, and reverses the failures to the wallet', async () => {
    const { s, sourceId, clearingAccount, items } = await batchOf([
      { amount: 100_000, account: nuban(), verified: true },
      { amount: 200_000, account: nuban() },
      { amount: 50_000, account: nuban('044', true) },
      { amount: 70_000, account: nuban('044', true), verified: true },
    ]);
    expect(await getBalance((await getHarness()).deps.db, s.wallets.NGN!)).toBe(1_000_000 - 420_000);
    await drain();
    const rows = await rowsOf(sourceId);
    const bySubject = new Map(rows.map((r) => [r.subjectId, r]));
    expect(items.map((i) => bySubject.get(i.subjectId)!.status)).toEqual([
      'paid',
      'paid',
      'failed',
      'failed',
    ]);
    expect(bySubject.get(items[2]!.subjectId)!.failureReason).toBe(
      'Account closed or not found (name enquiry)',
    );
    expect(bySubject.get(items[3]!.subjectId)!.failureReason).toBe('Account closed');
    expect(await getBalance((await getHarness()).deps.db, s.wallets.NGN!)).toBe(1_000_000 - 300_000);
    expect(await accountBalance(s.organization.id, clearingAccount)).toBe(300_000);
    await expectLedgerBalanced(s.organization.id);
    // the name enquiry stopped the unverified closed account before any transfer; the verified one was sent and refused
    const { deps } = await getHarness();
    const sent = await deps.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.narration, 'Test payout'));
    expect(
      sent
        .filter((t) => rows.some((r) => r.reference === t.reference))
        .map((t) => t.status)
        .sort(),
    ).toEqual(['failed', 'successful', 'successful']);
  });

  it('insufficient funds is a 422 INSUFFICIENT_FUNDS naming the currency and shortfall; a missing wallet too', async () => {
    await expect(batchOf([{ amount: 600_000, account: nuban() }], 500_000)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      status: 422,
      messageKey: 'payouts.errors.insufficientFunds',
      params: { currency: 'NGN', shortfall: expect.stringContaining('1,000.00') },
    });
    const s = await fundedEmployer({ NGN: 1000 });
    const { deps } = await getHarness();
    await expect(
      deps.db.transaction((tx) =>
        requireFunds(
          tx,
          s.organization.id,
          [{ currency: 'USD', amount: 1, transfers: 1 }],
          createSandboxProvider(),
        ),
      ),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      messageKey: 'payouts.errors.noWallet',
      params: { currency: 'USD' },
    });
  });

  it('webhooks: a bad signature is 401; a duplicate or out-of-order notice changes nothing', async () => {
    const { s, sourceId, items } = await batchOf([{ amount: 10_000, account: nuban(), verified: true }]);
    const [row] = await rowsOf(sourceId);
    const sandbox = createSandboxProvider();
    const success = sandbox.signTransferWebhook!({
      eventId: 'e1',
      reference: row!.reference,
      status: 'successful',
      occurredAt: new Date().toISOString(),
    });
    const bad = await api('/payouts/webhook', {
      method: 'POST',
      body: success.body,
      headers: { 'content-type': 'application/json', 'x-paygrid-signature': 'f'.repeat(64) },
    });
    expect(bad.status).toBe(401);
    expect((await rowsOf(sourceId))[0]!.status).toBe('pending');

    const first = await api('/payouts/webhook', {
      method: 'POST',
      body: success.body,
      headers: { 'content-type': 'application/json', 'x-paygrid-signature': success.signature },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ reference: row!.reference, changed: true });
    const again = await api('/payouts/webhook', {
      method: 'POST',
      body: success.body,
      headers: { 'content-type': 'application/json', 'x-paygrid-signature': success.signature },
    });
    expect(again.body.data.changed).toBe(false);
    // a late "failed" after success: ignored, no reversal
    const late = sandbox.signTransferWebhook!({
      eventId: 'e0',
      reference: row!.reference,
      status: 'failed',
      failureReason: 'Timeout',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(
      (
        await api('/payouts/webhook', {
          method: 'POST',
          body: late.body,
          headers: { 'content-type': 'application/json', 'x-paygrid-signature': late.signature },
        })
      ).body.data.changed,
    ).toBe(false);
    const after = (await rowsOf(sourceId))[0]!;
    expect(after).toMatchObject({ status: 'paid', failureReason: null, subjectId: items[0]!.subjectId });
    expect(await getBalance((await getHarness()).deps.db, s.wallets.NGN!)).toBe(1_000_000 - 10_000);
    // the queued send job finds it paid and sends nothing
    await drain();
    expect((await rowsOf(sourceId))[0]!.status).toBe('paid');
    await expectLedgerBalanced(s.organization.id);
  });

  it('webhooks: each outcome that changes a payout is audited in its own transaction (entity payouts); refused, nothing changes', async () => {
    const { s, sourceId, total } = await batchOf([
      { amount: 40_000, account: nuban(), verified: true },
      { amount: 25_000, account: nuban(), verified: true },
    ]);
    const [paidRow, failedRow] = await rowsOf(sourceId);
    const sandbox = createSandboxProvider();
    const notify = (reference: string, status: 'successful' | 'failed') => {
      const signed = sandbox.signTransferWebhook!({
        eventId: crypto.randomUUID(),
        reference,
        status,
        ...(status === 'failed' && { failureReason: 'Account closed' }),
        occurredAt: new Date().toISOString(),
      });
      return api('/payouts/webhook', {
        method: 'POST',
        body: signed.body,
        headers: { 'content-type': 'application/json', 'x-paygrid-signature': signed.signature },
      });
    };
    const { deps } = await getHarness();
    const audits = () =>
      deps.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.entity, 'payouts')));
    const balance = () => getBalance(deps.db, s.wallets.NGN!);
    expect(await balance()).toBe(1_000_000 - total);

    // The failure's audit row cannot be written: the outcome and its reversal roll back together.
    await refusing('audit_logs', `new.organization_id = '${s.organization.id}'`, async () => {
      expect((await notify(failedRow!.reference, 'failed')).status).toBe(500);
    });
    expect((await rowsOf(sourceId)).find((r) => r.id === failedRow!.id)!.status).toBe('pending');
    expect(await balance()).toBe(1_000_000 - total);
    expect(await audits()).toEqual([]);

    expect((await notify(paidRow!.reference, 'successful')).body.data.changed).toBe(true);
    expect((await notify(failedRow!.reference, 'failed')).body.data.changed).toBe(true);
    expect((await notify(failedRow!.reference, 'failed')).body.data.changed).toBe(false);
    expect(await balance()).toBe(1_000_000 - total + failedRow!.amount);

    const rows = await audits();
    expect(rows).toHaveLength(2);
    const byPayout = new Map(rows.map((r) => [r.entityId, r]));
    expect(byPayout.get(paidRow!.id)).toMatchObject({
      action: 'webhook payout',
      actorUserId: null,
      before: { status: 'pending', failureReason: null },
      after: { status: 'paid', reference: paidRow!.reference, sourceId, reversed: false },
    });
    expect(byPayout.get(failedRow!.id)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'failed', failureReason: 'Account closed', amount: failedRow!.amount, reversed: true },
    });
    await drain();
    await expectLedgerBalanced(s.organization.id);
  });
});
