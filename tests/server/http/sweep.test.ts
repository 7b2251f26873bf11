import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@/lib/contracts/permissions';
import { seedDemoComms } from '@/server/seed/demo-comms';
import { seedDemoHiring } from '@/server/seed/demo-hiring';
import { seedDemoLeave } from '@/server/seed/demo-leave';
import { seedDemoShifts } from '@/server/seed/demo-shifts';
import { seedDemoWorkforce } from '@/server/seed/demo-workforce';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { teamAdmin } from '../employees/fixtures';
import { computeRun, createRun } from '../payroll/fixtures';

/**
 * A tenant, role and bad-input sweep over every route of the OpenAPI document, so a new module's routes join
 * it by being declared. Organisation A holds the demo workforce; B is a stranger. Counts are printed for the
 * issue notes; every goal is zero.
 */

type Operation = {
  parameters?: { in: string; name: string }[];
  'x-paygrid'?: {
    access: string;
    permission: string | string[] | null;
    bodyLimit: 'json' | 'own' | null;
  };
};
type Route = { method: string; path: string; op: Operation };

// Calls that end the caller's own session: swept for bad input like the rest would sign A out mid-sweep.
const SESSION_ENDING = new Set(['/account/logout']);
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
const params = (path: string) => path.match(/\{[^}]+\}/g) ?? [];
const idsOf = (body: unknown): string[] => {
  const data = (body as { data?: unknown })?.data;
  const rows = Array.isArray(data) ? data : [];
  return rows.map((r) => (r as { id?: unknown })?.id).filter((id): id is string => typeof id === 'string');
};

let routes: Route[] = [];
let a: Awaited<ReturnType<typeof employerSession>>;
let b: Awaited<ReturnType<typeof employerSession>>;

beforeAll(async () => {
  const { deps } = await getHarness();
  a = await employerSession();
  b = await employerSession();
  // A holds what the demo holds in every module, so the tenant sweep finds ids to try beyond employees.
  const org = a.organization.id;
  await seedDemoWorkforce(deps.db, org, a.organization.currency);
  await seedDemoShifts(deps.db, org);
  await seedDemoHiring(deps.db, org);
  await seedDemoLeave(deps.db, org);
  await seedDemoComms(deps.db, org, a.user.id, new Date(), `sweep-${org}`);
  await computeRun(a.token, (await createRun(a.token, { period: '2026-11', fxRates: { USD: 1500 } })).id);
  const doc = (await api('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, ''), op })),
  );
}, 120_000);

describe('[SWEEP] every route, from the OpenAPI document', () => {
  it('answers another organisation’s ids with 404: no cross-tenant read or write', async () => {
    let tried = 0;
    const leaks: string[] = [];
    const listed = new Map<string, string[]>();
    // Every org route with one id whose list (the path before the id) is a route too: `/employees/{id}`,
    // `/employees/{id}/payroll-history`, `/payroll/{id}/approve`… — filled with one of A's ids, called by B.
    for (const r of routes.filter(
      (x) =>
        params(x.path).length === 1 && x.op['x-paygrid']?.access === 'org' && !SESSION_ENDING.has(x.path),
    )) {
      const stem = r.path.slice(0, r.path.indexOf('/{'));
      if (!routes.some((x) => x.method === 'GET' && x.path === stem)) continue;
      if (!listed.has(stem))
        listed.set(stem, idsOf((await api(`${stem}?perPage=5`, { token: a.token })).body));
      const ids = listed.get(stem)!;
      if (ids.length === 0) continue;
      tried++;
      const res = await api(fill(r.path, ids[0]!), {
        method: r.method,
        token: b.token,
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (res.status < 300) leaks.push(`${r.method} ${r.path} → ${res.status}`);
    }
    console.info(
      `[SWEEP] tenant: ${tried} routes tried with another organisation's ids, ${leaks.length} cross-tenant answers`,
    );
    expect(tried).toBeGreaterThan(30);
    expect(leaks).toEqual([]);
  }, 120_000);

  it('refuses a team admin without the route’s permission (403) on every permissioned route', async () => {
    const guarded = routes.filter((r) => r.op['x-paygrid']?.access === 'org' && r.op['x-paygrid'].permission);
    const admins = new Map<string, string>();
    const bypasses: string[] = [];
    for (const r of guarded) {
      const needed = [r.op['x-paygrid']!.permission!].flat();
      const held = PERMISSIONS.find((p) => !needed.includes(p))!;
      if (!admins.has(held)) admins.set(held, (await teamAdmin(a.organization.id, [held])).token);
      const res = await api(fill(r.path, SAMPLE_UUID), {
        method: r.method,
        token: admins.get(held),
        body: r.method === 'GET' ? undefined : {},
      });
      if (res.status !== 403) bypasses.push(`${r.method} ${r.path} → ${res.status}`);
    }
    console.info(
      `[SWEEP] role: ${guarded.length} permissioned routes, ${bypasses.length} answered without the permission`,
    );
    expect(guarded.length).toBeGreaterThan(5); // grows as modules move onto moduleRouter
    expect(bypasses).toEqual([]);
  }, 120_000);

  it('answers bad input with 4xx, never 5xx', async () => {
    const probes: { label: string; path: (r: Route) => string; body?: unknown }[] = [
      { label: 'NUL in path and query', path: (r) => `${fill(r.path, 'x%00')}?${queryOf(r, '%00')}` },
      { label: 'impossible date', path: (r) => `${fill(r.path, '9999-99-99')}?${queryOf(r, '9999-99-99')}` },
      {
        label: 'NUL in body',
        path: (r) => fill(r.path, SAMPLE_UUID),
        body: { name: '\u0000', email: '\u0000', date: '9999-99-99', amount: 1e309 },
      },
      { label: 'array body', path: (r) => fill(r.path, SAMPLE_UUID), body: [] },
      {
        label: 'broken Unicode (a lone surrogate) in body',
        path: (r) => fill(r.path, SAMPLE_UUID),
        body: { name: 'Ad\ud800e', firstName: '\udfff', description: 'x\ud83d' },
      },
      { label: 'broken JSON', path: (r) => fill(r.path, SAMPLE_UUID), body: '{"a":' },
    ];
    let calls = 0;
    const errors: string[] = [];
    for (const r of routes.filter((x) => !SESSION_ENDING.has(x.path))) {
      for (const probe of probes) {
        if (probe.body !== undefined && (r.method === 'GET' || r.method === 'DELETE')) continue;
        calls++;
        const res = await api(probe.path(r), { method: r.method, token: a.token, body: probe.body });
        if (res.status >= 500) errors.push(`${r.method} ${r.path} (${probe.label}) → ${res.status}`);
      }
    }
    console.info(`[SWEEP] bad input: ${routes.length} routes, ${calls} calls, ${errors.length} answered 5xx`);
    expect(errors).toEqual([]);
  }, 300_000);
});

describe('[SWEEP] the template covers every route', () => {
  it('every route is declared on the module router (access, permission and limits in x-paygrid)', () => {
    const bare = routes.filter((r) => !r.op['x-paygrid']).map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(150);
    expect(bare).toEqual([]);
  });

  it('refuses a 2 MB JSON body with 413 on every write that takes JSON, before any sign-in check', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const writes = routes.filter((r) => r.op['x-paygrid']?.bodyLimit === 'json');
    const accepted: string[] = [];
    for (const r of writes) {
      const res = await api(fill(r.path, SAMPLE_UUID), { method: r.method, body: big });
      if (res.status !== 413) accepted.push(`${r.method} ${r.path} → ${res.status}`);
    }
    console.info(`[SWEEP] body limit: ${writes.length} JSON writes, ${accepted.length} took a 2 MB body`);
    expect(writes.length).toBeGreaterThan(80);
    expect(accepted).toEqual([]);
  }, 120_000);
});

function queryOf(r: Route, value: string): string {
  return (r.op.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => `${encodeURIComponent(p.name)}=${value}`)
    .join('&');
}
