import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests, outboxMails } from '@/server/db/schema';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { approve, balanceOf, createRequest, createType, insertEmployee, teamAdmin } from './fixtures';

const countRequests = async (organizationId: string) => {
  const { deps } = await getHarness();
  return (await deps.db.select().from(leaveRequests).where(eq(leaveRequests.organizationId, organizationId)))
    .length;
};

// Opening the worker's database can take longer than one test's timeout on a loaded machine.
beforeAll(() => getHarness(), 120_000);

describe('[LEAVE] requests', () => {
  it('counts working days without public holidays, approves, mails the employee, shows who is away and ends early', async () => {
    const s = await employerSession();
    const type = await createType(s.token);
    const e = await insertEmployee(s.organization.id, {
      firstName: 'Bola',
      email: `bola-${crypto.randomUUID().slice(0, 6)}@example.test`,
    });
    // Wed 30 Sep – Tue 6 Oct 2026: 1 Oct (Independence Day) and the weekend do not count → 4 days.
    const created = await createRequest(s.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2026-09-30',
      endDate: '2026-10-06',
      reason: 'Family trip',
    });
    expect(created.message).toBe('Leave request recorded.');
    expect(created.data).toMatchObject({
      status: 'pending',
      days: 4,
      employee: { id: e.id, firstName: 'Bola' },
      leaveType: { id: type.id },
    });
    expect(await balanceOf(s.token, e.id, type.id)).toMatchObject({ balance: 20, pending: 4 });

    const approved = await approve(s.token, created.data.id);
    expect(approved.status).toBe('approved');
    const { deps } = await getHarness();
    const [mail] = await deps.db.select().from(outboxMails).where(eq(outboxMails.to, e.email));
    expect(mail?.subject).toContain('approved');
    expect(await balanceOf(s.token, e.id, type.id)).toMatchObject({ balance: 16, pending: 0 });

    const daily = await api('/leaves/daily?date=2026-10-02', { token: s.token });
    expect(daily.body.data).toHaveLength(1);
    expect(daily.body.data[0]).toMatchObject({ id: created.data.id, returnDate: '2026-10-07' });
    expect((await api('/leaves/daily?date=2026-10-07', { token: s.token })).body.data).toEqual([]);
    const month = await api('/leaves/calendar?month=2026-10', { token: s.token });
    expect(month.body.data).toMatchObject({ from: '2026-09-28', to: '2026-11-08' });
    expect(month.body.data.leaves.map((l: { id: string }) => l.id)).toEqual([created.data.id]);
    expect(month.body.data.holidays).toContainEqual({ date: '2026-10-01', name: 'Independence Day' });

    // End on Fri 2 Oct, while the leave is under way: 2 days taken (30 Sep, 2 Oct), 2 back.
    clock.offsetMs = Date.parse('2026-10-02T10:00:00Z') - Date.now();
    const ended = await api(`/leaves/${created.data.id}?endDate=2026-10-02`, {
      method: 'DELETE',
      token: s.token,
    }).finally(() => clock.reset());
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'ended', endDate: '2026-10-02', days: 2 });
    const balance = await balanceOf(s.token, e.id, type.id);
    expect(balance?.balance).toBe(18);
    expect(balance?.entries.map((x) => [x.kind, x.days])).toEqual([
      ['accrual', 20],
      ['taken', -4],
      ['returned', 2],
    ]);
    // Closed: no second end, no review.
    expect((await api(`/leaves/${created.data.id}`, { method: 'DELETE', token: s.token })).status).toBe(409);
    expect(
      (
        await api(`/leaves/${created.data.id}`, {
          method: 'PATCH',
          token: s.token,
          body: { decision: 'approve' },
        })
      ).status,
    ).toBe(409);
  });

  it('refuses to end approved leave that is already over (409, nothing returned); its last day still counts as under way', async () => {
    const s = await employerSession();
    const type = await createType(s.token);
    const e = await insertEmployee(s.organization.id, {
      firstName: 'Tari',
      email: `tari-${crypto.randomUUID().slice(0, 6)}@example.test`,
    });
    // Mon 2 – Fri 6 Nov 2026: 5 working days.
    const r = await createRequest(s.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2026-11-02',
      endDate: '2026-11-06',
    });
    await approve(s.token, r.data.id);
    const end = (query = '') =>
      api(`/leaves/${r.data.id}${query}`, {
        method: 'DELETE',
        token: s.token,
        headers: { 'accept-language': 'en-GB' },
      });
    try {
      // Sat 7 Nov: over. Neither the default day (today) nor an earlier last day ends it.
      clock.offsetMs = Date.parse('2026-11-07T09:00:00Z') - Date.now();
      for (const query of ['', '?endDate=2026-11-04']) {
        const refused = await end(query);
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          code: 'CONFLICT',
          message: 'This leave is already over (its last day has passed), so there is nothing left to end.',
        });
      }
      expect(await balanceOf(s.token, e.id, type.id)).toMatchObject({ balance: 15 });

      // On Fri 6 Nov, its last day, it is still under way and can end on an earlier day.
      clock.offsetMs = Date.parse('2026-11-06T09:00:00Z') - Date.now();
      const ended = await end('?endDate=2026-11-04');
      expect(ended.status).toBe(200);
      expect(ended.body.data).toMatchObject({ status: 'ended', endDate: '2026-11-04', days: 3 });
    } finally {
      clock.reset();
    }
  });

  it('refuses overlaps, balance overruns, dates before employment, ineligible types and bad input (422, nothing saved)', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const type = await createType(s.token, { daysPerYear: 5 });
    const e = await insertEmployee(orgId, { startDate: '2026-01-05', gender: 'male' });
    await createRequest(s.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    });
    const before = await countRequests(orgId);
    const call = (body: Record<string, unknown>) =>
      api('/leaves', {
        method: 'POST',
        token: s.token,
        body: { employeeId: e.id, leaveTypeId: type.id, ...body },
      });

    const overlap = await call({ startDate: '2026-03-03', endDate: '2026-03-04' });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.startDate).toEqual([
      'The employee already has leave from 2026-03-02 to 2026-03-03.',
    ]);
    // 2 pending + 4 > 5
    const over = await call({ startDate: '2026-04-13', endDate: '2026-04-16' });
    expect(over.body.errors.endDate).toEqual(['4 days exceed the available balance of 3 days.']);
    const early = await call({ startDate: '2025-12-29', endDate: '2025-12-30' });
    expect(early.body.errors.startDate).toEqual([
      "The leave starts before the employee's start date (2026-01-05).",
    ]);
    const maternity = await createType(s.token, { gender: 'female', daysPerYear: 84, countsWeekends: true });
    expect(
      (await call({ leaveTypeId: maternity.id, startDate: '2026-05-04', endDate: '2026-05-05' })).body.errors
        .leaveTypeId,
    ).toBeDefined();
    const service = await createType(s.token, { minServiceMonths: 6 });
    const notYet = await call({ leaveTypeId: service.id, startDate: '2026-05-04', endDate: '2026-05-05' });
    expect(notYet.body.errors.leaveTypeId).toEqual([
      'This leave type needs 6 months of service (from 2026-07-05).',
    ]);
    const weekend = await call({ startDate: '2026-03-07', endDate: '2026-03-08' });
    expect(weekend.body.errors.endDate).toEqual(['These dates contain no leave days for this type.']);
    const shape = await api('/leaves', {
      method: 'POST',
      token: s.token,
      body: {
        employeeId: 'nope',
        leaveTypeId: type.id,
        startDate: '2026-02-30',
        endDate: '2026-01-01',
        halfDay: 'x',
      },
    });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.body.errors).sort()).toEqual(['employeeId', 'halfDay', 'startDate']);
    const reversed = await call({ startDate: '2026-05-05', endDate: '2026-05-04' });
    expect(reversed.body.errors.endDate).toEqual(['The end date is before the start date.']);
    const half = await call({ startDate: '2026-05-04', endDate: '2026-05-05', halfDay: true });
    expect(half.body.errors.halfDay).toEqual(['A half day starts and ends on the same date.']);
    expect(await countRequests(orgId)).toBe(before);

    // A half day counts 0.5; an unpaid type that may go negative takes any length.
    const halfDay = await createRequest(s.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2026-05-04',
      endDate: '2026-05-04',
      halfDay: true,
    });
    expect(halfDay.data.days).toBe(0.5);
    const unpaid = await createType(s.token, { paid: false, daysPerYear: 0, allowNegative: true });
    expect(
      (
        await createRequest(s.token, {
          employeeId: e.id,
          leaveTypeId: unpaid.id,
          startDate: '2026-07-06',
          endDate: '2026-07-17',
        })
      ).data.days,
    ).toBe(10);
  });

  it('edits a pending request under the same rules, declines, cancels, lists with filters and pages', async () => {
    const s = await employerSession();
    const type = await createType(s.token);
    const e = await insertEmployee(s.organization.id);
    const other = await insertEmployee(s.organization.id);
    const r = await createRequest(s.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    });
    const put = await api(`/leaves/${r.data.id}`, {
      method: 'PUT',
      token: s.token,
      body: { leaveTypeId: type.id, startDate: '2026-03-02', endDate: '2026-03-06', relieverId: other.id },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ days: 5, reliever: { id: other.id } });
    const selfReliever = await api(`/leaves/${r.data.id}`, {
      method: 'PUT',
      token: s.token,
      body: { leaveTypeId: type.id, startDate: '2026-03-02', endDate: '2026-03-06', relieverId: e.id },
    });
    expect(selfReliever.status).toBe(422);
    const declined = await api(`/leaves/${r.data.id}`, {
      method: 'PATCH',
      token: s.token,
      body: { decision: 'decline', comment: 'Month end' },
    });
    expect(declined.body.data).toMatchObject({ status: 'declined', reviewComment: 'Month end' });
    expect(
      (
        await api(`/leaves/${r.data.id}`, {
          method: 'PUT',
          token: s.token,
          body: { leaveTypeId: type.id, startDate: '2026-03-02', endDate: '2026-03-03' },
        })
      ).status,
    ).toBe(409);
    const r2 = await createRequest(s.token, {
      employeeId: other.id,
      leaveTypeId: type.id,
      startDate: '2026-04-06',
      endDate: '2026-04-07',
    });
    const cancelled = await api(`/leaves/${r2.data.id}`, { method: 'DELETE', token: s.token });
    expect(cancelled.body.data.status).toBe('cancelled');
    await createRequest(s.token, {
      employeeId: other.id,
      leaveTypeId: type.id,
      startDate: '2026-05-11',
      endDate: '2026-05-12',
    });

    const all = await api('/leaves/requests?perPage=2', { token: s.token });
    expect(all.body.meta).toEqual({ page: 1, perPage: 2, total: 3, totalPages: 2 });
    expect(all.body.data.map((x: { startDate: string }) => x.startDate)).toEqual([
      '2026-05-11',
      '2026-04-06',
    ]);
    expect(
      (await api('/leaves/requests?status=declined', { token: s.token })).body.data.map(
        (x: { id: string }) => x.id,
      ),
    ).toEqual([r.data.id]);
    expect((await api(`/leaves/requests?employeeId=${other.id}`, { token: s.token })).body.meta.total).toBe(
      2,
    );
    expect(
      (await api('/leaves/requests?from=2026-04-07&to=2026-05-11', { token: s.token })).body.meta.total,
    ).toBe(2);
    expect((await api('/leaves/requests?status=nope', { token: s.token })).status).toBe(422);
  });

  it('finds a long leave that started months before the day asked about (the span bound never hides it)', async () => {
    const s = await employerSession();
    const long = await createType(s.token, { daysPerYear: 200, countsWeekends: true, countsHolidays: true });
    const short = await createType(s.token);
    const [a, b] = await Promise.all([insertEmployee(s.organization.id), insertEmployee(s.organization.id)]);
    const longLeave = await createRequest(s.token, {
      employeeId: a.id,
      leaveTypeId: long.id,
      startDate: '2026-02-02',
      endDate: '2026-06-30',
    });
    await approve(s.token, longLeave.data.id);
    await approve(
      s.token,
      (
        await createRequest(s.token, {
          employeeId: b.id,
          leaveTypeId: short.id,
          startDate: '2026-06-29',
          endDate: '2026-06-30',
        })
      ).data.id,
    );
    const daily = await api('/leaves/daily?date=2026-06-30', { token: s.token });
    expect(daily.body.data.map((x: { employee: { id: string } }) => x.employee.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    const june = await api('/leaves/calendar?month=2026-06', { token: s.token });
    expect(june.body.data.leaves).toHaveLength(2);
    expect(
      (await api('/leaves/requests?from=2026-06-15&to=2026-06-15', { token: s.token })).body.meta.total,
    ).toBe(1);
  });

  it('two overlapping requests for one employee at once: exactly one is recorded', async () => {
    const s = await employerSession();
    const type = await createType(s.token);
    const e = await insertEmployee(s.organization.id);
    const body = { employeeId: e.id, leaveTypeId: type.id, startDate: '2026-07-06', endDate: '2026-07-08' };
    const results = await Promise.all(
      [1, 2, 3].map(() => api('/leaves', { method: 'POST', token: s.token, body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await countRequests(s.organization.id)).toBe(1);
  });

  it("answers 404 for another organisation's ids, 403 without the permission and 402 on writes when the subscription expired", async () => {
    const a = await employerSession();
    const b = await employerSession();
    const type = await createType(a.token);
    const e = await insertEmployee(a.organization.id);
    const r = await createRequest(a.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    });
    expect(
      (await api(`/leaves/${r.data.id}`, { method: 'PATCH', token: b.token, body: { decision: 'approve' } }))
        .status,
    ).toBe(404);
    expect((await api(`/leaves/${r.data.id}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    expect(
      (
        await api(`/leaves/${r.data.id}`, {
          method: 'PUT',
          token: b.token,
          body: { leaveTypeId: type.id, startDate: '2026-03-02', endDate: '2026-03-03' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('/leaves', {
          method: 'POST',
          token: b.token,
          body: { employeeId: e.id, leaveTypeId: type.id, startDate: '2026-03-09', endDate: '2026-03-10' },
        })
      ).status,
    ).toBe(404);
    expect((await api(`/leaves/balances?employeeId=${e.id}`, { token: b.token })).status).toBe(404);
    expect((await api('/leaves/requests', { token: b.token })).body.data).toEqual([]);

    const noLeave = await teamAdmin(a.organization.id, ['employees', 'payroll.create']);
    for (const [path, method] of [
      ['/leaves/requests', 'GET'],
      ['/leaves/daily', 'GET'],
      ['/leaves/active', 'GET'],
      [`/leaves/${r.data.id}`, 'PATCH'],
    ] as const) {
      expect(
        (
          await api(path, {
            method,
            token: noLeave.token,
            body: method === 'PATCH' ? { decision: 'approve' } : undefined,
          })
        ).status,
      ).toBe(403);
    }

    const { deps } = await getHarness();
    await updateSubscription(deps.db, a.organization.id, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    const write = await api(`/leaves/${r.data.id}`, {
      method: 'PATCH',
      token: a.token,
      body: { decision: 'approve' },
    });
    expect(write.status).toBe(402);
    expect(write.body.code).toBe('SUBSCRIPTION_EXPIRED');
    expect(
      (
        await api('/leaves', {
          method: 'POST',
          token: a.token,
          body: { employeeId: e.id, leaveTypeId: type.id, startDate: '2026-03-09', endDate: '2026-03-10' },
        })
      ).status,
    ).toBe(402);
    expect((await api('/leaves/requests', { token: a.token })).status).toBe(200);
    const [row] = await deps.db
      .select()
      .from(leaveRequests)
      .where(and(eq(leaveRequests.id, r.data.id)));
    expect(row?.status).toBe('pending');
  });
});
