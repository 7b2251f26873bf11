import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema';
import { createEmployer } from '@/server/seed/factories';
import { postTransaction } from '@/server/modules/wallet/ledger.service';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { uniqueEmail } from '../helpers/app';
import { employerSession, signIn } from '../helpers/accounts';
import { fakeApi, fakePayments, fakePaymentsDeps } from './fake-provider';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

describe('[WALLET] GET admin/wallet/transactions', () => {
  it('lists every wallet of the organisation, paged and filtered by type, currency and date', async () => {
    const s = await employerSession();
    const ngn = (await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} }))
      .body.data;
    const usd = (
      await fakeApi('/organizations/create-wallet', {
        method: 'POST',
        token: s.token,
        body: { currency: 'USD' },
      })
    ).body.data;
    const org = s.organization.id;
    await postTransaction(deps.db, {
      organizationId: org,
      walletId: ngn.id,
      currency: 'NGN',
      type: 'funding',
      direction: 'credit',
      amount: 10_000,
      idempotencyKey: 'a1',
    });
    await postTransaction(deps.db, {
      organizationId: org,
      walletId: ngn.id,
      currency: 'NGN',
      type: 'payout',
      direction: 'debit',
      amount: 4_000,
      idempotencyKey: 'a2',
    });
    await postTransaction(deps.db, {
      organizationId: org,
      walletId: usd.id,
      currency: 'USD',
      type: 'funding',
      direction: 'credit',
      amount: 500,
      idempotencyKey: 'a3',
    });

    const all = await fakeApi('/admin/wallet/transactions?perPage=2', { token: s.token });
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, perPage: 2, total: 3, totalPages: 2 });
    expect(all.body.data[0]).toMatchObject({ walletId: usd.id, currency: 'USD', amount: 500 });
    expect(
      (await fakeApi('/admin/wallet/transactions?currency=usd', { token: s.token })).body.meta.total,
    ).toBe(1);
    expect(
      (await fakeApi('/admin/wallet/transactions?type=funding', { token: s.token })).body.meta.total,
    ).toBe(2);
    expect(
      (await fakeApi('/admin/wallet/transactions?type=payout&currency=NGN', { token: s.token })).body.data[0],
    ).toMatchObject({ walletId: ngn.id, direction: 'debit' });
    expect(
      (await fakeApi('/admin/wallet/transactions?to=2020-01-01', { token: s.token })).body.meta.total,
    ).toBe(0);
    expect((await fakeApi('/admin/wallet/transactions?type=bonus', { token: s.token })).status).toBe(422);
    expect((await fakeApi('/admin/wallet/transactions')).status).toBe(401);

    const other = await employerSession();
    expect((await fakeApi('/admin/wallet/transactions', { token: other.token })).body.meta.total).toBe(0);
  });
});

describe('[WALLET] POST organizations/ug/confirm-wallet-fund', () => {
  const ugSession = async () => {
    const employer = await createEmployer(deps.db, { email: uniqueEmail('ug'), country: 'UG' });
    const s = { ...employer, ...(await signIn(employer.user.email, employer.password)) };
    const wallet = (
      await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} })
    ).body.data;
    const balance = async () =>
      (await fakeApi('/organizations/wallets', { token: s.token })).body.data[0].balance;
    return { s, wallet, balance };
  };

  it('credits what the provider collected, once per reference', async () => {
    const { s, wallet, balance } = await ugSession();
    const started = await fakeApi('/organizations/ug/start-wallet-fund', {
      method: 'POST',
      token: s.token,
      body: { walletId: wallet.id, amount: 150_000, phone: '+256700000001' },
    });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({
      walletId: wallet.id,
      amount: 150_000,
      currency: wallet.currency,
      status: 'successful',
    });
    const body = {
      walletId: wallet.id,
      reference: started.body.data.reference,
      amount: 150_000,
      phone: '+256700000001',
    };
    const confirm = (b: object = body) =>
      fakeApi('/organizations/ug/confirm-wallet-fund', { method: 'POST', token: s.token, body: b });

    const first = await confirm();
    expect(first.status).toBe(200);
    expect(first.body.data.replayed).toBe(false);
    const again = await confirm();
    expect(again.body.data).toEqual({ transactionId: first.body.data.transactionId, replayed: true });
    expect(await balance()).toBe(150_000);

    const tx = (await fakeApi(`/wallets/${wallet.id}/transactions`, { token: s.token })).body.data;
    expect(tx).toHaveLength(1);
    expect(tx[0]).toMatchObject({
      type: 'funding',
      direction: 'credit',
      amount: 150_000,
      reference: `ug-momo:${body.reference}`,
    });

    expect((await confirm({ ...body, amount: 0 })).status).toBe(422);
    expect((await confirm({ ...body, walletId: crypto.randomUUID() })).status).toBe(404);
  });

  it('refuses a reference the provider never started and moves nothing', async () => {
    const { s, wallet, balance } = await ugSession();
    const res = await fakeApi('/organizations/ug/confirm-wallet-fund', {
      method: 'POST',
      token: s.token,
      body: {
        walletId: wallet.id,
        reference: `MOMO-${crypto.randomUUID()}`,
        amount: 150_000,
        phone: '+256700000001',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('reference');
    expect(await balance()).toBe(0);
  });

  it("refuses an amount other than the one the provider collected, and another organisation's reference", async () => {
    const mine = await ugSession();
    const theirs = await ugSession();
    const collection = await fakePayments.startMobileMoneyCollection({
      organizationId: mine.s.organization.id,
      walletId: mine.wallet.id,
      amount: 1_000,
      currency: mine.wallet.currency,
      phone: '+256700000002',
    });
    const claim = (who: typeof mine, amount: number) =>
      fakeApi('/organizations/ug/confirm-wallet-fund', {
        method: 'POST',
        token: who.s.token,
        body: { walletId: who.wallet.id, reference: collection.reference, amount, phone: '+256700000002' },
      });
    const inflated = await claim(mine, 900_000_000);
    expect(inflated.status).toBe(422);
    expect(inflated.body.errors).toHaveProperty('amount');
    expect((await claim(theirs, 1_000)).status).toBe(422);
    expect(await mine.balance()).toBe(0);
    expect(await theirs.balance()).toBe(0);
    expect((await claim(mine, 1_000)).status).toBe(200);
    expect(await mine.balance()).toBe(1_000);
  });

  it('credits once when the same confirmation arrives many times at once', async () => {
    const { s, wallet, balance } = await ugSession();
    const collection = await fakePayments.startMobileMoneyCollection({
      organizationId: s.organization.id,
      walletId: wallet.id,
      amount: 7_000,
      currency: wallet.currency,
      phone: '+256700000003',
    });
    const body = {
      walletId: wallet.id,
      reference: collection.reference,
      amount: 7_000,
      phone: '+256700000003',
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        fakeApi('/organizations/ug/confirm-wallet-fund', { method: 'POST', token: s.token, body }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.replayed === false)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.data.transactionId)).size).toBe(1);
    expect(await balance()).toBe(7_000);
  });

  it('answers 422 for organisations outside Uganda and moves nothing', async () => {
    const s = await employerSession();
    const wallet = (
      await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} })
    ).body.data;
    const res = await fakeApi('/organizations/ug/confirm-wallet-fund', {
      method: 'POST',
      token: s.token,
      body: { walletId: wallet.id, reference: 'MOMO-1', amount: 100, phone: '+256700000001' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect((await fakeApi('/organizations/wallets', { token: s.token })).body.data[0].balance).toBe(0);
  });
});

describe('[WALLET] "wallet funded" notification', () => {
  it('notifies the employer on each new funding credit (webhook and simulation), not on replays', async () => {
    const s = await employerSession();
    const wallet = (
      await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} })
    ).body.data;
    const row = await deps.db.query.wallets.findFirst({ where: (w, { eq: is }) => is(w.id, wallet.id) });
    const signed = fakePayments.signWebhook!({
      eventId: `evt-${crypto.randomUUID()}`,
      virtualAccountReference: row!.providerReference,
      amount: 2_500_000,
      currency: 'NGN',
      occurredAt: new Date().toISOString(),
    });
    const deliver = () =>
      fakeApi('/webhooks/payments', {
        method: 'POST',
        body: signed.body,
        headers: { 'x-paygrid-signature': signed.signature },
      });
    await deliver();
    await deliver();
    const mine = () =>
      deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, s.user.id), eq(notifications.type, 'wallet')));
    const rows = await mine();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organizationId: s.organization.id, title: 'Wallet funded' });
    expect(rows[0]!.body).toContain('25,000.00');

    await fakeApi(`/wallets/${wallet.id}/simulate-funding`, {
      method: 'POST',
      token: s.token,
      body: { amount: 100 },
    });
    expect(await mine()).toHaveLength(2);
    const bell = await fakeApi('/notifications/user', { token: s.token });
    expect(bell.body.data.some((n: { title: string }) => n.title === 'Wallet funded')).toBe(true);
  });
});
