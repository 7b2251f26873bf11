import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, subscriptionPayments } from '@/server/db/schema';
import { addMonths } from '@/server/modules/billing/billing.service';
import { findPlan, priceFor } from '@/server/modules/billing/plans';
import { api, clock, getHarness } from '../helpers/app';
import { consultantSession, employerSession, signIn } from '../helpers/accounts';
import { insertEmployee, teamAdmin } from '../departments/fixtures';
import { fundWallet, guardedWrite, rawGet } from './fixtures';

const DAY = 86_400_000;
const STARTER_NGN_MIN = 1_000_000;

const renew = (token: string, body: unknown, key?: string) =>
  api('/billings/subscription/renew', {
    method: 'POST',
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function paymentsOf(organizationId: string) {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.organizationId, organizationId));
}

describe('[BILLING] prices', () => {
  it('charges per active employee with a monthly minimum; yearly is twelve months less 15%', () => {
    const starter = findPlan('starter')!;
    expect(priceFor(starter, 'NGN', 'monthly', 3)).toBe(STARTER_NGN_MIN);
    expect(priceFor(starter, 'NGN', 'monthly', 60)).toBe(60 * 50_000);
    expect(priceFor(starter, 'NGN', 'yearly', 60)).toBe(Math.round(60 * 50_000 * 12 * 0.85));
  });
  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z');
  });
});

describe('[BILLING] GET billings/subscription/plans', () => {
  it('prices every plan in the organisation currency and USD for today’s active employees', async () => {
    const s = await employerSession();
    for (let i = 0; i < 3; i++) await insertEmployee(s.organization.id);
    await insertEmployee(s.organization.id, { status: 'separated' } as never);
    const res = await api('/billings/subscription/plans', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data.currency).toBe('NGN');
    expect(res.body.data.activeEmployees).toBe(3);
    const starter = res.body.data.plans.find((p: { id: string }) => p.id === 'starter');
    expect(starter.prices.map((p: { currency: string }) => p.currency)).toEqual(['NGN', 'USD']);
    expect(starter.prices[0]).toMatchObject({
      perEmployeeMonthly: 50_000,
      minimumMonthly: STARTER_NGN_MIN,
      monthly: STARTER_NGN_MIN,
      yearly: 10_200_000,
    });
  });
});

describe('[BILLING] POST billings/subscription/renew', () => {
  it('refuses with 422 naming the shortfall when the wallet cannot cover it; nothing changes', async () => {
    const s = await employerSession();
    const wallet = await fundWallet(s.organization.id, 400_000);
    const res = await renew(s.token, { planId: 'starter', cycle: 'monthly' });
    expect(res.status).toBe(422);
    expect(res.body.errors.wallet[0]).toContain('6,000.00');
    expect(res.body.message).toBe(
      'The wallet holds NGN 4,000.00; this renewal costs NGN 10,000.00. Fund NGN 6,000.00 more and try again.',
    );
    expect(await wallet.balance()).toBe(400_000);
    expect(await paymentsOf(s.organization.id)).toHaveLength(0);
    expect((await api('/billings/subscription', { token: s.token })).body.data.status).toBe('free trial');
  });

  it('refuses bad input with 422 per field', async () => {
    const s = await employerSession();
    await fundWallet(s.organization.id, 50_000_000);
    const bad = await renew(s.token, { planId: 'starter', cycle: 'weekly' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.cycle).toBeDefined();
    const unknown = await renew(s.token, { planId: 'platinum', cycle: 'monthly' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.planId).toBeDefined();
    expect(await paymentsOf(s.organization.id)).toHaveLength(0);
  });

  it('pays from the wallet and extends the period from the trial end; payments list it with its PDF invoice', async () => {
    const s = await employerSession();
    const wallet = await fundWallet(s.organization.id, 20_000_000);
    const before = (await api('/billings/subscription', { token: s.token })).body.data;
    const res = await renew(s.token, { planId: 'starter', cycle: 'monthly' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { payment, ...subscription } = res.body.data;
    expect(subscription).toMatchObject({
      status: 'active',
      plan: 'starter',
      cycle: 'monthly',
      hasAccess: true,
    });
    expect(subscription.currentPeriodStart).toBe(before.trialEndsAt);
    expect(subscription.currentPeriodEnd).toBe(addMonths(new Date(before.trialEndsAt), 1).toISOString());
    expect(payment).toMatchObject({
      amount: STARTER_NGN_MIN,
      currency: 'NGN',
      employeesBilled: 0,
      plan: 'starter',
    });
    expect(await wallet.balance()).toBe(20_000_000 - STARTER_NGN_MIN);

    // A second, yearly renewal extends from the current end.
    const again = await renew(s.token, { planId: 'starter', cycle: 'yearly' });
    expect(again.status).toBe(200);
    expect(again.body.data.currentPeriodStart).toBe(subscription.currentPeriodEnd);
    expect(await wallet.balance()).toBe(20_000_000 - STARTER_NGN_MIN - 10_200_000);

    const list = await api('/billings/subscription/payments', { token: s.token });
    expect(list.body.data.map((p: { cycle: string }) => p.cycle)).toEqual(['yearly', 'monthly']);
    const pdf = await rawGet(list.body.data.at(-1).invoiceUrl.replace('/api/v1', ''), s.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(payment.reference);
    expect(text).toContain(s.organization.name.replace(/[()\\]/g, (c: string) => `\\${c}`));
    expect(text).toContain('NGN 10,000.00');
  });

  it('the yearly renewal is refused when it exceeds what is left, and nothing moves', async () => {
    const s = await employerSession();
    const wallet = await fundWallet(s.organization.id, 5_000_000);
    expect((await renew(s.token, { planId: 'starter', cycle: 'monthly' })).status).toBe(200);
    const yearly = await renew(s.token, { planId: 'starter', cycle: 'yearly' });
    expect(yearly.status).toBe(422);
    expect(await wallet.balance()).toBe(4_000_000);
    expect(await paymentsOf(s.organization.id)).toHaveLength(1);
  });

  it('pays once under 20 concurrent calls with the same Idempotency-Key', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const wallet = await fundWallet(s.organization.id, 5_000_000);
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => renew(s.token, { planId: 'starter', cycle: 'monthly' }, key)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.data.payment.id)).size).toBe(1);
    expect(await paymentsOf(s.organization.id)).toHaveLength(1);
    expect(await wallet.balance()).toBe(5_000_000 - STARTER_NGN_MIN);
    const fees = await deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.organizationId, s.organization.id));
    expect(fees.filter((t) => t.type === 'fee')).toHaveLength(1);
  });

  it('needs the wallet or settings permission (403), and an organisation', async () => {
    const s = await employerSession();
    await fundWallet(s.organization.id, 5_000_000);
    const admin = await teamAdmin(s.organization.id, ['leave']);
    expect((await renew(admin.token, { planId: 'starter', cycle: 'monthly' })).status).toBe(403);
    expect((await api('/billings/subscription/plans', { token: admin.token })).status).toBe(200);
    const c = await consultantSession(1);
    expect((await renew(c.token, { planId: 'starter', cycle: 'monthly' })).status).toBe(403);
  });

  it('another organisation’s invoice answers 404', async () => {
    const a = await employerSession();
    await fundWallet(a.organization.id, 5_000_000);
    const paid = await renew(a.token, { planId: 'starter', cycle: 'monthly' });
    const b = await employerSession();
    expect(
      (await rawGet(`/billings/subscription/payments/${paid.body.data.payment.id}/invoice`, b.token)).status,
    ).toBe(404);
    expect((await api('/billings/subscription/payments', { token: b.token })).body.data).toEqual([]);
  });
});

describe('[BILLING] states across dates, the pay-wall and renewal', () => {
  it('expired: guarded writes answer 402; a renewal of a plan with the module opens them at once', async () => {
    const s = await employerSession();
    await fundWallet(s.organization.id, 5_000_000);
    const probe = await guardedWrite();
    clock.advance(15 * DAY);
    try {
      const { token } = await signIn(s.user.email, s.password);
      expect((await api('/billings/subscription', { token })).body.data.status).toBe('expired');
      expect(await probe(token)).toBe(402);
      // Leave is in Growth and above (lib/modules.ts).
      const res = await renew(token, { planId: 'growth', cycle: 'monthly' });
      expect(res.status).toBe(200);
      // The period starts now (the later of today and the trial end).
      expect(
        Math.abs(new Date(res.body.data.currentPeriodStart).getTime() - clock.now().getTime()),
      ).toBeLessThan(10_000);
      expect(await probe(token)).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('cancel stops renewal: usable until the period end, then expired; cancelling twice is 409; renewing resumes', async () => {
    const s = await employerSession();
    await fundWallet(s.organization.id, 5_000_000);
    const paid = (await renew(s.token, { planId: 'starter', cycle: 'monthly' })).body.data;
    const cancel = await api('/billings/subscription/cancel', {
      method: 'POST',
      token: s.token,
      body: { reason: 'Moving to quarterly budgets' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({
      status: 'cancelled',
      hasAccess: true,
      cancelReason: 'Moving to quarterly budgets',
      nextPaymentAt: null,
    });
    expect(
      (await api('/billings/subscription/cancel', { method: 'POST', token: s.token, body: {} })).status,
    ).toBe(409);
    const tooLong = await api('/billings/subscription/cancel', {
      method: 'POST',
      token: s.token,
      body: { reason: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(422);

    clock.advance(new Date(paid.currentPeriodEnd).getTime() - Date.now() + DAY);
    try {
      const { token } = await signIn(s.user.email, s.password);
      expect((await api('/billings/subscription', { token })).body.data).toMatchObject({
        status: 'expired',
        hasAccess: false,
      });
      const again = await renew(token, { planId: 'starter', cycle: 'monthly' });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ status: 'active', cancelledAt: null });
    } finally {
      clock.reset();
    }
  });

  it('overdue in the 7-day grace after an unpaid period end, expired after', async () => {
    const s = await employerSession();
    await fundWallet(s.organization.id, 5_000_000);
    const paid = (await renew(s.token, { planId: 'growth', cycle: 'monthly' })).body.data;
    const end = new Date(paid.currentPeriodEnd).getTime();
    const probe = await guardedWrite();
    try {
      clock.advance(end - Date.now() + 3 * DAY);
      let { token } = await signIn(s.user.email, s.password);
      expect((await api('/billings/subscription', { token })).body.data).toMatchObject({
        status: 'overdue',
        hasAccess: true,
        daysLeft: 4,
      });
      expect(await probe(token)).toBe(200);
      clock.reset();
      clock.advance(end - Date.now() + 8 * DAY);
      ({ token } = await signIn(s.user.email, s.password));
      expect((await api('/billings/subscription', { token })).body.data.status).toBe('expired');
      expect(await probe(token)).toBe(402);
    } finally {
      clock.reset();
    }
  });
});
