import { describe, expect, it } from 'vitest';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createPoll } from '../comms/fixtures';
import { fundWallet } from './fixtures';

const DAY = 86_400_000;

/** One read and one write per module the plans split (lib/modules.ts `plan`), on the real routes. */
const ROUTES = {
  leave: { read: '/leaves/leave-types', write: '/leaves/leave-types' },
  shifts: { read: '/shifts/locations', write: '/shifts/locations' },
  benefits: { read: '/employees/benefits/earned-wage-access', write: null },
  hiring: { read: '/jobs', write: '/jobs' },
  comms: { read: '/comms', write: '/suggestions' },
} as const;
type Guarded = keyof typeof ROUTES;

/** An employer whose subscription is a paid, live `plan` (the period ends in 20 days). */
async function employerOn(plan: string) {
  const { deps } = await getHarness();
  const s = await employerSession();
  const now = clock.now().getTime();
  await updateSubscription(deps.db, s.organization.id, {
    plan,
    cycle: 'monthly',
    currentPeriodStart: new Date(now - 10 * DAY),
    currentPeriodEnd: new Date(now + 20 * DAY),
  });
  return s;
}

const read = (module: Guarded, token: string) => api(ROUTES[module].read, { token });
// An empty body: past the guard the route answers 422, so anything but 402 means the guard let it through.
const write = (module: Guarded, token: string) =>
  api(ROUTES[module].write ?? ROUTES[module].read, { method: 'POST', token, body: {} });

describe('[BILLING] each plan opens exactly the modules it lists (402 PLAN_REQUIRED outside it)', () => {
  it('Starter (employees, payroll, wallet, remittances): leave, shifts, benefits, hiring and comms answer 402 PLAN_REQUIRED, reads and writes', async () => {
    const s = await employerOn('starter');
    for (const name of ['leave', 'shifts', 'benefits'] as const) {
      const res = await read(name, s.token);
      expect(res.status, name).toBe(402);
      expect(res.body).toMatchObject({
        code: 'PLAN_REQUIRED',
        message: 'Your plan does not include this. Upgrade to Growth to use it.',
      });
    }
    for (const name of ['hiring', 'comms'] as const) {
      const res = await read(name, s.token);
      expect(res.status, name).toBe(402);
      expect(res.body).toMatchObject({
        code: 'PLAN_REQUIRED',
        message: 'Your plan does not include this. Upgrade to Enterprise to use it.',
      });
    }
    for (const name of ['leave', 'shifts', 'hiring', 'comms'] as const) {
      const res = await write(name, s.token);
      expect([res.status, res.body.code], name).toEqual([402, 'PLAN_REQUIRED']);
    }
    // Its own modules stay open.
    for (const path of ['/employees', '/departments', '/payroll', '/organizations/wallets'])
      expect((await api(path, { token: s.token })).status, path).toBe(200);
  });

  it('Growth adds leave, shifts and benefits; hiring and comms still answer 402 PLAN_REQUIRED (Enterprise)', async () => {
    const s = await employerOn('growth');
    for (const name of ['leave', 'shifts', 'benefits'] as const)
      expect((await read(name, s.token)).status, name).toBe(200);
    for (const name of ['leave', 'shifts'] as const)
      expect((await write(name, s.token)).status, name).toBe(422);
    for (const name of ['hiring', 'comms'] as const) {
      const res = await read(name, s.token);
      expect([res.status, res.body.code], name).toEqual([402, 'PLAN_REQUIRED']);
      expect(res.body.message).toContain('Upgrade to Enterprise');
    }
  });

  it('Enterprise and the free trial open every module', async () => {
    for (const s of [await employerOn('enterprise'), await employerSession()]) {
      for (const name of Object.keys(ROUTES) as Guarded[])
        expect((await read(name, s.token)).status, name).toBe(200);
      for (const name of ['leave', 'shifts', 'hiring', 'comms'] as const)
        expect((await write(name, s.token)).status, name).toBe(422);
    }
    const trial = await employerSession();
    expect((await api('/billings/subscription', { token: trial.token })).body.data).toMatchObject({
      status: 'free trial',
      plan: 'trial',
    });
  });

  it('paying Starter from the wallet closes leave at once (the paid plan replaces the trial); paying Growth opens it', async () => {
    const s = await employerSession();
    await fundWallet(s.organization.id, 10_000_000);
    const pay = (planId: string) =>
      api('/billings/subscription/renew', {
        method: 'POST',
        token: s.token,
        body: { planId, cycle: 'monthly' },
      });
    expect((await api('/leaves/leave-types', { token: s.token })).status).toBe(200);
    expect((await pay('starter')).status).toBe(200);
    const closed = await api('/leaves/leave-types', { token: s.token });
    expect([closed.status, closed.body.code]).toEqual([402, 'PLAN_REQUIRED']);
    expect((await pay('growth')).status).toBe(200);
    expect((await api('/leaves/leave-types', { token: s.token })).status).toBe(200);
  });

  it('closes comms’ public links (shared poll, suggestion box) once the plan no longer includes comms', async () => {
    const s = await employerSession();
    const poll = await createPoll(s.token, { sharedLink: true });
    const box = (await api('/suggestions/box', { token: s.token })).body.data.token as string;
    expect((await api(`/comms/poll/public/${poll.sharedToken}`)).body.data.status).toBe('open');
    expect((await api(`/suggestions/public/${box}`)).body.data.available).toBe(true);

    const { deps } = await getHarness();
    const now = clock.now().getTime();
    await updateSubscription(deps.db, s.organization.id, {
      plan: 'growth',
      cycle: 'monthly',
      currentPeriodStart: new Date(now - DAY),
      currentPeriodEnd: new Date(now + 20 * DAY),
    });
    expect((await api(`/comms/poll/public/${poll.sharedToken}`)).body.data).toMatchObject({
      status: 'unavailable',
      question: null,
    });
    expect((await api(`/suggestions/public/${box}`)).body.data.available).toBe(false);
    const post = await api(`/suggestions/public/${box}`, { method: 'POST', body: { message: 'Hello' } });
    expect(post.status).toBe(409);
  });

  it('an expired subscription keeps SUBSCRIPTION_EXPIRED for its guarded writes, also outside its plan', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const now = clock.now().getTime();
    await updateSubscription(deps.db, s.organization.id, {
      plan: 'starter',
      cycle: 'monthly',
      currentPeriodStart: new Date(now - 40 * DAY),
      currentPeriodEnd: new Date(now - 10 * DAY),
    });
    const res = await write('leave', s.token);
    expect([res.status, res.body.code]).toEqual([402, 'SUBSCRIPTION_EXPIRED']);
  });

  it('GET billings/subscription/plans lists what each plan opens, from the same table', async () => {
    const s = await employerSession();
    const { plans } = (await api('/billings/subscription/plans', { token: s.token })).body.data as {
      plans: { id: string; modules: string[] }[];
    };
    const modules = Object.fromEntries(plans.map((p) => [p.id, p.modules]));
    expect(Object.keys(modules)).toEqual(['starter', 'growth', 'enterprise']);
    expect(modules.starter).toEqual(
      expect.arrayContaining(['employees', 'departments', 'payroll', 'wallet', 'remittances']),
    );
    for (const m of ['leave', 'shifts', 'benefits', 'hiring', 'comms'])
      expect(modules.starter).not.toContain(m);
    expect(modules.growth).toEqual(
      expect.arrayContaining([...modules.starter!, 'leave', 'shifts', 'benefits']),
    );
    expect(modules.growth).not.toContain('hiring');
    expect(modules.growth).not.toContain('comms');
    expect(modules.enterprise).toEqual(expect.arrayContaining([...modules.growth!, 'hiring', 'comms']));
  });

  it('documents the plan on every organisation route of leave, shifts, benefits, hiring and comms', async () => {
    const { body } = await api('/openapi.json');
    const ops = Object.values(body.paths as Record<string, Record<string, unknown>>).flatMap((methods) =>
      Object.values(methods as Record<string, { 'x-paygrid'?: Record<string, unknown>; responses: object }>),
    );
    const byModule = (name: string) =>
      ops.filter((o) => o['x-paygrid']?.module === name && o['x-paygrid']?.access === 'org');
    for (const [mod, plan] of [
      ['leave', 'growth'],
      ['shifts', 'growth'],
      ['benefits', 'growth'],
      ['hiring', 'enterprise'],
      ['comms', 'enterprise'],
    ] as const) {
      const routes = byModule(mod);
      expect(routes.length, mod).toBeGreaterThan(0);
      for (const r of routes) {
        expect(r['x-paygrid']!.plan, mod).toBe(plan);
        expect(r.responses).toHaveProperty('402');
      }
    }
    for (const r of byModule('employees')) expect(r['x-paygrid']!.plan).toBeNull();
  });
});
