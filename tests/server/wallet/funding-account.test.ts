import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, wallets } from '@/server/db/schema';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { creditCollection } from '@/server/modules/wallet/wallet-funding.service';
import type { Collection } from '@/server/payments-provider';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import {
  eventRows,
  paystackEmployer,
  postSigned,
  startPaystackWorld,
  type PaystackWorld,
} from '../webhooks/paystack-harness';

let world: PaystackWorld;
beforeAll(async () => {
  world = await startPaystackWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

const walletRow = async (id: string) =>
  (await world.deps.db.select().from(wallets).where(eq(wallets.id, id)))[0]!;
const retry = (walletId: string, token: string) =>
  world.call(`/wallets/${walletId}/funding-account`, { method: 'POST', token });
const dvaCalls = () =>
  world.fake.control.requests().filter((r) => r.method === 'POST' && r.path === '/dedicated_account').length;

/** Paystack's `dedicatedaccount.assign.*` event (SNIP's DVA samples): it names only the customer. */
const assignment = (outcome: 'failed' | 'success', customerCode: string) =>
  JSON.stringify({
    event: `dedicatedaccount.assign.${outcome}`,
    data: {
      customer: { id: 100110, customer_code: customerCode, email: 'org@wallets.paygrid.app' },
      dedicated_account: null,
      identification: { status: outcome },
    },
  });

describe('[WALLET] the funding account of a real rail', () => {
  it('opens a wallet "pending" when the provider has not assigned its account, and a retry makes it active', async () => {
    const s = await employerSession();
    world.provider.options.nextAccountPending = true;
    const opened = await world.call('/organizations/create-wallet', {
      method: 'POST',
      token: s.token,
      body: {},
    });
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({ fundingStatus: 'pending', accountNumber: '', balance: 0 });
    const listed = await world.call('/organizations/wallets', { token: s.token });
    expect(listed.body.data[0]).toMatchObject({ fundingStatus: 'pending' });

    const walletId = opened.body.data.id as string;
    const res = await retry(walletId, s.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: walletId,
      fundingStatus: 'active',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      bankName: 'Test Bank',
    });
    expect(res.body.message).toBe('Funding account assigned.');
    const audit = await world.deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityId, walletId),
          eq(auditLogs.action, 'POST /wallets/{wallet_id}/funding-account'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ fundingStatus: 'pending' });

    const again = await retry(walletId, s.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
  });

  it("answers 404 for another organisation's wallet and 409 for a sandbox wallet (nothing to ask again)", async () => {
    const owner = await paystackEmployer(world);
    await world.deps.db
      .update(wallets)
      .set({ fundingStatus: 'pending' })
      .where(eq(wallets.id, owner.walletId));
    const stranger = await employerSession();
    const calls = dvaCalls();
    expect((await retry(owner.walletId, stranger.token)).status).toBe(404);
    expect(dvaCalls()).toBe(calls);
    expect((await walletRow(owner.walletId)).fundingStatus).toBe('pending');

    const sandbox = await employerSession();
    const opened = await api('/organizations/create-wallet', {
      method: 'POST',
      token: sandbox.token,
      body: {},
    });
    expect(opened.body.data.fundingStatus).toBe('active');
    const res = await api(`/wallets/${opened.body.data.id}/funding-account`, {
      method: 'POST',
      token: sandbox.token,
    });
    expect(res.status).toBe(409);
  });

  it('dedicatedaccount.assign.failed marks the wallet pending (and only that); POST funding-account then makes it active', async () => {
    const employer = await paystackEmployer(world);
    const first = await walletRow(employer.walletId);
    expect(first.fundingStatus).toBe('active');
    const body = assignment('failed', employer.customerCode);
    expect((await postSigned(world, '/webhooks/paystack', body)).status).toBe(200);
    expect((await postSigned(world, '/webhooks/paystack', body)).status).toBe(200);
    const calls = dvaCalls();
    await world.process();
    expect(dvaCalls()).toBe(calls);
    expect(await walletRow(employer.walletId)).toEqual({ ...first, fundingStatus: 'pending' });
    expect(await eventRows(world, employer.customerCode)).toEqual([
      expect.objectContaining({ result: 'applied', organizationId: employer.organization.id }),
    ]);
    const listed = await world.call('/organizations/wallets', { token: employer.token });
    expect(listed.body.data[0]).toMatchObject({ id: employer.walletId, fundingStatus: 'pending' });
    const audit = await world.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, employer.walletId), eq(auditLogs.action, 'webhook assignment')));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: null, entity: 'wallet' })]);

    const res = await retry(employer.walletId, employer.token);
    expect(res.status).toBe(200);
    expect(res.body.data.fundingStatus).toBe('active');
    expect((await walletRow(employer.walletId)).accountNumber).toBe(res.body.data.accountNumber);
  });

  it('dedicatedaccount.assign.success is only a hint: a pending wallet asks the provider, an active one is left alone', async () => {
    const pending = await paystackEmployer(world);
    await world.deps.db
      .update(wallets)
      .set({ fundingStatus: 'pending', accountNumber: '', accountName: '', bankName: '' })
      .where(eq(wallets.id, pending.walletId));
    const active = await paystackEmployer(world);
    const before = await walletRow(active.walletId);
    // the body's own account (if it named one) is not what the wallet gets: Paystack's answer is
    await postSigned(world, '/webhooks/paystack', assignment('success', pending.customerCode));
    await postSigned(world, '/webhooks/paystack', assignment('success', active.customerCode));
    const calls = dvaCalls();
    await world.process();
    expect(dvaCalls()).toBe(calls + 1);
    expect(await walletRow(pending.walletId)).toMatchObject({
      fundingStatus: 'active',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      bankName: 'Test Bank',
    });
    expect(await walletRow(active.walletId)).toEqual(before);
    expect((await eventRows(world, pending.customerCode))[0]).toMatchObject({ result: 'applied' });
    expect((await eventRows(world, active.customerCode))[0]).toMatchObject({ result: 'unchanged' });
  });
});

describe('[WALLET] creditCollection: only a verified payment into a dedicated account, in the wallet’s currency', () => {
  const collection = (customer: string, over: Partial<Collection> = {}): Collection => ({
    reference: `dva_${crypto.randomUUID()}`,
    eventId: String(Date.now()),
    status: 'successful',
    channel: 'dedicated_nuban',
    amount: 150_000,
    currency: 'NGN',
    virtualAccountReference: customer,
    accountNumber: null,
    senderName: null,
    fee: 1_500,
    paidAt: null,
    ...over,
  });

  it('refuses another currency, another channel or an unpaid collection, and credits the verified one once', async () => {
    const employer = await paystackEmployer(world);
    const db = world.deps.db;
    const credit = (c: Collection) => creditCollection(db, 'paystack', c);
    const org = employer.organization.id;
    expect(await credit(collection(employer.customerCode, { currency: 'GHS' }))).toEqual({
      result: 'currency_mismatch',
      organizationId: org,
    });
    expect((await credit(collection(employer.customerCode, { channel: 'card' }))).result).toBe('ignored');
    expect((await credit(collection(employer.customerCode, { status: 'pending' }))).result).toBe('ignored');
    expect((await credit(collection('CUS_nobody'))).result).toBe('unknown_reference');
    expect((await credit(collection(employer.customerCode))).result).toBe('applied');
    // credited 150,000, less Paystack's 1,500 kept on the way in (a fee entry of its own)
    expect(await getBalance(db, employer.walletId)).toBe(148_500);
    const same = collection(employer.customerCode, { eventId: 'tx-1', amount: 200_000 });
    expect(await credit(same)).toEqual({ result: 'applied', organizationId: org });
    expect(await credit({ ...same, reference: 'another-reference' })).toEqual({
      result: 'unchanged',
      organizationId: org,
    });
    expect(await getBalance(db, employer.walletId)).toBe(148_500 + 198_500);
  });
});
