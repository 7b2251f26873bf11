import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payouts, payrollRuns } from '@/server/db/schema';
import { releaseScheduled, RELEASE_QUEUE } from '@/server/modules/payroll/payroll-release';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { getJobs } from '../jobs/harness';
import { accountBalance, expectLedgerBalanced, fundedEmployer, nuban } from '../payouts/fixtures';
import { computeRun, createRun, insertEmployee } from './fixtures';

/** Issue 29 §4: the last approval pays now or on the pay date; the money moves into clearing at approval. */

beforeAll(async () => {
  await getJobs(); // the queues exist (a job for an unknown queue is refused)
});

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A funded employer (NGN) with two paid employees and a computed run paid on `payDate`. */
async function runPaidOn(payDate: string, funds = 10_000_000_00) {
  const s = await fundedEmployer({ NGN: funds });
  const org = s.organization.id;
  for (let i = 0; i < 2; i++)
    await insertEmployee(org, { firstName: `Paid${i}`, bankCode: '044', accountNumber: nuban('044') });
  const run = await createRun(s.token, { period: payDate.slice(0, 7), payDate });
  const computed = await computeRun(s.token, run.id);
  return { s, org, walletId: s.wallets.NGN!, run: computed, net: computed.totals.NGN!.net! };
}

const approve = (token: string, run: { id: string; version: number }, body: Record<string, unknown> = {}) =>
  api(`/payroll/${run.id}/approve`, { method: 'PATCH', token, body: { version: run.version, ...body } });

async function payoutRows(runId: string) {
  const { deps } = await getHarness();
  return deps.db.select().from(payouts).where(eq(payouts.sourceId, runId));
}

async function scheduleOf(runId: string) {
  const { deps } = await getHarness();
  const [row] = await deps.db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
  return row!.payoutSchedule;
}

async function job(id: string) {
  const { deps } = await getHarness();
  const r = (await deps.db.execute(
    sql`select name, state, start_after, data from pgboss.job where id = ${id}`,
  )) as unknown as { rows: { name: string; state: string; start_after: Date | string; data: unknown }[] };
  return r.rows[0]!;
}

describe('[PAYROLL] pay on the pay date (issue 29 §4)', { timeout: 120_000 }, () => {
  // ten days ahead, whatever day the suite runs on
  const payDate = isoDay(new Date(Date.now() + 10 * DAY));

  it('the release summary shows per currency the net pay, fees, the balance and what remains; pay date ahead → payDate', async () => {
    const { s, run, net } = await runPaidOn(payDate);
    const res = await api(`/payroll/${run.id}/release-summary`, { token: s.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      payrollId: run.id,
      payDate,
      releaseAt: `${payDate}T05:00:00.000Z`, // 06:00 in Lagos (UTC+1)
      defaultPayOn: 'payDate',
      currencies: [
        {
          currency: 'NGN',
          net,
          transfers: 2,
          withoutAccount: 0,
          fees: 0, // the sandbox provider charges nothing
          balance: 10_000_000_00,
          remaining: 10_000_000_00 - net,
        },
      ],
    });
    const past = await runPaidOn(isoDay(new Date(Date.now() - 2 * DAY)));
    const pastSummary = await api(`/payroll/${past.run.id}/release-summary`, { token: past.s.token });
    expect(pastSummary.body.data.defaultPayOn).toBe('now');
  });

  it('payOn=payDate: the money moves into clearing, no payout is sent, a job starts at 06:00 org time on the pay date', async () => {
    const { s, org, walletId, run, net } = await runPaidOn(payDate);
    const { deps } = await getHarness();
    const res = await approve(s.token, run, { payOn: 'payDate' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', scheduledFor: `${payDate}T05:00:00.000Z` });
    expect(res.body.message).toContain(payDate);
    expect(await payoutRows(run.id)).toEqual([]);
    expect(await getBalance(deps.db, walletId)).toBe(10_000_000_00 - net);
    expect(await accountBalance(org, `payroll:${run.id}`)).toBe(net);
    const schedule = (await scheduleOf(run.id))!;
    expect(schedule).toMatchObject({
      held: { NGN: net },
      unfunded: [],
      releaseAt: `${payDate}T05:00:00.000Z`,
    });
    const queued = await job(schedule.jobId!);
    expect(queued).toMatchObject({ name: RELEASE_QUEUE, state: 'created', data: { runId: run.id } });
    expect(new Date(queued.start_after).toISOString()).toBe(`${payDate}T05:00:00.000Z`);
    // the run reads back as scheduled
    expect((await api(`/payroll/${run.id}`, { token: s.token })).body.data).toMatchObject({
      status: 'approved',
      scheduledFor: `${payDate}T05:00:00.000Z`,
      approvedLevels: 1,
    });
    await expectLedgerBalanced(org);
  });

  it('cancel before it starts: the money returns to the wallet, the run is approved and unpaid, then payable now', async () => {
    const { s, org, walletId, run, net } = await runPaidOn(payDate);
    const { deps } = await getHarness();
    expect((await approve(s.token, run, { payOn: 'payDate' })).status).toBe(200);
    const jobId = (await scheduleOf(run.id))!.jobId!;

    const cancel = await api(`/payroll/${run.id}/cancel-schedule`, { method: 'POST', token: s.token });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.data).toEqual({ status: 'approved', returned: { NGN: net } });
    expect(await getBalance(deps.db, walletId)).toBe(10_000_000_00);
    expect(await accountBalance(org, `payroll:${run.id}`)).toBe(0);
    expect((await job(jobId)).state).toBe('cancelled');
    expect(await scheduleOf(run.id)).toBeNull();
    expect((await api(`/payroll/${run.id}`, { token: s.token })).body.data).toMatchObject({
      status: 'approved',
      scheduledFor: null,
    });
    expect(await payoutRows(run.id)).toEqual([]);
    // nothing left to cancel
    expect((await api(`/payroll/${run.id}/cancel-schedule`, { method: 'POST', token: s.token })).status).toBe(
      409,
    );
    // the job, were it fetched anyway, changes nothing
    expect(
      await releaseScheduled(
        deps.db,
        { organizationId: org, runId: run.id, batch: 'approval' },
        new Date(`${payDate}T06:00:00Z`),
      ),
    ).toBe('nothing');

    const paid = await api(`/payroll/${run.id}/pay`, {
      method: 'POST',
      token: s.token,
      body: { payOn: 'now' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('disbursing');
    expect(await payoutRows(run.id)).toHaveLength(2);
    expect(await getBalance(deps.db, walletId)).toBe(10_000_000_00 - net);
    await expectLedgerBalanced(org);
  });

  it('at 06:00 on the pay date the job sends the payouts; the schedule can no longer be cancelled', async () => {
    const { s, org, walletId, run, net } = await runPaidOn(payDate);
    const { deps } = await getHarness();
    expect((await approve(s.token, run, { payOn: 'payDate' })).status).toBe(200);
    const data = { organizationId: org, runId: run.id, batch: 'approval' };
    // fetched before its time: queued again for the right moment, nothing sent
    expect(await releaseScheduled(deps.db, data, new Date(`${payDate}T04:59:00Z`))).toBe('early');
    expect(await payoutRows(run.id)).toEqual([]);
    expect(await releaseScheduled(deps.db, data, new Date(`${payDate}T05:00:01Z`))).toBe('released');
    const rows = await payoutRows(run.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((p) => p.status === 'pending')).toBe(true);
    expect((await api(`/payroll/${run.id}`, { token: s.token })).body.data).toMatchObject({
      status: 'disbursing',
      scheduledFor: null,
    });
    // the money was moved once, at the approval
    expect(await getBalance(deps.db, walletId)).toBe(10_000_000_00 - net);
    expect(await accountBalance(org, `payroll:${run.id}`)).toBe(net);
    expect((await api(`/payroll/${run.id}/cancel-schedule`, { method: 'POST', token: s.token })).status).toBe(
      409,
    );
    // a redelivered job sends nothing twice
    expect(await releaseScheduled(deps.db, data, new Date(`${payDate}T05:01:00Z`))).toBe('nothing');
    expect(await payoutRows(run.id)).toHaveLength(2);
  });

  it('without payOn (a client written from the spec) the last approval pays at once, as does payOn=payDate once the pay date’s 06:00 has passed', async () => {
    const a = await runPaidOn(payDate);
    const res = await approve(a.s.token, a.run);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'disbursing', scheduledFor: null });
    expect(await payoutRows(a.run.id)).toHaveLength(2);
    expect(await scheduleOf(a.run.id)).toBeNull();

    const b = await runPaidOn(isoDay(new Date(Date.now() - DAY)));
    const late = await approve(b.s.token, b.run, { payOn: 'payDate' });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.data.status).toBe('disbursing');
    expect(await payoutRows(b.run.id)).toHaveLength(2);
  });

  it('scheduling checks funds like paying now: 422 INSUFFICIENT_FUNDS and nothing held', async () => {
    const { s, org, walletId, run } = await runPaidOn(payDate, 1000);
    const { deps } = await getHarness();
    const res = await approve(s.token, run, { payOn: 'payDate' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await getBalance(deps.db, walletId)).toBe(1000);
    expect(await accountBalance(org, `payroll:${run.id}`)).toBe(0);
    expect((await api(`/payroll/${run.id}`, { token: s.token })).body.data.status).toBe('pending_approval');
    expect(
      (
        await api(`/payroll/${run.id}/approve`, {
          method: 'PATCH',
          token: s.token,
          body: { version: run.version, payOn: 'later' },
        })
      ).status,
    ).toBe(422);
  });
});
