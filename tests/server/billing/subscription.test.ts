import { describe, expect, it } from 'vitest';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { subscriptionStatus } from '@/server/modules/billing/subscription-status';
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { handleError } from '@/server/http/errors-handler';
import { requestContext } from '@/server/http/middleware/request-context';
import { moduleRouter } from '@/server/http/module-router';
import { jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { api, clock, getHarness } from '../helpers/app';
import { consultantSession, employerSession, signIn } from '../helpers/accounts';

const DAY = 86_400_000;

/**
 * A probe route on the `leave` module (subscription-guarded in lib/modules.ts), built with the module router
 * as every guarded module's routes are: the guard comes from the registry, not from the route.
 */
async function guardedProbe() {
  const { deps } = await getHarness();
  const m = moduleRouter('leave', ['Probe']);
  m.openapi(
    m.route({ method: 'get', path: '/probe', permission: 'leave', responses: okResponse(z.null()) }),
    (c) => ok(c, 'api.ok', null),
  );
  m.openapi(
    m.route({
      method: 'post',
      path: '/probe',
      permission: 'leave',
      request: jsonBody(z.object({})),
      responses: okResponse(z.null()),
    }),
    (c) => ok(c, 'api.ok', null),
  );
  const app = new OpenAPIHono<AppEnv>().basePath('/api/v1');
  app.use('*', requestContext(deps));
  app.route('/leaves', m.build());
  app.onError(handleError);
  return async (method: 'GET' | 'POST', token: string) => {
    const res = await app.request('/api/v1/leaves/probe', {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(method === 'POST' && { 'content-type': 'application/json' }),
      },
      body: method === 'POST' ? '{}' : undefined,
    });
    return { status: res.status, body: (await res.json()) as { code?: string } };
  };
}
const at = (iso: string) => new Date(iso);

describe('[BILLING] subscription status from dates', () => {
  const trial = { trialEndsAt: at('2026-01-15T00:00:00Z'), currentPeriodEnd: null, cancelledAt: null };
  const paid = {
    trialEndsAt: at('2026-01-15T00:00:00Z'),
    currentPeriodEnd: at('2026-03-01T00:00:00Z'),
    cancelledAt: null,
  };
  it.each([
    ['trial, before its end', trial, '2026-01-14T23:59:59Z', 'free trial'],
    ['trial, at its end', trial, '2026-01-15T00:00:00Z', 'expired'],
    ['paid, within the period', paid, '2026-02-20T00:00:00Z', 'active'],
    ['paid, on the last instant', paid, '2026-03-01T00:00:00Z', 'active'],
    ['paid, in the 7-day grace', paid, '2026-03-08T00:00:00Z', 'overdue'],
    ['paid, after the grace', paid, '2026-03-08T00:00:01Z', 'expired'],
    [
      'cancelled, before the period end',
      { ...paid, cancelledAt: at('2026-02-10T00:00:00Z') },
      '2026-02-20T00:00:00Z',
      'cancelled',
    ],
    [
      'cancelled, after the period end',
      { ...paid, cancelledAt: at('2026-02-10T00:00:00Z') },
      '2026-03-02T00:00:00Z',
      'expired',
    ],
  ] as const)('%s → %s', (_, dates, now, expected) => {
    expect(subscriptionStatus(dates, at(now)).status).toBe(expected);
  });
});

describe('[BILLING] GET billings/subscription and the 402 guard', () => {
  it('starts every new organisation on a 14-day free trial', async () => {
    const s = await employerSession();
    const res = await api('/billings/subscription', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'free trial',
      plan: 'trial',
      daysLeft: 14,
      hasAccess: true,
    });
  });

  it('expires the trial after 14 days; then writes of a subscription-guarded module answer 402, reads do not', async () => {
    const s = await employerSession();
    const guarded = await guardedProbe();
    expect((await guarded('POST', s.token)).status).toBe(200);
    clock.advance(14 * DAY + 1000);
    try {
      // Sessions last 7 days, so sign in again in the future.
      const { token } = await signIn(s.user.email, s.password);
      s.token = token;
      const sub = await api('/billings/subscription', { token: s.token });
      expect(sub.body.data).toMatchObject({ status: 'expired', hasAccess: false, daysLeft: 0 });
      const write = await guarded('POST', s.token);
      expect(write.status).toBe(402);
      expect(write.body.code).toBe('SUBSCRIPTION_EXPIRED');
      // Reads of the guarded module and writes of the others stay open.
      expect((await guarded('GET', s.token)).status).toBe(200);
      expect(
        (await api('/departments', { method: 'POST', token: s.token, body: { name: `Ops ${Date.now()}` } }))
          .status,
      ).toBe(201);
      expect((await api('/account/me', { token: s.token })).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('is active with a paid period and overdue in the grace week', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    await updateSubscription(deps.db, s.organization.id, {
      plan: 'standard',
      currentPeriodStart: new Date(Date.now() - 20 * DAY),
      currentPeriodEnd: new Date(Date.now() - 2 * DAY),
    });
    const res = await api('/billings/subscription', { token: s.token });
    expect(res.body.data).toMatchObject({
      status: 'overdue',
      plan: 'standard',
      hasAccess: true,
      daysLeft: 5,
    });
  });

  it('needs an organisation: consultant mode gets 403, and no session 401', async () => {
    const c = await consultantSession(1);
    expect((await api('/billings/subscription', { token: c.token })).status).toBe(403);
    expect((await api('/billings/subscription')).status).toBe(401);
  });
});

describe('[ORGANISATION] dashboard checklist', () => {
  it('reports KYC pending and no wallet for a new organisation', async () => {
    const s = await employerSession();
    const res = await api('/organizations/dashboard-checklist', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      checklist: [
        { key: 'verifyEmail', done: true },
        { key: 'kyc', done: false },
        { key: 'wallet', done: false },
        { key: 'firstEmployee', done: false },
        { key: 'firstPayroll', done: false },
      ],
      kycStatus: 'pending',
      hasWallet: false,
    });
  });

  it('ticks the first-employee step once the organisation has an employee', async () => {
    const s = await employerSession();
    const employee = {
      staffId: 'FE-1',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada.first@example.test',
      startDate: '2026-01-05',
      payCurrency: 'NGN',
      basic: 30_000_000,
    };
    expect((await api('/employees', { method: 'POST', token: s.token, body: employee })).status).toBe(201);
    const res = await api('/organizations/dashboard-checklist', { token: s.token });
    expect(res.body.data.checklist).toContainEqual({ key: 'firstEmployee', done: true });
  });
});

describe('[CONSULTANT] GET consultants/organizations', () => {
  it('lists the consultant’s clients and refuses employers', async () => {
    const c = await consultantSession(2);
    const res = await api('/consultants/organizations', { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { id: string }) => o.id).sort()).toEqual(
      c.organizations.map((o) => o.id).sort(),
    );
    expect(res.body.data[0]).toMatchObject({ country: 'NG', currency: 'NGN', dialCode: '+234' });
    const e = await employerSession();
    expect((await api('/consultants/organizations', { token: e.token })).status).toBe(403);
  });
});
