import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '@/server/db/schema';
import { postTransaction } from '@/server/modules/wallet/ledger.service';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { employerSession } from '../helpers/accounts';
import { fakeApi, fakePaymentsDeps } from './fake-provider';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

describe('[WALLET] GET wallets/{wallet_id}/transactions', () => {
  it('pages, filters by type and by date, and hides other tenants’ wallets', async () => {
    const s = await employerSession();
    const wallet = (
      await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} })
    ).body.data;
    const base = { organizationId: s.organization.id, walletId: wallet.id, currency: 'NGN' };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { transaction } = await postTransaction(deps.db, {
        ...base,
        type: 'funding',
        direction: 'credit',
        amount: 10_000,
        idempotencyKey: `f${i}`,
      });
      ids.push(transaction.id);
    }
    for (let i = 0; i < 2; i++) {
      const { transaction } = await postTransaction(deps.db, {
        ...base,
        type: 'payout',
        direction: 'debit',
        amount: 3_000,
        idempotencyKey: `p${i}`,
      });
      ids.push(transaction.id);
    }
    // Back-date two postings to test the date range (the ledger is immutable unless maintenance is switched on).
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('paygrid.ledger_maintenance', 'on', true)`);
      await tx
        .update(ledgerTransactions)
        .set({ createdAt: new Date('2026-01-10T23:30:00Z') })
        .where(eq(ledgerTransactions.id, ids[0]!));
      await tx
        .update(ledgerTransactions)
        .set({ createdAt: new Date('2026-01-12T00:00:00Z') })
        .where(eq(ledgerTransactions.id, ids[1]!));
    });

    const url = (q: string) => `/wallets/${wallet.id}/transactions${q}`;
    const page1 = await fakeApi(url('?perPage=2'), { token: s.token });
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toEqual({ page: 1, perPage: 2, total: 5, totalPages: 3 });
    expect(page1.body.data).toHaveLength(2);
    const page3 = await fakeApi(url('?perPage=2&page=3'), { token: s.token });
    expect(page3.body.data.map((t: { id: string }) => t.id)).toEqual([ids[0]]);

    const payouts = await fakeApi(url('?type=payout'), { token: s.token });
    expect(payouts.body.meta.total).toBe(2);
    expect(
      payouts.body.data.every(
        (t: { type: string; direction: string }) => t.type === 'payout' && t.direction === 'debit',
      ),
    ).toBe(true);

    const jan10 = await fakeApi(url('?from=2026-01-10&to=2026-01-10'), { token: s.token });
    expect(jan10.body.data.map((t: { id: string }) => t.id)).toEqual([ids[0]]);
    const jan = await fakeApi(url('?from=2026-01-01&to=2026-01-31'), { token: s.token });
    expect(jan.body.meta.total).toBe(2);
    const recent = await fakeApi(url('?from=2026-02-01'), { token: s.token });
    expect(recent.body.meta.total).toBe(3);
    const fundingInJan = await fakeApi(url('?type=funding&to=2026-01-11'), { token: s.token });
    expect(fundingInJan.body.meta.total).toBe(1);

    expect((await fakeApi(url('?type=bonus'), { token: s.token })).status).toBe(422);
    expect((await fakeApi(url('?from=10-01-2026'), { token: s.token })).status).toBe(422);
    expect((await fakeApi('/wallets/not-a-uuid/transactions', { token: s.token })).status).toBe(422);
    expect((await fakeApi(`/wallets/${crypto.randomUUID()}/transactions`, { token: s.token })).status).toBe(
      404,
    );

    const other = await employerSession();
    const res = await fakeApi(url(''), { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
