import { beforeAll, describe, expect, it } from 'vitest';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { teamAdmin } from '../departments/fixtures';
import { createRequest, createType } from '../leave/fixtures';
import { computeRun, createRun, insertEmployee } from '../payroll/fixtures';

beforeAll(() => getHarness(), 120_000);

type Task = { type: string; count: number; href: string };
const tasksOf = async (token: string) =>
  ((await api('/dashboard/tasks', { token })).body.data as Task[]).filter((t) =>
    ['payrollAwaitingApproval', 'leaveRequestsPending'].includes(t.type),
  );

describe('[DASHBOARD] tasks from payroll and leave', () => {
  it('lists runs awaiting approval to approvers and leave to review to those with `leave`', async () => {
    const s = await employerSession();
    const e = await insertEmployee(s.organization.id);
    expect(await tasksOf(s.token)).toEqual([]);

    const run = await createRun(s.token, { period: '2026-11', payDate: '2026-11-27' });
    await computeRun(s.token, run.id);
    const type = await createType(s.token);
    await createRequest(s.token, {
      employeeId: e.id,
      leaveTypeId: type.id,
      startDate: '2030-02-04',
      endDate: '2030-02-05',
    });
    expect(await tasksOf(s.token)).toEqual([
      { type: 'payrollAwaitingApproval', count: 1, href: '/app/payroll', dueDate: null },
      { type: 'leaveRequestsPending', count: 1, href: '/app/leave?tab=leave-requests', dueDate: null },
    ]);
    // each only to those who may act on it
    const leaveOnly = await teamAdmin(s.organization.id, ['leave']);
    expect((await tasksOf(leaveOnly.token)).map((t) => t.type)).toEqual(['leaveRequestsPending']);
    const approver = await teamAdmin(s.organization.id, ['payroll.approve']);
    expect((await tasksOf(approver.token)).map((t) => t.type)).toEqual(['payrollAwaitingApproval']);
    // another organisation sees none of it
    expect(await tasksOf((await employerSession()).token)).toEqual([]);
  });
});
