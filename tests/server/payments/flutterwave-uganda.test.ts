import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '@/server/db/schema';
import { getJobs } from '../jobs/harness';
import { flutterwaveEmployer, startFlutterwaveWorld, type FlutterwaveWorld } from './flutterwave-world';

// Issue 35: a Ugandan organisation on Flutterwave pays its run to MTN, Airtel and a bank account — through the
// API (payments/settings, employees with name enquiry by the organisation's rail, payroll create, compute,
// approve) and the payouts jobs against the fake. The browser version is e2e/payroll/flutterwave.spec.ts.
let world: FlutterwaveWorld;
beforeAll(async () => {
  await getJobs();
  world = await startFlutterwaveWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

describe('[FLUTTERWAVE] a Ugandan payroll', { timeout: 120_000 }, () => {
  it('pays MTN and Airtel wallets and a bank account in UGX; the wallets had no name enquiry', async () => {
    const employer = await flutterwaveEmployer(world, 'UGX', 50_000_000);
    const { token } = employer;
    const chosen = await world.call('/payments/settings', {
      method: 'PUT',
      token,
      body: { provider: 'flutterwave' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

    const banks = await world.call('/payments/banks', { token });
    expect(banks.body.data.map((b: { code: string }) => b.code)).toEqual(
      expect.arrayContaining(['MTN', 'AIRTEL']),
    );

    const people = [
      { firstName: 'Okello', lastName: 'Peter', bankCode: 'MTN', accountNumber: '0772123456' },
      { firstName: 'Nakato', lastName: 'Sarah', bankCode: 'AIRTEL', accountNumber: '0701234567' },
      { firstName: 'Ada', lastName: 'Obi', bankCode: 'CERBUGKA', accountNumber: '3100012345' },
    ];
    const ids: string[] = [];
    for (const p of people) {
      const res = await world.call('/employees', {
        method: 'POST',
        token,
        body: {
          ...p,
          staffId: `UG-${p.firstName}-${crypto.randomUUID().slice(0, 4)}`,
          email: `${p.firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`,
          startDate: '2026-01-05',
          payCurrency: 'UGX',
          basic: 2_000_000,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data.id);
    }
    // a wrongly written Ugandan number is refused by its form (Flutterwave cannot check the name)
    const wrong = await world.call('/employees', {
      method: 'POST',
      token,
      body: {
        firstName: 'Wrong',
        lastName: 'Number',
        staffId: `UG-W-${crypto.randomUUID().slice(0, 4)}`,
        email: `wrong-${crypto.randomUUID().slice(0, 8)}@example.com`,
        startDate: '2026-01-05',
        payCurrency: 'UGX',
        basic: 2_000_000,
        bankCode: 'MTN',
        accountNumber: '0412123456',
      },
    });
    expect(wrong.status).toBe(422);

    const created = await world.call('/payroll/create', {
      method: 'POST',
      token,
      body: {
        name: 'November payroll',
        period: '2026-11',
        payDate: '2026-11-27',
        runType: 'regular',
        employeeIds: ids,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const runId = created.body.data.id as string;
    const computed = await world.call('/payroll/compute', {
      method: 'POST',
      token,
      body: { payrollId: runId },
    });
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    const approved = await world.call(`/payroll/${runId}/approve`, {
      method: 'PATCH',
      token,
      body: { version: computed.body.data.version },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await world.drain();

    const run = await world.call(`/payroll/${runId}`, { token });
    expect(run.body.data.status).toBe('paid');
    const rows = await world.deps.db.select().from(payouts).where(eq(payouts.sourceId, runId));
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    const sent = rows.map((r) => world.fake.control.transfer(r.reference)!);
    expect(sent.map((t) => t.bank_code).sort()).toEqual(['AIRTEL', 'CERBUGKA', 'MTN']);
    expect(sent.find((t) => t.bank_code === 'MTN')!.account_number).toBe('256772123456');
    for (const t of sent) expect(t.currency).toBe('UGX');
  });
});
