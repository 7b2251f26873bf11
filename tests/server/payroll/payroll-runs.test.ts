import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { computePayslip, roundMinor } from '@/lib/payroll';
import { employees, payrollApprovals, payrollRunEmployees, payrollRuns } from '@/server/db/schema';
import { approveRun, rejectRun } from '@/server/wiring/payroll';
import { api, getHarness, latestMail } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { allRows, computeRun, createRun, insertAddon, insertEmployee, teamAdmin } from './fixtures';

const PERIOD = '2026-11';
type Row = {
  id: string;
  employeeId: string;
  currency: string;
  gross: number;
  taxableIncome: number;
  paye: number;
  deductions: number;
  employerContributions: number;
  net: number;
  flagged: boolean;
  warnings: string[];
  lines: { code: string; amount: number; basis: string }[];
};

describe('[PAYROLL] init data, create, compute', { timeout: 120_000 }, () => {
  it('previews the month, creates a draft, computes every employee; totals are the sum of the rows', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const steady = await insertEmployee(org, { firstName: 'Ada' });
    const joiner = await insertEmployee(org, { firstName: 'Bayo', startDate: '2026-11-16' });
    const withAddons = await insertEmployee(org, { firstName: 'Chioma' });
    await insertAddon(org, withAddons.id, { kind: 'bonus', amount: 2_000_000, period: PERIOD });
    await insertAddon(org, withAddons.id, { kind: 'deduction', amount: 500_000, period: PERIOD });
    await insertAddon(org, withAddons.id, { kind: 'bonus', amount: 9_999_900, period: '2026-10' }); // another month
    await insertEmployee(org, { firstName: 'Off', payrollEnabled: false });
    await insertEmployee(org, { firstName: 'Gone', status: 'separated', separatedAt: '2026-09-30' });

    const init = await api('/payroll/get-init-data', {
      method: 'POST',
      token: s.token,
      body: { period: PERIOD },
    });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    expect(init.body.data).toMatchObject({
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      defaultPayDate: '2026-11-30',
      currencies: ['NGN'],
      existingRunId: null,
      lastApproved: null,
    });
    const included = init.body.data.employees.map((e: { employeeId: string }) => e.employeeId).sort();
    expect(included).toEqual([steady.id, joiner.id, withAddons.id].sort());
    expect(
      init.body.data.employees.find((e: { employeeId: string }) => e.employeeId === joiner.id).warnings,
    ).toEqual(expect.arrayContaining(['noBankAccount', 'joinerProrated']));

    const run = await createRun(s.token, { period: PERIOD });
    expect(run).toMatchObject({ status: 'draft', version: 0 });
    const again = await api('/payroll/get-init-data', {
      method: 'POST',
      token: s.token,
      body: { period: PERIOD },
    });
    expect(again.body.data.existingRunId).toBe(run.id);

    const computed = await computeRun(s.token, run.id);
    expect(computed).toMatchObject({
      status: 'pending_approval',
      version: 1,
      employeeCount: 3,
      flaggedCount: 0,
    });
    const rows: Row[] = await allRows(s.token, run.id);
    expect(rows).toHaveLength(3);
    const sum = (k: keyof Row) => rows.reduce((t, r) => t + (r[k] as number), 0);
    expect(computed.totals).toEqual({
      NGN: {
        gross: sum('gross'),
        net: sum('net'),
        paye: sum('paye'),
        deductions: sum('deductions'),
        employerContributions: sum('employerContributions'),
        employees: 3,
      },
    });
    for (const r of rows) expect(r.net).toBe(r.gross - r.paye - r.deductions);

    const period = {
      country: 'NG' as const,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      currency: 'NGN',
    };
    const byEmployee = new Map(rows.map((r) => [r.employeeId, r]));
    // steady: the engine on their salary as it stands
    const a = computePayslip({
      ...period,
      earnings: { basic: 30_000_000, housing: 15_000_000, transport: 5_000_000, other: 0 },
      options: { pension: true, nhf: false, nhfBase: 'basic' },
    });
    expect(byEmployee.get(steady.id)).toMatchObject({
      gross: a.gross,
      paye: a.paye,
      taxableIncome: a.taxableIncome,
      net: a.net,
    });
    // joiner on the 16th: 15 of 30 calendar days, per component
    const half = (v: number) => roundMinor(v * 15, 30);
    const b = computePayslip({
      ...period,
      earnings: { basic: half(30_000_000), housing: half(15_000_000), transport: half(5_000_000), other: 0 },
      options: { pension: true, nhf: false, nhfBase: 'basic' },
    });
    expect(byEmployee.get(joiner.id)).toMatchObject({ gross: b.gross, paye: b.paye, net: b.net });
    expect(byEmployee.get(joiner.id)!.warnings).toContain('joinerProrated');
    expect(byEmployee.get(joiner.id)!.lines.find((l) => l.code === 'info.proration')!.basis).toContain(
      '15 ÷ 30 calendar days',
    );
    // add-ons: the bonus is taxable (in other), the deduction comes off net after tax
    const c = computePayslip({
      ...period,
      earnings: { basic: 30_000_000, housing: 15_000_000, transport: 5_000_000, other: 2_000_000 },
      options: { pension: true, nhf: false, nhfBase: 'basic' },
    });
    const chioma = byEmployee.get(withAddons.id)!;
    expect(chioma).toMatchObject({ gross: c.gross, paye: c.paye, net: c.net - 500_000 });
    expect(chioma.lines.map((l) => l.code)).toEqual(
      expect.arrayContaining(['earnings.basic', 'paye', 'net']),
    );
    expect(chioma.lines.filter((l) => l.code.startsWith('deduction.addons.'))).toHaveLength(1);
    expect(chioma.lines.at(-1)).toMatchObject({ code: 'net', amount: c.net - 500_000 });
  });

  it('stores what the engine was given: each row equals computePayslip of its inputs', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const org = s.organization.id;
    for (let i = 0; i < 5; i++)
      await insertEmployee(org, { basic: 10_000_000 + i * 7_654_321, nhfEnabled: i % 2 === 0 } as never);
    const one = await insertEmployee(org, { basic: 40_000_000, housing: 0, transport: 0 }); // single gross: split by the breakdown
    await insertAddon(org, one.id, { kind: 'deduction', amount: 1_234_500, period: PERIOD });
    const run = await createRun(s.token, { period: PERIOD });
    await computeRun(s.token, run.id);
    const stored = await deps.db
      .select()
      .from(payrollRunEmployees)
      .where(eq(payrollRunEmployees.runId, run.id));
    expect(stored).toHaveLength(6);
    for (const row of stored) {
      const inputs = row.inputs as {
        payslip: Parameters<typeof computePayslip>[0];
        afterTax: { amount: number }[];
      };
      const slip = computePayslip(inputs.payslip);
      const afterTax = inputs.afterTax.reduce((t, x) => t + x.amount, 0);
      expect(row.gross).toBe(slip.gross);
      expect(row.paye).toBe(slip.paye);
      expect(row.taxableIncome).toBe(slip.taxableIncome);
      expect(row.net).toBe(slip.net - afterTax);
      expect(row.employerContributions).toBe(
        Object.values(slip.employerContributions).reduce((t, v) => t + v, 0),
      );
    }
    const split = stored.find((r) => r.employeeId === one.id)!.inputs as {
      payslip: { earnings: Record<string, number> };
    };
    // default breakdown 50 / 25 / 15 / 10 %
    expect(split.payslip.earnings).toEqual({
      basic: 20_000_000,
      housing: 10_000_000,
      transport: 6_000_000,
      other: 4_000_000,
    });
  });

  it('flags a negative net and leaves it out of the totals', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const ok = await insertEmployee(org);
    const owing = await insertEmployee(org, { basic: 5_000_000, housing: 0, transport: 0 });
    await insertAddon(org, owing.id, { kind: 'deduction', amount: 90_000_000, period: PERIOD });
    const run = await createRun(s.token, { period: PERIOD });
    const computed = await computeRun(s.token, run.id);
    const rows: Row[] = await allRows(s.token, run.id);
    const flagged = rows.find((r) => r.employeeId === owing.id)!;
    expect(flagged).toMatchObject({ flagged: true });
    expect(flagged.net).toBeLessThan(0);
    expect(flagged.warnings).toContain('negativeNet');
    const good = rows.find((r) => r.employeeId === ok.id)!;
    expect(computed).toMatchObject({ flaggedCount: 1, employeeCount: 2 });
    expect(computed.totals.NGN).toMatchObject({ employees: 1, gross: good.gross, net: good.net });
  });

  it('two concurrent creates of the same month: one 201, one 409; off-cycle runs may sit beside it', async () => {
    const s = await employerSession();
    const paid = await insertEmployee(s.organization.id);
    const body = { name: 'November', period: PERIOD, payDate: '2026-11-27' };
    const answers = await Promise.all(
      [1, 2].map(() => api('/payroll/create', { method: 'POST', token: s.token, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const { deps } = await getHarness();
    expect(
      await deps.db.select().from(payrollRuns).where(eq(payrollRuns.organizationId, s.organization.id)),
    ).toHaveLength(1);
    const offCycle = await api('/payroll/create', {
      method: 'POST',
      token: s.token,
      body: {
        ...body,
        name: 'Bonus',
        runType: 'off-cycle',
        amounts: [{ employeeId: paid.id, kind: 'bonus', amount: 5_000_000 }],
      },
    });
    expect(offCycle.status).toBe(201);
  });

  it('USD pay needs fxRates.USD: 422 on the field and nothing saved; with it the row is in USD', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    await insertEmployee(s.organization.id);
    await insertEmployee(s.organization.id, {
      payCurrency: 'USD',
      basic: 300_000,
      housing: 100_000,
      transport: 0,
    });
    const bad = await api('/payroll/create', {
      method: 'POST',
      token: s.token,
      body: { name: 'Nov', period: PERIOD, payDate: '2026-11-27' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['fxRates.USD']).toHaveLength(1);
    expect(
      await deps.db.select().from(payrollRuns).where(eq(payrollRuns.organizationId, s.organization.id)),
    ).toHaveLength(0);
    const run = await createRun(s.token, { period: PERIOD, fxRates: { USD: 1500 } });
    const computed = await computeRun(s.token, run.id);
    expect(Object.keys(computed.totals).sort()).toEqual(['NGN', 'USD']);
    const rows: Row[] = await allRows(s.token, run.id);
    const usd = rows.find((r) => r.currency === 'USD')!;
    const slip = computePayslip({
      country: 'NG',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      currency: 'USD',
      earnings: { basic: 300_000, housing: 100_000, transport: 0, other: 0 },
      options: { pension: true, nhf: false, nhfBase: 'basic', fxRate: 1500 },
    });
    expect(usd).toMatchObject({ gross: 400_000, paye: slip.paye, net: slip.net });
  });

  it('answers 404 for another organisation’s run and 422 for bad input', async () => {
    const a = await employerSession();
    const b = await employerSession();
    await insertEmployee(a.organization.id);
    const run = await createRun(a.token, { period: PERIOD });
    expect((await api(`/payroll/${run.id}`, { token: b.token })).status).toBe(404);
    expect(
      (await api('/payroll/compute', { method: 'POST', token: b.token, body: { payrollId: run.id } })).status,
    ).toBe(404);
    expect(
      (await api(`/payroll/${run.id}/approve`, { method: 'PATCH', token: b.token, body: { version: 1 } }))
        .status,
    ).toBe(404);
    expect((await api('/payroll', { token: b.token })).body.data).toEqual([]);
    expect(
      (
        await api('/payroll/create', {
          method: 'POST',
          token: a.token,
          body: { name: 'x', period: '2026-13', payDate: '2026-11-27' },
        })
      ).status,
    ).toBe(422);
  });
});

describe('[PAYROLL] approvals', { timeout: 120_000 }, () => {
  async function computedRun() {
    const s = await employerSession();
    const employee = await insertEmployee(s.organization.id);
    const run = await createRun(s.token, { period: PERIOD });
    const computed = await computeRun(s.token, run.id);
    return { s, run: computed, employee };
  }

  it('a team admin without payroll.approve gets 403; the wrong user for a level 403; levels in order to approved', async () => {
    const { s, run, employee } = await computedRun();
    const org = s.organization.id;
    const hr = await teamAdmin(org, ['employees', 'payroll.create']);
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: hr.token,
          body: { version: run.version },
        })
      ).status,
    ).toBe(403);
    expect((await api(`/payroll/${run.id}`, { token: hr.token })).status).toBe(200);

    const first = await teamAdmin(org, ['payroll.approve']);
    const second = await teamAdmin(org, ['payroll.approve']);
    const levels = [
      { level: 1, userId: first.userId },
      { level: 2, userId: second.userId },
    ];
    expect(
      (
        await api('/organizations/settings/approval-levels', {
          method: 'PATCH',
          token: s.token,
          body: { levels },
        })
      ).status,
    ).toBe(200);

    // level 1 belongs to `first`: the employer and `second` are refused
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: second.token,
          body: { version: run.version },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: s.token,
          body: { version: run.version },
        })
      ).status,
    ).toBe(403);
    const one = await api(`/payroll/${run.id}/approve`, {
      method: 'PATCH',
      token: first.token,
      body: { version: run.version, comment: 'Checked' },
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data).toMatchObject({
      status: 'pending_approval',
      approvalLevels: 2,
      approvedLevels: 1,
      nextApprover: { level: 2, userId: second.userId },
    });
    const note = await api('/notifications/user', { token: s.token });
    expect(note.body.data[0].title).toContain('level 1 of 2');
    // a stale version → 409
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: second.token,
          body: { version: run.version + 1 },
        })
      ).status,
    ).toBe(409);
    const two = await api(`/payroll/${run.id}/approve`, {
      method: 'PATCH',
      token: second.token,
      body: { version: run.version },
    });
    // the employee has no bank account: the final approval pays nothing and records the row failed (issue 13)
    expect(two.body.data).toMatchObject({ status: 'partially_paid', approvedLevels: 2, nextApprover: null });
    expect((await api('/notifications/user', { token: s.token })).body.data[0].title).toContain('approved');
    // approved runs can neither be approved, rejected nor computed again
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: second.token,
          body: { version: run.version },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await api(`/payroll/${run.id}/reject`, {
          method: 'PATCH',
          token: second.token,
          body: { version: run.version, reason: 'late' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await api('/payroll/compute', { method: 'POST', token: s.token, body: { payrollId: run.id } })).status,
    ).toBe(409);

    const detail = await api(`/payroll/${run.id}`, { token: s.token });
    expect(
      detail.body.data.approvals.map((x: { level: number; decision: string }) => [x.level, x.decision]),
    ).toEqual([
      [1, 'approved'],
      [2, 'approved'],
    ]);
    const checklist = await api('/organizations/dashboard-checklist', { token: s.token });
    expect(checklist.body.data.checklist.find((c: { key: string }) => c.key === 'firstPayroll').done).toBe(
      true,
    );
    const history = await api(`/employees/${employee.id}/payroll-history`, { token: s.token });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({
        payrollId: run.id,
        period: PERIOD,
        status: 'partially_paid',
        currency: 'NGN',
      }),
    ]);
    const stats = await api('/payroll/stats-card', { token: s.token });
    expect(stats.body.data).toMatchObject({ lastRun: { id: run.id }, awaitingApproval: 0 });
    expect(stats.body.data.currencies.NGN.headcount).toBe(1);
  });

  it('20 concurrent approvals of the same level: exactly one transition', async () => {
    const { s, run } = await computedRun();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: s.token,
          body: { version: run.version },
          headers: { 'idempotency-key': `k-${i}-${run.id}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const { deps } = await getHarness();
    expect(
      await deps.db.select().from(payrollApprovals).where(eq(payrollApprovals.runId, run.id)),
    ).toHaveLength(1);
    expect((await api(`/payroll/${run.id}`, { token: s.token })).body.data.status).toBe('partially_paid'); // no bank account: nothing sent
  });

  it('computing again bumps the version and voids the approvals given so far', async () => {
    const { s, run } = await computedRun();
    const org = s.organization.id;
    const first = await teamAdmin(org, ['payroll.approve']);
    await api('/organizations/settings/approval-levels', {
      method: 'PATCH',
      token: s.token,
      body: {
        levels: [
          { level: 1, userId: first.userId },
          { level: 2, userId: s.user.id },
        ],
      },
    });
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: first.token,
          body: { version: run.version },
        })
      ).status,
    ).toBe(200);
    const again = await computeRun(s.token, run.id);
    expect(again).toMatchObject({ version: run.version + 1, status: 'pending_approval', approvedLevels: 0 });
    const detail = await api(`/payroll/${run.id}`, { token: s.token });
    expect(detail.body.data.approvals).toEqual([
      expect.objectContaining({ level: 1, voided: true, version: run.version }),
    ]);
    const { deps } = await getHarness();
    const live = await deps.db
      .select()
      .from(payrollApprovals)
      .where(and(eq(payrollApprovals.runId, run.id)));
    expect(live.every((a) => a.voidedAt !== null)).toBe(true);
    // the old version is stale; the chain starts again at level 1
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: first.token,
          body: { version: run.version },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: s.token,
          body: { version: again.version },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: first.token,
          body: { version: again.version },
        })
      ).status,
    ).toBe(200);
  });

  it('variance against the last approved run: joiners, leavers and changed pay', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const org = s.organization.id;
    const stays = await insertEmployee(org, { firstName: 'Stays' });
    const raised = await insertEmployee(org, { firstName: 'Raised' });
    const leaves = await insertEmployee(org, { firstName: 'Leaves' });
    const october = await createRun(s.token, { period: '2026-10', payDate: '2026-10-30' });
    const computedOct = await computeRun(s.token, october.id);
    expect((await api(`/payroll/${october.id}`, { token: s.token })).body.data.variance).toMatchObject({
      previousRunId: null,
      joiners: [],
      leavers: [],
      changed: [],
    });
    expect(
      (
        await api(`/payroll/${october.id}/approve`, {
          method: 'PATCH',
          token: s.token,
          body: { version: computedOct.version },
        })
      ).status,
    ).toBe(200);

    const joins = await insertEmployee(org, { firstName: 'Joins', startDate: '2026-11-02' });
    await deps.db
      .update(employees)
      .set({ status: 'separated', separatedAt: '2026-10-31' })
      .where(eq(employees.id, leaves.id));
    await deps.db.update(employees).set({ basic: 35_000_000 }).where(eq(employees.id, raised.id));
    const november = await createRun(s.token, { period: PERIOD });
    await computeRun(s.token, november.id);
    const v = (await api(`/payroll/${november.id}`, { token: s.token })).body.data.variance;
    expect(v).toMatchObject({
      previousRunId: october.id,
      previousPeriod: '2026-10',
      joinersCount: 1,
      leaversCount: 1,
      changedCount: 1,
    });
    expect(v.joiners.map((x: { employeeId: string }) => x.employeeId)).toEqual([joins.id]);
    expect(v.leavers.map((x: { employeeId: string }) => x.employeeId)).toEqual([leaves.id]);
    // October is an NTA month like November: only the raise changes pay
    const changed = v.changed.map((x: { employeeId: string }) => x.employeeId);
    expect(changed).toContain(raised.id);
    expect(v.changed.find((x: { employeeId: string }) => x.employeeId === raised.id).gross).toBeGreaterThan(
      v.changed.find((x: { employeeId: string }) => x.employeeId === raised.id).previousGross,
    );
    expect(changed).not.toContain(stays.id);
  });

  it('approveRun and rejectRun (the chat approval) apply the same rules outside a request', async () => {
    const { deps } = await getHarness();
    const { s, run } = await computedRun();
    const org = s.organization.id;
    const hr = await teamAdmin(org, ['employees']);
    const base = { organizationId: org, runId: run.id, version: run.version };
    await expect(approveRun(deps.db, { ...base, userId: hr.userId })).rejects.toMatchObject({ status: 403 });
    await expect(rejectRun(deps.db, { ...base, userId: s.user.id, reason: ' ' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      approveRun(deps.db, { ...base, userId: s.user.id, version: run.version + 5 }),
    ).rejects.toMatchObject({ status: 409 });
    const other = await employerSession();
    await expect(
      approveRun(deps.db, { ...base, organizationId: other.organization.id, userId: other.user.id }),
    ).rejects.toMatchObject({ status: 404 });
    const done = await approveRun(deps.db, { ...base, userId: s.user.id, comment: 'From chat' });
    expect(done).toMatchObject({ status: 'partially_paid', approvedLevels: 1 }); // no bank account: nothing sent
    expect((await latestMail(s.user.email))?.subject).toContain('approved');
    await expect(rejectRun(deps.db, { ...base, userId: s.user.id, reason: 'late' })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('reject needs a reason (422), is final, tells the creator, and frees the month', async () => {
    const { s, run } = await computedRun();
    const none = await api(`/payroll/${run.id}/reject`, {
      method: 'PATCH',
      token: s.token,
      body: { version: run.version },
    });
    expect(none.status).toBe(422);
    const blank = await api(`/payroll/${run.id}/reject`, {
      method: 'PATCH',
      token: s.token,
      body: { version: run.version, reason: '   ' },
    });
    expect(blank.status).toBe(422);
    expect((await api(`/payroll/${run.id}`, { token: s.token })).body.data.status).toBe('pending_approval');
    const res = await api(`/payroll/${run.id}/reject`, {
      method: 'PATCH',
      token: s.token,
      body: { version: run.version, reason: 'Wrong overtime' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Wrong overtime' });
    expect((await api('/notifications/user', { token: s.token })).body.data[0].body).toContain(
      'Wrong overtime',
    );
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: s.token,
          body: { version: run.version },
        })
      ).status,
    ).toBe(409);
    expect(
      (await api('/payroll/compute', { method: 'POST', token: s.token, body: { payrollId: run.id } })).status,
    ).toBe(409);
    await createRun(s.token, { period: PERIOD });
    const list = await api('/payroll?status=rejected&year=2026', { token: s.token });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([run.id]);
    expect((await api('/payroll?year=2025', { token: s.token })).body.data).toEqual([]);
  });
});
