import { beforeAll, describe, expect, it } from 'vitest';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createRequest, createType, insertEmployee } from './fixtures';

// Opening the worker's database can take longer than one test's timeout on a loaded machine.
beforeAll(() => getHarness(), 120_000);

describe('[LEAVE] bad input on every call answers 422 with field errors', () => {
  it('sweeps the query, path and body of each leave call', async () => {
    const s = await employerSession();
    const type = await createType(s.token);
    const e = await insertEmployee(s.organization.id);
    const r = await createRequest(s.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    });
    const cases: [string, string, unknown, string][] = [
      ['GET', '/leaves/leave-types?archived=maybe', undefined, 'archived'],
      [
        'PUT',
        `/leaves/leave-types/${type.id}`,
        { name: '', paid: true, daysPerYear: 1.234, accrual: 'upfront' },
        'daysPerYear',
      ],
      [
        'PUT',
        '/leaves/leave-types/not-a-uuid',
        { name: 'X', paid: true, daysPerYear: 1, accrual: 'upfront' },
        'type_id',
      ],
      ['DELETE', '/leaves/leave-types/not-a-uuid', undefined, 'type_id'],
      ['GET', '/leaves/requests?from=2026-02-31', undefined, 'from'],
      ['GET', '/leaves/requests?perPage=1000', undefined, 'perPage'],
      ['GET', '/leaves/daily?date=tomorrow', undefined, 'date'],
      ['GET', '/leaves/calendar?month=2026-13', undefined, 'month'],
      ['GET', '/leaves/calendar', undefined, 'month'],
      [
        'GET',
        `/leaves/duration?employeeId=${e.id}&leaveTypeId=${type.id}&startDate=2026-03-05&endDate=2026-03-02`,
        undefined,
        'endDate',
      ],
      ['PUT', `/leaves/${r.data.id}`, { leaveTypeId: type.id, startDate: '2026-03-02' }, 'endDate'],
      ['PATCH', `/leaves/${r.data.id}`, { decision: 'maybe' }, 'decision'],
      ['DELETE', `/leaves/${r.data.id}?endDate=03-03-2026`, undefined, 'endDate'],
      ['GET', '/leaves/balances', undefined, 'employeeId'],
      [
        'POST',
        '/leaves/balances/adjustments',
        { employeeId: e.id, leaveTypeId: type.id, days: 'two', reason: 'x' },
        'days',
      ],
      ['GET', '/leaves/holidays?year=99', undefined, 'year'],
      ['POST', '/leaves/holidays', { date: '2026-02-29', name: 'Leap' }, 'date'],
      ['DELETE', '/leaves/holidays/2026-1-1', undefined, 'date'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await api(path, { method, token: s.token, body });
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(Object.keys(res.body.errors), `${method} ${path}`).toContain(field);
    }
    // Nothing changed: the request is still pending with its dates.
    const after = await api(`/leaves/requests?employeeId=${e.id}`, { token: s.token });
    expect(after.body.data[0]).toMatchObject({
      status: 'pending',
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    });
  });
});
