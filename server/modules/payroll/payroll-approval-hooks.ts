import 'server-only';
import type { PayrollApprovalContext, PayrollApprovalHook } from './payroll-approval';
import { benefitsApprovalHook } from '@/server/modules/benefits/benefits.approval-hook';
import { disbursementHook } from './payroll-release';
import { remittancesApprovalHook } from '@/server/modules/remittances/remittances.approval-hook';

/**
 * What happens when a run is finally approved, in order (see payroll-approval.ts). Disbursement first: a
 * refusal for want of funds must come before anything records liabilities for money not paid.
 */
export const PAYROLL_APPROVAL_HOOKS: PayrollApprovalHook[] = [
  // other modules: one line each (disbursement, remittances)
  disbursementHook,
  benefitsApprovalHook,
  remittancesApprovalHook,
];

/** One after another: `ctx.db` is the approval's transaction, a single connection. */
export async function runApprovalHooks(
  ctx: PayrollApprovalContext,
  hooks: readonly PayrollApprovalHook[] = PAYROLL_APPROVAL_HOOKS,
) {
  for (const hook of hooks) await hook.onFinalApproval(ctx);
}
