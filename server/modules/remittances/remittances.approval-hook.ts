import 'server-only';
import type { PayrollApprovalHook } from '@/server/deps';
import { queueAutoRemit } from './remittances.auto-remit';
import { recordRunLiabilities } from './remittances.liabilities';

/**
 * On a run's final approval, in its transaction: record what it owes each authority (per type and payee),
 * then, with auto-remit on, fund and queue its remittances.
 */
export const remittancesApprovalHook: PayrollApprovalHook = {
  name: 'remittances',
  async onFinalApproval(ctx) {
    await recordRunLiabilities(ctx.db, ctx.organizationId, ctx.runId);
    await queueAutoRemit(ctx);
  },
};
