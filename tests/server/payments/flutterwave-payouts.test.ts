import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentWebhookEvents } from '@/server/db/schema';
import { createFlutterwaveClient } from '@/server/modules/payments/flutterwave/flutterwave-client';
import {
  expectInvariant,
  flutterwaveBatch,
  rowOf,
  rowsOf,
  SECRET,
  startFlutterwaveWorld,
  type FlutterwaveWorld,
} from './flutterwave-world';

// Issue 35, "Tests and proof": every scripted failure of the fake Flutterwave through the payouts jobs and the
// webhook inbox, each ending on the invariant (no reference paid twice; wallet debits = Σ successful + fees).
let world: FlutterwaveWorld;
beforeAll(async () => {
  world = await startFlutterwaveWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});
beforeEach(() => {
  world.fake.control.setBalance('NGN', 10_000_000);
  world.fake.control.setBalance('UGX', 500_000_000);
});

const posts = (path: string) =>
  world.fake.control.requests().filter((r) => r.method === 'POST' && r.path === path).length;

const inboxRows = (reference: string) =>
  world.deps.db
    .select()
    .from(paymentWebhookEvents)
    .where(
      and(eq(paymentWebhookEvents.provider, 'flutterwave'), eq(paymentWebhookEvents.reference, reference)),
    );

describe('[FLUTTERWAVE] payouts: every scripted failure, then the invariant', { timeout: 60_000 }, () => {
  it('pays a batch: each payout paid once, on the flutterwave rail, with its id and fee (major units converted)', async () => {
    const batch = await flutterwaveBatch(world, [
      { amount: 250_000 },
      { amount: 150_050 },
      { amount: 7_500_000 },
    ]);
    expect((await world.drain()).errors).toEqual([]);
    const rows = await rowsOf(world, batch.sourceId);
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    for (const r of rows) {
      expect(r.provider).toBe('flutterwave');
      expect(r.providerReference).toMatch(/^\d+$/);
    }
    // NGN 1,500.50 left as 1500.5 (major units), never 150050
    expect(world.fake.control.transfer(batch.references[1]!)!.amount).toBe(1500.5);
    expect(rows.find((r) => r.amount === 7_500_000)!.fee).toBe(5_375);
    await expectInvariant(world, batch);
  });

  it('503 after a delay with the transfer applied: verified by reference, never sent twice', async () => {
    const batch = await flutterwaveBatch(world, [{ amount: 300_000 }]);
    const [reference] = batch.references;
    world.fake.control.script(reference!, '503-after-apply', { delayMs: 50 });
    const before = posts('/v3/transfers');
    await world.drain();
    expect((await rowOf(world, reference!)).status).toBe('paid');
    expect(posts('/v3/transfers') - before).toBe(1);
    await expectInvariant(world, batch);
  });

  it('no answer in time (Flutterwave’s ~28 s 503, cut by our timeout) and applied: verified, paid once', async () => {
    const batch = await flutterwaveBatch(world, [{ amount: 300_000 }]);
    const [reference] = batch.references;
    world.fake.control.script(reference!, '503-after-apply', { delayMs: 2_000 });
    const before = posts('/v3/transfers');
    await world.drain();
    expect((await rowOf(world, reference!)).status).toBe('paid');
    expect(posts('/v3/transfers') - before).toBe(1);
    await expectInvariant(world, batch);
  });

  it('503 after a delay without the transfer: absent on verify, so the same reference is sent again', async () => {
    const batch = await flutterwaveBatch(world, [{ amount: 300_000 }]);
    const [reference] = batch.references;
    world.fake.control.script(reference!, '503-before-apply', { delayMs: 50 });
    const before = posts('/v3/transfers');
    await world.drain();
    expect((await rowOf(world, reference!)).status).toBe('paid');
    expect(posts('/v3/transfers') - before).toBe(2);
    expect(world.fake.control.transfer(reference!)).toMatchObject({ reference, status: 'SUCCESSFUL' });
    await expectInvariant(world, batch);
  });

  it('duplicate reference (Flutterwave already holds it): refused, verified, followed — one transfer', async () => {
    const batch = await flutterwaveBatch(world, [{ amount: 300_000 }]);
    const [reference] = batch.references;
    // a worker that crashed after sending, before recording
    const client = createFlutterwaveClient({ secretKey: SECRET, baseUrl: world.fake.baseUrl });
    const row = await rowOf(world, reference!);
    const send = () =>
      client.createTransfer({
        account_bank: '044',
        account_number: '0690000031',
        amount: 3000,
        currency: 'NGN',
        narration: row.narration,
        reference: reference!,
        debit_currency: 'NGN',
      });
    expect((await send()).outcome).toBe('ok');
    const again = await send();
    expect(again).toMatchObject({ outcome: 'unknown', reason: 'duplicate_reference' });
    const transfers = world.fake.control.transferCount();
    await world.drain();
    expect((await rowOf(world, reference!)).status).toBe('paid');
    expect(world.fake.control.transferCount()).toBe(transfers);
    await expectInvariant(world, batch);
  });

  it('FAILED with a message: the payout fails with complete_message and its amount goes back to the wallet', async () => {
    const batch = await flutterwaveBatch(world, [{ amount: 300_000 }, { amount: 200_000 }]);
    const [failing] = batch.references;
    world.fake.control.script(failing!, 'fail', { message: 'DISBURSE FAILED: Account is dormant' });
    await world.drain();
    const row = await rowOf(world, failing!);
    expect(row.status).toBe('failed');
    expect(row.failureReason).toBe('DISBURSE FAILED: Account is dormant');
    await expectInvariant(world, batch);
  });

  it('the same webhook 5 times, concurrently: stored once, applied once after re-reading the transfer', async () => {
    const batch = await flutterwaveBatch(world, [{ amount: 400_000 }]);
    const [reference] = batch.references;
    await world.drain(['payouts.send']);
    expect((await rowOf(world, reference!)).status).toBe('processing');
    world.fake.control.advance(reference!);
    const deliveries = await world.fake.control.deliver(
      { event: 'transfer.completed', reference: reference! },
      { times: 5, concurrently: true },
    );
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await inboxRows(reference!)).toHaveLength(1);
    await world.drain(['webhooks.process']);
    expect((await rowOf(world, reference!)).status).toBe('paid');
    const before = world.fake.control.requests().length;
    await world.drain();
    expect(
      world.fake.control
        .requests()
        .slice(before)
        .some((r) => r.method === 'POST'),
    ).toBe(false);
    await expectInvariant(world, batch);
  });

  it('right hash, lying body (SUCCESSFUL for a FAILED transfer): the re-read wins', async () => {
    const batch = await flutterwaveBatch(world, [{ amount: 400_000 }]);
    const [reference] = batch.references;
    world.fake.control.script(reference!, 'fail', { message: 'DISBURSE FAILED: Invalid wallet' });
    await world.drain(['payouts.send']);
    world.fake.control.advance(reference!);
    const [delivery] = await world.fake.control.deliver(
      { event: 'transfer.completed', reference: reference! },
      { lie: { status: 'SUCCESSFUL', complete_message: 'Transaction was successful' } },
    );
    expect(delivery!.status).toBe(200);
    await world.drain(['webhooks.process']);
    const row = await rowOf(world, reference!);
    expect(row.status).toBe('failed');
    expect(row.failureReason).toBe('DISBURSE FAILED: Invalid wallet');
    const [event] = await inboxRows(reference!);
    expect(event!.dataStatus).toBe('SUCCESSFUL');
    await world.drain();
    await expectInvariant(world, batch);
  });

  it('wrong or missing verif-hash: 401 and nothing stored', async () => {
    const batch = await flutterwaveBatch(world, [{ amount: 400_000 }]);
    const [reference] = batch.references;
    await world.drain(['payouts.send']);
    world.fake.control.advance(reference!);
    for (const hash of ['wrong', 'missing'] as const) {
      const [delivery] = await world.fake.control.deliver(
        { event: 'transfer.completed', reference: reference! },
        { hash },
      );
      expect(delivery!.status).toBe(401);
    }
    expect(await inboxRows(reference!)).toHaveLength(0);
    await world.drain();
    await expectInvariant(world, batch);
  });

  it('a run over 10 payouts goes in one POST /v3/bulk-transfers, each outcome read by its reference', async () => {
    const batch = await flutterwaveBatch(
      world,
      Array.from({ length: 12 }, (_, i) => ({ amount: 100_000 + i * 1_000 })),
    );
    world.fake.control.script(batch.references[3]!, 'fail', {
      message: 'DISBURSE FAILED: Account is dormant',
    });
    const [bulks, singles] = [posts('/v3/bulk-transfers'), posts('/v3/transfers')];
    await world.drain();
    expect(posts('/v3/bulk-transfers') - bulks).toBe(1);
    expect(posts('/v3/transfers') - singles).toBe(0);
    const rows = await rowsOf(world, batch.sourceId);
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(11);
    expect(rows.filter((r) => r.status === 'failed')).toHaveLength(1);
    await expectInvariant(world, batch);
  });

  it('Uganda: MTN and Airtel wallets (+256 7x…) and a bank account, in UGX whole shillings', async () => {
    const batch = await flutterwaveBatch(
      world,
      [
        { amount: 250_000, bankCode: 'MTN', accountNumber: '+256 772 123456' },
        { amount: 180_000, bankCode: 'AIRTEL', accountNumber: '0701234567' },
        { amount: 900_000, bankCode: 'CERBUGKA', accountNumber: '3100012345' },
      ],
      { currency: 'UGX', funds: 10_000_000 },
    );
    await world.drain();
    const rows = await rowsOf(world, batch.sourceId);
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(world.fake.control.transfer(batch.references[0]!)).toMatchObject({
      amount: 250000,
      account_number: '256772123456',
      bank_code: 'MTN',
    });
    expect(world.fake.control.transfer(batch.references[1]!)!.account_number).toBe('256701234567');
    await expectInvariant(world, batch);
  });
});
