import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { middleware } from '@/middleware';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { api, clock, getHarness, testConfig } from '../helpers/app';
import { consultantSession, employerSession } from '../helpers/accounts';

const DAY = 86_400_000;
const holder = globalThis as unknown as { __paygridDb?: Promise<unknown> };

/** middleware.ts (the screen guard) on this worker's database, with the tokens the test app signs. */
beforeAll(async () => {
  const { handle } = await getHarness();
  holder.__paygridDb = Promise.resolve(handle);
  vi.stubEnv('AUTH_SECRET', new TextDecoder().decode(testConfig.authSecret));
});
afterAll(() => {
  delete holder.__paygridDb;
  vi.unstubAllEnvs();
});

/** Where middleware.ts sends a signed-in browser asking for `path`: the redirect target, or null to render. */
async function screen(path: string, token: string) {
  const res = await middleware(
    new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: `token=${token}` } }),
  );
  const location = res.headers.get('location');
  return location ? location.replace('http://localhost:3000', '') : null;
}

async function onPlan(organizationId: string, plan: string) {
  const { deps } = await getHarness();
  const now = clock.now().getTime();
  await updateSubscription(deps.db, organizationId, {
    plan,
    cycle: 'monthly',
    currentPeriodStart: new Date(now - DAY),
    currentPeriodEnd: new Date(now + 20 * DAY),
  });
}

describe('[BILLING] middleware.ts: screens outside the plan open the pay-wall naming their module', () => {
  it('Starter: leave, shifts, hiring, comms and benefits land on the dashboard with ?paywall=<module>', async () => {
    const s = await employerSession();
    await onPlan(s.organization.id, 'starter');
    expect(await screen('/app/leave?tab=calendar', s.token)).toBe('/app/dashboard?paywall=leave');
    expect(await screen('/app/shifts?tab=active-schedule', s.token)).toBe('/app/dashboard?paywall=shifts');
    expect(await screen('/app/hiring/create', s.token)).toBe('/app/dashboard?paywall=hiring');
    expect(await screen('/app/comms', s.token)).toBe('/app/dashboard?paywall=comms');
    expect(await screen('/app/employees/benefits', s.token)).toBe('/app/dashboard?paywall=benefits');
    expect(await screen('/app/employees?tab=active', s.token)).toBeNull();
    expect(await screen('/app/payroll', s.token)).toBeNull();
  });

  it('Growth opens leave and shifts but not hiring; the trial opens everything', async () => {
    const g = await employerSession();
    await onPlan(g.organization.id, 'growth');
    expect(await screen('/app/leave?tab=calendar', g.token)).toBeNull();
    expect(await screen('/app/hiring?tab=active', g.token)).toBe('/app/dashboard?paywall=hiring');
    const trial = await employerSession();
    for (const path of ['/app/leave?tab=calendar', '/app/hiring?tab=active', '/app/comms'])
      expect(await screen(path, trial.token), path).toBeNull();
  });

  it('an expired subscription names the module too', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    await updateSubscription(deps.db, s.organization.id, {
      trialEndsAt: new Date(clock.now().getTime() - DAY),
    });
    expect(await screen('/app/shifts?tab=active-schedule', s.token)).toBe('/app/dashboard?paywall=shifts');
  });

  it('a consultant switching into a Starter client meets its plan at once (the guard’s 5-second memory is dropped)', async () => {
    const c = await consultantSession(1);
    const client = c.organizations[0]!;
    await onPlan(client.id, 'starter');
    // Consultant mode (no organisation) first, so the guard remembers this session without a plan.
    expect(await screen('/app/dashboard', c.token)).toBeNull();
    const switched = await api('/account/switch-org', {
      method: 'POST',
      token: c.token,
      body: { orgId: client.id },
    });
    expect(switched.status).toBe(200);
    expect(await screen('/app/leave?tab=calendar', c.token)).toBe('/app/dashboard?paywall=leave');
  });
});
