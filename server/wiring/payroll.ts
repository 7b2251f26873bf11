import 'server-only';
import type {
  PayrollApprovalHook,
  PayrollApprovalNotice,
  PayrollInputContext,
  PayrollInputSource,
} from '@/server/deps';
import { benefitsApprovalHook } from '@/server/modules/benefits/benefits.approval-hook';
import { benefitsPayrollSource } from '@/server/modules/benefits/benefits.payroll-source';
import { chatApprovalNotice } from '@/server/modules/chat/chat.service';
import { leavePayrollSource } from '@/server/modules/leave/leave.payroll-source';
import { disbursementHook } from '@/server/modules/payroll/payroll-release';
import { gatherContributions as gather, PAYROLL_OWN_SOURCES } from '@/server/modules/payroll/payroll-sources';
import * as payroll from '@/server/modules/payroll/payroll.service';
import { remittancesApprovalHook } from '@/server/modules/remittances/remittances.approval-hook';
import { shiftsPayrollSource } from '@/server/modules/shifts/shifts.payroll-source';

/**
 * The sources a run gathers, in payslip order: payroll's own, then one line per module that changes pay (its
 * `<module>.payroll-source.ts`). Payroll gets the list as `plugins.payrollSources` and imports none of them.
 */
export const PAYROLL_SOURCES: readonly PayrollInputSource[] = [
  ...PAYROLL_OWN_SOURCES,
  leavePayrollSource,
  shiftsPayrollSource,
  benefitsPayrollSource,
];

/**
 * What a run's final approval does, in order (payroll-approval.ts). Disbursement first: a refusal for want
 * of funds must come before anything records liabilities for money not paid.
 */
export const PAYROLL_APPROVAL_HOOKS: readonly PayrollApprovalHook[] = [
  disbursementHook,
  benefitsApprovalHook,
  // paid through the employer's bank (issue 36), what the run owes is recorded (and auto-remitted) once marked paid
  { ...remittancesApprovalHook, bankFileStage: 'paid' },
];

/** Who else reaches a run's next approver, after payroll's notification and mail: chat's approval link. */
export const PAYROLL_APPROVAL_NOTICES: readonly PayrollApprovalNotice[] = [chatApprovalNotice];

/** Every wired source's contribution, merged per employee (payroll-sources.ts with the wired list). */
export const gatherContributions = (ctx: PayrollInputContext, sources = PAYROLL_SOURCES) =>
  gather(ctx, sources);

/** A run's approval outside a request (scripts, the seed, tests), with the wired hooks and notices. */
export const approveRun = (
  db: Parameters<typeof payroll.approveRun>[0],
  input: payroll.ApproveRunInput,
  opts: payroll.DecisionOptions = {},
) =>
  payroll.approveRun(db, input, {
    ...opts,
    plugins: {
      payrollApprovalHooks: PAYROLL_APPROVAL_HOOKS,
      payrollApprovalNotices: PAYROLL_APPROVAL_NOTICES,
    },
  });

export { rejectRun } from '@/server/modules/payroll/payroll.service';
