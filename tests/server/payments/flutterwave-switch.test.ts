import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, payouts } from '@/server/db/schema';
import { registerPaymentsRail } from '@/server/modules/payments/payments-rails.service';
import { startFakePaystack, type FakePaystack } from '@/tests/fakes/paystack';
import { api, getHarness } from '../helpers/app';
import { drain, getJobs } from '../jobs/harness';
import { approve, detail, runToPay } from '../payroll/disbursement-fixtures';
import { computeRun, createRun } from '../payroll/fixtures';
import { createTestPaystackProvider } from '../webhooks/test-paystack-provider';
import { startFlutterwaveWorld, type FlutterwaveWorld } from './flutterwave-world';

// Issue 35: "a Nigerian organisation switched from Paystack to Flutterwave pays its next run through
// Flutterwave" — through the API (payments/settings, payroll approve) and the payouts jobs, with both rails
// configured for the deployment (each over its fake) and the sandbox as the deployment's default.
const PAYSTACK_KEY = 'sk_test_paygridswitch0000000000000000000';
let paystack: FakePaystack;
let world: FlutterwaveWorld;
let unregister = () => {};
beforeAll(async () => {
  await getJobs();
  paystack = await startFakePaystack({ secretKey: PAYSTACK_KEY });
  unregister = registerPaymentsRail(
    createTestPaystackProvider({ secretKey: PAYSTACK_KEY, baseUrl: paystack.baseUrl }),
  );
  world = await startFlutterwaveWorld();
}, 60_000);
afterAll(async () => {
  unregister();
  await paystack?.close();
  await world?.close();
});

const setProvider = (token: string, provider: string) =>
  api('/payments/settings', { method: 'PUT', token, body: { provider } });

async function payoutsOf(runId: string) {
  const { deps } = await getHarness();
  return deps.db.select().from(payouts).where(eq(payouts.sourceId, runId));
}

describe('[FLUTTERWAVE] switching an organisation’s payments provider', { timeout: 120_000 }, () => {
  it('a Nigerian organisation on Paystack switches to Flutterwave: its next run goes through Flutterwave', async () => {
    const { s, run } = await runToPay({ n: 2, closed: 0 });
    expect((await setProvider(s.token, 'paystack')).status).toBe(200);

    // November through Paystack
    expect((await approve(s.token, run)).status).toBe(200);
    await drain();
    expect((await detail(s.token, run.id)).status).toBe('paid');
    const november = await payoutsOf(run.id);
    expect(november.map((p) => p.provider)).toEqual(['paystack', 'paystack']);
    for (const p of november) expect(paystack.control.transfer(p.reference)?.status).toBe('success');

    // the switch: audited, shown by GET
    const switched = await setProvider(s.token, 'flutterwave');
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.data).toMatchObject({ provider: 'flutterwave', chosen: true });
    const { deps } = await getHarness();
    const audits = await deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.entity, 'payments')));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect((await api('/payments/settings', { token: s.token })).body.data.provider).toBe('flutterwave');

    // December through Flutterwave; November's payouts stay Paystack's
    const december = await computeRun(
      s.token,
      (await createRun(s.token, { period: '2026-12', payDate: '2026-12-24' })).id,
    );
    expect((await approve(s.token, december)).status).toBe(200);
    await drain();
    expect((await detail(s.token, december.id)).status).toBe('paid');
    const rows = await payoutsOf(december.id);
    expect(rows.map((p) => p.provider)).toEqual(['flutterwave', 'flutterwave']);
    for (const p of rows) {
      expect(world.fake.control.transfer(p.reference)?.status).toBe('SUCCESSFUL');
      expect(paystack.control.transfer(p.reference)).toBeNull();
    }
    expect((await payoutsOf(run.id)).map((p) => p.provider)).toEqual(['paystack', 'paystack']);
  });

  it('refuses a rail the deployment does not offer (422, nothing chosen) and lists the rails it does', async () => {
    const { s } = await runToPay({ n: 1, closed: 0 });
    const refused = await setProvider(s.token, 'sandbox');
    expect(refused.status).toBe(422);
    const got = await api('/payments/settings', { token: s.token });
    expect(got.body.data).toMatchObject({ chosen: false });
    expect(got.body.data.available).toEqual(['paystack', 'flutterwave']);
  });
});
