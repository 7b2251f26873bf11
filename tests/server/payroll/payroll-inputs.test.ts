import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { computePayslip, prorate, roundMinor } from '@/lib/payroll';
import { employeeSuspensions, payrollGroups } from '@/server/db/schema';
import { gatherContributions } from '@/server/modules/payroll/payroll-sources';
import type { PayrollInputSource } from '@/server/modules/payroll/payroll-inputs';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { allRows, computeRun, createRun, insertEmployee } from './fixtures';

const NOV = { country: 'NG' as const, periodStart: '2026-11-01', periodEnd: '2026-11-30', currency: 'NGN' };
const SALARY = { basic: 30_000_000, housing: 15_000_000, transport: 5_000_000 };
type Row = {
  employeeId: string;
  gross: number;
  paye: number;
  net: number;
  deductions: number;
  lines: { code: string; amount: number; basis: string }[];
};

async function rowsOf(token: string, payrollId: string) {
  const rows: Row[] = await allRows(token, payrollId);
  return new Map(rows.map((r) => [r.employeeId, r]));
}

describe('[PAYROLL] input sources and settings', { timeout: 120_000 }, () => {
  it('suspension without pay, working-day basis and NHF on income come from their settings', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const org = s.organization.id;
    const suspended = await insertEmployee(org, { nhfEnabled: true } as never);
    const leaver = await insertEmployee(org, { status: 'separated', separatedAt: '2026-11-13' });
    // a suspension without pay from 10 to 19 November, over (ended): 10 calendar days, 8 working days
    await deps.db.insert(employeeSuspensions).values({
      organizationId: org,
      employeeId: suspended.id,
      startDate: '2026-11-10',
      endDate: '2026-11-19',
      reason: 'Inquiry',
      withPay: false,
    });

    const settings = await api('/payroll/settings', {
      method: 'PATCH',
      token: s.token,
      body: { prorationBasis: 'working', nhfBase: 'income' },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.data).toEqual({
      prorationBasis: 'working',
      nhfBase: 'income',
      documentLanguage: 'en-GB',
      disbursement: 'wallet',
    });
    expect(
      (await api('/payroll/settings', { method: 'PATCH', token: s.token, body: { nhfBase: 'wages' } }))
        .status,
    ).toBe(422);

    const run = await createRun(s.token, { period: '2026-11' });
    await computeRun(s.token, run.id);
    const rows = await rowsOf(s.token, run.id);
    // November 2026 has 21 working days; 8 of them suspended without pay
    const paid = (v: number) => roundMinor(v * 13, 21);
    const a = computePayslip({
      ...NOV,
      earnings: {
        basic: paid(SALARY.basic),
        housing: paid(SALARY.housing),
        transport: paid(SALARY.transport),
        other: 0,
      },
      options: { pension: true, nhf: true, nhfBase: 'income' },
    });
    expect(rows.get(suspended.id)).toMatchObject({ gross: a.gross, paye: a.paye, net: a.net });
    expect(rows.get(suspended.id)!.lines.find((l) => l.code === 'deduction.nhf')!.basis).toContain(
      'monthly income',
    );
    // leaver on Friday 13th: 10 of 21 working days, exactly lib/payroll prorate
    const p = (v: number) =>
      prorate({
        amount: v,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        to: '2026-11-13',
        basis: 'working',
      });
    const b = computePayslip({
      ...NOV,
      earnings: {
        basic: p(SALARY.basic),
        housing: p(SALARY.housing),
        transport: p(SALARY.transport),
        other: 0,
      },
      options: { pension: true, nhf: false, nhfBase: 'income' },
    });
    expect(rows.get(leaver.id)).toMatchObject({ gross: b.gross, net: b.net });
  });

  it('a group that turns proration off pays its joiner in full; the yearly bonus is paid in its month', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const org = s.organization.id;
    const [group] = await deps.db
      .insert(payrollGroups)
      .values({ organizationId: org, name: `No proration ${crypto.randomUUID().slice(0, 4)}` })
      .returning();
    const res = await api(`/payroll-groups/${group!.id}/settings/toggle`, {
      method: 'PATCH',
      token: s.token,
      body: { key: 'payroll.prorateJoiners', enabled: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const inGroup = await insertEmployee(org, { startDate: '2026-11-20', payrollGroupId: group!.id });
    const outside = await insertEmployee(org, { startDate: '2026-11-20' });
    const bonus = await api('/organizations/settings/payroll-bonus', {
      method: 'PATCH',
      token: s.token,
      body: { enabled: true, type: 'percentage', value: 1000, month: 11 },
    });
    expect(bonus.status, JSON.stringify(bonus.body)).toBe(200);

    const run = await createRun(s.token, { period: '2026-11' });
    await computeRun(s.token, run.id);
    const rows = await rowsOf(s.token, run.id);
    const bonusAmount = 3_000_000; // 10% of the monthly basic
    const full = computePayslip({
      ...NOV,
      earnings: { ...SALARY, other: bonusAmount },
      options: { pension: true, nhf: false, nhfBase: 'basic' },
    });
    expect(rows.get(inGroup.id)).toMatchObject({ gross: full.gross, net: full.net });
    const part = (v: number) => roundMinor(v * 11, 30);
    const prorated = computePayslip({
      ...NOV,
      earnings: {
        basic: part(SALARY.basic),
        housing: part(SALARY.housing),
        transport: part(SALARY.transport),
        other: bonusAmount,
      },
      options: { pension: true, nhf: false, nhfBase: 'basic' },
    });
    expect(rows.get(outside.id)).toMatchObject({ gross: prorated.gross, net: prorated.net });
    expect(rows.get(outside.id)!.lines.find((l) => l.code === 'earning.settings.yearlyBonus')).toMatchObject({
      amount: bonusAmount,
    });
  });

  it('merges the named sources per employee, tags each item with its source and never adds people', async () => {
    const { deps } = await getHarness();
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    const stranger = crypto.randomUUID();
    const leave: PayrollInputSource = {
      name: 'leave',
      gather: async () =>
        new Map([
          [a, { unpaidDays: 2 }],
          [stranger, { unpaidDays: 5 }],
        ]),
    };
    const shifts: PayrollInputSource = {
      name: 'shifts',
      gather: async () =>
        new Map([
          [a, { unpaidDays: 1, earnings: [{ code: 'night', label: 'Night shifts', amount: 500 }] }],
          [b, { deductions: [{ code: 'x', label: 'X', amount: 7 }] }],
        ]),
    };
    const bonuses: PayrollInputSource = {
      name: 'bonuses',
      offCycle: true,
      gather: async () => new Map([[b, { earnings: [{ code: 'q4', label: 'Q4', amount: 9 }] }]]),
    };
    const ctx = {
      db: deps.db,
      organizationId: crypto.randomUUID(),
      period: { month: '2026-11', start: '2026-11-01', end: '2026-11-30' },
      runId: crypto.randomUUID(),
      employeeIds: [a, b],
    };
    const merged = await gatherContributions({ ...ctx, runType: 'regular' }, [leave, shifts, bonuses]);
    expect(merged.get(a)).toEqual({
      unpaidDays: 3,
      earnings: [{ code: 'shifts.night', label: 'Night shifts', amount: 500 }],
      deductions: [],
    });
    expect(merged.get(b)).toEqual({
      unpaidDays: undefined,
      earnings: [{ code: 'bonuses.q4', label: 'Q4', amount: 9 }],
      deductions: [{ code: 'shifts.x', label: 'X', amount: 7 }],
    });
    expect(merged.has(stranger)).toBe(false);
    const offCycle = await gatherContributions({ ...ctx, runType: 'off-cycle' }, [leave, shifts, bonuses]);
    expect([...offCycle.keys()]).toEqual([b]);
  });

  it('an employee suspended without pay right now is not in the run; one suspended with pay is', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const org = s.organization.id;
    const without = await insertEmployee(org, { status: 'suspended' });
    const withPay = await insertEmployee(org, { status: 'suspended' });
    await deps.db.insert(employeeSuspensions).values([
      {
        organizationId: org,
        employeeId: without.id,
        startDate: '2026-11-01',
        reason: 'Inquiry',
        withPay: false,
      },
      {
        organizationId: org,
        employeeId: withPay.id,
        startDate: '2026-11-01',
        reason: 'Inquiry',
        withPay: true,
      },
    ]);
    const init = await api('/payroll/get-init-data', {
      method: 'POST',
      token: s.token,
      body: { period: '2026-11' },
    });
    expect(
      init.body.data.employees.map((e: { employeeId: string; warnings: string[] }) => [
        e.employeeId,
        e.warnings.includes('suspendedWithPay'),
      ]),
    ).toEqual([[withPay.id, true]]);
    const rows = await deps.db
      .select()
      .from(employeeSuspensions)
      .where(eq(employeeSuspensions.organizationId, org));
    expect(rows).toHaveLength(2);
  });
});
