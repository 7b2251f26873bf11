import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJobs } from '../jobs/harness';
import { api, clock } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import {
  EWA,
  balance,
  cap,
  computeRun,
  createRun,
  eligibleEmployee,
  fundedEmployer,
  grant,
  pinClockToThe12th,
  saveSettings,
  teamAdmin,
  workingDays,
} from './fixtures';

let today = '';
beforeAll(async () => {
  today = pinClockToThe12th();
  await getJobs();
});
afterAll(() => clock.reset());

describe('EWA cap', () => {
  it("is the engine's net × working days elapsed ÷ working days × the share, less what was taken", async () => {
    const { token, orgId } = await fundedEmployer();
    await saveSettings(token, { maxSharePercent: 40 });
    const e = await eligibleEmployee(orgId);
    const c = await cap(token, e.id);
    // the monthly net is the one a payroll run computes for the month
    const run = await createRun(token, {
      period: today.slice(0, 7),
      payDate: `${today.slice(0, 7)}-28`,
      employeeIds: [e.id],
    });
    await computeRun(token, run.id);
    const row = (await api(`/payroll/${run.id}`, { token })).body.data.employees[0];
    expect(c.monthlyNet).toBe(row.net);
    const { elapsed, total } = workingDays(today);
    expect([c.workingDaysElapsed, c.workingDaysInMonth]).toEqual([elapsed, total]);
    const earned = Math.floor((row.net * elapsed) / total);
    expect(c.earnedToDate).toBe(earned);
    expect(c.cap).toBe(Math.floor((earned * 40) / 100));
    expect(c.blockedReason).toBeNull();

    const first = await grant(token, e.id, 1_000_000);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const after = await cap(token, e.id);
    expect(after.takenThisMonth).toBe(1_000_000);
    expect(after.cap).toBe(c.cap - 1_000_000);
  });

  it('answers 404 for another organisation’s employee and 403 without the employees permission', async () => {
    const { token, orgId } = await fundedEmployer(0);
    const other = await employerSession();
    const theirs = await eligibleEmployee(other.organization.id);
    expect((await api(`${EWA}/cap?employeeId=${theirs.id}`, { token })).status).toBe(404);
    expect((await api(`${EWA}/cap?employeeId=not-a-uuid`, { token })).status).toBe(422);
    const mine = await eligibleEmployee(orgId);
    const leaveOnly = await teamAdmin(orgId, ['leave']);
    expect((await api(`${EWA}/cap?employeeId=${mine.id}`, { token: leaveOnly.token })).status).toBe(403);
  });
});

describe('EWA advances', () => {
  it('pays nothing over the cap: 422 with the reason, wallet and list unchanged', async () => {
    const { token, orgId, wallet } = await fundedEmployer();
    await saveSettings(token);
    const e = await eligibleEmployee(orgId);
    const before = await balance(token, wallet.id);
    const c = await cap(token, e.id);
    const res = await grant(token, e.id, c.cap + 1);
    expect(res.status).toBe(422);
    expect(res.body.errors.amount[0]).toMatch(/more than the employee can draw/);
    expect(await balance(token, wallet.id)).toBe(before);
    expect((await api(EWA, { token })).body.meta.total).toBe(0);
  });

  it('refuses ineligible employees, the cut-off, the monthly count, min and max, and a switched-off scheme', async () => {
    const { token, orgId, wallet } = await fundedEmployer();
    const e = await eligibleEmployee(orgId);
    const before = await balance(token, wallet.id);
    expect((await grant(token, e.id, 100_000)).body.message).toMatch(/turned off/);
    await saveSettings(token, { maxPerMonth: 1, minAmount: 200_000, maxAmount: 2_000_000 });
    const suspended = await eligibleEmployee(orgId, { status: 'suspended' });
    const sus = await grant(token, suspended.id, 100_000);
    expect([sus.status, sus.body.errors.employeeId[0]]).toEqual([
      422,
      'This employee is suspended and cannot draw on their pay.',
    ]);
    const separated = await eligibleEmployee(orgId, { status: 'separated', separatedAt: '2025-03-31' });
    expect((await grant(token, separated.id, 300_000)).body.message).toMatch(/left the organisation/);
    const { insertEmployee } = await import('../payroll/fixtures');
    const unbanked = await insertEmployee(orgId);
    expect((await grant(token, unbanked.id, 300_000)).body.message).toMatch(/no verified bank account/);
    expect((await grant(token, e.id, 100_000)).body.errors.amount[0]).toMatch(/smallest advance/);
    expect((await grant(token, e.id, 2_000_001)).body.errors.amount[0]).toMatch(/largest advance/);
    expect(await balance(token, wallet.id)).toBe(before);
    expect((await grant(token, e.id, 300_000)).status).toBe(201);
    const second = await grant(token, e.id, 300_000);
    expect([second.status, second.body.errors.amount[0]]).toEqual([
      422,
      'This employee has already taken the most advances allowed this month (1).',
    ]);
    // a cut-off of 28 days before payday covers the 12th of any month
    await saveSettings(token, { cutoffDays: 28, maxPerMonth: 5 });
    const cut = await grant(token, e.id, 300_000);
    expect(cut.status).toBe(422);
    expect(cut.body.errors.amount[0]).toMatch(/Advances close/);
    const zh = await api(EWA, {
      method: 'POST',
      token,
      body: { employeeId: e.id, amount: 300_000 },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.errors.amount[0]).toMatch(/截止/);
    expect(await balance(token, wallet.id)).toBe(before - 300_000);
  });

  it('grants once per Idempotency-Key: the amount into clearing and the fee from the wallet, processing', async () => {
    const { token, orgId, wallet } = await fundedEmployer();
    await saveSettings(token, { fee: { type: 'percentage', value: 2.5, paidBy: 'employee' } });
    const e = await eligibleEmployee(orgId, { firstName: 'Amaka', lastName: 'Obi' });
    const before = await balance(token, wallet.id);
    const first = await grant(token, e.id, 1_000_001, 'ewa-key-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // 2.5 % of 1,000,001 = 25,000.025 → 25,000 (nearest minor unit)
    expect(first.body.data).toMatchObject({
      employeeId: e.id,
      employeeName: 'Amaka Obi',
      amount: 1_000_001,
      fee: 25_000,
      recoverable: 1_025_001,
      recovered: 0,
      outstanding: 1_025_001,
      status: 'processing',
    });
    const replay = await grant(token, e.id, 1_000_001, 'ewa-key-1');
    expect(replay.status).toBe(201);
    expect(replay.body.data.id).toBe(first.body.data.id);
    expect(await balance(token, wallet.id)).toBe(before - 1_025_001);
    const list = await api(`${EWA}?search=Amaka`, { token });
    expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([first.body.data.id]);
    expect((await api(`${EWA}?status=paid`, { token })).body.meta.total).toBe(0);
    expect((await api(`${EWA}?search=Nobody`, { token })).body.meta.total).toBe(0);
    // the employer pays the fee: nothing of it is recovered
    await saveSettings(token, { fee: { type: 'flat', value: 10_000, paidBy: 'employer' } });
    const second = await grant(token, e.id, 500_000);
    expect(second.body.data).toMatchObject({ fee: 10_000, recoverable: 500_000 });
  });

  it('refuses with 422 INSUFFICIENT_FUNDS when the wallet cannot pay', async () => {
    const { token, orgId, wallet } = await fundedEmployer(50_000);
    await saveSettings(token);
    const e = await eligibleEmployee(orgId);
    const res = await grant(token, e.id, 100_000);
    expect([res.status, res.body.code]).toEqual([422, 'INSUFFICIENT_FUNDS']);
    expect(await balance(token, wallet.id)).toBe(50_000);
    expect((await api(EWA, { token })).body.meta.total).toBe(0);
  });

  it('needs the wallet permission to grant; another organisation’s employee is 404; lists are per organisation', async () => {
    const { token, orgId } = await fundedEmployer();
    await saveSettings(token);
    const e = await eligibleEmployee(orgId);
    const reader = await teamAdmin(orgId, ['employees']);
    const denied = await grant(reader.token, e.id, 100_000);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/wallet/i);
    expect((await api(EWA, { token: reader.token })).status).toBe(200);
    const other = await fundedEmployer();
    await saveSettings(other.token);
    expect((await grant(other.token, e.id, 100_000)).status).toBe(404);
    expect((await grant(token, e.id, 100_000)).status).toBe(201);
    expect((await api(EWA, { token: other.token })).body.meta.total).toBe(0);
    const summary = await api(`${EWA}/summary`, { token });
    expect(summary.body.data).toMatchObject({
      enabled: true,
      drawnThisMonth: { NGN: 100_000 },
      outstanding: { NGN: 100_000 },
      employeesUsing: 1,
    });
  });
});
