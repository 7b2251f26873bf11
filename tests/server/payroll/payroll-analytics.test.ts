import { describe, expect, it } from 'vitest';
import { bandEdges, defaultRange } from '@/lib/contracts/payroll-analytics';
import { departments } from '@/server/db/schema';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { allRows, insertAddon, insertEmployee, teamAdmin } from './fixtures';
import { runIn } from './documents-fixtures';

type Row = {
  employeeId: string;
  department: string | null;
  currency: string;
  gross: number;
  net: number;
  paye: number;
  flagged: boolean;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length / 2;
  return s.length % 2 ? s[Math.floor(mid)]! : (s[mid - 1]! + s[mid]!) / 2;
};

describe('[PAYROLL] analytics', { timeout: 240_000 }, () => {
  it('stat, bands and departments equal the sums of the counted runs in the range', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const { deps } = await getHarness();
    const [eng, ops] = await deps.db
      .insert(departments)
      .values([
        { organizationId: org, name: 'Engineering' },
        { organizationId: org, name: 'Operations' },
      ])
      .returning();
    const staff = [
      await insertEmployee(org, {
        firstName: 'Ada',
        departmentId: eng!.id,
        basic: 60_000_000,
        housing: 20_000_000,
        transport: 10_000_000,
      }),
      await insertEmployee(org, {
        firstName: 'Bayo',
        departmentId: eng!.id,
        basic: 20_000_000,
        housing: 5_000_000,
        transport: 5_000_000,
      }),
      await insertEmployee(org, {
        firstName: 'Chidi',
        departmentId: ops!.id,
        basic: 8_000_000,
        housing: 0,
        transport: 0,
      }),
      await insertEmployee(org, { firstName: 'Dupe' }),
    ];
    await insertAddon(org, staff[1]!.id, { kind: 'bonus', amount: 3_000_000, period: '2026-11' });

    await runIn(s.token, '2025-09', 'approved'); // outside the range
    const counted = [
      await runIn(s.token, '2026-10', 'approved'),
      await runIn(s.token, '2026-11', 'approved'),
    ];
    await runIn(s.token, '2026-09', 'pending_approval'); // in range, never paid
    await runIn(s.token, '2026-08', 'rejected');
    const rows: (Row & { period: string })[] = [];
    for (const [i, id] of counted.entries())
      rows.push(
        ...((await allRows(s.token, id)) as Row[]).map((r) => ({ ...r, period: ['2026-10', '2026-11'][i]! })),
      );
    const paid = rows.filter((r) => !r.flagged);

    const q = '?from=2026-09&to=2026-12';
    const stat = await api(`/payroll/analytics/employee-salary-stat${q}`, { token: s.token });
    expect(stat.status, JSON.stringify(stat.body)).toBe(200);
    const gross = paid.map((r) => r.gross);
    const net = paid.map((r) => r.net);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(stat.body.data).toEqual({
      from: '2026-09',
      to: '2026-12',
      runs: 2,
      currencies: [
        {
          currency: 'NGN',
          headcount: 4,
          employeeMonths: paid.length,
          gross: {
            average: Math.round(sum(gross) / gross.length),
            median: Math.round(median(gross)),
            min: Math.min(...gross),
            max: Math.max(...gross),
            total: sum(gross),
          },
          net: {
            average: Math.round(sum(net) / net.length),
            median: Math.round(median(net)),
            min: Math.min(...net),
            max: Math.max(...net),
            total: sum(net),
          },
        },
      ],
    });

    const dist = await api(`/payroll/analytics/employee-salary-distribution${q}`, { token: s.token });
    expect(dist.status).toBe(200);
    const edges = bandEdges('NGN');
    const perEmployee = staff.map((e) => {
      const mine = paid.filter((r) => r.employeeId === e.id);
      return sum(mine.map((r) => r.gross)) / mine.length;
    });
    const expected = [0, ...edges].map((from, i) => ({
      from,
      to: edges[i] ?? null,
      headcount: perEmployee.filter((g) => g >= from && (edges[i] === undefined || g < edges[i]!)).length,
    }));
    expect(dist.body.data.currencies).toEqual([{ currency: 'NGN', headcount: 4, bands: expected }]);
    expect(expected.filter((b) => b.headcount > 0).length).toBeGreaterThan(1);

    const dept = await api(`/payroll/analytics/department-salary-distribution${q}`, { token: s.token });
    expect(dept.status).toBe(200);
    const byDept = (name: string | null) => {
      const mine = paid.filter((r) => r.department === name);
      return {
        department: name,
        currency: 'NGN',
        headcount: new Set(mine.map((r) => r.employeeId)).size,
        gross: sum(mine.map((r) => r.gross)),
        net: sum(mine.map((r) => r.net)),
        paye: sum(mine.map((r) => r.paye)),
      };
    };
    const expectedDepts = [byDept('Engineering'), byDept('Operations'), byDept(null)].sort(
      (a, b) => b.gross - a.gross,
    );
    expect(dept.body.data.departments).toEqual(expectedDepts);

    // another organisation sees none of it
    const other = await employerSession();
    const theirs = await api(`/payroll/analytics/employee-salary-stat${q}`, { token: other.token });
    expect(theirs.body.data).toEqual({ from: '2026-09', to: '2026-12', runs: 0, currencies: [] });
  });

  it('defaults to the last 12 months, validates the range and needs payroll permissions', async () => {
    const s = await employerSession();
    const res = await api('/payroll/analytics/employee-salary-stat', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...defaultRange(clock.now()), runs: 0, currencies: [] });
    const onlyTo = await api('/payroll/analytics/department-salary-distribution?to=2026-06', {
      token: s.token,
    });
    expect(onlyTo.body.data).toMatchObject({ from: '2025-07', to: '2026-06' });

    const bad = await api('/payroll/analytics/employee-salary-stat?from=2026-13', { token: s.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.from[0]).toBe('Use a month as YYYY-MM.');
    const backwards = await api('/payroll/analytics/employee-salary-distribution?from=2026-11&to=2026-01', {
      token: s.token,
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.from[0]).toContain('must not be after');

    const hr = await teamAdmin(s.organization.id, ['employees']);
    expect((await api('/payroll/analytics/employee-salary-stat', { token: hr.token })).status).toBe(403);
    const approver = await teamAdmin(s.organization.id, ['payroll.approve']);
    expect(
      (await api('/payroll/analytics/department-salary-distribution', { token: approver.token })).status,
    ).toBe(200);
  });
});
