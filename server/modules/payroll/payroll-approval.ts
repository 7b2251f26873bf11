import 'server-only';
import type { PayrollApprovalContext, PayrollApprovalHook } from '@/server/deps';

/**
 * The seam where other modules act on a run's final approval: disbursement moves the money, remittances
 * record what the run owes each authority. Hooks run in the approval's own transaction, in list order
 * (server/wiring/payroll.ts, handed to payroll as `plugins.payrollApprovalHooks`), after the run is marked
 * approved: a hook that throws (an AppError such as 422 INSUFFICIENT_FUNDS) refuses the approval and nothing
 * it or earlier hooks wrote is kept. Payroll never imports the modules that hook in; each adds one
 * `<module>.approval-hook.ts` and one line in the wiring.
 */
export type { PayrollApprovalContext, PayrollApprovalHook } from '@/server/deps';

/**
 * One after another: `ctx.db` is the approval's transaction, a single connection. A run paid through the
 * employer's bank (issue 36) runs at each `stage` only the hooks due then (`bankFileStage`, default approval).
 */
export async function runApprovalHooks(
  ctx: PayrollApprovalContext,
  hooks: readonly PayrollApprovalHook[],
  stage: 'approval' | 'paid' = 'approval',
) {
  const due =
    ctx.disbursement === 'bank-file' ? hooks.filter((h) => (h.bankFileStage ?? 'approval') === stage) : hooks;
  for (const hook of due) await hook.onFinalApproval(ctx);
}
