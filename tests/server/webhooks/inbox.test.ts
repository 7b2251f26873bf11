import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs, paymentWebhookEvents } from '@/server/db/schema';
import { getAccountBalance, getBalance } from '@/server/modules/wallet/ledger.service';
import { processWebhookEvent } from '@/server/modules/webhooks/webhooks.process';
import { api } from '../helpers/app';
import { getJobs } from '../jobs/harness';
import {
  eventRows,
  jobsFor,
  paystackEmployer,
  paystackPayout,
  payoutRow,
  postSigned,
  startPaystackWorld,
  type PaystackWorld,
} from './paystack-harness';

let world: PaystackWorld;
beforeAll(async () => {
  world = await startPaystackWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

const FUNDS = 1_000_000;
const auditRowsOf = (entityId: string) =>
  world.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, entityId), eq(auditLogs.action, 'webhook payout')));

describe('[WEBHOOKS] POST webhooks/paystack: the signature', () => {
  it('answers 401 to a missing, wrong or other-key signature, and to a body changed after signing; stores nothing', async () => {
    const employer = await paystackEmployer(world, FUNDS);
    const p = await paystackPayout(world, employer);
    world.fake.control.advance(p.reference);
    const event = { event: 'transfer.success', reference: p.reference } as const;
    for (const signature of ['missing', 'bad', 'wrong-key'] as const) {
      const [res] = await world.fake.control.deliver(event, { signature });
      expect(res!.status, signature).toBe(401);
      expect(JSON.parse(res!.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const signed = world.fake.control.webhookFor(event);
    const tampered = await world.fake.control.redeliver({
      rawBody: signed.rawBody.replace(`"amount":${p.amount}`, `"amount":${p.amount * 10}`),
      signature: signed.signature,
    });
    expect(tampered.status).toBe(401);
    expect(await eventRows(world, p.reference)).toEqual([]);
    expect((await payoutRow(world, p.reference)).status).toBe('processing');
  });

  it('answers 404 on a deployment that does not pay through Paystack (the sandbox), storing nothing', async () => {
    const body = JSON.stringify({
      event: 'transfer.success',
      data: { id: 1, reference: 'x', status: 'success' },
    });
    for (const path of ['/webhooks/paystack', '/webhooks/paystack/transfer-approval']) {
      const res = await api(path, {
        method: 'POST',
        body,
        headers: { 'x-paystack-signature': 'ab'.repeat(64) },
      });
      expect(res.status, path).toBe(404);
    }
    expect(await eventRows(world, 'x')).toEqual([]);
  });
});

describe('[WEBHOOKS] transfer events: stored once, processed by re-reading Paystack', () => {
  it('the same event delivered 5 times at once: one row, one job, the payout paid once', async () => {
    const employer = await paystackEmployer(world, FUNDS);
    const p = await paystackPayout(world, employer);
    world.fake.control.advance(p.reference);
    const results = await world.fake.control.deliver(
      { event: 'transfer.success', reference: p.reference },
      { times: 5, concurrently: true },
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(JSON.parse(results[0]!.body)).toMatchObject({ data: { received: true } });
    const rows = await eventRows(world, p.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'paystack',
      event: 'transfer.success',
      dataStatus: 'success',
      processedAt: null,
      result: null,
      attempts: 0,
    });
    expect(await jobsFor(world, [rows[0]!.id])).toBe(1);

    await world.process();
    const [done] = await eventRows(world, p.reference);
    expect(done).toMatchObject({ result: 'applied', attempts: 1, organizationId: employer.organization.id });
    expect(done!.processedAt).toBeInstanceOf(Date);
    const payout = await payoutRow(world, p.reference);
    expect(payout).toMatchObject({ status: 'paid', bankReference: expect.stringMatching(/^NIP/) });
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(FUNDS - p.amount - (payout.fee ?? 0));
    expect(await getAccountBalance(world.deps.db, employer.organization.id, p.clearingAccount)).toBe(
      p.amount,
    );
    expect(await auditRowsOf(payout.id)).toHaveLength(1);
    expect(world.provider.asked.filter((r) => r === p.reference)).toHaveLength(1);
  });

  it('a replayed old event (valid signature, already processed) changes nothing, and processing twice is a no-op', async () => {
    const employer = await paystackEmployer(world, FUNDS);
    const p = await paystackPayout(world, employer);
    world.fake.control.advance(p.reference);
    const old = world.fake.control.webhookFor({ event: 'transfer.success', reference: p.reference });
    expect((await world.fake.control.redeliver(old)).status).toBe(200);
    await world.process();
    const [first] = await eventRows(world, p.reference);
    const paid = await payoutRow(world, p.reference);
    const balance = await getBalance(world.deps.db, employer.walletId);

    expect((await world.fake.control.redeliver(old)).status).toBe(200);
    expect((await world.process()).ran).toBe(0);
    const { ctx } = await getJobs();
    expect(await processWebhookEvent({ ...ctx, payments: world.provider }, first!.id)).toBeNull();

    expect(await eventRows(world, p.reference)).toEqual([first]);
    expect(await jobsFor(world, [first!.id])).toBe(1);
    expect(await payoutRow(world, p.reference)).toEqual(paid);
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(balance);
    expect(await auditRowsOf(paid.id)).toHaveLength(1);
  });

  it("a forged body (valid signature, says success) loses to Paystack's own answer (failed)", async () => {
    const employer = await paystackEmployer(world, FUNDS);
    const p = await paystackPayout(world, employer, { fate: 'fail' });
    world.fake.control.advance(p.reference);
    expect(world.fake.control.transfer(p.reference)!.status).toBe('failed');
    const forged = world.fake.control.webhookFor({ event: 'transfer.success', reference: p.reference });
    expect(JSON.parse(forged.rawBody).data.status).toBe('success');
    expect((await world.fake.control.redeliver(forged)).status).toBe(200);
    await world.process();
    expect(await payoutRow(world, p.reference)).toMatchObject({
      status: 'failed',
      failureReason: 'Account frozen',
    });
    // the amount came back from clearing: nothing was paid
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(FUNDS);
    expect(await getAccountBalance(world.deps.db, employer.organization.id, p.clearingAccount)).toBe(0);
    expect((await eventRows(world, p.reference))[0]).toMatchObject({ result: 'applied' });
  });

  it('success, then reversed before it was processed: Paystack says reversed, so reversed it is; the reversed event is then a no-op', async () => {
    const employer = await paystackEmployer(world, FUNDS);
    const p = await paystackPayout(world, employer, { fate: 'reverse-after-success' });
    world.fake.control.advance(p.reference);
    await world.fake.control.deliver({ event: 'transfer.success', reference: p.reference });
    // the fake's bank takes its next step when asked: by the time Paygrid re-reads, the money came back
    await world.process();
    const payout = await payoutRow(world, p.reference);
    expect(payout.status).toBe('reversed');
    expect(world.fake.control.transfer(p.reference)!.status).toBe('reversed');
    await world.fake.control.deliver({ event: 'transfer.reversed', reference: p.reference });
    await world.process();
    expect(await payoutRow(world, p.reference)).toEqual(payout);
    // the amount is back from clearing (what becomes of Paystack's fee on a reversal is the payouts' rule)
    expect(await getAccountBalance(world.deps.db, employer.organization.id, p.clearingAccount)).toBe(0);
    const rows = await eventRows(world, p.reference);
    expect(rows.map((r) => [r.event, r.result]).sort()).toEqual([
      ['transfer.reversed', 'unchanged'],
      ['transfer.success', 'applied'],
    ]);
  });

  it("stores an event for a reference Paygrid never made (Paystack's upper-case sample too), logs it, changes nothing", async () => {
    const warn = vi.fn();
    const references = ['ACV_9ee55786-2323-4760-98e2-6380c9cb3f68', `pg-never-made-${Date.now()}`];
    for (const [i, reference] of references.entries()) {
      const body = JSON.stringify({
        event: 'transfer.success',
        data: { id: 900_000 + i + (Date.now() % 1000), reference, status: 'success', amount: 100_000 },
      });
      expect((await postSigned(world, '/webhooks/paystack', body)).status).toBe(200);
    }
    await world.process({ info: () => {}, warn, error: () => {} });
    for (const reference of references) {
      const rows = await eventRows(world, reference);
      expect(rows, reference).toHaveLength(1);
      expect(rows[0]).toMatchObject({ result: 'unknown_reference', organizationId: null, attempts: 1 });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ webhookEvent: 'transfer.success', reference }),
        expect.any(String),
      );
      // nothing Paygrid made, so Paystack is not even asked
      expect(world.provider.asked).not.toContain(reference);
    }
  });

  it('stores any other event and marks it ignored', async () => {
    const body = JSON.stringify({
      event: 'paymentrequest.pending',
      data: { id: Date.now(), status: 'pending' },
    });
    expect((await postSigned(world, '/webhooks/paystack', body)).status).toBe(200);
    await world.process();
    const [row] = await world.deps.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.event, 'paymentrequest.pending'));
    expect(row).toMatchObject({ result: 'ignored', attempts: 1 });
  });
});
