import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '@/server/db/schema';
import { getBalance, postTransaction } from '@/server/modules/wallet/ledger.service';
import { openWallet, type WalletDeps } from '@/server/modules/wallet/wallet.service';
import { employerSession } from '../helpers/accounts';
import { fakePaymentsDeps } from './fake-provider';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

async function fundedWallet() {
  const s = await employerSession();
  const { wallet } = await openWallet(deps, { organizationId: s.organization.id });
  const w = { organizationId: s.organization.id, walletId: wallet.id, currency: wallet.currency };
  const { transaction } = await postTransaction(deps.db, {
    ...w,
    type: 'funding',
    direction: 'credit',
    amount: 50_000,
    idempotencyKey: crypto.randomUUID(),
  });
  return { ...w, transactionId: transaction.id };
}

/** The database itself refuses what the ledger service never does (migration 0005), on PGlite and PostgreSQL. */
describe('[LEDGER] database guards', () => {
  it('refuses to update or delete ledger rows', async () => {
    const w = await fundedWallet();
    await expect(
      deps.db
        .update(ledgerEntries)
        .set({ amount: 999_999 })
        .where(eq(ledgerEntries.transactionId, w.transactionId)),
    ).rejects.toThrow();
    await expect(
      deps.db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, w.transactionId)),
    ).rejects.toThrow();
    await expect(
      deps.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, w.transactionId)),
    ).rejects.toThrow();
    expect(await getBalance(deps.db, w.walletId)).toBe(50_000);
  });

  it('refuses, at commit, a transaction whose entries do not sum to zero', async () => {
    const w = await fundedWallet();
    const write = deps.db.transaction(async (tx) => {
      const [t] = await tx
        .insert(ledgerTransactions)
        .values({
          organizationId: w.organizationId,
          walletId: w.walletId,
          type: 'adjustment',
          direction: 'credit',
          amount: 1_000,
          currency: w.currency,
          idempotencyKey: crypto.randomUUID(),
        })
        .returning();
      // Money out of thin air: one side only.
      await tx.insert(ledgerEntries).values({
        organizationId: w.organizationId,
        transactionId: t!.id,
        account: `wallet:${w.walletId}`,
        amount: 1_000,
        currency: w.currency,
      });
    });
    await expect(write).rejects.toThrow();
    expect(await getBalance(deps.db, w.walletId)).toBe(50_000);
    expect(await deps.db.$count(ledgerTransactions, eq(ledgerTransactions.walletId, w.walletId))).toBe(1);
  });
});
