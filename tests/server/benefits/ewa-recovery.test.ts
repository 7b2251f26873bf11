import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ewaAdvances, ewaRecoveries, ledgerEntries } from '@/server/db/schema';
import { drain, getJobs } from '../jobs/harness';
import { api, clock, getHarness } from '../helpers/app';
import {
  EWA,
  allRows,
  cap,
  computeRun,
  createRun,
  eligibleEmployee,
  fundedEmployer,
  grant,
  insertAddon,
  pinClockToThe12th,
  saveSettings,
} from './fixtures';

let today = '';
beforeAll(async () => {
  today = pinClockToThe12th();
  await getJobs();
});
afterAll(() => clock.reset());

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const ewaLine = (row: { lines: { code: string; amount: number }[] }) =>
  row.lines.find((l) => l.code === 'deduction.benefits.ewa');
const refundLine = (row: { lines: { code: string; amount: number }[] }) =>
  row.lines.find((l) => l.code === 'deduction.benefits.ewa-refund');

async function approve(token: string, runId: string) {
  const run = (await api(`/payroll/${runId}`, { token })).body.data;
  const res = await api(`/payroll/${runId}/approve`, {
    method: 'PATCH',
    token,
    body: { version: run.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function advance(token: string, id: string) {
  const list = await api(`${EWA}?perPage=100`, { token });
  return list.body.data.find((a: { id: string }) => a.id === id);
}

async function recoveriesOf(advanceId: string) {
  const { deps } = await getHarness();
  return deps.db.select().from(ewaRecoveries).where(eq(ewaRecoveries.advanceId, advanceId));
}

describe('EWA recovery through payroll', () => {
  it('the next run recovers an advance and its fee exactly once (compute twice, approve, the run after has no line)', async () => {
    const { token, orgId } = await fundedEmployer();
    await saveSettings(token, { fee: { type: 'flat', value: 50_000, paidBy: 'employee' } });
    const e = await eligibleEmployee(orgId);
    const granted = await grant(token, e.id, 2_000_000);
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    const id = granted.body.data.id;
    const { deps } = await getHarness();
    const [clearing] = await deps.db
      .select({ total: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.organizationId, orgId), eq(ledgerEntries.account, `ewa:${id}`)));
    expect(Number(clearing!.total)).toBe(2_000_000);

    const month = today.slice(0, 7);
    const run = await createRun(token, { period: month, payDate: `${month}-28`, employeeIds: [e.id] });
    await computeRun(token, run.id);
    const once = (await allRows(token, run.id))[0];
    await computeRun(token, run.id);
    const twice = (await allRows(token, run.id))[0];
    expect(ewaLine(once)).toMatchObject({ label: 'Earned wage access', amount: 2_050_000 });
    expect(ewaLine(twice)!.amount).toBe(2_050_000);
    expect(twice.net).toBe(once.net);
    // the net is what it would be without the advance, less the recovery
    expect(twice.net).toBe((await cap(token, e.id)).monthlyNet - 2_050_000);
    expect((await advance(token, id)).status).toBe('processing');
    expect(await recoveriesOf(id)).toHaveLength(0);

    await approve(token, run.id);
    expect(await advance(token, id)).toMatchObject({
      status: 'recovered',
      recovered: 2_050_000,
      outstanding: 0,
    });
    expect(await recoveriesOf(id)).toEqual([
      expect.objectContaining({ payrollRunId: run.id, amount: 2_050_000 }),
    ]);

    const next = await createRun(token, {
      period: nextMonth(month),
      payDate: `${nextMonth(month)}-28`,
      employeeIds: [e.id],
    });
    await computeRun(token, next.id);
    expect(ewaLine((await allRows(token, next.id))[0])).toBeUndefined();
    await approve(token, next.id);
    expect(await recoveriesOf(id)).toHaveLength(1);
  });

  it('recovers what net pay covers and carries the rest to the next run', async () => {
    const { token, orgId } = await fundedEmployer();
    await saveSettings(token);
    const e = await eligibleEmployee(orgId);
    const granted = await grant(token, e.id, 3_000_000);
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    const id = granted.body.data.id;
    const month = today.slice(0, 7);
    // a loan repayment leaves only 1,000,000 of net pay for the recovery this month
    const probe = await createRun(token, { period: month, payDate: `${month}-28`, employeeIds: [e.id] });
    await computeRun(token, probe.id);
    const full = (await allRows(token, probe.id))[0];
    const netBefore = full.net + ewaLine(full)!.amount;
    await api(`/payroll/${probe.id}/reject`, {
      method: 'PATCH',
      token,
      body: { version: 1, reason: 'Probe only' },
    });
    await insertAddon(orgId, e.id, { kind: 'deduction', amount: netBefore - 1_000_000, period: month });

    const run = await createRun(token, { period: month, payDate: `${month}-28`, employeeIds: [e.id] });
    await computeRun(token, run.id);
    const row = (await allRows(token, run.id))[0];
    expect(ewaLine(row)!.amount).toBe(1_000_000);
    expect(row.net).toBe(0);
    expect(row.flagged).toBe(false);
    await approve(token, run.id);
    expect(await advance(token, id)).toMatchObject({
      status: 'partially_recovered',
      recovered: 1_000_000,
      outstanding: 2_000_000,
    });

    const next = await createRun(token, {
      period: nextMonth(month),
      payDate: `${nextMonth(month)}-28`,
      employeeIds: [e.id],
    });
    await computeRun(token, next.id);
    expect(ewaLine((await allRows(token, next.id))[0])!.amount).toBe(2_000_000);
    await approve(token, next.id);
    expect(await advance(token, id)).toMatchObject({
      status: 'recovered',
      recovered: 3_000_000,
      outstanding: 0,
    });
    expect((await recoveriesOf(id)).map((r) => r.amount).sort()).toEqual([1_000_000, 2_000_000]);
  });

  it('an advance whose transfer fails after payroll recovered it is given back by the next run, once', async () => {
    const { token, orgId } = await fundedEmployer();
    await saveSettings(token, {});
    // the sandbox refuses this account: the advance's transfer will fail, but only after the run approves
    const e = await eligibleEmployee(orgId, { closedAccount: true });
    const granted = await grant(token, e.id, 1_000_000);
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    const id = granted.body.data.id;
    const month = today.slice(0, 7);
    const run = await createRun(token, { period: month, payDate: `${month}-28`, employeeIds: [e.id] });
    await computeRun(token, run.id);
    await approve(token, run.id);
    expect(await advance(token, id)).toMatchObject({ status: 'recovered', recovered: 1_000_000 });

    await drain(); // the transfer fails now: the employee never received the advance they repaid
    expect((await advance(token, id)).status).toBe('failed');

    const next = await createRun(token, {
      period: nextMonth(month),
      payDate: `${nextMonth(month)}-28`,
      employeeIds: [e.id],
    });
    await computeRun(token, next.id);
    const row = (await allRows(token, next.id))[0];
    expect(refundLine(row)).toMatchObject({ label: 'Earned wage access refund', amount: -1_000_000 });
    expect(ewaLine(row)).toBeUndefined();
    expect(row.net).toBe((await cap(token, e.id)).monthlyNet + 1_000_000);
    await approve(token, next.id);
    const { deps } = await getHarness();
    const [stored] = await deps.db.select().from(ewaAdvances).where(eq(ewaAdvances.id, id));
    expect(stored).toMatchObject({ status: 'failed', recovered: 1_000_000, refunded: 1_000_000 });
    expect((await recoveriesOf(id)).map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['recovery', 1_000_000],
      ['refund', 1_000_000],
    ]);

    // given back once: the run after has neither line
    const third = nextMonth(nextMonth(month));
    const after = await createRun(token, { period: third, payDate: `${third}-28`, employeeIds: [e.id] });
    await computeRun(token, after.id);
    const last = (await allRows(token, after.id))[0];
    expect(refundLine(last)).toBeUndefined();
    expect(ewaLine(last)).toBeUndefined();
  });
});
