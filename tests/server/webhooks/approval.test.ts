import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, payouts } from '@/server/db/schema';
import {
  paystackEmployer,
  paystackPayout,
  postSigned,
  sign,
  startPaystackWorld,
  type PaystackWorld,
} from './paystack-harness';

let world: PaystackWorld;
let employer: Awaited<ReturnType<typeof paystackEmployer>>;
beforeAll(async () => {
  world = await startPaystackWorld();
  employer = await paystackEmployer(world, 10_000_000);
}, 60_000);
afterAll(async () => {
  await world?.close();
});

const APPROVAL = '/webhooks/paystack/transfer-approval';

type Transfer = {
  reference: string;
  amount: number;
  recipient?: { recipient_code?: string; details?: { account_number?: string; bank_code?: string } };
};
/** The request Paystack sends before a transfer, as docs/paystack-contract.md assumes it (`{ event, data }`). */
const approvalBody = (transfer: Transfer) =>
  JSON.stringify({ event: 'transfer.approval', data: { currency: 'NGN', source: 'balance', ...transfer } });

const inboxCount = async () =>
  (await world.deps.db.select({ n: sql<number>`count(*)::int` }).from(paymentWebhookEvents))[0]!.n;

const setStatus = (reference: string, status: 'needs_otp' | 'paid') =>
  world.deps.db.update(payouts).set({ status }).where(eq(payouts.reference, reference));

describe('[WEBHOOKS] POST webhooks/paystack/transfer-approval', () => {
  it('approves a payout Paygrid made, in flight, same amount and recipient (by code, or by account); stores nothing', async () => {
    const before = await inboxCount();
    const p = await paystackPayout(world, employer, { amount: 420_000 });
    const byCode = await postSigned(
      world,
      APPROVAL,
      approvalBody({
        reference: p.reference,
        amount: 420_000,
        recipient: { recipient_code: p.recipientCode },
      }),
    );
    expect(byCode.status).toBe(200);
    expect(byCode.body).toMatchObject({ data: { approved: true } });

    await setStatus(p.reference, 'needs_otp');
    const byAccount = await postSigned(
      world,
      APPROVAL,
      approvalBody({
        reference: p.reference,
        amount: 420_000,
        recipient: { details: { account_number: p.accountNumber, bank_code: '058' } },
      }),
    );
    expect(byAccount.status).toBe(200);
    expect(await inboxCount()).toBe(before);
  });

  it('refuses (400) a reference Paygrid never made, another amount, another recipient, or a payout already paid', async () => {
    const p = await paystackPayout(world, employer, { amount: 300_000 });
    const other = await paystackPayout(world, employer, { amount: 300_000 });
    const recipient = { recipient_code: p.recipientCode };
    const refused = [
      { reference: 'ACV_9ee55786-2323-4760-98e2-6380c9cb3f68', amount: 300_000, recipient },
      { reference: `test-${crypto.randomUUID()}-1`, amount: 300_000, recipient },
      { reference: p.reference, amount: 300_001, recipient },
      { reference: p.reference, amount: 300_000, recipient: { recipient_code: other.recipientCode } },
      {
        reference: p.reference,
        amount: 300_000,
        recipient: { details: { account_number: other.accountNumber, bank_code: '058' } },
      },
      // a transfer whose recipient cannot be checked is not approved either
      { reference: p.reference, amount: 300_000 },
    ];
    for (const transfer of refused) {
      const res = await postSigned(world, APPROVAL, approvalBody(transfer));
      expect(res.status, JSON.stringify(transfer)).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
    const ok = approvalBody({ reference: p.reference, amount: 300_000, recipient });
    expect((await postSigned(world, APPROVAL, ok)).status).toBe(200);
    await setStatus(p.reference, 'paid');
    expect((await postSigned(world, APPROVAL, ok)).status).toBe(400);
  });

  it('answers 401 to a missing or wrong signature', async () => {
    const p = await paystackPayout(world, employer);
    const body = approvalBody({
      reference: p.reference,
      amount: p.amount,
      recipient: { recipient_code: p.recipientCode },
    });
    expect((await postSigned(world, APPROVAL, body, null)).status).toBe(401);
    expect((await postSigned(world, APPROVAL, body, sign(body, `${'sk_test_'}another`))).status).toBe(401);
    expect((await postSigned(world, APPROVAL, body)).status).toBe(200);
  });
});
