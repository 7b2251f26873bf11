import { beforeAll, describe, expect, it } from 'vitest';
import type { FundingEvent } from '@/server/payments-provider';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { employerSession } from '../helpers/accounts';
import { fakeApi, fakePayments, fakePaymentsDeps } from './fake-provider';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

/** A wallet opened through the API, with the provider reference its webhooks name. */
async function fundedSetup() {
  const s = await employerSession();
  const res = await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} });
  const wallets = await deps.db.query.wallets.findFirst({ where: (w, { eq }) => eq(w.id, res.body.data.id) });
  return { s, walletId: res.body.data.id as string, reference: wallets!.providerReference };
}

const event = (reference: string, amount: number, eventId = `evt-${crypto.randomUUID()}`): FundingEvent => ({
  eventId,
  virtualAccountReference: reference,
  amount,
  currency: 'NGN',
  senderName: 'ADA OBI',
  occurredAt: new Date().toISOString(),
});

function deliver(e: FundingEvent, signature?: string) {
  const signed = fakePayments.signWebhook!(e);
  return fakeApi('/webhooks/payments', {
    method: 'POST',
    body: signed.body,
    headers: { 'x-paygrid-signature': signature ?? signed.signature },
  });
}

describe('[WALLET] POST webhooks/payments', () => {
  it('credits the wallet once per event, also when the event is replayed', async () => {
    const { s, walletId, reference } = await fundedSetup();
    const e = event(reference, 250_000_00);
    const first = await deliver(e);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ replayed: false });
    const replay = await deliver(e);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ transactionId: first.body.data.transactionId, replayed: true });
    expect(await getBalance(deps.db, walletId)).toBe(250_000_00);

    const list = await fakeApi('/organizations/wallets', { token: s.token });
    expect(list.body.data[0].balance).toBe(250_000_00);
    const tx = await fakeApi(`/wallets/${walletId}/transactions`, { token: s.token });
    expect(tx.body.data).toHaveLength(1);
    expect(tx.body.data[0]).toMatchObject({
      type: 'funding',
      direction: 'credit',
      amount: 250_000_00,
      currency: 'NGN',
      reference: `webhook:${e.eventId}`,
    });
  });

  it('credits once when the same event arrives 8 times at once', async () => {
    const { walletId, reference } = await fundedSetup();
    const e = event(reference, 1_234);
    const results = await Promise.all(Array.from({ length: 8 }, () => deliver(e)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.data.replayed)).toHaveLength(1);
    expect(await getBalance(deps.db, walletId)).toBe(1_234);
  });

  it('answers 401 to a wrong or missing signature and moves nothing', async () => {
    const { walletId, reference } = await fundedSetup();
    const e = event(reference, 5_000);
    const bad = await deliver(e, 'f'.repeat(64));
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    const signed = fakePayments.signWebhook!(e);
    const tampered = await fakeApi('/webhooks/payments', {
      method: 'POST',
      body: signed.body.replace('5000', '9000'),
      headers: { 'x-paygrid-signature': signed.signature },
    });
    expect(tampered.status).toBe(401);
    expect((await fakeApi('/webhooks/payments', { method: 'POST', body: signed.body })).status).toBe(401);
    expect(await getBalance(deps.db, walletId)).toBe(0);
  });

  it('answers 404 for a virtual account no wallet has', async () => {
    const res = await deliver(event('fake-va-unknown', 5_000));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
