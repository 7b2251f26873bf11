import { beforeAll, describe, expect, it } from 'vitest';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { api, getHarness } from '../helpers/app';
import { addDays, addShifts, monday, rosterOrg, teamAdmin } from './fixtures';

beforeAll(() => getHarness().then(() => undefined), 120_000);

describe('[SHIFTS] tenancy, permissions and the subscription guard', () => {
  it("answers 404 for another organisation's employees, shifts and locations, changing nothing", async () => {
    const mine = await rosterOrg(1);
    const theirs = await rosterOrg(1);
    const d = monday(1);
    const { ids } = await addShifts(theirs.token, [
      {
        employeeId: theirs.staff[0]!.id,
        date: d,
        start: '09:00',
        end: '17:00',
        locationId: theirs.location.id,
      },
    ]);
    const t = mine.token;
    const foreignEmployee = theirs.staff[0]!.id;
    const calls: [string, string, unknown?][] = [
      ['POST', '/shifts/add-employees', { employeeIds: [foreignEmployee] }],
      ['POST', '/shifts/remove-employee', { employeeId: foreignEmployee }],
      ['PATCH', `/shifts/${foreignEmployee}/update-wage`, { hourlyRate: 1 }],
      ['GET', `/shifts/${foreignEmployee}/report?from=${d}&to=${d}`],
      [
        'POST',
        '/shifts',
        {
          shifts: [
            {
              employeeId: foreignEmployee,
              date: d,
              start: '18:00',
              end: '19:00',
              locationId: mine.location.id,
            },
          ],
        },
      ],
      [
        'POST',
        '/shifts',
        {
          shifts: [
            {
              employeeId: mine.staff[0]!.id,
              date: d,
              start: '18:00',
              end: '19:00',
              locationId: theirs.location.id,
            },
          ],
        },
      ],
      ['DELETE', '/shifts', { ids }],
      ['PATCH', '/shifts/bulk/update', { ids, changes: { end: '18:00' } }],
      ['DELETE', `/shifts/locations/${theirs.location.id}`],
      ['POST', '/shifts/clear-schedule', { from: d, to: d, employeeIds: [foreignEmployee] }],
      [
        'POST',
        '/shifts/paste-schedule',
        { sourceFrom: d, sourceTo: d, targetFrom: addDays(d, 7), employeeIds: [foreignEmployee] },
      ],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(path, { method, token: t, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const theirWeek = await api(`/shifts?from=${d}&to=${addDays(d, 6)}`, { token: theirs.token });
    expect(theirWeek.body.data.shifts).toEqual([expect.objectContaining({ end: '17:00' })]);
    // Their roster is not in my grid.
    const myWeek = await api(`/shifts?from=${d}&to=${addDays(d, 6)}`, { token: t });
    expect(myWeek.body.data.employees.map((e: { id: string }) => e.id)).toEqual([mine.staff[0]!.id]);
  });

  it('needs the shifts permission for reads and writes (403) and a session (401)', async () => {
    const { orgId, token } = await rosterOrg(1);
    const other = await teamAdmin(orgId, ['employees']);
    const allowed = await teamAdmin(orgId, ['shifts']);
    const d = monday(1);
    for (const [method, path, body] of [
      ['GET', `/shifts?from=${d}&to=${d}`],
      ['GET', '/shifts/locations'],
      ['POST', '/shifts/locations', { name: 'Lekki' }],
      ['GET', `/shifts/report?from=${d}&to=${d}`],
      ['POST', '/shifts/clear-schedule', { from: d, to: d }],
    ] as [string, string, unknown?][]) {
      expect((await api(path, { method, token: other.token, body })).status, `${method} ${path}`).toBe(403);
      expect((await api(path, { method, body })).status).toBe(401);
    }
    expect(
      (await api('/shifts/locations', { method: 'POST', token: allowed.token, body: { name: `Lekki ${d}` } }))
        .status,
    ).toBe(201);
    expect((await api('/shifts/locations', { token })).body.data).toHaveLength(2);
  });

  it('answers 402 on writes once the subscription has expired; reads stay open', async () => {
    const { deps } = await getHarness();
    const { orgId, token, location, staff } = await rosterOrg(1);
    await updateSubscription(deps.db, orgId, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    const d = monday(1);
    for (const [method, path, body] of [
      [
        'POST',
        '/shifts',
        {
          shifts: [
            { employeeId: staff[0]!.id, date: d, start: '09:00', end: '17:00', locationId: location.id },
          ],
        },
      ],
      ['POST', '/shifts/locations', { name: 'Ajah' }],
      ['POST', '/shifts/paste-schedule', { sourceFrom: d, sourceTo: d, targetFrom: addDays(d, 7) }],
      ['PATCH', `/shifts/${staff[0]!.id}/update-wage`, { hourlyRate: 5 }],
    ] as [string, string, unknown][]) {
      const res = await api(path, { method, token, body });
      expect(res.status, path).toBe(402);
      expect(res.body.code).toBe('SUBSCRIPTION_EXPIRED');
    }
    expect((await api(`/shifts?from=${d}&to=${d}`, { token })).status).toBe(200);
    expect((await api(`/shifts?from=${d}&to=${d}`, { token })).body.data.shifts).toEqual([]);
  });
});
