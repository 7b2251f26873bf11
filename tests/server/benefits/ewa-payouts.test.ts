import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '@/server/db/schema';
import { getJobs, drain } from '../jobs/harness';
import { api, clock, getHarness } from '../helpers/app';
import { accountBalance, expectLedgerBalanced } from '../payouts/fixtures';
import {
  EWA,
  balance,
  eligibleEmployee,
  fundedEmployer,
  grant,
  pinClockToThe12th,
  saveSettings,
} from './fixtures';

beforeAll(async () => {
  pinClockToThe12th();
  await getJobs();
});
afterAll(() => clock.reset());

const payoutsOf = async (advanceId: string) => {
  const { deps } = await getHarness();
  return deps.db.select().from(payouts).where(eq(payouts.sourceId, advanceId));
};
const advanceById = async (token: string, id: string) =>
  (await api(`${EWA}?perPage=100`, { token })).body.data.find((a: { id: string }) => a.id === id);

describe('EWA payment with the disbursement machinery', () => {
  it('queues one payout to the verified account; the transfer marks the advance paid; a retried request pays once', async () => {
    const { token, orgId, wallet } = await fundedEmployer();
    await saveSettings(token, { fee: { type: 'flat', value: 20_000, paidBy: 'employee' } });
    const e = await eligibleEmployee(orgId);
    const before = await balance(token, wallet.id);
    const res = await grant(token, e.id, 1_500_000, 'pay-once');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await grant(token, e.id, 1_500_000, 'pay-once')).body.data.id).toBe(res.body.data.id);
    const id = res.body.data.id;
    const queued = await payoutsOf(id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      source: 'ewa',
      subjectId: id,
      amount: 1_500_000,
      currency: 'NGN',
      clearingAccount: `ewa:${id}`,
      status: 'pending',
      nameEnquiry: false,
      bankCode: '044',
    });
    expect(await accountBalance(orgId, `ewa:${id}`)).toBe(1_500_000);
    expect((await advanceById(token, id)).status).toBe('processing');

    await drain();
    expect((await payoutsOf(id))[0]!.status).toBe('paid');
    expect((await advanceById(token, id)).status).toBe('paid');
    expect(await balance(token, wallet.id)).toBe(before - 1_520_000);
    await expectLedgerBalanced(orgId);
  });

  it('a failed transfer fails the advance: the amount and the fee come back to the wallet, nothing is recovered or counted', async () => {
    const { token, orgId, wallet } = await fundedEmployer();
    await saveSettings(token, { fee: { type: 'flat', value: 20_000, paidBy: 'employee' } });
    const e = await eligibleEmployee(orgId, { closedAccount: true });
    const before = await balance(token, wallet.id);
    const res = await grant(token, e.id, 1_000_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await drain();
    const advance = await advanceById(token, res.body.data.id);
    expect(advance).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
    expect(await balance(token, wallet.id)).toBe(before);
    expect(await accountBalance(orgId, `ewa:${advance.id}`)).toBe(0);
    const cap = (await api(`${EWA}/cap?employeeId=${e.id}`, { token })).body.data;
    expect([cap.takenThisMonth, cap.advancesThisMonth]).toEqual([0, 0]);
    expect((await api(`${EWA}/summary`, { token })).body.data.outstanding).toEqual({});
    await expectLedgerBalanced(orgId);
  });
});
