import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/app';
import { drain, getJobs } from '../jobs/harness';
import { approve, runToPay } from '../payroll/disbursement-fixtures';

beforeAll(async () => {
  await getJobs();
});

type HistoryEntry = {
  payrollId: string;
  status: string;
  runStatus: string;
  payoutStatus: string | null;
  payoutFailureReason: string | null;
};
const historyOf = async (token: string, employeeId: string) => {
  const res = await api(`/employees/${employeeId}/payroll-history`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as HistoryEntry[];
};

describe('[EMPLOYEES] payroll history shows each person’s own payment', { timeout: 120_000 }, () => {
  it('paid in a partly paid run is paid; the one whose transfer failed has a failed payment, with the reason', async () => {
    // two paid, the last one on a closed account
    const { s, people, run } = await runToPay({ n: 3, closed: 1 });
    const [paid, , closed] = people;
    expect((await historyOf(s.token, paid!.id))[0]).toMatchObject({
      payrollId: run.id,
      status: 'pending_approval',
      runStatus: 'pending_approval',
      payoutStatus: null,
      payoutFailureReason: null,
    });

    expect((await approve(s.token, run)).status).toBe(200);
    expect((await historyOf(s.token, paid!.id))[0]).toMatchObject({
      status: 'disbursing',
      runStatus: 'disbursing',
      payoutStatus: 'pending',
      payoutFailureReason: null,
    });
    await drain();

    expect((await historyOf(s.token, paid!.id))[0]).toMatchObject({
      payrollId: run.id,
      status: 'paid',
      runStatus: 'partially_paid',
      payoutStatus: 'paid',
      payoutFailureReason: null,
    });
    const failed = (await historyOf(s.token, closed!.id))[0]!;
    expect(failed).toMatchObject({ runStatus: 'partially_paid', payoutStatus: 'failed' });
    expect(failed.payoutFailureReason).toMatch(/closed/i);

    // the run counts people by payment status: 2 paid, 1 failed (not "3 employees paid")
    const progress = (await api(`/payroll/${run.id}/disbursement`, { token: s.token })).body.data
      .progress as {
      status: string;
      count: number;
    }[];
    expect(Object.fromEntries(progress.map((p) => [p.status, p.count]))).toEqual({ paid: 2, failed: 1 });
  });
});
