import 'server-only';
import type { PayOn } from '@/lib/contracts/payroll-release';
import type { DbOrTx } from '@/server/db/client';

/**
 * The seam where other modules act on a run's final approval: disbursement moves the money, remittances
 * record what the run owes each authority. Hooks run in the approval's own transaction, in list order
 * (payroll-approval-hooks.ts), after the run is marked approved: a hook that throws (an AppError such as
 * 422 INSUFFICIENT_FUNDS) refuses the approval and nothing it or earlier hooks wrote is kept.
 * Payroll never imports the modules that hook in; each adds one `<module>.approval-hook.ts` and one line.
 */
export type PayrollApprovalContext = {
  db: DbOrTx;
  organizationId: string;
  runId: string;
  /** the approver of the last level */
  userId: string;
  now: Date;
  /** when the money reaches the employees (default `now`); the money moves into clearing at once either way */
  payOn?: PayOn;
};

export type PayrollApprovalHook = {
  /** Unique; named in logs. */
  name: string;
  onFinalApproval(ctx: PayrollApprovalContext): Promise<void>;
};
