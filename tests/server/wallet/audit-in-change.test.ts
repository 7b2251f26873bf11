import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, notifications } from '@/server/db/schema';
import { createEmployer } from '@/server/seed/factories';
import type { FundingEvent } from '@/server/payments-provider';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { uniqueEmail } from '../helpers/app';
import { employerSession, signIn } from '../helpers/accounts';
import { fakeApi, fakePayments, fakePaymentsDeps } from './fake-provider';
import { refusing } from './refusing';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

const auditsOf = (organizationId: string) =>
  deps.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.organizationId, organizationId))
    .orderBy(asc(auditLogs.createdAt));

const noticesOf = (userId: string) =>
  deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'wallet')));

async function walletSetup(token: string) {
  const wallet = (await fakeApi('/organizations/create-wallet', { method: 'POST', token, body: {} })).body
    .data as { id: string; currency: string };
  const row = await deps.db.query.wallets.findFirst({ where: (w, { eq: is }) => is(w.id, wallet.id) });
  return { wallet, reference: row!.providerReference };
}

const event = (reference: string, amount: number): FundingEvent => ({
  eventId: `evt-${crypto.randomUUID()}`,
  virtualAccountReference: reference,
  amount,
  currency: 'NGN',
  senderName: 'ADA OBI',
  occurredAt: new Date().toISOString(),
});

function deliver(e: FundingEvent) {
  const signed = fakePayments.signWebhook!(e);
  return fakeApi('/webhooks/payments', {
    method: 'POST',
    body: signed.body,
    headers: { 'x-paygrid-signature': signed.signature },
  });
}

// Issue 10, "audit inside the change": a credit that cannot be audited does not happen.
describe('[WALLET] each credit carries its audit row in its own transaction', () => {
  it('webhook funding: one row per new credit (entity wallet, actor null, the balance before), none for a replay', async () => {
    const s = await employerSession();
    const { wallet, reference } = await walletSetup(s.token);
    const first = event(reference, 30_000);
    expect((await deliver(first)).status).toBe(200);
    expect((await deliver(first)).body.data.replayed).toBe(true);
    expect((await deliver(event(reference, 5_000))).status).toBe(200);

    const rows = (await auditsOf(s.organization.id)).filter((r) => r.action === 'webhook funding');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ entity: 'wallet', entityId: wallet.id, actorUserId: null });
    expect(rows[0]!.before).toMatchObject({ id: wallet.id, balance: 0 });
    expect(rows[0]!.after).toMatchObject({ amount: 30_000, currency: 'NGN', balance: 30_000 });
    expect(rows[1]!.before).toMatchObject({ balance: 30_000 });
    expect(rows[1]!.after).toMatchObject({ amount: 5_000, balance: 35_000 });
  });

  it('webhook funding whose audit row cannot be written credits nothing; the provider’s retry then credits once', async () => {
    const s = await employerSession();
    const { wallet, reference } = await walletSetup(s.token);
    const e = event(reference, 12_000);
    await refusing('audit_logs', `new.organization_id = '${s.organization.id}'`, async () => {
      expect((await deliver(e)).status).toBe(500);
    });
    expect(await getBalance(deps.db, wallet.id)).toBe(0);
    expect(await noticesOf(s.user.id)).toHaveLength(0);

    const retry = await deliver(e);
    expect(retry.status).toBe(200);
    expect(retry.body.data.replayed).toBe(false);
    expect(await getBalance(deps.db, wallet.id)).toBe(12_000);
    expect(await noticesOf(s.user.id)).toHaveLength(1);
  });

  it('a notification that cannot be written never refuses the money: credit and audit row commit without it', async () => {
    const s = await employerSession();
    const { wallet, reference } = await walletSetup(s.token);
    await refusing('notifications', `new.organization_id = '${s.organization.id}'`, async () => {
      const res = await deliver(event(reference, 8_000));
      expect(res.status).toBe(200);
      const sim = await fakeApi(`/wallets/${wallet.id}/simulate-funding`, {
        method: 'POST',
        token: s.token,
        body: { amount: 2_000 },
      });
      expect(sim.status).toBe(200);
    });
    expect(await getBalance(deps.db, wallet.id)).toBe(10_000);
    expect(await noticesOf(s.user.id)).toHaveLength(0);
    const actions = (await auditsOf(s.organization.id)).map((r) => r.action);
    expect(actions).toContain('webhook funding');
    expect(actions).toContain('POST /wallets/{wallet_id}/simulate-funding');
  });

  it('simulate-funding: one row from the route (entity wallet) with the wallet before the credit; refused, it credits nothing', async () => {
    const s = await employerSession();
    const { wallet } = await walletSetup(s.token);
    const simulate = (amount: number) =>
      fakeApi(`/wallets/${wallet.id}/simulate-funding`, { method: 'POST', token: s.token, body: { amount } });
    expect((await simulate(500)).status).toBe(200);
    const second = await simulate(700);
    expect(second.status).toBe(200);

    const rows = (await auditsOf(s.organization.id)).filter((r) => r.action.includes('simulate-funding'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ entity: 'wallet', entityId: wallet.id, actorUserId: s.user.id });
    expect(rows[1]!.before).toMatchObject({ id: wallet.id, currency: 'NGN', balance: 500 });
    expect(rows[1]!.after).toEqual(second.body.data);
    // the route audits the simulation; the webhook path it runs through writes no second row
    expect((await auditsOf(s.organization.id)).filter((r) => r.action === 'webhook funding')).toEqual([]);

    await refusing('audit_logs', `new.organization_id = '${s.organization.id}'`, async () => {
      expect((await simulate(900)).status).toBe(500);
    });
    expect(await getBalance(deps.db, wallet.id)).toBe(1_200);
  });

  it('create-wallet: entity wallet; a repeat that finds the wallet records it as `before`', async () => {
    const s = await employerSession();
    const { wallet } = await walletSetup(s.token);
    const again = await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} });
    expect(again.status).toBe(200);
    const rows = (await auditsOf(s.organization.id)).filter((r) => r.action.includes('create-wallet'));
    expect(rows.map((r) => [r.action, r.entity])).toEqual([
      ['POST /organizations/create-wallet', 'wallet'],
      ['POST /organizations/create-wallet', 'wallet'],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ id: wallet.id });
    expect(rows[1]!.before).toMatchObject({ id: wallet.id, balance: 0 });
  });

  it('Uganda confirm-wallet-fund: one row with the balance before; refused, the reference stays unspent', async () => {
    const employer = await createEmployer(deps.db, { email: uniqueEmail('ug'), country: 'UG' });
    const { token } = await signIn(employer.user.email, employer.password);
    const { wallet } = await walletSetup(token);
    const collection = await fakePayments.startMobileMoneyCollection({
      organizationId: employer.organization.id,
      walletId: wallet.id,
      amount: 6_000,
      currency: wallet.currency,
      phone: '+256700000004',
    });
    const confirm = () =>
      fakeApi('/organizations/ug/confirm-wallet-fund', {
        method: 'POST',
        token,
        body: { walletId: wallet.id, reference: collection.reference, amount: 6_000, phone: '+256700000004' },
      });
    await refusing('audit_logs', `new.organization_id = '${employer.organization.id}'`, async () => {
      expect((await confirm()).status).toBe(500);
    });
    expect(await getBalance(deps.db, wallet.id)).toBe(0);

    const res = await confirm();
    expect(res.status).toBe(200);
    expect(res.body.data.replayed).toBe(false);
    expect(await getBalance(deps.db, wallet.id)).toBe(6_000);
    const rows = (await auditsOf(employer.organization.id)).filter((r) =>
      r.action.includes('confirm-wallet-fund'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'wallet', actorUserId: employer.user.id });
    expect(rows[0]!.before).toMatchObject({ id: wallet.id, balance: 0 });
    expect(rows[0]!.after).toEqual(res.body.data);
  });
});
