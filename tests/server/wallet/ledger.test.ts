import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '@/server/db/schema';
import { getBalance, postTransaction, type Posting } from '@/server/modules/wallet/ledger.service';
import { openWallet, type WalletDeps } from '@/server/modules/wallet/wallet.service';
import { employerSession } from '../helpers/accounts';
import { fakePaymentsDeps } from './fake-provider';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

async function newWallet() {
  const s = await employerSession();
  const { wallet } = await openWallet(deps, { organizationId: s.organization.id });
  return { organizationId: s.organization.id, walletId: wallet.id, currency: wallet.currency };
}

const key = () => crypto.randomUUID();
const credit = (
  w: { organizationId: string; walletId: string; currency: string },
  amount: number,
  idempotencyKey = key(),
): Posting => ({
  ...w,
  type: 'funding',
  direction: 'credit',
  amount,
  idempotencyKey,
});
const debit = (
  w: { organizationId: string; walletId: string; currency: string },
  amount: number,
  idempotencyKey = key(),
): Posting => ({
  ...w,
  type: 'payout',
  direction: 'debit',
  amount,
  idempotencyKey,
});

/** Sum of the wallet's entries straight from the table, and any transaction whose entries do not sum to zero. */
async function audit(organizationId: string, walletId: string) {
  const [row] = await deps.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, `wallet:${walletId}`));
  const unbalanced = await deps.db.execute(sql`
    select t.id from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where t.organization_id = ${organizationId} group by t.id having sum(e.amount) <> 0 or count(*) <> 2`);
  const txCount = await deps.db.$count(ledgerTransactions, eq(ledgerTransactions.walletId, walletId));
  return {
    sum: Number(row?.total),
    unbalanced: (unbalanced as unknown as { rows: unknown[] }).rows.length,
    txCount,
  };
}

describe('[WALLET] ledger postings', () => {
  it('writes two entries summing to zero and derives the balance from them', async () => {
    const w = await newWallet();
    await postTransaction(deps.db, credit(w, 500_000));
    await postTransaction(deps.db, debit(w, 120_050));
    expect(await getBalance(deps.db, w.walletId)).toBe(379_950);
    expect(await audit(w.organizationId, w.walletId)).toEqual({ sum: 379_950, unbalanced: 0, txCount: 2 });
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const w = await newWallet();
    await postTransaction(deps.db, credit(w, 1_000));
    await expect(postTransaction(deps.db, debit(w, 1_001))).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'errors.insufficientFunds',
    });
    expect(await audit(w.organizationId, w.walletId)).toEqual({ sum: 1_000, unbalanced: 0, txCount: 1 });
    await postTransaction(deps.db, debit(w, 1_000));
    expect(await getBalance(deps.db, w.walletId)).toBe(0);
  });

  it('rejects non-positive or fractional amounts, a wrong currency and another tenant’s wallet', async () => {
    const w = await newWallet();
    for (const amount of [0, -5, 1.5]) {
      await expect(postTransaction(deps.db, credit(w, amount))).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(postTransaction(deps.db, { ...credit(w, 10), currency: 'USD' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const other = await newWallet();
    await expect(
      postTransaction(deps.db, { ...credit(w, 10), walletId: other.walletId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await getBalance(deps.db, w.walletId)).toBe(0);
  });

  it('returns the first transaction unchanged when an idempotency key is replayed', async () => {
    const w = await newWallet();
    const first = await postTransaction(deps.db, credit(w, 7_500, 'fund-1'));
    const again = await postTransaction(deps.db, credit(w, 9_999, 'fund-1'));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transaction: first.transaction, replayed: true });
    expect(await getBalance(deps.db, w.walletId)).toBe(7_500);
  });

  it('moves money once when 10 posts with one key run concurrently', async () => {
    const w = await newWallet();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postTransaction(deps.db, credit(w, 2_500, 'same-key'))),
    );
    expect(new Set(results.map((r) => r.transaction.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await audit(w.organizationId, w.walletId)).toEqual({ sum: 2_500, unbalanced: 0, txCount: 1 });
  });

  it('keeps the balance exact and never negative under 50 concurrent credits and debits', async () => {
    const w = await newWallet();
    // 30 credits of 1 000 and 20 debits of 2 000, interleaved: together the debits exceed the credits,
    // so the number accepted depends on the order in which they are serialised.
    const ops = Array.from({ length: 50 }, (_, i) => (i % 5 < 3 ? credit(w, 1_000) : debit(w, 2_000)));
    const started = performance.now();
    const outcomes = await Promise.allSettled(ops.map((op) => postTransaction(deps.db, op)));
    const ms = Math.round(performance.now() - started);
    const accepted = outcomes.map((o, i) => ({ o, op: ops[i] })).filter(({ o }) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    const credits = accepted.filter(({ op }) => op?.direction === 'credit').length;
    const debits = accepted.filter(({ op }) => op?.direction === 'debit').length;
    expect(credits).toBe(30);
    const expected = credits * 1_000 - debits * 2_000;
    const balance = await getBalance(deps.db, w.walletId);
    const a = await audit(w.organizationId, w.walletId);
    expect(balance).toBe(expected);
    expect(a).toEqual({ sum: expected, unbalanced: 0, txCount: credits + debits });
    expect(balance).toBeGreaterThanOrEqual(0);
    // Replaying a running balance in creation order never dips below zero either.
    const rows = await deps.db.execute(sql`
      select min(running) as low from (
        select sum(e.amount) over (order by e.created_at, t.created_at, e.id rows unbounded preceding) as running
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where e.account = ${`wallet:${w.walletId}`}
      ) s`);
    expect(Number((rows as unknown as { rows: { low: string }[] }).rows[0]?.low)).toBeGreaterThanOrEqual(0);
    console.info(
      `[WALLET] 50 concurrent on ${process.env.TEST_DB}: ${credits} credits, ${debits}/20 debits accepted, ${refused.length} refused, balance ${balance}, ${ms} ms`,
    );
  });
});
