import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions } from '@/server/db/schema';
import { postTransaction, ledgerText } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { approve } from '../payroll/disbursement-fixtures';
import { computeRun, createRun, insertEmployee } from '../payroll/fixtures';
import { fundedEmployer, nuban } from '../payouts/fixtures';

type Row = { type: string; description: string | null; reference: string };

const read = async (token: string, walletId: string, locale: string) => {
  const res = await api(`/wallets/${walletId}/transactions?perPage=50`, {
    token,
    headers: { 'accept-language': locale },
  });
  expect(res.status).toBe(200);
  return new Map((res.body.data as Row[]).map((r) => [r.reference, r.description]));
};

describe('[WALLET] ledger descriptions are messages, worded in the reader’s language', () => {
  it('stores a key and parameters, never a sentence, and answers each language; old rows keep their text', async () => {
    const s = await fundedEmployer({ NGN: 0 });
    const { deps } = await getHarness();
    const base = {
      organizationId: s.organization.id,
      walletId: s.wallets.NGN!,
      currency: 'NGN',
      direction: 'credit' as const,
      amount: 10_000,
    };
    const posts = [
      ['sender', 'funding', ledgerText('transferFrom', { sender: 'SANDBOX SENDER' })],
      ['run', 'reversal', ledgerText('payrollRun', { run: 'Payroll November 2026', count: 57 })],
      ['one', 'reversal', ledgerText('payrollRun', { run: 'Payroll November 2026', count: 1 })],
      ['failed', 'reversal', ledgerText('payoutFailed', { reason: 'Account closed' })],
      [
        'statutory',
        'reversal',
        ledgerText('statutoryRemittance', { type: 'paye', run: 'Payroll November 2026' }),
      ],
      [
        'renewal',
        'reversal',
        ledgerText('subscription', {
          plan: 'growth',
          cycle: 'monthly',
          from: '2026-11-01',
          to: '2026-12-01',
        }),
      ],
    ] as const;
    for (const [key, type, description] of posts)
      await postTransaction(deps.db, { ...base, type, idempotencyKey: key, description });
    // a row written before descriptions had keys
    await deps.db.insert(ledgerTransactions).values({
      ...base,
      type: 'funding',
      idempotencyKey: 'old',
      description: 'Transfer from OLD SENDER',
    });

    const [stored] = await deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, 'run'));
    expect(stored).toMatchObject({
      description: null,
      descriptionKey: 'payrollRun',
      descriptionParams: { run: 'Payroll November 2026', count: 57 },
    });

    const en = await read(s.token, s.wallets.NGN!, 'en-GB');
    expect(Object.fromEntries(en)).toMatchObject({
      sender: 'Transfer from SANDBOX SENDER',
      run: 'Payroll November 2026: 57 transfers',
      one: 'Payroll November 2026: 1 transfer',
      failed: 'Payment failed: Account closed',
      statutory: 'PAYE remittance: Payroll November 2026',
      renewal: 'Paygrid Growth (Monthly), 1 Nov 2026 – 1 Dec 2026',
      old: 'Transfer from OLD SENDER',
    });
    const zh = await read(s.token, s.wallets.NGN!, 'zh-CN');
    expect(Object.fromEntries(zh)).toMatchObject({
      sender: '来自 SANDBOX SENDER 的转账',
      run: 'Payroll November 2026：57 笔转账',
      one: 'Payroll November 2026：1 笔转账',
      failed: '付款失败：账户已关闭',
      statutory: '个人所得税（PAYE）缴款：Payroll November 2026',
      renewal: 'Paygrid 成长版（按月），2026年11月1日 – 2026年12月1日',
      old: 'Transfer from OLD SENDER',
    });

    const all = await api('/admin/wallet/transactions?perPage=50', {
      token: s.token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect((all.body.data as Row[]).find((r) => r.reference === 'sender')?.description).toBe(
      '来自 SANDBOX SENDER 的转账',
    );
  });

  it('names a payroll run once: "Payroll November 2026: 2 transfers", not "Payroll Payroll November 2026 2026-11"', async () => {
    const s = await fundedEmployer({ NGN: 100_000_000_00 });
    const ids = [];
    for (const firstName of ['Ada', 'Bode'])
      ids.push(
        (await insertEmployee(s.organization.id, { firstName, bankCode: '044', accountNumber: nuban('044') }))
          .id,
      );
    const created = await createRun(s.token, {
      name: 'Payroll November 2026',
      period: '2026-11',
      employeeIds: ids,
    });
    const run = await computeRun(s.token, created.id);
    expect((await approve(s.token, run)).status).toBe(200);

    const payout = async (locale: string) =>
      [...(await read(s.token, s.wallets.NGN!, locale)).entries()].find(([ref]) =>
        ref.startsWith(`payroll:${run.id}`),
      )?.[1];
    expect(await payout('en-GB')).toBe('Payroll November 2026: 2 transfers');
    expect(await payout('zh-CN')).toBe('Payroll November 2026：2 笔转账');
  });
});
