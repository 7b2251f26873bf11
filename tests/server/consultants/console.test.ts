import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminInvitations, consultantTeamMembers } from '@/server/db/schema';
import { api, getHarness, latestMail, uniqueEmail } from '../helpers/app';
import { consultantSession, employerSession, signIn } from '../helpers/accounts';
import { insertEmployee } from '../departments/fixtures';
import { fundWallet } from '../billing/fixtures';
import { computeRun, createRun } from '../payroll/fixtures';

const tokenFrom = (text: string) => /\/invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
type Client = {
  id: string;
  headcount: number;
  monthlyGross: { currency: string; amount: number }[];
  walletBalances: { currency: string; amount: number }[];
  subscription: { status: string };
};

/** A consultancy with two clients: the first with 3 employees and a funded wallet, the second with 1. */
async function practice() {
  const c = await consultantSession(2);
  const a = c.organizations[0]!;
  const b = c.organizations[1]!;
  for (let i = 0; i < 3; i++) await insertEmployee(a.id, { basic: 30_000_000 });
  await insertEmployee(b.id, { basic: 45_000_000 });
  await fundWallet(a.id, 7_500_000);
  return { ...c, a, b };
}

describe('[CONSULTANT] clients and stats', () => {
  it('lists each client with its own headcount, wallet balances, gross and subscription; stats add them up', async () => {
    const c = await practice();
    const res = await api('/consultants/organizations', { token: c.token });
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data as Client[]).map((o) => [o.id, o]));
    expect(byId.get(c.a.id)).toMatchObject({
      headcount: 3,
      walletBalances: [{ currency: 'NGN', amount: 7_500_000 }],
      subscription: { status: 'free trial' },
    });
    expect(byId.get(c.b.id)).toMatchObject({ headcount: 1, walletBalances: [] });
    expect(byId.get(c.a.id)!.monthlyGross).toEqual([{ currency: 'NGN', amount: 90_000_000 }]);
    expect(byId.get(c.b.id)!.monthlyGross).toEqual([{ currency: 'NGN', amount: 45_000_000 }]);
    expect(byId.get(c.a.id)).toMatchObject({ lastPayroll: null, openApprovals: 0 });

    // a run computed in client A (the session works in A, then back in consultant mode)
    const switchTo = async (orgId: string | null) =>
      expect(
        (await api('/account/switch-org', { method: 'POST', token: c.token, body: { orgId } })).status,
      ).toBe(200);
    await switchTo(c.a.id);
    const run = await createRun(c.token, { period: '2026-11', payDate: '2026-11-27' });
    await computeRun(c.token, run.id);
    await switchTo(null);
    const after = new Map(
      ((await api('/consultants/organizations', { token: c.token })).body.data as Client[]).map((o) => [
        o.id,
        o,
      ]),
    );
    expect(after.get(c.a.id)).toMatchObject({
      lastPayroll: { id: run.id, period: '2026-11', status: 'pending_approval' },
      openApprovals: 1,
    });
    expect(after.get(c.b.id)).toMatchObject({ lastPayroll: null, openApprovals: 0 });
    expect((await api('/consultants/stats', { token: c.token })).body.data.runsAwaitingApproval).toBe(1);

    const stats = await api('/consultants/stats', { token: c.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({
      clients: 2,
      employees: 4,
      monthlyGross: [{ currency: 'NGN', amount: 135_000_000 }],
      subscriptionsEndingSoon: 2,
      subscriptionsExpired: 0,
    });
  });

  it('refuses employers (403) and signed-out calls (401)', async () => {
    const e = await employerSession();
    for (const path of [
      '/consultants/organizations',
      '/consultants/stats',
      '/consultants/billings',
      '/consultants/audits',
      '/consultants/analytics/payroll-size-distribution',
    ]) {
      expect((await api(path, { token: e.token })).status, path).toBe(403);
      expect((await api(path)).status, path).toBe(401);
    }
  });
});

describe('[CONSULTANT] billing from inside a client, billings and audits across clients', () => {
  it('renews a client after switching into it; billings and audits show it under that client only', async () => {
    const c = await practice();
    expect(
      (await api('/account/switch-org', { method: 'POST', token: c.token, body: { orgId: c.a.id } })).status,
    ).toBe(200);
    const renew = await api('/billings/subscription/renew', {
      method: 'POST',
      token: c.token,
      body: { planId: 'starter', cycle: 'monthly' },
    });
    expect(renew.status, JSON.stringify(renew.body)).toBe(200);
    expect(
      (await api('/account/switch-org', { method: 'POST', token: c.token, body: { orgId: null } })).status,
    ).toBe(200);

    const billings = await api('/consultants/billings', { token: c.token });
    expect(billings.status).toBe(200);
    const rows = billings.body.data as {
      organization: { id: string };
      subscription: { status: string };
      payments: { id: string }[];
    }[];
    const a = rows.find((r) => r.organization.id === c.a.id)!;
    const b = rows.find((r) => r.organization.id === c.b.id)!;
    expect(a.subscription.status).toBe('active');
    expect(a.payments.map((p) => p.id)).toEqual([renew.body.data.payment.id]);
    expect(b).toMatchObject({ subscription: { status: 'free trial' }, payments: [] });
    expect((await api('/consultants/stats', { token: c.token })).body.data.subscriptionsEndingSoon).toBe(1);

    const all = await api('/consultants/audits', { token: c.token });
    expect(all.status).toBe(200);
    const actions = all.body.data as { action: string; entity: string; organization: { id: string } }[];
    expect(actions.find((r) => r.action === 'POST /billings/subscription/renew')).toMatchObject({
      organization: { id: c.a.id },
    });
    // The consultant's own switches are account changes, audited in the organisations they reach (issue 10).
    expect(actions.some((r) => r.action === 'POST /account/switch-org' && r.entity === 'account')).toBe(true);
    const onlyB = await api(`/consultants/audits?organizationId=${c.b.id}`, { token: c.token });
    expect(onlyB.body.data.every((r: { organization: { id: string } }) => r.organization.id === c.b.id)).toBe(
      true,
    );
    const outsider = await employerSession();
    expect(
      (await api(`/consultants/audits?organizationId=${outsider.organization.id}`, { token: c.token }))
        .status,
    ).toBe(404);
  });
});

describe('[CONSULTANT] analytics', () => {
  it('payroll distribution per client and month adds up to the totals; size bands count clients', async () => {
    const c = await practice();
    const month = new Date().toISOString().slice(0, 7);
    const res = await api(`/consultants/analytics/payroll-distribution-summary?from=${month}&to=${month}`, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    const rows = res.body.data.rows as { organization: { id: string }; gross: number; month: string }[];
    expect(rows.find((r) => r.organization.id === c.a.id)).toMatchObject({
      gross: 90_000_000,
      month,
      net: null,
      paye: null,
    });
    expect(res.body.data.totals).toEqual([{ month, currency: 'NGN', gross: 135_000_000, headcount: 4 }]);
    expect(rows.reduce((n, r) => n + r.gross, 0)).toBe(135_000_000);

    // an approved August run in client A: its own gross, net and PAYE
    expect(
      (await api('/account/switch-org', { method: 'POST', token: c.token, body: { orgId: c.a.id } })).status,
    ).toBe(200);
    await fundWallet(c.a.id, 500_000_000);
    const run = await createRun(c.token, { period: '2026-08', payDate: '2026-08-27' });
    const computed = await computeRun(c.token, run.id);
    const approved = await api(`/payroll/${run.id}/approve`, {
      method: 'PATCH',
      token: c.token,
      body: { version: computed.version },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const runTotals = (await api(`/payroll/${run.id}`, { token: c.token })).body.data.totals;
    await api('/account/switch-org', { method: 'POST', token: c.token, body: { orgId: null } });
    const august = await api('/consultants/analytics/payroll-distribution-summary?from=2026-08&to=2026-08', {
      token: c.token,
    });
    expect(august.body.data.rows).toEqual([
      {
        organization: { id: c.a.id, name: c.a.name },
        month: '2026-08',
        currency: 'NGN',
        gross: 90_000_000,
        net: expect.any(Number),
        paye: expect.any(Number),
        headcount: 3,
      },
    ]);
    const row = august.body.data.rows[0];
    expect(row.net).toBeGreaterThan(0);
    expect(row.net).toBeLessThan(row.gross);
    expect([row.gross, row.net, row.paye]).toEqual([
      runTotals.NGN.gross,
      runTotals.NGN.net,
      runTotals.NGN.paye,
    ]);
    expect(august.body.data.totals).toEqual([
      { month: '2026-08', currency: 'NGN', gross: 90_000_000, headcount: 3 },
    ]);

    const past = await api('/consultants/analytics/payroll-distribution-summary?from=2020-01&to=2020-03', {
      token: c.token,
    });
    expect(past.body.data).toMatchObject({ rows: [], totals: [] });
    const range = await api('/consultants/analytics/payroll-distribution-summary?from=2026-05&to=2026-01', {
      token: c.token,
    });
    expect(range.status).toBe(422);
    expect(
      (await api('/consultants/analytics/payroll-distribution-summary?from=May', { token: c.token })).status,
    ).toBe(422);

    const sizes = await api('/consultants/analytics/payroll-size-distribution', { token: c.token });
    expect(sizes.status).toBe(200);
    const band = (name: string) => sizes.body.data.find((b: { band: string }) => b.band === name);
    expect(band('1-10').clients).toBe(2);
    expect(sizes.body.data.reduce((n: number, b: { clients: number }) => n + b.clients, 0)).toBe(2);
  });
});

describe('[CONSULTANT] team members limited to their clients', () => {
  it('invites a colleague to one client; once accepted they see only that client (another → 404)', async () => {
    const c = await practice();
    const email = uniqueEmail('colleague');
    const res = await api('/consultants/add-team-member', {
      method: 'POST',
      token: c.token,
      body: {
        email,
        firstName: 'Amaka',
        lastName: 'Nwosu',
        organizations: [{ organizationId: c.a.id, permissions: ['payroll.create', 'employees'] }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      email,
      status: 'pending',
      organizations: [{ organization: { id: c.a.id }, accepted: false }],
    });
    const link = tokenFrom((await latestMail(email))!.text)!;
    const done = await api(`/organizations/admins/complete/${link}`, {
      method: 'POST',
      body: { firstName: 'Amaka', lastName: 'Nwosu', password: 'Str0ng-passw0rd' },
    });
    expect(done.status).toBe(200);
    const member = await signIn(email, 'Str0ng-passw0rd');

    const clients = await api('/consultants/organizations', { token: member.token });
    expect(clients.status).toBe(200);
    expect(clients.body.data.map((o: { id: string }) => o.id)).toEqual([c.a.id]);
    expect((await api('/consultants/stats', { token: member.token })).body.data).toMatchObject({
      clients: 1,
      employees: 3,
    });
    expect(
      (await api('/account/switch-org', { method: 'POST', token: member.token, body: { orgId: c.b.id } }))
        .status,
    ).toBe(404);
    expect((await api(`/consultants/audits?organizationId=${c.b.id}`, { token: member.token })).status).toBe(
      404,
    );
    // Members cannot grow the team.
    const again = await api('/consultants/add-team-member', {
      method: 'POST',
      token: member.token,
      body: {
        email: uniqueEmail('x'),
        firstName: 'A',
        lastName: 'B',
        organizations: [{ organizationId: c.a.id, permissions: ['leave'] }],
      },
    });
    expect(again.status).toBe(403);

    const list = await api('/consultants/team-members', { token: c.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      status: 'active',
      organizations: [{ accepted: true, permissions: ['payroll.create', 'employees'] }],
    });

    // Change: other permissions in Lagos, and Abuja added (a new invitation).
    const changed = await api(`/consultants/team-members/${list.body.data[0].id}`, {
      method: 'PATCH',
      token: c.token,
      body: {
        organizations: [
          { organizationId: c.a.id, permissions: ['leave'] },
          { organizationId: c.b.id, permissions: ['employees'] },
        ],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.organizations).toMatchObject([
      { organization: { id: c.a.id }, permissions: ['leave'], accepted: true },
      { organization: { id: c.b.id }, permissions: ['employees'], accepted: false },
    ]);
    const me = await api('/account/me', { token: member.token });
    expect(JSON.stringify(me.body.data)).toContain('"leave"');
    const outsider = await employerSession();
    const foreign = await api(`/consultants/team-members/${list.body.data[0].id}`, {
      method: 'PATCH',
      token: c.token,
      body: { organizations: [{ organizationId: outsider.organization.id, permissions: ['leave'] }] },
    });
    expect(foreign.status).toBe(404);
    // Dropping Lagos removes the member from it.
    const dropped = await api(`/consultants/team-members/${list.body.data[0].id}`, {
      method: 'PATCH',
      token: c.token,
      body: { organizations: [{ organizationId: c.b.id, permissions: ['employees'] }] },
    });
    expect(dropped.status).toBe(200);
    expect((await api('/consultants/organizations', { token: member.token })).body.data).toEqual([]);

    const removed = await api(`/consultants/team-members/${list.body.data[0].id}`, {
      method: 'DELETE',
      token: c.token,
    });
    expect(removed.status).toBe(200);
    // Every change is in the audit log of the clients it touched.
    const trail = await api(`/consultants/audits?organizationId=${c.a.id}&perPage=50`, { token: c.token });
    const actions = trail.body.data
      .filter((r: { entity: string }) => r.entity === 'consultants')
      .map((r: { action: string }) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'POST /consultants/add-team-member',
        'PATCH /consultants/team-members/{member_id}',
      ]),
    );
    expect((await api('/consultants/organizations', { token: member.token })).status).toBe(403);
  });

  it('refuses a client outside the firm with 404 and bad input with 422, saving nothing', async () => {
    const { deps } = await getHarness();
    const c = await practice();
    const outsider = await employerSession();
    const email = uniqueEmail('colleague');
    const body = (organizations: unknown) => ({
      email,
      firstName: 'Amaka',
      lastName: 'Nwosu',
      organizations,
    });
    const foreign = await api('/consultants/add-team-member', {
      method: 'POST',
      token: c.token,
      body: body([
        { organizationId: c.a.id, permissions: ['leave'] },
        { organizationId: outsider.organization.id, permissions: ['leave'] },
      ]),
    });
    expect(foreign.status).toBe(404);
    const empty = await api('/consultants/add-team-member', {
      method: 'POST',
      token: c.token,
      body: body([]),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.organizations).toBeDefined();
    const noPerms = await api('/consultants/add-team-member', {
      method: 'POST',
      token: c.token,
      body: body([{ organizationId: c.a.id, permissions: [] }]),
    });
    expect(noPerms.status).toBe(422);
    expect(
      await deps.db.select().from(adminInvitations).where(eq(adminInvitations.email, email)),
    ).toHaveLength(0);
    expect(
      await deps.db.select().from(consultantTeamMembers).where(eq(consultantTeamMembers.email, email)),
    ).toHaveLength(0);
    expect(await latestMail(email)).toBeUndefined();
  });
});
