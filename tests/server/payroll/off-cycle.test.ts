import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { computePayslip, type PayslipInput } from '@/lib/payroll';
import { payrollRuns } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { allRows, computeRun, createRun, insertAddon, insertEmployee } from './fixtures';
import { sectionLines } from '@/server/modules/payroll/payslip.data';
import { lineLabelIn } from '@/server/modules/payroll/payroll-line-label';

/** Issue 29 item 8: an off-cycle run asks for its amounts, pays only them, and is not compared with regular runs. */

const PERIOD = '2026-11';
const SALARY = { basic: 30_000_000, housing: 15_000_000, transport: 5_000_000 };
type Row = {
  employeeId: string;
  gross: number;
  taxableIncome: number;
  paye: number;
  deductions: number;
  employerContributions: number;
  net: number;
  flagged: boolean;
  lines: { code: string; label: string; amount: number }[];
};

/** The engine's November payslip for the fixtures' salary plus `extra` (pension on, NHF off). */
const NOVEMBER: Omit<PayslipInput, 'earnings'> = {
  country: 'NG',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  currency: 'NGN',
  options: { pension: true, nhf: false, nhfBase: 'basic' },
};
const slip = (extra: { basic?: number; other?: number } = {}) => {
  const s = computePayslip({
    ...NOVEMBER,
    earnings: { ...SALARY, basic: SALARY.basic + (extra.basic ?? 0), other: extra.other ?? 0 },
  });
  const sum = (r: Record<string, number>) => Object.values(r).reduce((t, v) => t + v, 0);
  return { ...s, deducted: sum(s.deductions), employer: sum(s.employerContributions) };
};

const offCycle = (token: string, body: Record<string, unknown>) =>
  api('/payroll/create', {
    method: 'POST',
    token,
    body: { name: 'November bonus', period: PERIOD, payDate: '2026-11-20', runType: 'off-cycle', ...body },
  });

describe('[PAYROLL] off-cycle runs', { timeout: 120_000 }, () => {
  it('refuses an off-cycle run without a positive amount (422, field named) and saves nothing', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const org = s.organization.id;
    const ada = await insertEmployee(org, { firstName: 'Ada' });
    const off = await insertEmployee(org, { firstName: 'Off', payrollEnabled: false });

    const none = await offCycle(s.token, {});
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(['amounts']);
    expect((await offCycle(s.token, { amounts: [] })).body.errors.amounts).toHaveLength(1);

    const zero = await offCycle(s.token, { amounts: [{ employeeId: ada.id, kind: 'bonus', amount: 0 }] });
    expect(zero.status).toBe(422);
    expect(zero.body.errors['amounts.0.amount']).toHaveLength(1);
    const negative = await offCycle(s.token, {
      amounts: [{ employeeId: ada.id, kind: 'arrears', amount: -100 }],
    });
    expect(negative.body.errors['amounts.0.amount']).toHaveLength(1);
    const unknownKind = await offCycle(s.token, {
      amounts: [{ employeeId: ada.id, kind: 'overtime', amount: 100 }],
    });
    expect(unknownKind.body.errors['amounts.0.kind']).toHaveLength(1);

    // someone the run may not pay, or not among employeeIds when both are sent
    const ineligible = await offCycle(s.token, {
      amounts: [
        { employeeId: ada.id, kind: 'bonus', amount: 100_000 },
        { employeeId: off.id, kind: 'bonus', amount: 100_000 },
      ],
    });
    expect(ineligible.status).toBe(422);
    expect(ineligible.body.errors['amounts.1.employeeId']).toHaveLength(1);
    const unlisted = await offCycle(s.token, {
      employeeIds: [off.id],
      amounts: [{ employeeId: ada.id, kind: 'bonus', amount: 100_000 }],
    });
    expect(unlisted.body.errors['amounts.0.employeeId']).toHaveLength(1);

    // a regular run takes no amounts (its one-off pay is an add-on)
    const regular = await api('/payroll/create', {
      method: 'POST',
      token: s.token,
      body: {
        name: 'November',
        period: PERIOD,
        payDate: '2026-11-27',
        amounts: [{ employeeId: ada.id, kind: 'bonus', amount: 100_000 }],
      },
    });
    expect(regular.status).toBe(422);
    expect(regular.body.errors.amounts).toHaveLength(1);

    expect(await deps.db.select().from(payrollRuns).where(eq(payrollRuns.organizationId, org))).toHaveLength(
      0,
    );
  });

  it('pays only the people given an amount, taxed as the engine taxes that pay on top of the month', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const ada = await insertEmployee(org, { firstName: 'Ada' });
    const bayo = await insertEmployee(org, { firstName: 'Bayo' });
    const chioma = await insertEmployee(org, { firstName: 'Chioma' }); // given nothing
    // a one-off add-on of the month is paid by the regular run, never again by the off-cycle one
    await insertAddon(org, ada.id, { kind: 'bonus', amount: 2_000_000, period: PERIOD });
    await insertAddon(org, bayo.id, { kind: 'deduction', amount: 500_000, period: PERIOD });

    const BONUS = 25_000_000; // ₦250,000.00
    const created = await offCycle(s.token, {
      amounts: [
        { employeeId: ada.id, kind: 'bonus', amount: BONUS },
        { employeeId: bayo.id, kind: 'bonus', amount: BONUS },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ runType: 'off-cycle', employeeCount: 2, status: 'draft' });
    const computed = await computeRun(s.token, created.body.data.id);

    const rows = new Map(((await allRows(s.token, computed.id)) as Row[]).map((r) => [r.employeeId, r]));
    expect([...rows.keys()].sort()).toEqual([ada.id, bayo.id].sort());
    expect(rows.has(chioma.id)).toBe(false);

    // NG: a bonus is other earnings — taxed (PAYE on the month's pay with it minus without it), not pensionable
    const withBonus = slip({ other: BONUS });
    const month = slip();
    const paye = withBonus.paye - month.paye;
    expect(paye).toBeGreaterThan(0);
    expect(withBonus.deducted - month.deducted).toBe(0);
    for (const id of [ada.id, bayo.id]) {
      const r = rows.get(id)!;
      expect(r).toMatchObject({
        gross: BONUS,
        paye,
        deductions: 0,
        taxableIncome: withBonus.taxableIncome - month.taxableIncome,
        employerContributions: withBonus.employer - month.employer,
        net: BONUS - paye,
        flagged: false,
      });
      expect(r.lines.filter((l) => l.code.startsWith('earning.'))).toEqual([
        expect.objectContaining({ code: 'earning.off-cycle.bonus', label: 'Bonus', amount: BONUS }),
      ]);
      expect(r.lines.some((l) => l.code.startsWith('deduction.addons.'))).toBe(false);
    }
    // alone, ₦250,000 would be taxed as a whole month's pay: less tax than on top of a ₦500,000 salary
    expect(computePayslip({ ...NOVEMBER, earnings: { basic: 0, other: BONUS } }).paye).toBeLessThan(paye);
    expect(computed.totals).toEqual({
      NGN: expect.objectContaining({
        employees: 2,
        gross: 2 * BONUS,
        net: 2 * (BONUS - paye),
        paye: 2 * paye,
      }),
    });

    // the run screen shows what was asked for
    const detail = await api(`/payroll/${computed.id}`, { token: s.token });
    expect(detail.body.data.offCycle).toEqual({
      country: 'NG',
      count: 2,
      amounts: expect.arrayContaining([
        expect.objectContaining({ employeeId: ada.id, kind: 'bonus', amount: BONUS, currency: 'NGN' }),
        expect.objectContaining({ employeeId: bayo.id, kind: 'bonus', amount: BONUS, currency: 'NGN' }),
      ]),
      totals: [{ kind: 'bonus', currency: 'NGN', amount: 2 * BONUS, people: 2 }],
    });
  });

  it('arrears are paid with basic salary: pensionable in Nigeria, so the pension they add is deducted', async () => {
    const s = await employerSession();
    const ada = await insertEmployee(s.organization.id, { firstName: 'Ada' });
    const ARREARS = 10_000_000;
    const ONE_OFF = 3_000_000;
    const created = await offCycle(s.token, {
      amounts: [
        { employeeId: ada.id, kind: 'arrears', amount: ARREARS },
        { employeeId: ada.id, kind: 'one-off', amount: ONE_OFF },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const computed = await computeRun(s.token, created.body.data.id);
    const [row] = (await allRows(s.token, computed.id)) as Row[];
    const both = slip({ basic: ARREARS, other: ONE_OFF });
    const month = slip();
    const pension = both.deductions.pension! - month.deductions.pension!;
    expect(pension).toBe(800_000); // 8% × ₦100,000 of arrears; the one-off earning adds none
    expect(row).toMatchObject({
      gross: ARREARS + ONE_OFF,
      paye: both.paye - month.paye,
      deductions: pension,
      net: ARREARS + ONE_OFF - (both.paye - month.paye) - pension,
    });
    expect(row!.lines.find((l) => l.code === 'deduction.pension')?.amount).toBe(pension);
    expect(row!.lines.find((l) => l.code === 'earnings.arrears')).toMatchObject({
      label: 'Arrears',
      amount: ARREARS,
    });
    // the payslip lists both payments as its earnings; a Chinese payslip names them too
    const dictionary = row!.lines.map((l): [string, string, string, string] => [l.code, l.label, '', '']);
    const sections = sectionLines(
      dictionary,
      row!.lines.map((l, i): [number, number] => [i, l.amount]),
    );
    expect(sections.earnings).toEqual([
      { code: 'earnings.arrears', label: 'Arrears', amount: ARREARS },
      { code: 'earning.off-cycle.one-off', label: 'One-off earning', amount: ONE_OFF },
    ]);
    expect(sections.deductions.map((l) => l.code)).toEqual(['deduction.pension', 'paye']);
    const zh = lineLabelIn('zh-CN');
    expect(zh('earnings.arrears', 'Arrears')).toBe('补发工资（计入基本工资） · Arrears');
    expect(zh('earning.off-cycle.one-off', 'One-off earning')).toBe('一次性收入 · One-off earning');
  });

  it('the overview and the variance compare regular runs with regular runs only', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const ada = await insertEmployee(org, { firstName: 'Ada' });
    await insertEmployee(org, { firstName: 'Bayo' });

    const october = await computeRun(
      s.token,
      (await createRun(s.token, { period: '2026-10', payDate: '2026-10-30' })).id,
    );
    const approved = await api(`/payroll/${october.id}/approve`, {
      method: 'PATCH',
      token: s.token,
      body: { version: october.version },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const november = await computeRun(s.token, (await createRun(s.token, { period: PERIOD })).id);
    // the off-cycle run is the latest computed, in the same month
    const created = await offCycle(s.token, {
      amounts: [{ employeeId: ada.id, kind: 'bonus', amount: 100_000 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const bonus = await computeRun(s.token, created.body.data.id);

    const stats = await api('/payroll/stats-card', { token: s.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({
      lastRun: { id: november.id, period: PERIOD },
      previousRun: { id: october.id, period: '2026-10' },
    });
    expect(stats.body.data.currencies.NGN).toMatchObject({
      gross: november.totals.NGN!.gross,
      headcount: 2,
      previous: { gross: october.totals.NGN!.gross, headcount: 2 },
    });

    // the off-cycle run is not compared with October's regular run (everyone else would be a "leaver")
    const detail = await api(`/payroll/${bonus.id}`, { token: s.token });
    expect(detail.body.data.variance).toMatchObject({
      previousRunId: null,
      leaversCount: 0,
      changedCount: 0,
    });
    const regular = await api(`/payroll/${november.id}`, { token: s.token });
    expect(regular.body.data.variance.previousRunId).toBe(october.id);
    expect(regular.body.data.offCycle).toBeNull();
  });

  it('an off-cycle run saved without amounts (before runs took them) is not computed: 409', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    await insertEmployee(s.organization.id);
    const [legacy] = await deps.db
      .insert(payrollRuns)
      .values({
        organizationId: s.organization.id,
        name: 'Old bonus run',
        runType: 'off-cycle',
        period: PERIOD,
        payDate: '2026-11-20',
      })
      .returning();
    const res = await api('/payroll/compute', {
      method: 'POST',
      token: s.token,
      body: { payrollId: legacy!.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });
});
