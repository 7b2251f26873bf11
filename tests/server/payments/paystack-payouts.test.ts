import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stuckPayouts } from '@/server/modules/payouts/payouts.service';
import { sign, startPaystackWorld, type PaystackWorld } from '../webhooks/paystack-harness';
import {
  drainPaystack,
  expectInvariant,
  paystackBatch,
  resume,
  rowsOf,
  statusOf,
} from './paystack-payouts-world';

// Issue 32, "Tests and proof": one scenario per documented failure, each through the payouts jobs and the
// webhook inbox against the fake Paystack, each ending on the invariant.
let world: PaystackWorld;
beforeAll(async () => {
  world = await startPaystackWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});
// the fake's balance and OTP setting are shared by the file's scenarios: each starts with plenty, OTP off
beforeEach(() => {
  world.fake.control.setBalance('NGN', 1_000_000_000);
  world.fake.control.requireOtp(false);
});

const transfersAt = (reference: string) =>
  world.fake.control.requests().filter((r) => r.method === 'POST' && r.path === '/transfer').length &&
  world.fake.control.transfer(reference);

const postsOf = (path: string) =>
  world.fake.control.requests().filter((r) => r.method === 'POST' && r.path === path).length;

describe('[PAYSTACK] payouts: every documented failure, then the invariant', () => {
  it('pays a batch: each payout paid once with its transfer code, NIP session and fee booked', async () => {
    const batch = await paystackBatch(world, [250_000, 600_000, 7_500_000]);
    expect((await drainPaystack(world)).errors).toEqual([]);
    const rows = await rowsOf(world, batch.sourceId);
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    for (const r of rows) {
      expect(r.provider).toBe('paystack');
      expect(r.providerReference).toMatch(/^TRF_/);
      expect(r.bankReference).toMatch(/^NIP/);
      expect(r.fee).toBeGreaterThan(0);
    }
    await expectInvariant(world, batch);
  });

  it('response lost after the transfer was applied: verified by reference, never sent twice', async () => {
    const batch = await paystackBatch(world, [300_000]);
    const [reference] = batch.references;
    world.fake.control.script(reference!, 'lose-response');
    const before = postsOf('/transfer');
    await drainPaystack(world);
    expect(await statusOf(world, reference!)).toBe('paid');
    expect(postsOf('/transfer') - before).toBe(1);
    await expectInvariant(world, batch);
  });

  it('timeout before it was applied: Paystack never got it, so the same reference is sent again', async () => {
    const batch = await paystackBatch(world, [300_000]);
    const [reference] = batch.references;
    world.fake.control.script(reference!, 'timeout-before-apply');
    const before = postsOf('/transfer');
    await drainPaystack(world);
    expect(await statusOf(world, reference!)).toBe('paid');
    expect(postsOf('/transfer') - before).toBe(2);
    expect(world.fake.control.transfer(reference!)).toMatchObject({ reference, status: 'success' });
    await expectInvariant(world, batch);
  }, 30_000);

  it('a 5xx and a 429 (Retry-After honoured): unknown, verified, then resent with the same reference', async () => {
    const batch = await paystackBatch(world, [300_000, 400_000]);
    const [failing, limited] = batch.references;
    world.fake.control.script(failing!, '5xx');
    world.fake.control.script(limited!, '429', { retryAfterSeconds: 3 });
    await drainPaystack(world);
    expect(await statusOf(world, failing!)).toBe('paid');
    expect(await statusOf(world, limited!)).toBe('paid');
    // the poll that follows the 429 waits at least what Paystack asked
    const id = (await rowsOf(world, batch.sourceId)).find((r) => r.reference === limited)!.id;
    const waits = (await world.deps.db.execute(
      sql`select extract(epoch from start_after - created_on)::float as wait from (
            select name, data, start_after, created_on from pgboss.job
            union all select name, data, start_after, created_on from pgboss.archive) j
          where j.name = 'payouts.poll' and j.data::text like ${`%${id}%`}`,
    )) as unknown as { rows: { wait: number }[] };
    expect(Math.max(...waits.rows.map((r) => r.wait))).toBeGreaterThanOrEqual(2.9);
    await expectInvariant(world, batch);
  });

  it('insufficient Paystack balance mid-run: the rest wait unsent (same references), admins are told, the retry pays them', async () => {
    world.fake.control.setBalance('NGN', 1_000_000);
    const batch = await paystackBatch(world, [600_000, 600_000, 600_000]);
    await drainPaystack(world);
    const rows = await rowsOf(world, batch.sourceId);
    const held = rows.filter((r) => r.status === 'held');
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
    expect(held).toHaveLength(2);
    for (const r of held) {
      expect(r.failureReason).toBe('insufficient_balance');
      expect(world.fake.control.transfer(r.reference)).toBeNull();
    }
    await expectInvariant(world, batch);
    const notices = (await world.deps.db.execute(
      sql`select count(*)::int as n from (select name, data from pgboss.job union all select name, data from pgboss.archive) j
          where j.name = 'payouts.failed-notice' and j.data->>'sourceId' = ${batch.sourceId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(notices.rows[0]!.n).toBeGreaterThanOrEqual(1);

    world.fake.control.setBalance('NGN', 1_000_000_000);
    expect(await resume(world, batch)).toHaveLength(2);
    await drainPaystack(world);
    const after = await rowsOf(world, batch.sourceId);
    expect(after.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(after.map((r) => r.attempt)).toEqual([1, 1, 1]);
    await expectInvariant(world, batch);
  });

  it('OTP then success: needs_otp on the run until the owner approves, then the webhook settles it', async () => {
    world.fake.control.requireOtp(true);
    {
      const batch = await paystackBatch(world, [450_000]);
      const [reference] = batch.references;
      await drainPaystack(world);
      expect(await statusOf(world, reference!)).toBe('needs_otp');
      await expectInvariant(world, batch, { inFlight: true });
      // nobody approves it: after 10 minutes the run lists it as stuck
      const stuck = (minutes: number) =>
        stuckPayouts(
          world.deps.db,
          batch.organizationId,
          'test',
          batch.sourceId,
          new Date(Date.now() + minutes * 60_000),
        );
      expect(await stuck(0)).toBe(0);
      expect(await stuck(11)).toBe(1);
      world.fake.control.finalise(reference!);
      world.fake.control.advance(reference!);
      const [delivered] = await world.fake.control.deliver({
        event: 'transfer.success',
        reference: reference!,
      });
      expect(delivered!.status).toBe(200);
      await drainPaystack(world);
      expect(await statusOf(world, reference!)).toBe('paid');
      expect(await stuck(11)).toBe(0);
      await expectInvariant(world, batch);
    }
  });

  it('the webhook before the initiate response, delivered five times at once: paid once', async () => {
    const batch = await paystackBatch(world, [350_000]);
    const [reference] = batch.references;
    world.fake.control.script(reference!, 'lose-response');
    // the send job runs and its answer is lost: the payout is still processing when Paystack's webhook comes
    await drainPaystack(world, ['payouts.send']);
    expect(await statusOf(world, reference!)).toBe('processing');
    world.fake.control.advance(reference!);
    const results = await world.fake.control.deliver(
      { event: 'transfer.success', reference: reference! },
      { times: 5, concurrently: true },
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await drainPaystack(world, ['webhooks.process']);
    expect(await statusOf(world, reference!)).toBe('paid');
    // the poll the lost answer queued finds it paid and sends nothing
    await drainPaystack(world);
    expect(transfersAt(reference!)).toMatchObject({ status: 'success' });
    await expectInvariant(world, batch);
  });

  it('success then reversed: the money comes back by a compensating entry, the payout reversed with the reason', async () => {
    const batch = await paystackBatch(world, [800_000, 200_000]);
    const [reversing] = batch.references;
    world.fake.control.script(reversing!, 'reverse-after-success', {
      gatewayResponse: 'Beneficiary bank reversed',
    });
    await drainPaystack(world);
    expect(await statusOf(world, reversing!)).toBe('paid');
    world.fake.control.advance(reversing!);
    await world.fake.control.deliver({ event: 'transfer.reversed', reference: reversing! });
    await drainPaystack(world);
    const row = (await rowsOf(world, batch.sourceId)).find((r) => r.reference === reversing)!;
    expect(row.status).toBe('reversed');
    expect(row.failureReason).toBeTruthy();
    await expectInvariant(world, batch);
  });

  it('a failed transfer: Paystack’s own words, the amount back to the wallet, no fee kept', async () => {
    const batch = await paystackBatch(world, [500_000, 500_000]);
    const [failing] = batch.references;
    world.fake.control.script(failing!, 'fail', { gatewayResponse: 'Account is dormant' });
    await drainPaystack(world);
    const row = (await rowsOf(world, batch.sourceId)).find((r) => r.reference === failing)!;
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Account is dormant' });
    await expectInvariant(world, batch);
  });

  it('a run of 25 goes out in one bulk request, each outcome read by its reference', async () => {
    const before = postsOf('/transfer/bulk');
    const singles = postsOf('/transfer');
    const batch = await paystackBatch(
      world,
      Array.from({ length: 25 }, (_, i) => 100_000 + i * 1_000),
    );
    world.fake.control.script(batch.references[7]!, 'fail', { gatewayResponse: 'Invalid account' });
    await drainPaystack(world);
    expect(postsOf('/transfer/bulk') - before).toBe(1);
    expect(postsOf('/transfer') - singles).toBe(0);
    const rows = await rowsOf(world, batch.sourceId);
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(24);
    expect(rows.filter((r) => r.status === 'failed')).toHaveLength(1);
    await expectInvariant(world, batch);
  });

  it('a bad signature is refused and stores nothing; the payout is settled by polling all the same', async () => {
    const batch = await paystackBatch(world, [220_000]);
    const [reference] = batch.references;
    await drainPaystack(world, ['payouts.send']);
    world.fake.control.advance(reference!);
    for (const signature of ['bad', 'missing', 'wrong-key'] as const) {
      const [res] = await world.fake.control.deliver(
        { event: 'transfer.success', reference: reference! },
        { signature },
      );
      expect(res!.status).toBe(401);
    }
    await expectInvariant(world, batch, { inFlight: true });
    await drainPaystack(world);
    expect(await statusOf(world, reference!)).toBe('paid');
    await expectInvariant(world, batch);
  });

  it('a replayed old event (valid signature) and an event for a reference Paygrid never made change nothing', async () => {
    const batch = await paystackBatch(world, [260_000]);
    const [reference] = batch.references;
    world.fake.control.script(reference!, 'reverse-after-success');
    await drainPaystack(world, ['payouts.send']);
    world.fake.control.advance(reference!);
    const old = world.fake.control.webhookFor({ event: 'transfer.success', reference: reference! });
    await drainPaystack(world);
    world.fake.control.advance(reference!);
    await world.fake.control.deliver({ event: 'transfer.reversed', reference: reference! });
    await drainPaystack(world);
    expect(await statusOf(world, reference!)).toBe('reversed');
    // the success, delivered again weeks later: stored (or already stored), re-read, and Paystack says reversed
    expect((await world.fake.control.redeliver(old)).status).toBe(200);
    const stranger = await paystackBatch(world, [100_000], 1_000_000);
    const unknown = `payroll-${crypto.randomUUID()}-1`;
    const body = old.rawBody.replaceAll(reference!, unknown);
    expect((await world.fake.control.redeliver({ rawBody: body, signature: sign(body) })).status).toBe(200);
    await drainPaystack(world);
    expect(await statusOf(world, reference!)).toBe('reversed');
    await expectInvariant(world, batch);
    await expectInvariant(world, stranger);
  });
});
