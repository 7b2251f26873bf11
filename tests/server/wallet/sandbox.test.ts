import { describe, expect, it } from 'vitest';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { simulateFunding } from '@/server/modules/wallet/wallet-funding.service';
import { openWallet } from '@/server/modules/wallet/wallet.service';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { fakePayments, fakePaymentsDeps } from './fake-provider';

// The shared app with no provider injected: the wallet module uses the configured (sandbox) provider.
describe('[WALLET] with the sandbox provider', () => {
  it('opens a sandbox virtual account and credits a webhook the sandbox signed', async () => {
    const s = await employerSession();
    const created = await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ currency: 'NGN', bankName: 'Paygrid Sandbox Bank' });

    const sandbox = getPaymentsProvider();
    const account = await sandbox.createVirtualAccount({
      organizationId: s.organization.id,
      organizationName: s.organization.name,
      currency: 'NGN',
    });
    const signed = sandbox.signWebhook!({
      eventId: `evt-${crypto.randomUUID()}`,
      virtualAccountReference: account.reference,
      amount: 40_000,
      currency: 'NGN',
      occurredAt: new Date().toISOString(),
    });
    const res = await api('/webhooks/payments', {
      method: 'POST',
      body: signed.body,
      headers: { 'x-paygrid-signature': signed.signature },
    });
    expect(res.status).toBe(200);
    expect((await api('/organizations/wallets', { token: s.token })).body.data[0].balance).toBe(40_000);
  });

  it('simulates a transfer in; a retry with the same Idempotency-Key moves nothing', async () => {
    const s = await employerSession();
    const wallet = (await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} }))
      .body.data;
    const simulate = (headers: Record<string, string> = {}) =>
      api(`/wallets/${wallet.id}/simulate-funding`, {
        method: 'POST',
        token: s.token,
        body: { amount: 125_000 },
        headers,
      });
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await simulate(key);
    expect(first.status).toBe(200);
    expect(first.body.data.replayed).toBe(false);
    // A retry with the key replays the first answer (issue 10's template), flagged by a header.
    const retry = await simulate(key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await simulate()).body.data.replayed).toBe(false);
    expect((await api('/organizations/wallets', { token: s.token })).body.data[0].balance).toBe(250_000);

    const other = await employerSession();
    expect(
      (
        await api(`/wallets/${wallet.id}/simulate-funding`, {
          method: 'POST',
          token: other.token,
          body: { amount: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(`/wallets/${wallet.id}/simulate-funding`, {
          method: 'POST',
          token: s.token,
          body: { amount: 0 },
        })
      ).status,
    ).toBe(422);
  });

  it('refuses to simulate with a provider that cannot sign its own webhooks', async () => {
    const deps = await fakePaymentsDeps();
    const s = await employerSession();
    const { wallet } = await openWallet(deps, { organizationId: s.organization.id });
    const realProvider = { ...fakePayments, signWebhook: undefined };
    await expect(
      simulateFunding(
        { ...deps, payments: realProvider },
        { organizationId: s.organization.id, walletId: wallet.id, amount: 100 },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
