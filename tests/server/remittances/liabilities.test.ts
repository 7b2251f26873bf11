import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDataBackfills } from '@/server/boot/backfill';
import { statutoryLiabilities } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { allRows } from '../payroll/fixtures';
import { approvedRun, liabilities } from './fixtures';

type Row = { employeeId: string; lines: { code: string; amount: number }[] };
const sumOf = (rows: Row[], code: string, ids?: string[]) =>
  rows
    .filter((r) => !ids || ids.includes(r.employeeId))
    .reduce((s, r) => s + r.lines.filter((l) => l.code === code).reduce((t, l) => t + l.amount, 0), 0);

describe('[REMITTANCES] liabilities', { timeout: 120_000 }, () => {
  it("records a run's liabilities per type and payee on approval; they equal the sums of the employees' lines", async () => {
    const s = await employerSession();
    const { runId, employees } = await approvedRun(s.token, s.organization.id);
    const [ada, bayo, chioma] = employees;
    const rows: Row[] = await allRows(s.token, runId);

    const pension = await liabilities(s.token, 'pension', `&payrollId=${runId}`);
    expect(pension.map((l) => l.payee).sort()).toEqual(['ARM Pension', 'Stanbic IBTC Pension']);
    const stanbic = pension.find((l) => l.payee === 'Stanbic IBTC Pension')!;
    const stanbicIds = [ada!.id, chioma!.id];
    expect(stanbic).toMatchObject({
      employeeAmount: sumOf(rows, 'deduction.pension', stanbicIds),
      employerAmount: sumOf(rows, 'employer.pension', stanbicIds),
      remitted: 0,
      status: 'outstanding',
      employees: 2,
      payrollId: runId,
    });
    expect(stanbic.amount).toBe(stanbic.employeeAmount + stanbic.employerAmount);
    expect(stanbic.outstanding).toBe(stanbic.amount);
    expect(stanbic.amount).toBeGreaterThan(0);
    // pension: 7 working days after Friday 27 Nov 2026
    expect(stanbic.dueDate).toBe('2026-12-08');

    const paye = await liabilities(s.token, 'paye', `&payrollId=${runId}`);
    expect(paye.map((l) => l.payee).sort()).toEqual(['Lagos', 'Ogun']);
    expect(paye.find((l) => l.payee === 'Lagos')!.amount).toBe(sumOf(rows, 'paye', stanbicIds));
    expect(paye.find((l) => l.payee === 'Ogun')!.amount).toBe(sumOf(rows, 'paye', [bayo!.id]));
    expect(paye.reduce((t, l) => t + l.amount, 0)).toBe(sumOf(rows, 'paye'));
    expect(paye[0]!.dueDate).toBe('2026-12-10');

    const nhf = await liabilities(s.token, 'nhf', `&payrollId=${runId}`);
    expect(nhf).toHaveLength(1);
    expect(nhf[0]).toMatchObject({ payee: 'FMBN', amount: sumOf(rows, 'deduction.nhf'), employees: 1 });
    const nsitf = await liabilities(s.token, 'nsitf', `&payrollId=${runId}`);
    expect(nsitf[0]!.amount).toBe(sumOf(rows, 'employer.nsitf'));
    const itf = await liabilities(s.token, 'itf', `&payrollId=${runId}`);
    expect(itf[0]).toMatchObject({ amount: sumOf(rows, 'employer.itf'), dueDate: '2027-04-01' });

    // the overview: one card per Nigerian type
    const summary = await api('/statutory/summary', { token: s.token });
    expect(summary.status).toBe(200);
    expect(summary.body.data.map((x: { type: string }) => x.type)).toEqual([
      'paye',
      'pension',
      'nhf',
      'nsitf',
      'itf',
    ]);
    expect(summary.body.data.find((x: { type: string }) => x.type === 'paye').outstanding).toBe(
      sumOf(rows, 'paye'),
    );
  });

  it('types follow the country (another → 404), case-insensitive; the status filter works; another organisation sees nothing', async () => {
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id);
    expect((await api('/statutory/shif/liabilities', { token: s.token })).status).toBe(404);
    expect((await api('/statutory/bogus/liabilities', { token: s.token })).status).toBe(404);
    expect((await api('/statutory/PAYE/liabilities', { token: s.token })).status).toBe(200);
    expect(await liabilities(s.token, 'paye', '&status=remitted')).toEqual([]);
    expect((await liabilities(s.token, 'paye', '&status=outstanding')).length).toBe(2);
    const bad = await api('/statutory/paye/liabilities?status=nope', { token: s.token });
    expect(bad.status).toBe(422);

    const other = await employerSession();
    expect(await liabilities(other.token, 'paye', `&payrollId=${runId}`)).toEqual([]);
    expect((await api(`/statutory/payment-records/${runId}/download`, { token: other.token })).status).toBe(
      404,
    );
  });

  it('Kenya: the types are paye, nssf, shif, ahl, nita; pension → 404', async () => {
    const { getHarness } = await import('../helpers/app');
    const { createEmployer } = await import('@/server/seed/factories');
    const { signIn } = await import('../helpers/accounts');
    const { uniqueEmail } = await import('../helpers/app');
    const { deps } = await getHarness();
    const ke = await createEmployer(deps.db, { email: uniqueEmail('ke'), country: 'KE' });
    const session = await signIn(ke.user.email, ke.password);
    expect((await api('/statutory/pension/liabilities', { token: session.token })).status).toBe(404);
    const summary = await api('/statutory/summary', { token: session.token });
    expect(summary.body.data.map((x: { type: string }) => x.type)).toEqual([
      'paye',
      'nssf',
      'shif',
      'ahl',
      'nita',
    ]);
  });
});

describe('[REMITTANCES] overdue', { timeout: 120_000 }, () => {
  it('past its due date an unpaid liability is overdue, and the dashboard lists it as a task', async () => {
    const { clock } = await import('../helpers/app');
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id, '2026-08');
    try {
      // the August run: pension due 7 working days after 27 Aug, PAYE by 10 Sep; "today" is past both
      clock.offsetMs = Date.parse('2026-09-15T12:00:00Z') - Date.now();
      const pension = await liabilities(s.token, 'pension', `&payrollId=${runId}`);
      expect(pension.every((l) => l.status === 'overdue')).toBe(true);
      expect((await liabilities(s.token, 'pension', '&status=overdue')).length).toBe(2);
      const tasks = await api('/dashboard/tasks', { token: s.token });
      expect(tasks.status).toBe(200);
      const overdue = tasks.body.data.find((t: { type: string }) => t.type === 'overdueRemittances');
      expect(overdue).toMatchObject({ href: '/app/employees/remittances', dueDate: '2026-09-07' });
      expect(overdue.count).toBeGreaterThanOrEqual(6);
      const summary = await api('/statutory/summary', { token: s.token });
      const p = summary.body.data.find((x: { type: string }) => x.type === 'pension');
      expect(p.overdue).toBe(p.outstanding);
    } finally {
      clock.reset();
    }
  });
});

describe('[REMITTANCES] liabilities of runs approved before they were recorded', () => {
  it('are recorded by the start-up backfill, once', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const { runId } = await approvedRun(s.token, s.organization.id);
    const before = await liabilities(s.token, 'paye', `&payrollId=${runId}`);
    expect(before.length).toBeGreaterThan(0);
    // as in a database older than the remittances module
    await deps.db.delete(statutoryLiabilities).where(eq(statutoryLiabilities.runId, runId));
    expect(await liabilities(s.token, 'paye', `&payrollId=${runId}`)).toEqual([]);
    await runDataBackfills(deps.db);
    const after = await liabilities(s.token, 'paye', `&payrollId=${runId}`);
    expect(after.map((l) => [l.payee, l.amount])).toEqual(before.map((l) => [l.payee, l.amount]));
    await runDataBackfills(deps.db);
    expect(await liabilities(s.token, 'paye', `&payrollId=${runId}`)).toHaveLength(before.length);
  });
});
