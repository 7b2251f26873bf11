import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '@/server/db/schema';
import { createEmployer } from '@/server/seed/factories';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { simulateFunding } from '@/server/modules/wallet/wallet-funding.service';
import { openWallet, type WalletDeps } from '@/server/modules/wallet/wallet.service';
import { uniqueEmail } from '../helpers/app';
import { employerSession, signIn } from '../helpers/accounts';
import { fakeApi, fakePayments, fakePaymentsDeps } from './fake-provider';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

async function walletOf(token: string) {
  return (await fakeApi('/organizations/create-wallet', { method: 'POST', token, body: {} })).body.data as {
    id: string;
    currency: string;
  };
}

const postingsOf = (walletId: string) =>
  deps.db.$count(ledgerTransactions, eq(ledgerTransactions.walletId, walletId));

// Issue 10, hole 10: an Idempotency-Key reused with another body answered with the first result, silently.
describe('[WALLET] Idempotency-Key: a retry replays, another body with the same key is 422', () => {
  it('simulate-funding: same key and body credits once; same key, other amount → 422 and the balance unchanged', async () => {
    const s = await employerSession();
    const wallet = await walletOf(s.token);
    const key = { 'idempotency-key': `sim-${crypto.randomUUID()}` };
    const simulate = (body: object) =>
      fakeApi(`/wallets/${wallet.id}/simulate-funding`, {
        method: 'POST',
        token: s.token,
        body,
        headers: key,
      });

    const first = await simulate({ amount: 10_000 });
    expect(first.status).toBe(200);
    expect(first.body.data.replayed).toBe(false);

    const other = await simulate({ amount: 99_000 });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await getBalance(deps.db, wallet.id)).toBe(10_000);

    const otherSender = await simulate({ amount: 10_000, senderName: 'SOMEONE ELSE' });
    expect(otherSender.status).toBe(422);

    const retry = await simulate({ amount: 10_000 });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data).toEqual(first.body.data);
    expect(await getBalance(deps.db, wallet.id)).toBe(10_000);
    expect(await postingsOf(wallet.id)).toBe(1);
  });

  it('credits once when one key and body arrive 6 times at once', async () => {
    const s = await employerSession();
    const wallet = await walletOf(s.token);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        fakeApi(`/wallets/${wallet.id}/simulate-funding`, {
          method: 'POST',
          token: s.token,
          body: { amount: 4_321 },
          headers,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.body.data.transactionId)).size).toBe(1);
    expect(await getBalance(deps.db, wallet.id)).toBe(4_321);
    expect(await postingsOf(wallet.id)).toBe(1);
  });

  it('a key used on one route is another request on another route (422)', async () => {
    const s = await employerSession();
    const wallet = await walletOf(s.token);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await fakeApi(`/wallets/${wallet.id}/simulate-funding`, {
      method: 'POST',
      token: s.token,
      body: { amount: 500 },
      headers,
    });
    expect(first.status).toBe(200);
    const open = await fakeApi('/organizations/create-wallet', {
      method: 'POST',
      token: s.token,
      body: { currency: 'USD' },
      headers,
    });
    expect(open.status).toBe(422);
    const list = await fakeApi('/organizations/wallets', { token: s.token });
    expect(list.body.data).toHaveLength(1);
  });

  it('Uganda mobile money: a retried start prompts the phone once; another body with its key is 422', async () => {
    const employer = await createEmployer(deps.db, { email: uniqueEmail('ug'), country: 'UG' });
    const { token } = await signIn(employer.user.email, employer.password);
    const wallet = await walletOf(token);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const body = { walletId: wallet.id, amount: 3_000, phone: '+256700000009' };
    const start = (b: object) =>
      fakeApi('/organizations/ug/start-wallet-fund', { method: 'POST', token, body: b, headers });
    const first = await start(body);
    expect(first.status).toBe(201);
    const retry = await start(body);
    expect(retry.status).toBe(201);
    expect(retry.body.data.reference).toBe(first.body.data.reference);
    expect((await start({ ...body, amount: 3_001 })).status).toBe(422);

    const confirmKey = { 'idempotency-key': crypto.randomUUID() };
    const confirm = (b: object) =>
      fakeApi('/organizations/ug/confirm-wallet-fund', {
        method: 'POST',
        token,
        body: b,
        headers: confirmKey,
      });
    const paid = { ...body, reference: first.body.data.reference };
    expect((await confirm(paid)).status).toBe(200);
    expect((await confirm({ ...paid, phone: '+256700000008' })).status).toBe(422);
    expect(await getBalance(deps.db, wallet.id)).toBe(3_000);
  });

  it('the services refuse a key reused for another request too (seed and job callers, no route around them)', async () => {
    const s = await employerSession();
    const key = `svc-${crypto.randomUUID()}`;
    const { wallet } = await openWallet(deps, { organizationId: s.organization.id, idempotencyKey: key });
    await expect(
      openWallet(deps, { organizationId: s.organization.id, currency: 'USD', idempotencyKey: key }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', messageKey: 'errors.idempotencyKeyReused' });
    expect(fakePayments.signWebhook).toBeDefined();

    const input = { organizationId: s.organization.id, walletId: wallet.id, idempotencyKey: key };
    const first = await simulateFunding(deps, { ...input, amount: 700 });
    expect(first.data.replayed).toBe(false);
    expect(first.before.balance).toBe(0);
    await expect(simulateFunding(deps, { ...input, amount: 701 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const again = await simulateFunding(deps, { ...input, amount: 700 });
    expect(again.data).toEqual({ transactionId: first.data.transactionId, replayed: true });
    expect(await getBalance(deps.db, wallet.id)).toBe(700);
  });
});
