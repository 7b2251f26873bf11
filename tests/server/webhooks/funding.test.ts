import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, ledgerTransactions, notifications } from '@/server/db/schema';
import { createPaystackClient } from '@/server/modules/payments/paystack/paystack-client';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import {
  eventRows,
  paystackEmployer,
  postSigned,
  SECRET,
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

const ledgerOf = (walletId: string) =>
  world.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.walletId, walletId));

describe('[WEBHOOKS] charge.success: a bank transfer into a wallet’s dedicated account', () => {
  it('credits the verified amount once: the same event twice, and a second event row about the same payment', async () => {
    const employer = await paystackEmployer(world);
    const reference = world.fake.control.fundDedicatedAccount({
      accountNumber: employer.accountNumber,
      amount: 5_000_000,
      senderName: 'ADA OBI',
    });
    const signed = world.fake.control.webhookFor({ event: 'charge.success', reference });
    expect((await world.fake.control.redeliver(signed)).status).toBe(200);
    expect((await world.fake.control.redeliver(signed)).status).toBe(200);
    // the same payment under another id and a bigger amount, signed: another row, but Paystack's word is re-read
    const payload = JSON.parse(signed.rawBody);
    payload.data.id = Number(payload.data.id) + 1_000_000;
    payload.data.amount = 900_000_000;
    expect((await postSigned(world, '/webhooks/paystack', JSON.stringify(payload))).status).toBe(200);
    expect(await eventRows(world, reference)).toHaveLength(2);

    await world.process();
    // the verified amount in, Paystack's DVA fee (the fake's 1 %, capped at ₦300) out as its own entry
    const fee = world.fake.control.collection(reference)!.fees;
    expect(fee).toBe(30_000);
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(5_000_000 - fee);
    const ledger = await ledgerOf(employer.walletId);
    expect(ledger).toHaveLength(2);
    expect(ledger.find((t) => t.type === 'fee')).toMatchObject({
      type: 'fee',
      direction: 'debit',
      amount: fee,
      idempotencyKey: `paystack:charge-fee:${JSON.parse(signed.rawBody).data.id}`,
      descriptionKey: 'accountFee',
    });
    const paystackId = JSON.parse(signed.rawBody).data.id;
    expect(ledger.find((t) => t.type === 'funding')).toMatchObject({
      type: 'funding',
      direction: 'credit',
      amount: 5_000_000,
      currency: 'NGN',
      idempotencyKey: `paystack:charge:${paystackId}`,
      descriptionKey: 'transferFrom',
      descriptionParams: { sender: 'ADA OBI' },
    });
    const rows = await eventRows(world, reference);
    expect(rows.map((r) => r.result).sort()).toEqual(['applied', 'unchanged']);
    expect(rows.every((r) => r.organizationId === employer.organization.id)).toBe(true);

    const audit = await world.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, employer.walletId), eq(auditLogs.action, 'webhook funding')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: null,
      entity: 'wallet',
      organizationId: employer.organization.id,
    });
    const notices = await world.deps.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.organizationId, employer.organization.id), eq(notifications.type, 'wallet')),
      );
    expect(notices).toHaveLength(1);
  });

  it('a payment into a dedicated account no wallet has is stored, unknown_reference, and credits nothing', async () => {
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: world.fake.baseUrl });
    const customer = await client.createCustomer({ email: `stranger-${Date.now()}@example.com` });
    if (customer.outcome !== 'ok') throw new Error('customer');
    const account = await client.createDedicatedAccount({
      customer: customer.data.customer_code,
      preferred_bank: 'test-bank',
    });
    if (account.outcome !== 'ok') throw new Error('account');
    const reference = world.fake.control.fundDedicatedAccount({
      accountNumber: account.data.account_number,
      amount: 100_000,
    });
    await world.fake.control.deliver({ event: 'charge.success', reference });
    await world.process();
    expect(await eventRows(world, reference)).toEqual([
      expect.objectContaining({ result: 'unknown_reference', organizationId: null, attempts: 1 }),
    ]);
    const credits = await world.deps.db
      .select()
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.metadata}->>'reference' = ${reference}`);
    expect(credits).toEqual([]);
  });

  it('a charge Paystack never heard of (valid signature) is stored as not_found_at_provider and credits nothing', async () => {
    const employer = await paystackEmployer(world);
    const reference = `dva_forged_${Date.now()}`;
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        id: Date.now(),
        reference,
        status: 'success',
        amount: 7_000_000,
        currency: 'NGN',
        channel: 'dedicated_nuban',
        customer: { customer_code: employer.customerCode },
      },
    });
    expect((await postSigned(world, '/webhooks/paystack', body)).status).toBe(200);
    await world.process();
    expect(await eventRows(world, reference)).toEqual([
      expect.objectContaining({ result: 'not_found_at_provider', attempts: 1 }),
    ]);
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(0);
  });
});
