import { describe, expect, it } from 'vitest';
import { consultantSession, employerSession } from '../helpers/accounts';
import { fakeApi, fakePayments } from './fake-provider';

const createWallet = (token: string, body?: unknown, headers?: Record<string, string>) =>
  fakeApi('/organizations/create-wallet', { method: 'POST', token, body, headers });

describe('[WALLET] POST organizations/create-wallet and GET organizations/wallets', () => {
  it('opens the default-currency wallet once, then a USD wallet, each with a virtual account', async () => {
    const s = await employerSession();
    const before = fakePayments.opened();
    const first = await createWallet(s.token, {});
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ currency: 'NGN', balance: 0, bankName: 'Fake Bank' });
    expect(first.body.data.accountNumber).toMatch(/^\d{10}$/);

    const again = await createWallet(s.token, {});
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);

    const usd = await createWallet(s.token, { currency: 'USD' });
    expect(usd.status).toBe(201);
    expect(usd.body.data.currency).toBe('USD');
    expect(fakePayments.opened() - before).toBe(2);

    const list = await fakeApi('/organizations/wallets', { token: s.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((w: { currency: string }) => w.currency).sort()).toEqual(['NGN', 'USD']);
    expect(list.body.data[0]).toEqual({
      id: expect.any(String),
      currency: expect.any(String),
      balance: 0,
      accountNumber: expect.any(String),
      accountName: expect.any(String),
      bankName: 'Fake Bank',
      // a real rail may not have assigned the account yet (`pending`, with a retry on the screen)
      fundingStatus: 'active',
      provider: expect.any(String),
    });
  });

  it('accepts a call without a body and defaults to the organisation currency', async () => {
    const s = await employerSession();
    const res = await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token });
    expect(res.status).toBe(201);
    expect(res.body.data.currency).toBe('NGN');
  });

  it('never opens two wallets of one currency under concurrent calls', async () => {
    const s = await employerSession();
    const before = fakePayments.opened();
    const results = await Promise.all(Array.from({ length: 6 }, () => createWallet(s.token, {})));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(fakePayments.opened() - before).toBe(1);
    expect((await fakeApi('/organizations/wallets', { token: s.token })).body.data).toHaveLength(1);
  });

  it('replays a create-wallet call by its Idempotency-Key; the same key with another body is 422 and opens nothing', async () => {
    const s = await employerSession();
    const before = fakePayments.opened();
    const key = { 'idempotency-key': `create-${crypto.randomUUID()}` };
    const first = await createWallet(s.token, { currency: 'USD' }, key);
    expect(first.status).toBe(201);
    // A retry of the same request: the first answer again, nothing opened.
    const replay = await createWallet(s.token, { currency: 'USD' }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    // Issue 10, hole 10: the same key with another body used to replay the USD wallet silently.
    const other = await createWallet(s.token, {}, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('VALIDATION_FAILED');
    expect(fakePayments.opened() - before).toBe(1);
    const list = await fakeApi('/organizations/wallets', { token: s.token });
    expect(list.body.data.map((w: { currency: string }) => w.currency)).toEqual(['USD']);
  });

  it('refuses other currencies with a field error', async () => {
    const s = await employerSession();
    for (const currency of ['GHS', 'usd', 'EURO']) {
      const res = await createWallet(s.token, { currency });
      expect(res.status, currency).toBe(422);
      expect(res.body.errors.currency).toBeDefined();
    }
    expect((await fakeApi('/organizations/wallets', { token: s.token })).body.data).toEqual([]);
  });

  it('keeps tenants apart and needs a session in an organisation', async () => {
    const a = await employerSession();
    const b = await employerSession();
    const wa = await createWallet(a.token, {});
    const listB = await fakeApi('/organizations/wallets', { token: b.token });
    expect(listB.body.data).toEqual([]);
    const txB = await fakeApi(`/wallets/${wa.body.data.id}/transactions`, { token: b.token });
    expect(txB.status).toBe(404);
    expect(txB.body.code).toBe('NOT_FOUND');
    expect((await createWallet('', {})).status).toBe(401);
    expect((await fakeApi('/organizations/wallets')).status).toBe(401);
    const c = await consultantSession(1);
    expect((await createWallet(c.token, {})).status).toBe(403);
  });

  it('lists the wallet paths in the OpenAPI document', async () => {
    const doc = await fakeApi('/openapi.json');
    for (const path of [
      '/organizations/create-wallet',
      '/organizations/wallets',
      '/wallets/{wallet_id}/transactions',
      '/webhooks/payments',
    ]) {
      expect(doc.body.paths[`/api/v1${path}`], path).toBeDefined();
    }
    expect(doc.body.paths['/api/v1/organizations/dashboard-checklist']).toBeDefined();
  });
});
